// The meal plan calls as the web client makes them: read the week, change meals, and nothing of
// another cook's plan is reachable.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../server/dates.ts';
import { mealPlanStreamId, todayUtc, weekStartOf } from '../../server/modules/meal-plans/index.ts';
import { writePlan } from '../fixtures/plan-log.ts';
import { eventually, signIn, startTestLarder, type TestLarder, type TestUser } from '../setup/larder.ts';

let larder: TestLarder;
let cook: TestUser;
let other: TestUser;
let plan: any;
// Next week: planned in full whatever today is (this week has only the days left, decision 0031).
const weekStart = addDays(weekStartOf(todayUtc(new Date())), 7);

beforeAll(async () => {
  larder = await startTestLarder();
  [cook, other] = await Promise.all([signIn(larder), signIn(larder)]);
  plan = await eventually(async () => {
    const { body } = await cook.client.get(`/api/v1/postgres/meal-plan/date/${weekStart}/app_user/${cook.appUserId}`);
    return body[0]?.generation.status === 'complete' && body[0];
  }, 60_000, 'this week\'s plan');
}, 90_000);
afterAll(async () => larder?.close());

const dinners = (body: any) => body.meals.filter((meal: any) => meal.meal_of_day === 'dinner');

describe('meal plan calls', () => {
  it('read a plan by id, and answer an empty 200 when there is no next plan', async () => {
    const byId = await cook.client.get(`/api/v1/meal-plan/${plan.id}/app_user/${cook.appUserId}`);
    expect(byId.status).toBe(200);
    expect(byId.body.meals).toHaveLength(9);
    const next = await cook.client.get(`/api/v1/postgres/meal-plan/next/${plan.id}/app_user/${cook.appUserId}`);
    expect(next.status).toBe(200);
    expect(next.body).toBeUndefined();
  });

  it('change servings, refresh, add and remove meals, each answering the plan', async () => {
    const [first] = dinners(plan);
    const served = await cook.client.put('/api/v1/meal/serving_size_and_refresh', { meal_id: first.id, serving_size: 5 });
    expect(served.status).toBe(200);
    expect(served.body.meals.find((meal: any) => meal.id === first.id).serving_size).toBe(5);

    const refreshed = await cook.client.post('/api/v1/meal/refresh/meal', { meal_id: first.id });
    expect(refreshed.status).toBe(200);
    const after = refreshed.body.meals.find((meal: any) => meal.id === first.id);
    expect(after.recipe_id).not.toBe(first.recipe_id);
    expect(new Set(refreshed.body.meals.map((meal: any) => meal.recipe_id)).size).toBe(9);

    const removed = await cook.client.delete('/api/v1/meal/delete_and_refresh', { meal_id: first.id });
    expect(removed.status).toBe(200);
    expect(removed.body.meals.some((meal: any) => meal.id === first.id)).toBe(false);

    // One dinner a day: the added one takes a day with none, here the day the removed one left.
    const added = await cook.client.post('/api/v1/meal/add_single_meal_to_meal_plan', { meal_plan_id: plan.id, meal_of_day: 'dinner', serving_size: 3, recipe_id: null });
    expect(added.status).toBe(200);
    expect(dinners(added.body)).toHaveLength(3);
    expect(dinners(added.body).map((meal: any) => meal.planned_cook_date).sort()).toEqual(dinners(plan).map((meal: any) => meal.planned_cook_date).sort());

    const preferences = await cook.client.post('/api/v1/meal-plan/update_meal_plan_preferences', { meal_plan_id: plan.id, app_user_id: cook.appUserId, preferred_number_of_breakfast_meals: 1, preferred_number_of_lunch_meals: 3, preferred_number_of_dinner_meals: 4 });
    expect(preferences.status).toBe(200);
    expect(preferences.body.meals.filter((meal: any) => meal.meal_of_day === 'breakfast')).toHaveLength(1);
    // Four dinners, each on its own day.
    const planned = dinners(preferences.body).map((meal: any) => meal.planned_cook_date);
    expect(planned).toHaveLength(4);
    expect(new Set(planned).size).toBe(4);
    expect(preferences.body.preferred_number_of_breakfast_meals).toBe(1);
  });

  it('keep another cook\'s plan and meals out of reach, and leak nothing', async () => {
    const meal = plan.meals.find((candidate: any) => candidate.meal_of_day === 'lunch');
    expect((await other.client.get(`/api/v1/postgres/meal-plan/${plan.id}/app_user/${other.appUserId}`)).status).toBe(404);
    expect((await other.client.get(`/api/v1/postgres/meal-plan/${plan.id}/app_user/${cook.appUserId}`)).status).toBe(403);
    for (const response of [
      await other.client.put('/api/v1/meal/serving_size_and_refresh', { meal_id: meal.id, serving_size: 5 }),
      await other.client.delete('/api/v1/meal/delete_and_refresh', { meal_id: meal.id }),
      await other.client.post('/api/v1/meal/refresh/meal', { meal_id: meal.id }),
    ]) {
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain(meal.recipe_id);
    }
    const still = await cook.client.get(`/api/v1/postgres/meal-plan/${plan.id}/app_user/${cook.appUserId}`);
    expect(still.body.meals.find((candidate: any) => candidate.id === meal.id)).toMatchObject({ serving_size: meal.serving_size, recipe_id: meal.recipe_id });
  });

  it('refuse a serving size outside 1 to 20', async () => {
    const response = await cook.client.put('/api/v1/meal/serving_size_and_refresh', { meal_id: plan.meals[2].id, serving_size: 21 });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('serving_size must be a whole number from 1 to 20.');
  });

  it("keep a past week's plan read-only: every change answers 403 and the plan stays as it was", async () => {
    const lastMonth = addDays(weekStart, -28);
    const pool = new pg.Pool({ connectionString: larder.database.url, max: 1 });
    try {
      const past = await writePlan(pool, cook.appUserId, lastMonth, [{ recipeId: plan.meals[0].recipe_id, servings: 2 }]);
      const before = await eventually(async () => {
        const { status, body } = await cook.client.get(`/api/v1/postgres/meal-plan/${past.mealPlanId}/app_user/${cook.appUserId}`);
        return status === 200 && body;
      }, 10_000, 'the past plan');
      const [mealId] = past.mealIds;
      for (const response of [
        await cook.client.put('/api/v1/meal/serving_size_and_refresh', { meal_id: mealId, serving_size: 5 }),
        await cook.client.delete('/api/v1/meal/delete_and_refresh', { meal_id: mealId }),
        await cook.client.post('/api/v1/meal/refresh/meal', { meal_id: mealId }),
        await cook.client.post('/api/v1/meal-plan/refresh/dinner', { meal_plan_id: past.mealPlanId, app_user_id: cook.appUserId }),
        await cook.client.post('/api/v1/meal/add_single_meal_to_meal_plan', { meal_plan_id: past.mealPlanId, meal_of_day: 'lunch', serving_size: 2, recipe_id: null }),
      ]) {
        expect({ status: response.status, error: response.body?.error }).toEqual({ status: 403, error: 'This meal plan is in the past and can no longer be changed.' });
      }
      const after = await cook.client.get(`/api/v1/postgres/meal-plan/${past.mealPlanId}/app_user/${cook.appUserId}`);
      expect(after.body.meals).toEqual(before.meals);
    } finally {
      await pool.end();
    }
  });

  it('open next week when the cook reads it: the read requests its plan, which the worker then generates', async () => {
    // The plan every test here uses was opened so, by the read in beforeAll.
    const nextWeek = weekStart;
    const pool = new pg.Pool({ connectionString: larder.database.url, max: 1 });
    try {
      const generated = await eventually(async () => {
        const { body } = await cook.client.get(`/api/v1/postgres/meal-plan/date/${nextWeek}/app_user/${cook.appUserId}`);
        return body[0]?.generation.status === 'complete' && body[0];
      }, 60_000, "next week's plan");
      expect(generated.start_date).toBe(nextWeek);
      const { rows } = await pool.query<{ data: { reason: string } }>("select data from events where stream_id = $1 and event_type = 'PlanGenerationRequested'", [mealPlanStreamId(cook.appUserId, nextWeek)]);
      expect(rows.map((row) => row.data.reason)).toEqual(['week-opened']);
    } finally {
      await pool.end();
    }
  });
});
