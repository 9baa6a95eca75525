// The grocery list as a cook meets it: computed from the week's meals and the pantry by the real
// worker, marked in cart and purchased, bought into the pantry in one transaction, refreshed by
// pantry changes for this week and next, out of reach of other cooks, read-only once past, and
// reproduced by a rebuild. Plans are made by appending the plan's events (decision 0013's shapes).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '../../server/dates.ts';
import { handleCommand } from '../../server/event-store/command-handler.ts';
import { commit, readStream } from '../../server/event-store/event-store.ts';
import { groceryItemIdFor, groceryListProjection, groceryListStreamId } from '../../server/modules/grocery/index.ts';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { GENERATE_WEEK_PLAN_TASK, groceryListIdFor, mealPlanIdFor, mealPlanStreamId, weekEndOf, weekStartOf } from '../../server/modules/meal-plans/index.ts';
import { groceryRefreshAfterPantryChange, groceryRefreshJob, REFRESH_GROCERY_LIST_TASK } from '../../server/workflows/grocery-refresh/index.ts';
import { refreshGroceryListTask } from '../../workers/tasks/refresh-grocery-list.ts';
import { pantryDecider, pantryStreamId } from '../../server/modules/pantry/index.ts';
import { rebuildProjection } from '../../server/projections/rebuild.ts';
import { testMetadata, writePlan, writeRecipe, type RecipeLine } from '../fixtures/plan-log.ts';
import { eventually, signIn, startTestLarder, type TestLarder, type TestUser } from '../setup/larder.ts';

const ONION = ingredientIdFor('Yellow onion'); // piece, 110 g a piece, 29.81 cents a piece, Produce
const SPINACH = ingredientIdFor('Spinach'); // g, 0.9086 cents a gram, Produce
const MILK = ingredientIdFor('Whole milk'); // ml, 0.1064 cents a ml, Dairy
const CARROT = ingredientIdFor('Carrot'); // piece, 14.75 cents a piece, Produce
const GARLIC = ingredientIdFor('Garlic'); // piece, no known cost, Produce

const OLIVE_OIL = ingredientIdFor('Olive oil'); // ml: in neither recipe

let larder: TestLarder;
let pool: pg.Pool;
/** The cook of each refresh job the worker ran, in order. */
const refreshRuns: string[] = [];
const refreshesOf = (user: TestUser) => refreshRuns.filter((appUserId) => appUserId === user.appUserId).length;
/** Cooks whose refresh jobs wait here until let go: a test can see what else refreshes meanwhile. */
const held = new Map<string, Promise<void>>();
const today = todayUtc(new Date());
const thisWeek = weekStartOf(today);
const nextWeek = addDays(thisWeek, 7);

// Recipe X serves 2: 330 g of onion (a recipe measuring by weight what the pantry counts in pieces), spinach, half a litre of milk.
let recipeX: string;
// Recipe Y serves 4: onions and carrots in pieces, and garlic in tablespoons (which do not convert to pieces).
let recipeY: string;

beforeAll(async () => {
  // These plans are written by hand, meal by meal: the generator must not plan the same weeks too.
  // The refresh task is the real one, counted: a test can tell a refresh left out from one that found nothing to change.
  larder = await startTestLarder({
    workerTasks: {
      [GENERATE_WEEK_PLAN_TASK]: async () => {},
      [REFRESH_GROCERY_LIST_TASK]: async (payload, helpers) => {
        await held.get((payload as { appUserId: string }).appUserId);
        refreshRuns.push((payload as { appUserId: string }).appUserId);
        return refreshGroceryListTask(pool)(payload, helpers);
      },
    },
  });
  pool = new pg.Pool({ connectionString: larder.database.url, max: 3 });
  recipeX = await createRecipe('Onion and spinach bake', 2, [
    { ingredientId: ONION, quantity: 330, unit: 'g' },
    { ingredientId: SPINACH, quantity: 200, unit: 'g' },
    { ingredientId: MILK, quantity: 0.5, unit: 'l' },
  ]);
  recipeY = await createRecipe('Carrot stew', 4, [
    { ingredientId: ONION, quantity: 2, unit: 'piece' },
    { ingredientId: CARROT, quantity: 4, unit: 'piece' },
    { ingredientId: GARLIC, quantity: 2, unit: 'tbsp' },
  ]);
});
afterAll(async () => {
  await pool?.end();
  await larder?.close();
});


const createRecipe = (name: string, servings: number, lines: RecipeLine[]) => writeRecipe(pool, name, servings, lines);
const createPlan = (user: TestUser, weekStart: string, meals: Array<{ recipeId: string; servings: number }>) => writePlan(pool, user.appUserId, weekStart, meals);

const listPath = (user: TestUser, groceryListId: string) => `/api/v1/grocery-list/${groceryListId}/app_user/${user.appUserId}`;

async function groceryList(user: TestUser, groceryListId: string) {
  const response = await user.client.get(listPath(user, groceryListId));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body[0].data as { grocery_list: any; grocery_list_ingredients: any[] };
}

/** Waits for the worker's refresh to reach the read model, until `check` holds. */
const listWhen = (user: TestUser, groceryListId: string, check: (list: Awaited<ReturnType<typeof groceryList>>) => boolean, what: string) =>
  eventually(
    async () => {
      const response = await user.client.get(listPath(user, groceryListId));
      return response.status === 200 && check(response.body[0].data) ? (response.body[0].data as Awaited<ReturnType<typeof groceryList>>) : undefined;
    },
    20_000,
    what,
  );

