// The weekly schedule as an operator meets it: the worker registers 'plan-next-week' for Mondays
// 00:05 UTC; one run plans next week for every cook with setup and access, and only for them; a
// second run appends nothing.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATE_WEEK_PLAN_TASK, mealPlanIdFor, mealPlanStreamId, nextWeekOf, PLAN_NEXT_WEEK_TASK } from '../../server/modules/meal-plans/index.ts';
import { eventually, signIn, startTestLarder, SETUP_PREFERENCES, type TestLarder, type TestUser } from '../setup/larder.ts';

let larder: TestLarder;
let pool: pg.Pool;

beforeAll(async () => {
  larder = await startTestLarder();
  pool = new pg.Pool({ connectionString: larder.database.url, max: 2 });
}, 60_000);
afterAll(async () => {
  await pool?.end();
  await larder?.close();
});

/** Adds the task as the schedule would and waits until the worker has run it. */
async function runScheduleOnce() {
  const { rows } = await pool.query<{ id: string }>(`select id::text from graphile_worker.add_job($1, '{}'::json)`, [PLAN_NEXT_WEEK_TASK]);
  await eventually(async () => (await pool.query('select 1 from graphile_worker.jobs where id = $1', [rows[0]!.id])).rowCount === 0, 30_000, 'the schedule run to finish');
}

const weekEvents = async (user: TestUser, weekStart: string) =>
  (await pool.query<{ type: string; reason: string | null }>(`select event_type as type, data->>'reason' as reason from events where stream_id = $1 order by stream_version`, [mealPlanStreamId(user.appUserId, weekStart)])).rows;

describe('the weekly schedule', () => {
  it('is registered with the worker for Mondays at 00:05 UTC', async () => {
    const { rows } = await pool.query<{ identifier: string }>('select identifier from graphile_worker._private_known_crontabs');
    expect(rows.map((row) => row.identifier)).toContain(PLAN_NEXT_WEEK_TASK);
  });

  it('plans next week for ready cooks only, and a second run appends nothing', async () => {
    const weekStart = nextWeekOf(new Date());
    const ready = [await signIn(larder), await signIn(larder)];
    const notSetUp = await signIn(larder, { ready: false });
    const noAccess = await signIn(larder, { ready: false });
    const setup = await noAccess.client.post(`/api/v1/users/setup_complete/${noAccess.appUserId}`, SETUP_PREFERENCES);
    expect(setup.status).toBe(200);

    await runScheduleOnce();

    for (const cook of ready) {
      const events = await weekEvents(cook, weekStart);
      expect(events[0]).toEqual({ type: 'PlanGenerationRequested', reason: 'weekly-schedule' });
      // The request caused the generator: next week's plan fills and completes.
      const mealPlanId = mealPlanIdFor(cook.appUserId, weekStart);
      const plan = await eventually(async () => {
        const response = await cook.client.get(`/api/v1/postgres/meal-plan/${mealPlanId}/app_user/${cook.appUserId}`);
        return response.status === 200 && response.body.generation?.status !== 'generating' && response.body;
      }, 30_000, 'next week’s plan to be generated');
      expect(plan.start_date).toBe(weekStart);
      expect(plan.meals.length).toBeGreaterThan(0);
    }
    expect(await weekEvents(notSetUp, weekStart)).toEqual([]);
    expect(await weekEvents(noAccess, weekStart)).toEqual([]);

    // This week's plans, requested at setup, may still be generating: count once every generation has ended.
    await eventually(async () => (await pool.query('select 1 from graphile_worker.jobs where task_identifier = $1', [GENERATE_WEEK_PLAN_TASK])).rowCount === 0, 30_000, 'every generation to finish');
    const before = (await pool.query<{ n: number }>(`select count(*)::int as n from events where stream_id like 'mealplan-%'`)).rows[0]!.n;
    // No new request, so no new generation either (a job is only ever enqueued with its request).
    await runScheduleOnce();
    expect((await pool.query<{ n: number }>(`select count(*)::int as n from events where stream_id like 'mealplan-%'`)).rows[0]!.n).toBe(before);
  });
});
