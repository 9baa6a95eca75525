// An imported recipe is food, not text: the generator plans it, its lines reach the grocery list
// netted against the pantry, and cooking it takes from the pantry, as for a seed recipe. The cook's
// avoided ingredients are every other ingredient of their cuisines' dinners, so the import is the
// one dinner the generator can choose.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../server/dates.ts';
import { groceryListIdFor, todayUtc, weekStartOf } from '../../server/modules/meal-plans/index.ts';
import { referenceIdFor } from '../../server/modules/reference/index.ts';
import { eventually, issueTestBetaCodes, signIn, startTestLarder, type TestLarder, type TestUser } from '../setup/larder.ts';

let larder: TestLarder;
let pool: pg.Pool;
let cook: TestUser;
const nextWeek = addDays(weekStartOf(todayUtc(new Date())), 7);

beforeAll(async () => {
  larder = await startTestLarder();
  pool = new pg.Pool({ connectionString: larder.database.url, max: 2 });
  cook = await signIn(larder, { ready: false });
}, 120_000);
afterAll(async () => {
  await pool?.end();
  await larder?.close();
});

const TEXT = `Quinoa Pilaf
Serves 2

Ingredients
1 cup quinoa
2 cups vegetable broth

Method
1. Rinse the quinoa.
2. Simmer it in the broth, covered, for 15 minutes.`;

describe('an imported recipe', () => {
  it('is planned by the generator, on the grocery list net of the pantry, and cooking it takes from the pantry', async () => {
    // The cook's three cuisines with the fewest dinners, and every ingredient of those dinners avoided.
    const cuisines = (await cook.client.get('/api/v1/cuisine')).body as Array<{ id: string }>;
    const counted = await Promise.all(
      cuisines.map(async ({ id }) => {
        const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from recipes where cuisine_ids ? $1 and meal_times ? 'Dinner'`, [id]);
        return { id, n: rows[0]!.n };
      }),
    );
    const chosen = counted.sort((a, b) => a.n - b.n).slice(0, 3).map((cuisine) => cuisine.id);

    const draft = (await cook.client.post('/api/v1/recipe/import/text', { text: TEXT })).body.recipes[0];
    const lines = draft.ingredients as Array<{ match: { ingredient_id: string; name: string }; amount: { quantity: number } }>;
    expect(lines.map((line) => line.match.name)).toEqual(['Quinoa', 'Vegetable broth']);
    const mine = new Set(lines.map((line) => line.match.ingredient_id));
    const { rows: used } = await pool.query<{ id: string }>(
      `select distinct line->>'ingredientId' as id from recipes, jsonb_array_elements(ingredients) line where cuisine_ids ?| $1::text[] and meal_times ? 'Dinner'`,
      [chosen],
    );
    const avoided = used.map((row) => row.id).filter((id) => !mine.has(id));
    expect(avoided.length).toBeLessThanOrEqual(200);

    const saved = await cook.client.post('/api/v1/recipe/import/save', {
      name: draft.name,
      servings: draft.servings,
      meal_times: ['dinner'],
      cuisine_id: chosen[0],
      instructions: draft.instructions,
      ingredients: lines.map((line) => ({ ingredient_id: line.match.ingredient_id, quantity: line.amount.quantity })),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const recipeId = saved.body.recipeId as string;

    const setup = await cook.client.post(`/api/v1/users/setup_complete/${cook.appUserId}`, {
      diet_ids: [referenceIdFor('diet', 'omnivore')],
      cuisine_ids: chosen,
      ingredient_ids: avoided,
      preferred_number_of_breakfast_meals: 0,
      preferred_number_of_lunch_meals: 0,
      preferred_number_of_dinner_meals: 1,
      preferred_dinner_serving_size: 2,
    });
    expect(setup.status, JSON.stringify(setup.body)).toBe(200);
    const [code] = await issueTestBetaCodes(larder, 1);
    expect((await cook.client.post('/api/v1/beta-code', { code })).status).toBe(200);
    const quinoa = lines[0]!.match.ingredient_id;
    const bought = await cook.client.post('/api/v1/pantry-ingredient', { pantry_id: cook.pantryId, app_user_id: cook.appUserId, ingredient_id: quinoa, quantity: 100 });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);

    // Planned by the generator: next week's one dinner is the import.
    const plan = await eventually(async () => {
      const { body } = await cook.client.get(`/api/v1/postgres/meal-plan/date/${nextWeek}/app_user/${cook.appUserId}`);
      return body[0]?.generation.status === 'complete' && body[0];
    }, 60_000, "next week's plan");
    expect(plan.meals.map((meal: { recipe_id: string; source: string }) => [meal.recipe_id, meal.source])).toEqual([[recipeId, 'generator']]);

    // On the grocery list, less the 100 g of quinoa in the pantry.
    const needed = lines[0]!.amount.quantity;
    const list = await eventually(async () => {
      const { status, body } = await cook.client.get(`/api/v1/grocery-list/${groceryListIdFor(plan.id)}/app_user/${cook.appUserId}`);
      const data = status === 200 ? body[0]?.data : undefined;
      return data?.grocery_list_ingredients?.length > 0 && data;
    }, 30_000, 'the grocery list');
    const quinoaLine = list.grocery_list_ingredients.find((line: { ingredient_id: string }) => line.ingredient_id === quinoa);
    expect(quinoaLine.quantity).toBeCloseTo(needed - 100, 0);
    expect(list.grocery_list_ingredients.map((line: { ingredient_name: string }) => line.ingredient_name).sort()).toEqual(['Quinoa', 'Vegetable broth']);

    // Cooked: the pantry's quinoa is used up.
    const cooked = await cook.client.post('/api/v1/meal/complete_meal_cooking', { meal_id: plan.meals[0].id, serving_size: 2 });
    expect(cooked.status, JSON.stringify(cooked.body)).toBeLessThan(300);
    await eventually(async () => {
      const { body } = await cook.client.get(`/api/v1/pantry-ingredient/pantry/${cook.pantryId}/app_user/${cook.appUserId}`);
      const left = (body as Array<{ ingredient_id: string; quantity: number }>).filter((item) => item.ingredient_id === quinoa).reduce((sum, item) => sum + item.quantity, 0);
      return left === 0;
    }, 15_000, 'the quinoa to be taken from the pantry');
  }, 120_000);
});