async function addToPantry(user: TestUser, ingredientId: string, quantity: number) {
  const response = await user.client.post('/api/v1/pantry-ingredient', { pantry_id: user.pantryId, app_user_id: user.appUserId, ingredient_id: ingredientId, quantity });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const line = (list: { grocery_list_ingredients: any[] }, ingredientId: string) => list.grocery_list_ingredients.find((item) => item.ingredient_id === ingredientId);
const eventCount = async (streamId: string) => (await pool.query<{ n: number }>('select count(*)::int as n from events where stream_id = $1', [streamId])).rows[0]!.n;
/** Refresh jobs of this cook still in the queue (waiting or running). */
const queuedRefreshes = async (user: TestUser) =>
  (await pool.query<{ n: number }>(`select count(*)::int as n from graphile_worker.jobs where task_identifier = $1 and key like $2`, [REFRESH_GROCERY_LIST_TASK, `${REFRESH_GROCERY_LIST_TASK}:${user.appUserId}:%`])).rows[0]!.n;
const refreshCall = (user: TestUser, ingredientId: string) =>
  user.client.post('/api/v1/pantry-ingredient/refresh_grocery_list_ingredients_on_pantry_ingredient_crud', { ingredientId, appUserId: user.appUserId, todaysBrowserDate: today, nextWeekBrowserDate: addDays(today, 7) });

/** A cook with 2 onions and 500 g of spinach, then this week's plan: recipe X for 4, recipe Y for 2. */
async function cookWithTwoMealPlan() {
  const cook = await signIn(larder);
  await addToPantry(cook, ONION, 2);
  await addToPantry(cook, SPINACH, 500);
  const plan = await createPlan(cook, thisWeek, [
    { recipeId: recipeX, servings: 4 },
    { recipeId: recipeY, servings: 2 },
  ]);
  const list = await listWhen(cook, plan.groceryListId, () => true, 'the grocery list to be computed');
  return { cook, plan, list };
}

describe('the grocery list of a two-meal plan', () => {
  it('equals the hand-computed list: scaled, summed in each ingredient’s unit, less the pantry, grouped, with cost', async () => {
    const { cook, plan, list } = await cookWithTwoMealPlan();
    // Onion: 660 g / 110 g = 6 pieces (X for 4) + 1 piece (Y for 2) - 2 in the pantry = 5, 5 × 29.81 = 149 cents.
    // Spinach: 400 g needed, 500 g held: off the list. Milk: 1 l = 1000 ml × 0.1064 = 106 cents.
    // Carrot: 2 pieces × 14.75 = 30 cents. Garlic: 1 tbsp kept as it is (no conversion to pieces), no known
    // cost: the one line the estimate leaves out.
    const item = (ingredientId: string, ingredient_name: string, quantity: number, unit_of_measurement: string, primary_food_group: string, notes: string | null = null) => ({
      id: groceryItemIdFor(plan.groceryListId, ingredientId),
      ingredient_id: ingredientId,
      ingredient_name,
      quantity,
      unit_of_measurement,
      notes,
      primary_food_group,
      is_in_cart: false,
      is_purchased: false,
    });
    expect(list.grocery_list).toEqual({ id: plan.groceryListId, meal_plan_id: plan.mealPlanId, end_date: weekEndOf(thisWeek), total_items: 4, estimated_total_cost_in_cents: 106 + 30 + 149, estimated_part_in_cents: 0, unpriced_items: 1, unit_system: 'metric' });
    expect(list.grocery_list_ingredients).toMatchObject([
      item(MILK, 'Whole milk', 1000, 'ml', 'Dairy'),
      item(CARROT, 'Carrot', 2, 'piece', 'Produce'),
      { ...item(GARLIC, 'Garlic', 1, 'tbsp', 'Produce', "In the recipe's unit: tbsp does not convert to piece."), id: expect.any(String) },
      item(ONION, 'Yellow onion', 5, 'piece', 'Produce'),
    ]);
    // What a shopper reads (decision 0034): what to buy, what the week needs, and what it costs.
    expect(list.grocery_list_ingredients.map((line: any) => [line.ingredient_name, line.buy_text, line.needed_text, line.estimated_cost_in_cents, line.price_source])).toEqual([
      ['Whole milk', '1 carton (1 l)', '1 l', 106, 'reference'],
      ['Carrot', '2', '2', 30, 'reference'],
      ['Garlic', '1 tbsp', '1 tbsp', 0, null],
      ['Yellow onion', '5', '5', 149, 'reference'],
    ]);

    const differences = await cook.client.get(`/api/v1/postgres/grocery-list/differences/${plan.groceryListId}/${cook.appUserId}/${plan.mealPlanId}`);
    expect(differences.status).toBe(200);
    // Beside the spec's fields, the day the pantry's word dates from: both were bought (added) today, unconfirmed.
    const pantry = (await cook.client.get(`/api/v1/pantry-ingredient/pantry/${cook.pantryId}/app_user/${cook.appUserId}`)).body as Array<{ purchase_date: string }>;
    const boughtOn = pantry[0]!.purchase_date;
    expect(differences.body).toEqual([
      { ingredient_id: SPINACH, ingredient_name: 'Spinach', pantry_quantity: 500, original_quantity: 400, unit_of_measurement: 'g', meal_sources: [{ meal_id: plan.mealIds[0] }], pantry_known_on: boughtOn, pantry_text: '500 g', needed_text: '400 g' },
      { ingredient_id: ONION, ingredient_name: 'Yellow onion', pantry_quantity: 2, original_quantity: 7, unit_of_measurement: 'piece', meal_sources: [...plan.mealIds].sort().map((meal_id) => ({ meal_id })), pantry_known_on: boughtOn, pantry_text: '2', needed_text: '7' },
    ]);
  });
});

describe('marking items', () => {
  it('puts an item in the cart, marks one purchased and several at once, and says so on the list', async () => {
    const { cook, plan } = await cookWithTwoMealPlan();
    const onion = groceryItemIdFor(plan.groceryListId, ONION);
    const carrot = groceryItemIdFor(plan.groceryListId, CARROT);
    const milk = groceryItemIdFor(plan.groceryListId, MILK);

    const inCart = await cook.client.put(`/api/v1/grocery-list-ingredient/${onion}/in-cart/app_user/${cook.appUserId}`, { is_in_cart: true });
    expect(inCart.status, JSON.stringify(inCart.body)).toBe(200);
    expect(inCart.body).toMatchObject({ id: onion, is_in_cart: true, is_purchased: false });

    const purchased = await cook.client.put(`/api/v1/grocery-list-ingredient/${carrot}/purchased/app_user/${cook.appUserId}`, { is_purchased: true });
    expect(purchased.body).toMatchObject({ id: carrot, is_purchased: true });

    const several = await cook.client.put(`/api/v1/grocery-list-ingredient/multiple/app_user/${cook.appUserId}`, { ids: [onion, milk], is_purchased: true });
    expect(several.status).toBe(200);
    expect(several.body.map((item: any) => [item.id, item.is_purchased]).sort()).toEqual([[onion, true], [milk, true]].sort());

    const list = await groceryList(cook, plan.groceryListId);
    expect(list.grocery_list_ingredients.map((item) => [item.ingredient_name, item.is_in_cart, item.is_purchased])).toEqual([
      ['Whole milk', false, true],
      ['Carrot', false, true],
      ['Garlic', false, false],
      ['Yellow onion', true, true],
    ]);

    const unknown = await cook.client.put(`/api/v1/grocery-list-ingredient/${randomUUID()}/in-cart/app_user/${cook.appUserId}`, { is_in_cart: true });
    expect(unknown.status).toBe(404);
    const mixed = await cook.client.put(`/api/v1/grocery-list-ingredient/multiple/app_user/${cook.appUserId}`, { ids: [onion, randomUUID()], is_purchased: false });
    expect(mixed.status).toBe(404);
    expect(line(await groceryList(cook, plan.groceryListId), ONION).is_purchased).toBe(true);
  });
});

describe('marking an item when the cook has lists for two weeks', () => {
  it("marks it on its own week's list, whichever week it is, and leaves the other week's line as it was", async () => {
    const cook = await signIn(larder);
    const current = await createPlan(cook, thisWeek, [{ recipeId: recipeX, servings: 2 }]);
    const next = await createPlan(cook, nextWeek, [{ recipeId: recipeX, servings: 4 }]);
    await listWhen(cook, current.groceryListId, (list) => line(list, SPINACH) !== undefined, "this week's list");
    await listWhen(cook, next.groceryListId, (list) => line(list, SPINACH) !== undefined, "next week's list");
    const spinachNow = groceryItemIdFor(current.groceryListId, SPINACH);
    const milkNext = groceryItemIdFor(next.groceryListId, MILK);

    // Both weeks' lists can be marked: each item must be found on its own week's list, not the other's.
    const inCart = await cook.client.put(`/api/v1/grocery-list-ingredient/${spinachNow}/in-cart/app_user/${cook.appUserId}`, { is_in_cart: true });
    expect(inCart.status, JSON.stringify(inCart.body)).toBe(200);
    expect(inCart.body).toMatchObject({ id: spinachNow, is_in_cart: true, quantity: 200 });
    const purchased = await cook.client.put(`/api/v1/grocery-list-ingredient/${milkNext}/purchased/app_user/${cook.appUserId}`, { is_purchased: true });
    expect(purchased.status, JSON.stringify(purchased.body)).toBe(200);

    const [now, later] = [await groceryList(cook, current.groceryListId), await groceryList(cook, next.groceryListId)];
    expect([line(now, SPINACH).is_in_cart, line(now, MILK).is_purchased]).toEqual([true, false]);
    expect([line(later, SPINACH).is_in_cart, line(later, MILK).is_purchased]).toEqual([false, true]);
  });
});

describe('adding items to the pantry from the list', () => {
  it('adds the pantry items and marks the items purchased in one transaction, and they stay purchased after the refresh', async () => {
    const { cook, plan } = await cookWithTwoMealPlan();
    const onion = groceryItemIdFor(plan.groceryListId, ONION);
    const carrot = groceryItemIdFor(plan.groceryListId, CARROT);
    const response = await cook.client.post(`/api/v1/grocery-list/${plan.groceryListId}/purchases/app_user/${cook.appUserId}`, [
      { grocery_list_ingredient_id: onion, quantity: 5 },
      { grocery_list_ingredient_id: carrot, quantity: 2.25 },
    ]);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.grocery_list_ingredients.map((item: any) => [item.id, item.is_purchased]).sort()).toEqual([[carrot, true], [onion, true]].sort());

    const pantry = (await cook.client.get(`/api/v1/pantry-ingredient/pantry/${cook.pantryId}/app_user/${cook.appUserId}`)).body as any[];
    expect(pantry.filter((item) => item.ingredient_id !== SPINACH).map((item) => [item.ingredient_id, item.quantity, item.unit_of_measurement]).sort()).toEqual(
      [[CARROT, 2.25, 'piece'], [ONION, 5, 'piece'], [ONION, 2, 'piece']].sort(),
    );
    const { rows } = await pool.query<{ stream_id: string; transaction_id: string }>(
      `select stream_id, transaction_id::text from events where event_type in ('GroceryItemsMarked', 'PantryItemAdded') and (stream_id = $1 or stream_id = $2) order by global_position desc limit 3`,
      [groceryListStreamId(plan.groceryListId), `pantry-${cook.pantryId}`],
    );
    expect(new Set(rows.map((row) => row.transaction_id)).size).toBe(1);
    expect(new Set(rows.map((row) => row.stream_id)).size).toBe(2);

    // The purchase refreshes the list: the pantry now covers onions and carrots, which stay shown, purchased.
    await eventually(async () => {
      const differences = await cook.client.get(`/api/v1/postgres/grocery-list/differences/${plan.groceryListId}/${cook.appUserId}/${plan.mealPlanId}`);
      return differences.body.find((difference: any) => difference.ingredient_id === ONION)?.pantry_quantity === 7;
    }, 20_000, 'the refresh to count the bought onions');
    const refreshed = await groceryList(cook, plan.groceryListId);
    expect(refreshed.grocery_list_ingredients.map((item) => [item.ingredient_name, item.quantity, item.is_purchased])).toEqual([
      ['Whole milk', 1000, false],
      ['Garlic', 1, false],
      ['Carrot', 2, true],
      ['Yellow onion', 5, true],
    ]);

    // Buying the same items again adds nothing more.
    const again = await cook.client.post(`/api/v1/grocery-list/${plan.groceryListId}/purchases/app_user/${cook.appUserId}`, [{ grocery_list_ingredient_id: onion, quantity: 5 }]);
    expect(again.body.pantry_ingredient_ids).toEqual([]);
  });

  it('leaves a line bought short to buy for the rest, and takes the dialog\'s rounding as bought in full', async () => {
    const { cook, plan } = await cookWithTwoMealPlan();
    const onion = groceryItemIdFor(plan.groceryListId, ONION);
    const carrot = groceryItemIdFor(plan.groceryListId, CARROT);
    for (const item of [onion, carrot]) await cook.client.put(`/api/v1/grocery-list-ingredient/${item}/in-cart/app_user/${cook.appUserId}`, { is_in_cart: true });
    // 3 of the 5 onions; 1.875 of the 2 carrots (the dialog offers quarters, so up to an eighth under is the whole line).
    const response = await cook.client.post(`/api/v1/grocery-list/${plan.groceryListId}/purchases/app_user/${cook.appUserId}`, [
      { grocery_list_ingredient_id: onion, quantity: 3 },
      { grocery_list_ingredient_id: carrot, quantity: 1.875 },
    ]);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.grocery_list_ingredients.map((item: any) => [item.id, item.is_in_cart, item.is_purchased]).sort()).toEqual([[carrot, true, true], [onion, false, false]].sort());
    expect(response.body.pantry_ingredient_ids).toHaveLength(2);

    // The refresh then asks for the 2 onions still missing, not struck through.
    const refreshed = await listWhen(cook, plan.groceryListId, (list) => line(list, ONION)?.quantity === 2, 'the list less the 3 onions bought');
    expect(line(refreshed, ONION)).toMatchObject({ quantity: 2, is_in_cart: false, is_purchased: false });
    expect(line(refreshed, CARROT)).toMatchObject({ is_purchased: true });
    // And the rest can be bought in turn.
    const rest = await cook.client.post(`/api/v1/grocery-list/${plan.groceryListId}/purchases/app_user/${cook.appUserId}`, [{ grocery_list_ingredient_id: onion, quantity: 2 }]);
    expect(rest.body.grocery_list_ingredients.map((item: any) => [item.id, item.is_purchased])).toEqual([[onion, true]]);
  });
});

