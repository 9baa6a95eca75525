// A week planned once it has begun (a cook who signs up on Thursday) plans its meals from that day
// to Sunday: none lands on a day already gone. A week planned ahead spreads over all seven days.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStream } from '../../server/event-store/command-handler.ts';
import { addDays, generateWeek, mealPlanDecider, mealPlanStreamId, todayUtc, weekStartOf } from '../../server/modules/meal-plans/index.ts';
import { signIn, startTestLarder, type TestLarder } from '../setup/larder.ts';

let larder: TestLarder;
let pool: pg.Pool;

beforeAll(async () => {
  // The worker plans this week's meals; this test runs the generator itself for later weeks, at the moment it chooses.
  larder = await startTestLarder();
  pool = new pg.Pool({ connectionString: larder.database.url, max: 2 });
}, 60_000);
afterAll(async () => {
  await pool?.end();
  await larder?.close();
});

async function generateAt(appUserId: string, weekStart: string, now: string) {
  const key = `test:${appUserId}:${weekStart}`;
  const outcome = await generateWeek(pool, { appUserId, weekStart }, { actor: 'system:test', commandId: key, correlationId: key, causationId: key }, { now: () => new Date(now) });
  expect(outcome.kind).toBe('completed');
  const { state } = await loadStream(pool, mealPlanStreamId(appUserId, weekStart), mealPlanDecider);
  return Object.values(state.meals).map((meal) => meal.plannedCookDate).sort();
}

describe('a week planned after it has begun', () => {
  it('plans from the day it was planned to Sunday, and a week planned ahead from Monday', async () => {
    const cook = await signIn(larder);
    // Weeks no request has touched: two and three weeks ahead.
    const later = addDays(weekStartOf(todayUtc(new Date())), 14);
    const thursday = addDays(later, 3);
    const midWeek = await generateAt(cook.appUserId, later, `${thursday}T09:30:00.000Z`);
    expect(midWeek.length).toBeGreaterThan(3);
    expect(midWeek.filter((date) => date < thursday)).toEqual([]);
    expect(midWeek.every((date) => date <= addDays(later, 6))).toBe(true);
    // Spread over the days left, not heaped on Thursday.
    expect(new Set(midWeek).size).toBeGreaterThanOrEqual(3);

    const ahead = addDays(later, 7);
    const planned = await generateAt(cook.appUserId, ahead, `${addDays(ahead, -1)}T20:00:00.000Z`);
    expect(planned[0]).toBe(ahead);
    expect(planned.at(-1)! >= addDays(ahead, 4)).toBe(true);
  });
});
