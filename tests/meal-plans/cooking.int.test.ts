// Cooking as a cook meets it: 'I Cooked This' marks the meal cooked and takes the recipe, scaled to
// the servings cooked, out of the pantry in one transaction (soonest expiry first, never below zero);
// a past plan, a meal already cooked and another cook's meal or id change nothing; the cook's tab
// hears the pantry change; the week's grocery list follows. Plans are written by hand (decision 0013's
// shapes) with the generator stood down, so the week holds exactly the meals the test names.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { addDays, todayUtc } from '../../server/dates.ts';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { GENERATE_WEEK_PLAN_TASK, mealPlanStreamId, weekStartOf } from '../../server/modules/meal-plans/index.ts';
import { pantryStreamId } from '../../server/modules/pantry/index.ts';
import { writePlan, writeRecipe, type RecipeLine } from '../fixtures/plan-log.ts';
import { eventually, signIn, startTestLarder, type TestLarder, type TestUser } from '../setup/larder.ts';

const ONION = ingredientIdFor('Yellow onion'); // counted in pieces of 110 g
const SPINACH = ingredientIdFor('Spinach'); // g
const MILK = ingredientIdFor('Whole milk'); // ml

let larder: TestLarder;
let pool: pg.Pool;
const today = todayUtc(new Date());
const thisWeek = weekStartOf(today);

// Serves 2: 330 g of onion (which the pantry counts in pieces of 110 g), 200 g of spinach, half a litre of milk.
let bake: string;

beforeAll(async () => {
  larder = await startTestLarder({ workerTasks: { [GENERATE_WEEK_PLAN_TASK]: async () => {} } });
  pool = new pg.Pool({ connectionString: larder.database.url, max: 3 });
  bake = await createRecipe('Onion and spinach bake', 2, [
    { ingredientId: ONION, quantity: 330, unit: 'g' },
    { ingredientId: SPINACH, quantity: 200, unit: 'g' },
    { ingredientId: MILK, quantity: 0.5, unit: 'l' },
  ]);
});
afterAll(async () => {
  await pool?.end();
  await larder?.close();
});

const createRecipe = (name: string, servings: number, lines: RecipeLine[]) => writeRecipe(pool, name, servings, lines);

/** A week's plan as the generator leaves it, one dinner of `recipeId` for 2; its completion refreshes the list. */
async function createPlan(user: TestUser, weekStart: string, recipeId: string) {
  const plan = await writePlan(pool, user.appUserId, weekStart, [{ recipeId, servings: 2, recipeName: 'Onion and spinach bake' }]);
  // The meal calls find a meal through the read model: wait until it shows the plan.
  await eventually(async () => (await user.client.get(`/api/v1/postgres/meal-plan/${plan.mealPlanId}/app_user/${user.appUserId}`)).status === 200, 10_000, 'the plan to be readable');
  return { mealPlanId: plan.mealPlanId, groceryListId: plan.groceryListId, mealId: plan.mealIds[0]! };
}