describe('a pantry change', () => {
  it("refreshes this week's and next week's lists through the worker", async () => {
    const cook = await signIn(larder);
    const current = await createPlan(cook, thisWeek, [{ recipeId: recipeX, servings: 2 }]);
    const next = await createPlan(cook, nextWeek, [{ recipeId: recipeX, servings: 4 }]);
    await listWhen(cook, current.groceryListId, (list) => line(list, SPINACH)?.quantity === 200, "this week's first list");
    await listWhen(cook, next.groceryListId, (list) => line(list, SPINACH)?.quantity === 400, "next week's first list");

    await addToPantry(cook, SPINACH, 150);
    await listWhen(cook, current.groceryListId, (list) => line(list, SPINACH)?.quantity === 50, "this week's list less the spinach");
    await listWhen(cook, next.groceryListId, (list) => line(list, SPINACH)?.quantity === 250, "next week's list less the spinach");
    // One job refreshed both weeks: the two refreshes name the same job as their cause.
    const causes = await Promise.all([current.groceryListId, next.groceryListId].map(async (id) => (await readStream(pool, groceryListStreamId(id))).at(-1)!.metadata.causationId));
    expect(causes[0]).toMatch(/^job:\d+$/);
    expect(causes[1]).toBe(causes[0]);
  });

  it('of an ingredient no uncooked meal of either week needs causes no refresh; one a meal needs does', async () => {
    const cook = await signIn(larder);
    const current = await createPlan(cook, thisWeek, [{ recipeId: recipeX, servings: 2 }]);
    const next = await createPlan(cook, nextWeek, [{ recipeId: recipeY, servings: 4 }]);
    await listWhen(cook, current.groceryListId, (list) => line(list, SPINACH)?.quantity === 200, "this week's first list");
    await listWhen(cook, next.groceryListId, (list) => line(list, CARROT)?.quantity === 4, "next week's first list");
    const before = refreshesOf(cook);

    // Olive oil: added, changed and removed, and the lists cannot change, so no job runs.
    const oil = await addToPantry(cook, OLIVE_OIL, 500);
    const itemPath = (id: string) => `/api/v1/pantry-ingredient/${id}/pantry/${cook.pantryId}/app_user/${cook.appUserId}`;
    expect((await cook.client.put(itemPath(oil.id), { quantity: 250 })).status).toBe(200);
    expect((await cook.client.delete(itemPath(oil.id))).status).toBe(200);
    // Carrots, which next week's stew needs: one job, and next week's list shows it.
    await addToPantry(cook, CARROT, 1);
    await listWhen(cook, next.groceryListId, (list) => line(list, CARROT)?.quantity === 3, "next week's list less a carrot");
    expect(refreshesOf(cook) - before).toBe(1);
    expect(line(await groceryList(cook, current.groceryListId), SPINACH)?.quantity).toBe(200);
  });

  it('chooses the refresh from the plans as they stand, and holds them as guards when it leaves the job out', async () => {
    // A cook with no plan stream yet: nothing to hold, so the refresh goes out whatever the ingredient.
    const planless = randomUUID();
    expect(await groceryRefreshAfterPantryChange(pool, planless, today, [OLIVE_OIL])).toEqual({ jobs: [groceryRefreshJob(planless, [thisWeek, nextWeek])], guards: [] });

    const cook = await signIn(larder);
    await createPlan(cook, thisWeek, [{ recipeId: recipeX, servings: 2 }]);
    const next = await createPlan(cook, nextWeek, [{ recipeId: recipeY, servings: 4 }]);
    const versions = await Promise.all([thisWeek, nextWeek].map(async (week) => (await readStream(pool, mealPlanStreamId(cook.appUserId, week))).at(-1)!.streamVersion));
    const guards = [thisWeek, nextWeek].map((week, index) => ({ streamId: mealPlanStreamId(cook.appUserId, week), version: versions[index]! }));
    expect(await groceryRefreshAfterPantryChange(pool, cook.appUserId, today, [OLIVE_OIL])).toEqual({ jobs: [], guards });
    // Garlic is in next week's stew only: next week is refreshed, this week's plan held as it was read.
    expect(await groceryRefreshAfterPantryChange(pool, cook.appUserId, today, [OLIVE_OIL, GARLIC])).toEqual({ jobs: [groceryRefreshJob(cook.appUserId, [nextWeek])], guards: [guards[0]] });
    // Spinach and carrots: one in each week's recipe, so both weeks, and nothing left to hold.
    expect(await groceryRefreshAfterPantryChange(pool, cook.appUserId, today, [SPINACH, CARROT])).toEqual({ jobs: [groceryRefreshJob(cook.appUserId, [thisWeek, nextWeek])], guards: [] });

    // Once the stew is cooked, its carrots are needed no more.
    await listWhen(cook, next.groceryListId, (list) => line(list, CARROT)?.quantity === 4, "next week's first list");
    // The list came from the plan's stream; cooking finds the meal through the meal plans read model,
    // which its own runner fills: wait until that shows the plan too.
    await eventually(async () => (await cook.client.get(`/api/v1/postgres/meal-plan/${next.mealPlanId}/app_user/${cook.appUserId}`)).status === 200, 10_000, "next week's plan to be readable");
    const cooked = await cook.client.post('/api/v1/meal/complete_meal_cooking', { meal_id: next.mealIds[0], serving_size: 4, today_browser_date: today, next_week_browser_date: addDays(today, 7) });
    expect(cooked.status, JSON.stringify(cooked.body)).toBe(200);
    const afterCooking = await groceryRefreshAfterPantryChange(pool, cook.appUserId, today, [CARROT]);
    expect(afterCooking.jobs).toEqual([]);
    expect(afterCooking.guards.map((guard) => guard.streamId)).toEqual(guards.map((guard) => guard.streamId));
  });

  it('is still refreshed by a job queued with the one-week payload of earlier versions', async () => {
    const cook = await signIn(larder);
    const current = await createPlan(cook, thisWeek, [{ recipeId: recipeX, servings: 2 }]);
    await listWhen(cook, current.groceryListId, (list) => line(list, SPINACH)?.quantity === 200, "this week's first list");
    // Into the pantry without the refresh a pantry change enqueues: only the job queued below refreshes.
    await handleCommand(pool, {
      streamId: pantryStreamId(cook.pantryId),
      ownerId: cook.appUserId,
      decider: pantryDecider,
      command: { type: 'AddPantryItems', pantryId: cook.pantryId, appUserId: cook.appUserId, items: [{ itemId: randomUUID(), ingredientId: SPINACH, quantity: 120, unitOfMeasurement: 'g', purchaseDate: today, expirationDate: null }], latestAllowedPurchaseDate: today },
      metadata: testMetadata(),
    });
    await pool.query(`select graphile_worker.add_job('refresh-grocery-list', $1::json)`, [JSON.stringify({ appUserId: cook.appUserId, weekStart: thisWeek })]);
    await listWhen(cook, current.groceryListId, (list) => line(list, SPINACH)?.quantity === 80, 'the list less the spinach');
  });

  it('keeps the marks of items still on the list', async () => {
    const { cook, plan } = await cookWithTwoMealPlan();
    const carrot = groceryItemIdFor(plan.groceryListId, CARROT);
    const onion = groceryItemIdFor(plan.groceryListId, ONION);
    await cook.client.put(`/api/v1/grocery-list-ingredient/${carrot}/in-cart/app_user/${cook.appUserId}`, { is_in_cart: true });
    await cook.client.put(`/api/v1/grocery-list-ingredient/${onion}/purchased/app_user/${cook.appUserId}`, { is_purchased: true });
    await addToPantry(cook, CARROT, 1);
    const list = await listWhen(cook, plan.groceryListId, (shown) => line(shown, CARROT)?.quantity === 1, 'the list less one carrot');
    expect(line(list, CARROT)).toMatchObject({ is_in_cart: true, is_purchased: false });
    expect(line(list, ONION)).toMatchObject({ is_purchased: true, quantity: 5 });
  });

  it('is refreshed once, by the job enqueued with it: the refresh call that follows records nothing', async () => {
    const cook = await signIn(larder);
    const plan = await createPlan(cook, thisWeek, [{ recipeId: recipeY, servings: 4 }]);
    await listWhen(cook, plan.groceryListId, (list) => line(list, CARROT)?.quantity === 4, "this week's first list");
    const listStream = groceryListStreamId(plan.groceryListId);
    const recordedBefore = await eventCount(listStream);
    const runsBefore = refreshesOf(cook);
    // The cook's refresh waits until the pantry change and the spec's refresh call are both answered.
    let letGo = () => {};
    held.set(cook.appUserId, new Promise<void>((resolve) => (letGo = resolve)));
    try {
      await addToPantry(cook, CARROT, 1);
      const call = await refreshCall(cook, CARROT);
      expect(call.status, JSON.stringify(call.body)).toBe(200);
      expect(await eventCount(listStream)).toBe(recordedBefore);
      expect(await queuedRefreshes(cook)).toBe(1);
    } finally {
      letGo();
      held.delete(cook.appUserId);
      // Whatever was asserted, the held job ends before the next test (or the teardown) begins.
      await eventually(async () => (await queuedRefreshes(cook)) === 0, 20_000, 'the held refresh to end');
    }
    await listWhen(cook, plan.groceryListId, (list) => line(list, CARROT)?.quantity === 3, "this week's list less a carrot");
    expect(await eventCount(listStream)).toBe(recordedBefore + 1);
    expect(refreshesOf(cook) - runsBefore).toBe(1);
    expect((await readStream(pool, listStream)).at(-1)!.metadata.causationId).toMatch(/^job:\d+$/);
  });

  it('answers the refresh call with the ingredient’s lines on both weeks’ lists as they stand', async () => {
    const cook = await signIn(larder);
    const plan = await createPlan(cook, thisWeek, [{ recipeId: recipeY, servings: 4 }]);
    await listWhen(cook, plan.groceryListId, (list) => line(list, CARROT) !== undefined, "this week's first list");
    const response = await refreshCall(cook, CARROT);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.thisWeekGroceryListIngredientsRefreshed.groceryListIngredientRefreshed).toMatchObject([{ ingredient_id: CARROT, quantity: 4 }]);
    expect(response.body.nextWeekGroceryListIngredientsRefreshed.groceryListIngredientRefreshed).toEqual([]);
  });
});

