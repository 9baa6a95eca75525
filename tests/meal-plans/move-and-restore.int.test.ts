// Moving a meal to another day or meal of the day, and undoing a removal, as the calendar calls them:
// a taken slot swaps, the meal comes back as it was, and no cook reaches another's meals.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '../../server/dates.ts';
import { GENERATE_WEEK_PLAN_TASK, weekStartOf } from '../../server/modules/meal-plans/index.ts';
import { writePlan, writeRecipe } from '../fixtures/plan-log.ts';
import { openTab } from '../fixtures/tab.ts';
import { eventually, signIn, startTestLarder, type TestLarder, type TestUser } from '../setup/larder.ts';

let larder: TestLarder;
let pool: pg.Pool;
// Next week: every day of it is still to come, whatever today is.
const nextWeek = addDays(weekStartOf(todayUtc(new Date())), 7);
let recipes: string[];

beforeAll(async () => {
  larder = await startTestLarder({ workerTasks: { [GENERATE_WEEK_PLAN_TASK]: async () => {} } });
  pool = new pg.Pool({ connectionString: larder.database.url, max: 3 });
  recipes = [await writeRecipe(pool, 'Dal', 2, []), await writeRecipe(pool, 'Ramen', 2, []), await writeRecipe(pool, 'Tacos', 2, [])];
});
afterAll(async () => {
  await pool?.end();
  await larder?.close();
});

/** Dinners on Monday, Wednesday and Friday of next week. */
async function weekOfDinners(user: TestUser) {
  const plan = await writePlan(pool, user.appUserId, nextWeek, recipes.map((recipeId, index) => ({ recipeId, servings: 2, recipeName: ['Dal', 'Ramen', 'Tacos'][index], day: index * 2 })));
  await eventually(async () => (await user.client.get(`/api/v1/postgres/meal-plan/${plan.mealPlanId}/app_user/${user.appUserId}`)).status === 200, 10_000, 'the plan to be readable');
  return plan;
}

const slotsOf = (body: any) => Object.fromEntries(body.meals.map((meal: any) => [meal.name, `${meal.planned_cook_date} ${meal.meal_of_day}`]));

describe('moving a meal', () => {
  it('moves a dinner to a free day, to lunch, and swaps with the dinner of a taken day', async () => {
    const cook = await signIn(larder);
    const { mealIds: [dal, ramen] } = await weekOfDinners(cook);
    const moved = await cook.client.post('/api/v1/meal/move', { meal_id: dal, planned_cook_date: addDays(nextWeek, 1), meal_of_day: 'dinner' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(slotsOf(moved.body)).toEqual({ Dal: `${addDays(nextWeek, 1)} dinner`, Ramen: `${addDays(nextWeek, 2)} dinner`, Tacos: `${addDays(nextWeek, 4)} dinner` });

    const swapped = await cook.client.post('/api/v1/meal/move', { meal_id: dal, planned_cook_date: addDays(nextWeek, 2), meal_of_day: 'dinner' });
    expect(slotsOf(swapped.body)).toEqual({ Dal: `${addDays(nextWeek, 2)} dinner`, Ramen: `${addDays(nextWeek, 1)} dinner`, Tacos: `${addDays(nextWeek, 4)} dinner` });

    const toLunch = await cook.client.post('/api/v1/meal/move', { meal_id: ramen, planned_cook_date: addDays(nextWeek, 4), meal_of_day: 'lunch' });
    expect(slotsOf(toLunch.body)).toMatchObject({ Ramen: `${addDays(nextWeek, 4)} lunch`, Tacos: `${addDays(nextWeek, 4)} dinner` });
  });

  it("reaches the cook's other open tabs, and no one else's", async () => {
    const [cook, other] = await Promise.all([signIn(larder), signIn(larder)]);
    const { mealIds: [dal] } = await weekOfDinners(cook);
    const [mine, theirs] = await Promise.all([openTab(larder.baseUrl, cook.token), openTab(larder.baseUrl, other.token)]);
    try {
      expect((await cook.client.post('/api/v1/meal/move', { meal_id: dal, planned_cook_date: addDays(nextWeek, 5), meal_of_day: 'lunch' })).status).toBe(200);
      const heard = (messages: any[]) => messages.some((message) => message.type === 'changed' && message.model === 'meal-plan' && message.ids.includes(dal));
      await eventually(async () => heard(mine.messages), 10_000, 'the move heard in the other tab');
      expect(heard(theirs.messages)).toBe(false);
    } finally {
      mine.socket.close();
      theirs.socket.close();
    }
  });

  it('refuses a day outside the week with words, and another cook entirely', async () => {
    const [cook, other] = await Promise.all([signIn(larder), signIn(larder)]);
    const { mealPlanId, mealIds: [dal] } = await weekOfDinners(cook);
    const outside = await cook.client.post('/api/v1/meal/move', { meal_id: dal, planned_cook_date: addDays(nextWeek, 7), meal_of_day: 'dinner' });
    expect([outside.status, outside.body.error]).toEqual([400, "The cook date must be within this meal plan's week."]);
    const bad = await cook.client.post('/api/v1/meal/move', { meal_id: dal, planned_cook_date: '2026-02-30', meal_of_day: 'dinner' });
    expect(bad.status).toBe(400);
    const refused = await other.client.post('/api/v1/meal/move', { meal_id: dal, planned_cook_date: addDays(nextWeek, 1), meal_of_day: 'dinner' });
    expect(refused.status).toBe(404);
    const still = await cook.client.get(`/api/v1/postgres/meal-plan/${mealPlanId}/app_user/${cook.appUserId}`);
    expect(slotsOf(still.body).Dal).toBe(`${nextWeek} dinner`);
  });
});

describe('undoing a removal', () => {
  it('brings the meal back as it was, once', async () => {
    const cook = await signIn(larder);
    const { mealPlanId, mealIds: [dal] } = await weekOfDinners(cook);
    const before = (await cook.client.get(`/api/v1/postgres/meal-plan/${mealPlanId}/app_user/${cook.appUserId}`)).body.meals.find((meal: any) => meal.id === dal);
    expect((await cook.client.delete('/api/v1/meal/delete_and_refresh', { meal_id: dal })).status).toBe(200);
    const restored = await cook.client.post('/api/v1/meal/restore', { meal_id: dal, meal_plan_id: mealPlanId });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.meals.find((meal: any) => meal.id === dal)).toEqual(before);
    // Again: it is there, nothing changes.
    const again = await cook.client.post('/api/v1/meal/restore', { meal_id: dal, meal_plan_id: mealPlanId });
    expect(again.body.meals.filter((meal: any) => meal.id === dal)).toHaveLength(1);
  });

  it("is refused for another cook's meal, named with either cook's plan", async () => {
    const [cook, other] = await Promise.all([signIn(larder), signIn(larder)]);
    const { mealPlanId, mealIds: [dal] } = await weekOfDinners(cook);
    expect((await cook.client.delete('/api/v1/meal/delete_and_refresh', { meal_id: dal })).status).toBe(200);
    expect((await other.client.post('/api/v1/meal/restore', { meal_id: dal, meal_plan_id: mealPlanId })).status).toBe(404);
    const theirs = await weekOfDinners(other);
    expect((await other.client.post('/api/v1/meal/restore', { meal_id: dal, meal_plan_id: theirs.mealPlanId })).status).toBe(404);
    const plan = await cook.client.get(`/api/v1/postgres/meal-plan/${mealPlanId}/app_user/${cook.appUserId}`);
    expect(plan.body.meals.some((meal: any) => meal.id === dal)).toBe(false);
  });
});