async function addToPantry(user: TestUser, ingredientId: string, quantity: number, expiration_date?: string | null) {
  const response = await user.client.post('/api/v1/pantry-ingredient', { pantry_id: user.pantryId, app_user_id: user.appUserId, ingredient_id: ingredientId, quantity, ...(expiration_date ? { expiration_date } : {}) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  if (expiration_date === null) {
    // Adding always gives an expiry (the shelf life): an item that never expires is set so afterwards.
    const change = await user.client.put(`/api/v1/pantry-ingredient/${response.body.id}/pantry/${user.pantryId}/app_user/${user.appUserId}`, { expiration_date: null });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
  }
  return response.body.id as string;
}

/** The cook's pantry as its page shows it: item id to quantity. */
async function pantry(user: TestUser) {
  const response = await user.client.get(`/api/v1/pantry-ingredient/pantry/${user.pantryId}/app_user/${user.appUserId}`);
  expect(response.status).toBe(200);
  return Object.fromEntries((response.body as Array<{ id: string; quantity: number }>).map((item) => [item.id, Number(item.quantity)]));
}

const cookMeal = (user: TestUser, mealId: string, servings: number, todayBrowserDate = today) =>
  user.client.post('/api/v1/meal/complete_meal_cooking', { meal_id: mealId, serving_size: servings, today_browser_date: todayBrowserDate, next_week_browser_date: addDays(todayBrowserDate, 7) });

const cookRecipe = (user: TestUser, recipeId: string, servings: number, appUserId = user.appUserId) =>
  user.client.post('/api/v1/recipe/complete_recipe_cooking', { recipe_id: recipeId, app_user_id: appUserId, serving_size: servings });

const planMeal = async (user: TestUser, mealPlanId: string, mealId: string) =>
  ((await user.client.get(`/api/v1/postgres/meal-plan/${mealPlanId}/app_user/${user.appUserId}`)).body.meals as any[]).find((meal) => meal.id === mealId);

describe('cooking a planned meal', () => {
  it('marks the meal cooked and takes the recipe scaled to the servings cooked, converted to the pantry’s units, never below zero', async () => {
    const cook = await signIn(larder);
    const onion = await addToPantry(cook, ONION, 5);
    const spinach = await addToPantry(cook, SPINACH, 100);
    const milk = await addToPantry(cook, MILK, 2000);
    const plan = await createPlan(cook, thisWeek, bake);
    // Before cooking, the week's list asks for the 100 g of spinach the pantry lacks.
    await eventually(async () => {
      const list = await cook.client.get(`/api/v1/grocery-list/${plan.groceryListId}/app_user/${cook.appUserId}`);
      return list.status === 200 && list.body[0].data.grocery_list_ingredients.some((item: any) => item.ingredient_id === SPINACH);
    }, 20_000, 'the list to need spinach');

    const cooked = await cookMeal(cook, plan.mealId, 3);

    // 3 servings of a recipe for 2: onion 495 g = 4.5 pieces (5 - 4.5 = 0.5 left), spinach 300 g
    // wanted from 100 g held (0 left, not -200), milk 0.75 l = 750 ml (2000 - 750 = 1250 left).
    expect(cooked.status, JSON.stringify(cooked.body)).toBe(200);
    expect(cooked.body.meal).toMatchObject({ id: plan.mealId, has_been_cooked: true, actual_cook_date: today });
    const answered = Object.fromEntries(cooked.body.pantry_ingredients.map((item: any) => [item.id, Number(item.quantity)]));
    expect(answered).toEqual({ [onion]: 0.5, [spinach]: 0, [milk]: 1250 });
    expect(await pantry(cook)).toEqual({ [onion]: 0.5, [spinach]: 0, [milk]: 1250 });
    expect((await planMeal(cook, plan.mealPlanId, plan.mealId)).has_been_cooked).toBe(true);

    // One transaction wrote both facts.
    const { rows } = await pool.query<{ type: string; transaction_id: string }>(
      `select event_type as type, transaction_id::text from events where event_type in ('MealCooked', 'PantryIngredientsUsed') and stream_id = any($1)`,
      [[mealPlanStreamId(cook.appUserId, thisWeek), pantryStreamId(cook.pantryId)]],
    );
    expect(rows.map((row) => row.type).sort()).toEqual(['MealCooked', 'PantryIngredientsUsed']);
    expect(new Set(rows.map((row) => row.transaction_id)).size).toBe(1);

    // The cooked meal needs nothing more: the week's list empties.
    await eventually(async () => {
      const list = await cook.client.get(`/api/v1/grocery-list/${plan.groceryListId}/app_user/${cook.appUserId}`);
      return list.status === 200 && list.body[0].data.grocery_list_ingredients.length === 0;
    }, 20_000, 'the grocery list to follow the cooked meal');
  });

  it('cannot cook the same meal twice: the pantry loses the recipe once', async () => {
    const cook = await signIn(larder);
    const spinach = await addToPantry(cook, SPINACH, 1000);
    const plan = await createPlan(cook, thisWeek, bake);
    expect((await cookMeal(cook, plan.mealId, 2)).status).toBe(200);

    const again = await cookMeal(cook, plan.mealId, 2);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This meal has already been cooked.');
    expect(await pantry(cook)).toEqual({ [spinach]: 800 });
  });

  it('refuses a meal of a past plan and leaves the pantry alone', async () => {
    const cook = await signIn(larder);
    const spinach = await addToPantry(cook, SPINACH, 1000);
    const past = await createPlan(cook, addDays(thisWeek, -14), bake);

    const refused = await cookMeal(cook, past.mealId, 2);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('This meal plan is in the past and can no longer be changed.');
    // A browser claiming an old date cannot reopen it either.
    expect((await cookMeal(cook, past.mealId, 2, addDays(thisWeek, -10))).status).toBe(403);
    expect(await pantry(cook)).toEqual({ [spinach]: 1000 });
    expect((await planMeal(cook, past.mealPlanId, past.mealId)).has_been_cooked).toBe(false);
  });

  it('keeps another cook’s meal out of reach: 404, nothing cooked, no pantry touched', async () => {
    const owner = await signIn(larder);
    const ownersSpinach = await addToPantry(owner, SPINACH, 1000);
    const plan = await createPlan(owner, thisWeek, bake);
    const intruder = await signIn(larder);
    const intrudersSpinach = await addToPantry(intruder, SPINACH, 1000);

    const refused = await cookMeal(intruder, plan.mealId, 2);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('This meal is not in your meal plan.');
    expect((await planMeal(owner, plan.mealPlanId, plan.mealId)).has_been_cooked).toBe(false);
    expect(await pantry(owner)).toEqual({ [ownersSpinach]: 1000 });
    expect(await pantry(intruder)).toEqual({ [intrudersSpinach]: 1000 });
  });

  it('is closed to a cook without access', async () => {
    const cook = await signIn(larder, { ready: false });
    const refused = await cookRecipe(cook, bake, 2);
    expect(refused.status).toBe(403);
  });
});

describe('cooking a recipe from its page', () => {
  it('takes the soonest-expiring items first and those that never expire last', async () => {
    const cook = await signIn(larder);
    const never = await addToPantry(cook, SPINACH, 150, null);
    const later = await addToPantry(cook, SPINACH, 150, addDays(today, 10));
    const sooner = await addToPantry(cook, SPINACH, 150, addDays(today, 2));

    // 4 servings of a recipe for 2: 400 g of spinach. Sooner gives 150, later 150, never the last 100.
    const cooked = await cookRecipe(cook, bake, 4);
    expect(cooked.status, JSON.stringify(cooked.body)).toBe(200);
    expect(await pantry(cook)).toEqual({ [sooner]: 0, [later]: 0, [never]: 50 });

    // 1 serving: 100 g, and only the item that never expires has any left.
    expect((await cookRecipe(cook, bake, 1)).status).toBe(200);
    expect(await pantry(cook)).toEqual({ [sooner]: 0, [later]: 0, [never]: 0 });
  });

  it('refuses another user’s id (403) and changes nobody’s pantry', async () => {
    const owner = await signIn(larder);
    const spinach = await addToPantry(owner, SPINACH, 1000);
    const intruder = await signIn(larder);

    const refused = await cookRecipe(intruder, bake, 2, owner.appUserId);
    expect(refused.status).toBe(403);
    expect(await pantry(owner)).toEqual({ [spinach]: 1000 });
    expect((await pool.query(`select count(*)::int as n from events where event_type = 'PantryIngredientsUsed' and stream_id = $1`, [pantryStreamId(owner.pantryId)])).rows[0].n).toBe(0);
  });

  it('reaches the cook’s open tab as a pantry change', async () => {
    const cook = await signIn(larder);
    const spinach = await addToPantry(cook, SPINACH, 1000);
    const socket = new WebSocket(`${larder.baseUrl.replace(/^http/, 'ws')}/ws`);
    const messages: any[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    try {
      socket.send(JSON.stringify({ type: 'auth', token: cook.token }));
      await eventually(async () => messages.some((message) => message.type === 'ready'), 10_000, 'the socket to be ready');

      expect((await cookRecipe(cook, bake, 2)).status).toBe(200);
      // The notice of cooking itself, not a late one for adding the spinach: at or after its position.
      const { rows } = await pool.query<{ position: string }>(`select global_position::text as position from events where event_type = 'PantryIngredientsUsed' and stream_id = $1`, [pantryStreamId(cook.pantryId)]);
      const used = Number(rows[0]!.position);
      await eventually(
        async () => messages.some((message) => message.type === 'changed' && message.model === 'pantry' && Number(message.position) >= used && (message.ids.length === 0 || message.ids.includes(spinach))),
        10_000,
        'a pantry change notice for the cooked spinach',
      );
    } finally {
      socket.close();
    }
  });
});

describe('undoing a cooking', () => {
  /** The cook's pantry as its page lists it: what a cook would compare. */
  const pantryItems = async (user: TestUser) =>
    ((await user.client.get(`/api/v1/pantry-ingredient/pantry/${user.pantryId}/app_user/${user.appUserId}`)).body as any[])
      .map(({ id, ingredient_id, quantity, unit_of_measurement, purchase_date, expiration_date }) => ({ id, ingredient_id, quantity: Number(quantity), unit_of_measurement, purchase_date, expiration_date }))
      .sort((a, b) => a.id.localeCompare(b.id));
  const undo = (user: TestUser, mealId: string) => user.client.post('/api/v1/meal/undo_meal_cooking', { meal_id: mealId });

  it('puts back exactly what cooking took, same items, amounts and expiry, and opens the meal again; once', async () => {
    const cook = await signIn(larder);
    const { mealPlanId, mealId } = await createPlan(cook, thisWeek, bake);
    await addToPantry(cook, ONION, 2, addDays(today, 3));
    await addToPantry(cook, ONION, 5, addDays(today, 9));
    await addToPantry(cook, SPINACH, 150, addDays(today, 2));
    await addToPantry(cook, MILK, 1000, null);
    const before = await pantryItems(cook);

    expect((await cookMeal(cook, mealId, 3)).status).toBe(200);
    expect(await pantryItems(cook)).not.toEqual(before);

    const undone = await undo(cook, mealId);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.meal).toMatchObject({ id: mealId, has_been_cooked: false, actual_cook_date: null, serving_size: 2 });
    expect(await pantryItems(cook)).toEqual(before);
    expect(await planMeal(cook, mealPlanId, mealId)).toMatchObject({ has_been_cooked: false, serving_size: 2 });

    // A second undo (a double click, a second tab) gives nothing back twice.
    const again = await undo(cook, mealId);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This meal has not been cooked.');
    expect(await pantryItems(cook)).toEqual(before);

    // Cooked again, then undone again: the second cooking's take comes back, not the first's twice.
    expect((await cookMeal(cook, mealId, 2)).status).toBe(200);
    expect((await undo(cook, mealId)).status).toBe(200);
    expect(await pantryItems(cook)).toEqual(before);
  });

  it("is refused for another cook's meal, which stays cooked with its pantry as it was", async () => {
    const [cook, other] = await Promise.all([signIn(larder), signIn(larder)]);
    const { mealPlanId, mealId } = await createPlan(cook, thisWeek, bake);
    await addToPantry(cook, SPINACH, 500, addDays(today, 5));
    expect((await cookMeal(cook, mealId, 2)).status).toBe(200);
    const cooked = await pantryItems(cook);
    const refused = await undo(other, mealId);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain(bake);
    expect(await planMeal(cook, mealPlanId, mealId)).toMatchObject({ has_been_cooked: true });
    expect(await pantryItems(cook)).toEqual(cooked);
  });
});