describe('the cook’s own lines (decision 0034)', () => {
  const ownPath = (user: TestUser, groceryListId: string) => `/api/v1/grocery-list/${groceryListId}/items/app_user/${user.appUserId}`;

  it('adds free words as they are, and a name that fits an ingredient as that ingredient, shop-sized and priced', async () => {
    const { cook, plan } = await cookWithTwoMealPlan();
    const soap = await cook.client.post(ownPath(cook, plan.groceryListId), { name: 'Washing-up liquid' });
    expect(soap.status, JSON.stringify(soap.body)).toBe(201);
    expect(soap.body).toMatchObject({ ingredient_id: null, ingredient_name: 'Washing-up liquid', primary_food_group: 'Other', buy_text: '', is_own: true, price_source: null });
    const eggs = await cook.client.post(ownPath(cook, plan.groceryListId), { name: 'eggs' });
    expect(eggs.status).toBe(201);
    expect(eggs.body).toMatchObject({ ingredient_id: ingredientIdFor('Egg'), ingredient_name: 'Egg', buy_text: '1 box of 12', is_own: true, price_source: 'reference' });
    const milk = await cook.client.post(ownPath(cook, plan.groceryListId), { name: 'Whole milk', quantity: 2, unit: 'l' });
    expect(milk.body).toMatchObject({ quantity: 2000, unit_of_measurement: 'ml', buy_text: '2 cartons (1 l)' });
    const list = await groceryList(cook, plan.groceryListId);
    expect(list.grocery_list_ingredients.filter((item) => item.is_own).map((item) => item.ingredient_name).sort()).toEqual(['Egg', 'Washing-up liquid', 'Whole milk']);
    // Counted, and the priced ones costed; the free words have no price to give.
    expect(list.grocery_list.total_items).toBe(7);
    expect(list.grocery_list.unpriced_items).toBe(2);
  });

  it('keeps own lines and removals through a refresh, and puts a removed line back', async () => {
    const { cook, plan } = await cookWithTwoMealPlan();
    const cake = (await cook.client.post(ownPath(cook, plan.groceryListId), { name: 'Birthday cake' })).body;
    const carrot = groceryItemIdFor(plan.groceryListId, CARROT);
    expect((await cook.client.delete(`/api/v1/grocery-list-ingredient/${carrot}/app_user/${cook.appUserId}`)).status).toBe(204);
    const before = await groceryList(cook, plan.groceryListId);
    expect(before.grocery_list_ingredients.map((item) => item.ingredient_name)).not.toContain('Carrot');
    // The pantry changes, the worker refreshes: the cake stays, the carrots stay off.
    await addToPantry(cook, ONION, 1);
    const after = await listWhen(cook, plan.groceryListId, (list) => line(list, ONION)?.quantity === 4, 'the refresh after one more onion');
    expect(after.grocery_list_ingredients.map((item) => item.ingredient_name)).toContain('Birthday cake');
    expect(after.grocery_list_ingredients.map((item) => item.ingredient_name)).not.toContain('Carrot');
    const back = await cook.client.post(`/api/v1/grocery-list-ingredient/${carrot}/put-back/app_user/${cook.appUserId}`);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ id: carrot, ingredient_name: 'Carrot' });
    expect((await cook.client.delete(`/api/v1/grocery-list-ingredient/${cake.id}/app_user/${cook.appUserId}`)).status).toBe(204);
    const last = await groceryList(cook, plan.groceryListId);
    expect(last.grocery_list_ingredients.map((item) => item.ingredient_name)).toContain('Carrot');
    expect(last.grocery_list_ingredients.map((item) => item.ingredient_name)).not.toContain('Birthday cake');
  });

  it('answers 400 in words for an empty name, a bad amount or an amount the ingredient cannot take', async () => {
    const { cook, plan } = await cookWithTwoMealPlan();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ name: '   ' }, /Please name the item/],
      [{ name: 'x'.repeat(101) }, /100 characters/],
      [{ name: 'Flour', quantity: -1 }, /valid quantity/],
      [{ name: 'All-purpose flour', quantity: 2, unit: 'piece' }, /All-purpose flour cannot be measured in pieces/],
    ];
    for (const [body, message] of cases) {
      const response = await cook.client.post(ownPath(cook, plan.groceryListId), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toMatch(message);
    }
  });
});

