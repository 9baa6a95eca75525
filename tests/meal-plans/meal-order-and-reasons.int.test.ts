// What a section of the plan reads as: its meals in the order of their days (a meal planned later for
// an earlier day sits on its day, not last), and a reason that names another meal of the week only
// while that meal is still in the week. Plans are written by hand with the generator stood down.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '../../server/dates.ts';
import { GENERATE_WEEK_PLAN_TASK, weekStartOf } from '../../server/modules/meal-plans/index.ts';
import { writePlan, writeRecipe } from '../fixtures/plan-log.ts';
import { eventually, signIn, startTestLarder, type TestLarder } from '../setup/larder.ts';

let larder: TestLarder;
let pool: pg.Pool;
const thisWeek = weekStartOf(todayUtc(new Date()));

beforeAll(async () => {
  larder = await startTestLarder({ workerTasks: { [GENERATE_WEEK_PLAN_TASK]: async () => {} } });
  pool = new pg.Pool({ connectionString: larder.database.url, max: 2 });
}, 60_000);
afterAll(async () => {
  await pool?.end();
  await larder?.close();
});

describe('a section of the plan', () => {
  it('lists its meals by day, and drops a reason once the meal it names has left the week', async () => {
    const cook = await signIn(larder);
    const [dal, curry, stew] = [await writeRecipe(pool, 'Red lentil dal', 2, []), await writeRecipe(pool, 'Green curry', 2, []), await writeRecipe(pool, 'Bean stew', 2, [])];
    const plan = await writePlan(pool, cook.appUserId, thisWeek, [
      // Planned first, for Sunday.
      { recipeId: dal, recipeName: 'Red lentil dal', servings: 2, day: 6 },
      { recipeId: curry, recipeName: 'Green curry', servings: 2, day: 2, reason: "shares onion with Sunday's Red lentil dal", reasonRecipeId: dal },
      { recipeId: stew, recipeName: 'Bean stew', servings: 2, day: 0, reason: "shares garlic with Wednesday's Green curry", reasonRecipeId: curry },
    ]);
    const read = async () => (await cook.client.get(`/api/v1/postgres/meal-plan/${plan.mealPlanId}/app_user/${cook.appUserId}`)).body;
    const before = await eventually(async () => (await read())?.meals?.length === 3 && (await read()), 10_000, 'the plan to be readable');
    expect(before.meals.map((meal: any) => meal.recipe_name)).toEqual(['Bean stew', 'Green curry', 'Red lentil dal']);
    expect(before.meals.map((meal: any) => meal.reason)).toEqual(["shares garlic with Wednesday's Green curry", "shares onion with Sunday's Red lentil dal", null]);

    const removed = await cook.client.delete('/api/v1/meal/delete_and_refresh', { meal_id: plan.mealIds[0] });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const after = Object.fromEntries(removed.body.meals.map((meal: any) => [meal.recipe_name, meal.reason]));
    // The dal is gone: the curry's reason named it, the stew's names the curry, still there.
    expect(after).toEqual({ 'Bean stew': "shares garlic with Wednesday's Green curry", 'Green curry': null });
  });

  it("drops a reason once the day it names no longer has that recipe, though another day does", async () => {
    const cook = await signIn(larder);
    const [kedgeree, salad] = [await writeRecipe(pool, 'Smoked salmon kedgeree', 2, []), await writeRecipe(pool, 'Onion salad', 2, [])];
    // The salad's reason names Tuesday's kedgeree; a refresh has since put the kedgeree on Thursday.
    const plan = await writePlan(pool, cook.appUserId, thisWeek, [
      { recipeId: kedgeree, recipeName: 'Smoked salmon kedgeree', servings: 2, day: 3 },
      { recipeId: salad, recipeName: 'Onion salad', servings: 2, day: 4, reason: "shares yellow onion with Tuesday's Smoked salmon kedgeree", reasonRecipeId: kedgeree, reasonDay: 1 },
      { recipeId: salad, recipeName: 'Onion salad', servings: 2, day: 5, reason: "shares yellow onion with Thursday's Smoked salmon kedgeree", reasonRecipeId: kedgeree, reasonDay: 3 },
    ]);
    const read = async () => (await cook.client.get(`/api/v1/postgres/meal-plan/${plan.mealPlanId}/app_user/${cook.appUserId}`)).body;
    const meals = (await eventually(async () => (await read())?.meals?.length === 3 && (await read()), 10_000, 'the plan to be readable')).meals;
    expect(meals.map((meal: any) => meal.reason)).toEqual([null, null, "shares yellow onion with Thursday's Smoked salmon kedgeree"]);
  });

  it('says a meal whose recipe its author deleted has nothing to cook from', async () => {
    const cook = await signIn(larder);
    const dal = await writeRecipe(pool, 'Red lentil dal', 2, []);
    // On Monday: whichever day the test runs, a day from today on is free for the dinner it adds.
    const plan = await writePlan(pool, cook.appUserId, thisWeek, [{ recipeId: dal, recipeName: 'Red lentil dal', servings: 2, day: 0 }]);
    await eventually(async () => (await cook.client.get(`/api/v1/postgres/meal-plan/${plan.mealPlanId}/app_user/${cook.appUserId}`)).body?.meals?.length === 1, 10_000, 'the plan to be readable');
    const created = await cook.client.post('/api/v1/recipe', { name: 'Nana chilli', description: '', servings: 2, prep_time: 10, cook_time: 25, total_time: 35, difficulty: 'Easy', nutritionalInfo: { calories: '', protein: '', carbohydrate: '', fat: '' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const added = await cook.client.post('/api/v1/meal/add_single_meal_to_meal_plan', { meal_plan_id: plan.mealPlanId, meal_of_day: 'dinner', serving_size: 2, recipe_id: created.body.recipeId });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.meals.map((meal: any) => meal.recipe_available)).toEqual([true, true]);

    expect((await cook.client.delete(`/api/v1/recipe/${created.body.recipeId}`)).status).toBe(200);
    const after = await eventually(async () => {
      const { body } = await cook.client.get(`/api/v1/postgres/meal-plan/${plan.mealPlanId}/app_user/${cook.appUserId}`);
      return body.meals.some((meal: any) => !meal.recipe_available) && body;
    }, 10_000, 'the deleted recipe to show on the plan');
    // The meal keeps its name; only the deleted recipe is marked.
    expect(after.meals.map((meal: any) => [meal.name, meal.recipe_available])).toEqual(expect.arrayContaining([['Nana chilli', false], ['Red lentil dal', true]]));
  });

  it("places a meal the cook adds on or after the cook's own today, which the web client sends", async () => {
    const cook = await signIn(larder);
    const dal = await writeRecipe(pool, 'Red lentil dal', 2, []);
    const plan = await writePlan(pool, cook.appUserId, thisWeek, [{ recipeId: dal, recipeName: 'Red lentil dal', servings: 2, day: 6 }]);
    await eventually(async () => (await cook.client.get(`/api/v1/postgres/meal-plan/${plan.mealPlanId}/app_user/${cook.appUserId}`)).body?.meals?.length === 1, 10_000, 'the plan to be readable');
    // Today in UTC, as a browser in Europe has it. Before noon UTC the earliest today anywhere is
    // still yesterday, where a lunch added on a Tuesday morning had landed.
    const today = todayUtc(new Date());
    const added = await cook.client.post('/api/v1/meal/add_single_meal_to_meal_plan', { meal_plan_id: plan.mealPlanId, meal_of_day: 'lunch', serving_size: 2, recipe_id: dal }, { 'x-larder-today': today });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const lunch = added.body.meals.find((meal: any) => meal.meal_of_day === 'lunch');
    expect(lunch.planned_cook_date).toBe(today);

    // A date no clock on Earth shows today is not believed.
    const far = await cook.client.post('/api/v1/meal/add_single_meal_to_meal_plan', { meal_plan_id: plan.mealPlanId, meal_of_day: 'breakfast', serving_size: 2, recipe_id: dal }, { 'x-larder-today': '1999-01-01' });
    expect(far.status, JSON.stringify(far.body)).toBe(200);
    const breakfast = far.body.meals.find((meal: any) => meal.meal_of_day === 'breakfast');
    expect(breakfast.planned_cook_date >= addDays(today, -1)).toBe(true);
  });
});
