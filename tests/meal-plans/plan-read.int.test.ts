// Reading one plan with its meals (one statement, rows taken apart by position): a plan the generator
// has only just started has no meals yet, a requested one is not shown, meals come breakfast, lunch,
// dinner in their positions, and a meal whose recipe is gone keeps the name it was planned with.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import '../../server/db/type-parsers.ts';
import { findPlan, findPlanOfWeek } from '../../server/modules/meal-plans/meal-plans.queries.ts';
import { useTestDatabase } from '../setup/database.ts';

const testDb = useTestDatabase();

async function insertPlan(status: string, planned: number) {
  const plan = { id: randomUUID(), appUserId: randomUUID(), groceryListId: randomUUID() };
  await testDb.pool.query(
    `insert into meal_plans values ($1, $2, '2026-11-23', '2026-11-29', $3, 1, 1, 1, $4, $5, 3, '[]')`,
    [plan.id, plan.appUserId, plan.groceryListId, status, planned],
  );
  return plan;
}

async function insertMeal(plan: { id: string; appUserId: string }, mealOfDay: string, position: number, recipeName: string) {
  const id = randomUUID();
  await testDb.pool.query(
    `insert into meals (id, meal_plan_id, app_user_id, meal_of_day, position, recipe_id, recipe_name, serving_size, planned_cook_date, has_been_cooked, source)
     values ($1, $2, $3, $4, $5, $6, $7, 2, '2026-11-24', false, 'generated')`,
    [id, plan.id, plan.appUserId, mealOfDay, position, randomUUID(), recipeName],
  );
  return id;
}

describe('reading a plan with its meals', () => {
  it('shows a plan being generated with no meals yet as an empty list, and hides a requested one', async () => {
    const generating = await insertPlan('generating', 0);
    const plan = await findPlanOfWeek(testDb.pool, generating.appUserId, '2026-11-23');
    expect(plan).toEqual({
      id: generating.id,
      app_user_id: generating.appUserId,
      start_date: '2026-11-23',
      end_date: '2026-11-29',
      grocery_list_id: generating.groceryListId,
      preferred_number_of_breakfast_meals: 1,
      preferred_number_of_lunch_meals: 1,
      preferred_number_of_dinner_meals: 1,
      meals: [],
      generation: { status: 'generating', planned: 0, wanted: 3, unfilled: [] },
    });
    const requested = await insertPlan('requested', 0);
    expect(await findPlanOfWeek(testDb.pool, requested.appUserId, '2026-11-23')).toBeUndefined();
    // Another cook's plan id is nobody's plan here.
    expect(await findPlan(testDb.pool, requested.appUserId, generating.id)).toBeUndefined();
  });

  it('lists every meal once, breakfast, lunch, dinner, by position, with the name it was planned with', async () => {
    const complete = await insertPlan('complete', 3);
    const dinner = await insertMeal(complete, 'dinner', 0, 'Dal');
    const lunch2 = await insertMeal(complete, 'lunch', 1, 'Soup');
    const breakfast = await insertMeal(complete, 'breakfast', 0, 'Oats');
    const lunch1 = await insertMeal(complete, 'lunch', 0, 'Salad');
    const plan = await findPlan(testDb.pool, complete.appUserId, complete.id);
    expect(plan!.meals.map((meal) => meal.id)).toEqual([breakfast, lunch1, lunch2, dinner]);
    expect(plan!.meals[0]).toMatchObject({
      meal_of_day: 'breakfast',
      position: 0,
      recipe_name: 'Oats',
      name: 'Oats',
      description: '',
      total_time: null,
      serving_size: 2,
      planned_cook_date: '2026-11-24',
      actual_cook_date: null,
      has_been_cooked: false,
      is_favorite: false,
      app_user_id: complete.appUserId,
      meal_plan_id: complete.id,
      reason: null,
      source: 'generated',
    });
    expect(plan!.generation).toEqual({ status: 'complete', planned: 3, wanted: 3, unfilled: [] });
  });
});