describe('the price a cook paid', () => {
  it('prices the next list at what the cook last paid, bought in another unit', async () => {
    const { cook, plan } = await cookWithTwoMealPlan();
    const milk = groceryItemIdFor(plan.groceryListId, MILK);
    // Half a litre bought for 99 cents: 0.198 cents a ml, so a 1 l carton is 198 cents.
    const bought = await cook.client.post(`/api/v1/grocery-list/${plan.groceryListId}/purchases/app_user/${cook.appUserId}`, [{ grocery_list_ingredient_id: milk, quantity: 0.5, unit: 'l', paid_cents: 99 }]);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const pantry = (await cook.client.get(`/api/v1/pantry-ingredient/pantry/${cook.pantryId}/app_user/${cook.appUserId}`)).body as any[];
    expect(pantry.find((item) => item.ingredient_id === MILK)).toMatchObject({ quantity: 500, unit_of_measurement: 'ml' });
    const after = await listWhen(cook, plan.groceryListId, (list) => line(list, MILK)?.price_source === 'paid', 'the list priced at the paid price');
    expect(line(after, MILK)).toMatchObject({ quantity: 500, buy_text: '1 carton (1 l)', estimated_cost_in_cents: 198, price_source: 'paid' });
  });
});

describe("another cook's list", () => {
  it('is out of reach by id, and stays as it was', async () => {
    const { cook: owner, plan } = await cookWithTwoMealPlan();
    const intruder = await signIn(larder);
    const onion = groceryItemIdFor(plan.groceryListId, ONION);
    const before = await groceryList(owner, plan.groceryListId);
    const eventsBefore = await eventCount(groceryListStreamId(plan.groceryListId));
    const me = intruder.appUserId;
    const calls: Array<[string, () => Promise<{ status: number; body: any }>]> = [
      ['read as me', () => intruder.client.get(`/api/v1/grocery-list/${plan.groceryListId}/app_user/${me}`)],
      ['read as them', () => intruder.client.get(listPath(owner, plan.groceryListId))],
      ['in cart', () => intruder.client.put(`/api/v1/grocery-list-ingredient/${onion}/in-cart/app_user/${me}`, { is_in_cart: true })],
      ['purchased', () => intruder.client.put(`/api/v1/grocery-list-ingredient/${onion}/purchased/app_user/${me}`, { is_purchased: true })],
      ['several', () => intruder.client.put(`/api/v1/grocery-list-ingredient/multiple/app_user/${me}`, { ids: [onion], is_purchased: true })],
      ['several as them', () => intruder.client.put(`/api/v1/grocery-list-ingredient/multiple/app_user/${owner.appUserId}`, { ids: [onion], is_purchased: true })],
      ['differences', () => intruder.client.get(`/api/v1/postgres/grocery-list/differences/${plan.groceryListId}/${me}/${plan.mealPlanId}`)],
      ['refresh one', () => intruder.client.post(`/api/v1/grocery-list-ingredient/refresh_grocery_list_ingredient_quantity/${ONION}/grocery_list/${plan.groceryListId}/app_user/${me}`)],
      ['purchase', () => intruder.client.post(`/api/v1/grocery-list/${plan.groceryListId}/purchases/app_user/${me}`, [{ grocery_list_ingredient_id: onion, quantity: 1 }])],
      ['own line', () => intruder.client.post(`/api/v1/grocery-list/${plan.groceryListId}/items/app_user/${me}`, { name: 'Birthday cake' })],
      ['own line as them', () => intruder.client.post(`/api/v1/grocery-list/${plan.groceryListId}/items/app_user/${owner.appUserId}`, { name: 'Birthday cake' })],
      ['remove', () => intruder.client.delete(`/api/v1/grocery-list-ingredient/${onion}/app_user/${me}`)],
      ['remove as them', () => intruder.client.delete(`/api/v1/grocery-list-ingredient/${onion}/app_user/${owner.appUserId}`)],
      ['put back', () => intruder.client.post(`/api/v1/grocery-list-ingredient/${onion}/put-back/app_user/${me}`)],
    ];
    const outcomes = [];
    for (const [label, call] of calls) {
      const response = await call();
      outcomes.push({ label, status: response.status, leaks: JSON.stringify(response.body).includes('Yellow onion') });
    }
    expect(outcomes.filter((outcome) => ![403, 404].includes(outcome.status) || outcome.leaks)).toEqual([]);
    expect(await groceryList(owner, plan.groceryListId)).toEqual(before);
    expect(await eventCount(groceryListStreamId(plan.groceryListId))).toBe(eventsBefore);
  });
});

