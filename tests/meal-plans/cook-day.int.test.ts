// The cook's day, not UTC's. The server knows no cook's time zone; the web client sends its own date
// (X-Larder-Today) on every call. On Sunday evening in California it is already Monday in UTC, and
// on Monday morning in Sydney it is still Sunday: these tests set the api's clock to such hours and
// check that the cook's week is the one that is shopped for, bought into, refreshed and planned.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groceryItemIdFor } from '../../server/modules/grocery/index.ts';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { mealPlanStreamId } from '../../server/modules/meal-plans/index.ts';
import { writePlan, writeRecipe } from '../fixtures/plan-log.ts';
import { eventually, signIn, startTestLarder, type TestLarder, type TestUser } from '../setup/larder.ts';

const CARROT = ingredientIdFor('Carrot'); // piece
const ONION = ingredientIdFor('Yellow onion'); // piece

let larder: TestLarder;
let pool: pg.Pool;
/** The api's clock: each test sets the instant it needs. */
let clock = new Date();
let stew: string;

beforeAll(async () => {
  larder = await startTestLarder({ now: () => clock });
  pool = new pg.Pool({ connectionString: larder.database.url, max: 2 });
  stew = await writeRecipe(pool, 'Carrot and onion stew', 2, [
    { ingredientId: CARROT, quantity: 4, unit: 'piece' },
    { ingredientId: ONION, quantity: 2, unit: 'piece' },
  ]);
});
afterAll(async () => {
  await pool?.end();
  await larder?.close();
});

const inCalifornia = (today: string) => ({ 'x-larder-today': today });

async function listOf(cook: TestUser, groceryListId: string) {
  const response = await cook.client.get(`/api/v1/grocery-list/${groceryListId}/app_user/${cook.appUserId}`);
  return response.status === 200 ? (response.body[0].data as { grocery_list_ingredients: any[] }) : undefined;
}
const carrotsToBuy = async (cook: TestUser, groceryListId: string) => (await listOf(cook, groceryListId))?.grocery_list_ingredients.find((item) => item.ingredient_id === CARROT)?.quantity;

describe('on Sunday evening in California (Monday in UTC)', () => {
  // 19:00 on Sunday 29 November in Los Angeles.
  const sundayEvening = new Date('2026-11-30T03:00:00Z');
  const sunday = '2026-11-29';
  const thisWeek = '2026-11-23';

  async function cookShoppingForTheWeek() {
    clock = sundayEvening;
    const cook = await signIn(larder);
    const plan = await writePlan(pool, cook.appUserId, thisWeek, [{ recipeId: stew, servings: 2 }]);
    await eventually(() => carrotsToBuy(cook, plan.groceryListId), 20_000, "the week's grocery list");
    return { cook, plan };
  }

  it("keeps the week's grocery list changeable: an item goes in the cart and is bought into the pantry on Sunday", async () => {
    const { cook, plan } = await cookShoppingForTheWeek();
    const carrot = groceryItemIdFor(plan.groceryListId, CARROT);

    const inCart = await cook.client.put(`/api/v1/grocery-list-ingredient/${carrot}/in-cart/app_user/${cook.appUserId}`, { is_in_cart: true }, inCalifornia(sunday));
    expect(inCart.status, JSON.stringify(inCart.body)).toBe(200);
    expect(inCart.body).toMatchObject({ id: carrot, is_in_cart: true });

    const bought = await cook.client.post(`/api/v1/grocery-list/${plan.groceryListId}/purchases/app_user/${cook.appUserId}`, [{ grocery_list_ingredient_id: carrot, quantity: 4 }], inCalifornia(sunday));
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const pantry = (await cook.client.get(`/api/v1/pantry-ingredient/pantry/${cook.pantryId}/app_user/${cook.appUserId}`)).body as any[];
    expect(pantry.map((item) => [item.ingredient_id, item.quantity, item.purchase_date])).toEqual([[CARROT, 4, sunday]]);

    // Without the cook's date, a week over in UTC but not everywhere is still changeable.
    const onion = groceryItemIdFor(plan.groceryListId, ONION);
    const undeclared = await cook.client.put(`/api/v1/grocery-list-ingredient/${onion}/in-cart/app_user/${cook.appUserId}`, { is_in_cart: true });
    expect(undeclared.status, JSON.stringify(undeclared.body)).toBe(200);
  });

  it("records a pantry item as bought on the cook's Sunday and refreshes the list of the week they are in", async () => {
    const { cook, plan } = await cookShoppingForTheWeek();
    expect(await carrotsToBuy(cook, plan.groceryListId)).toBe(4);

    const added = await cook.client.post('/api/v1/pantry-ingredient', { pantry_id: cook.pantryId, app_user_id: cook.appUserId, ingredient_id: CARROT, quantity: 3 }, inCalifornia(sunday));
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.purchase_date).toBe(sunday);

    // The refresh covers the cook's week and the next: the three carrots come off this week's list.
    await eventually(async () => (await carrotsToBuy(cook, plan.groceryListId)) === 1, 20_000, "this week's list to count the pantry's carrots");
  });
});

describe('on Monday morning in Sydney (Sunday in UTC)', () => {
  // 07:00 on Monday 30 November in Sydney.
  const mondayMorning = new Date('2026-11-29T20:00:00Z');
  const monday = '2026-11-30';

  it("adds a recipe to a day of the cook's next week, which UTC's calendar has as the week after next", async () => {
    clock = mondayMorning;
    const cook = await signIn(larder);
    const nextTuesday = '2026-12-08';
    const added = await cook.client.post(
      '/api/v1/meal/meal_plan_by_date_and_refresh',
      { recipe_id: stew, app_user_id: cook.appUserId, serving_size: 2, meal_of_day: 'dinner', planned_cook_date: nextTuesday },
      { 'x-larder-today': monday },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.meals.find((meal: any) => meal.recipe_id === stew)).toMatchObject({ planned_cook_date: nextTuesday, meal_of_day: 'dinner' });

    // The week after that is beyond the cook's next week.
    const tooFar = await cook.client.post(
      '/api/v1/meal/meal_plan_by_date_and_refresh',
      { recipe_id: stew, app_user_id: cook.appUserId, serving_size: 2, meal_of_day: 'dinner', planned_cook_date: '2026-12-15' },
      { 'x-larder-today': monday },
    );
    expect({ status: tooFar.status, error: tooFar.body.error }).toEqual({ status: 400, error: 'Choose a day this week or next week.' });
  });

  it("starts a week the recipe page opens on the cook's today, not on UTC's", async () => {
    // Tuesday 8 December at 07:00 in Sydney; still Monday in UTC. The cook signed up a fortnight earlier.
    clock = new Date('2026-11-24T12:00:00Z');
    const cook = await signIn(larder);
    clock = new Date('2026-12-07T20:00:00Z');
    const tuesday = '2026-12-08';
    const added = await cook.client.post(
      '/api/v1/meal/meal_plan_by_date_and_refresh',
      { recipe_id: stew, app_user_id: cook.appUserId, serving_size: 2, meal_of_day: 'lunch', planned_cook_date: '2026-12-10' },
      { 'x-larder-today': tuesday },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const { rows } = await pool.query<{ data: { firstDay?: string } }>(`select data from events where stream_id = $1 and event_type = 'PlanGenerationRequested'`, [mealPlanStreamId(cook.appUserId, '2026-12-07')]);
    expect(rows.map((row) => row.data.firstDay)).toEqual([tuesday]);
  });
});