describe("a past plan's list", () => {
  it('is read-only', async () => {
    const cook = await signIn(larder);
    const weekStart = addDays(thisWeek, -14);
    const mealPlanId = mealPlanIdFor(cook.appUserId, weekStart);
    const groceryListId = groceryListIdFor(mealPlanId);
    const item = groceryItemIdFor(groceryListId, CARROT);
    // Recorded back when the week was current.
    await commit(pool, {
      metadata: testMetadata(),
      streams: [
        {
          streamId: groceryListStreamId(groceryListId),
          expectedVersion: 'no_stream',
          ownerId: cook.appUserId,
          events: [
            {
              type: 'GroceryListRefreshed',
              data: {
                groceryListId, mealPlanId, appUserId: cook.appUserId, weekStart, endDate: weekEndOf(weekStart), differences: [], totalItems: 1, estimatedTotalCostCents: 30, refreshedAt: new Date().toISOString(),
                items: [{ id: item, ingredientId: CARROT, ingredientName: 'Carrot', quantity: 2, unit: 'piece', primaryFoodGroup: 'Produce', estimatedCostCents: 30, notes: null }],
              },
            },
          ],
        },
      ],
    });
    await listWhen(cook, groceryListId, () => true, 'the past list');
    const marked = await cook.client.put(`/api/v1/grocery-list-ingredient/${item}/in-cart/app_user/${cook.appUserId}`, { is_in_cart: true });
    expect({ status: marked.status, error: marked.body.error }).toEqual({ status: 403, error: 'This meal plan is in the past and can no longer be changed.' });
    const bought = await cook.client.post(`/api/v1/grocery-list/${groceryListId}/purchases/app_user/${cook.appUserId}`, [{ grocery_list_ingredient_id: item, quantity: 2 }]);
    expect(bought.status).toBe(403);
    expect(line(await groceryList(cook, groceryListId), CARROT)).toMatchObject({ is_in_cart: false, is_purchased: false });
  });
});

describe('a rebuild', () => {
  it('reproduces the lists the cooks saw, marks included', async () => {
    const { cook, plan } = await cookWithTwoMealPlan();
    await cook.client.put(`/api/v1/grocery-list-ingredient/${groceryItemIdFor(plan.groceryListId, ONION)}/in-cart/app_user/${cook.appUserId}`, { is_in_cart: true });
    const before = (await pool.query('select * from grocery_lists order by id')).rows;
    await rebuildProjection(larder.database.url, groceryListProjection);
    const after = (await pool.query('select * from grocery_lists order by id')).rows;
    expect(after).toEqual(before);
    expect(line(await groceryList(cook, plan.groceryListId), ONION).is_in_cart).toBe(true);
  });
});
