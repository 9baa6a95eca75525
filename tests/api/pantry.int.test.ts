// The pantry calls of spec §7 as the web client makes them: bodies, response shapes, the §5
// validation messages, who may touch whose pantry, Idempotency-Key, If-Match and read-your-writes.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { seedRecipeIdFor } from '../../server/modules/catalogue/index.ts';
import { READ_PANTRY_SQL } from '../../server/modules/pantry/pantry.queries.ts';
import { ApiClient, issueTestBetaCodes, SETUP_PREFERENCES, signIn, startTestLarder, type ApiResponse, type TestLarder, type TestUser } from '../setup/larder.ts';

const SPINACH = ingredientIdFor('Spinach'); // g, keeps 3 days
const ONION = ingredientIdFor('Yellow onion'); // piece, keeps 30 days
const MILK = ingredientIdFor('Whole milk'); // ml
const FLOUR = ingredientIdFor('All-purpose flour'); // g, spooned
const BANANAS = seedRecipeIdFor('Bananas in Warm Coconut Milk');
const CARROT = ingredientIdFor('Carrot'); // piece, keeps 14 days
const TOMATO = ingredientIdFor('Tomato'); // piece, shelf life unknown
const UNKNOWN_INGREDIENT = '0b6a3b4e-2f7c-4d1a-9e8b-5c3d2a1f0e9d';

const ITEM_FIELDS = [
  'id',
  'pantry_id',
  'app_user_id',
  'ingredient_id',
  'ingredient_name',
  'primary_food_group',
  'quantity',
  'unit_of_measurement',
  'purchase_date',
  'expiration_date',
  'is_confirmed',
  'confirmed_at',
  'quantity_text',
].sort();

let larder: TestLarder;
let pool: pg.Pool;

beforeAll(async () => {
  larder = await startTestLarder();
  pool = new pg.Pool({ connectionString: larder.database.url, max: 2 });
});
afterAll(async () => {
  await pool?.end();
  await larder?.close();
});

const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const plusDays = (date: string, days: number) => {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
};

const listPath = (user: TestUser) => `/api/v1/pantry-ingredient/pantry/${user.pantryId}/app_user/${user.appUserId}`;
const itemPath = (user: TestUser, itemId: string) => `/api/v1/pantry-ingredient/${itemId}/pantry/${user.pantryId}/app_user/${user.appUserId}`;
const confirmPath = (user: TestUser, ingredientId: string) =>
  `/api/v1/pantry-ingredient/ingredient_id/${ingredientId}/pantry_id/${user.pantryId}/app_user/${user.appUserId}`;
const goneFromPantryPath = (user: TestUser, ingredientId: string) =>
  `/api/v1/pantry-ingredient/ingredient_no_longer_in_pantry/${ingredientId}/${user.pantryId}/${user.appUserId}`;

async function list(user: TestUser): Promise<any[]> {
  const response = await user.client.get(listPath(user));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function add(user: TestUser, body: Record<string, unknown>, headers?: Record<string, string>): Promise<ApiResponse> {
  return user.client.post('/api/v1/pantry-ingredient', { pantry_id: user.pantryId, app_user_id: user.appUserId, ...body }, headers);
}

async function addOk(user: TestUser, body: Record<string, unknown>): Promise<any> {
  const response = await add(user, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const expectError = (response: ApiResponse, status: number, message: string) => {
  expect({ status: response.status, error: response.body?.error }).toEqual({ status, error: message });
};

/**
 * Events on one stream, or on every pantry. (Not the whole log: a cook who signs in with setup and
 * access has their week planned in the background, and those events say nothing about the pantry.)
 */
async function eventCount(streamId?: string): Promise<number> {
  const { rows } = streamId
    ? await pool.query<{ count: number }>('select count(*)::int as count from events where stream_id = $1', [streamId])
    : await pool.query<{ count: number }>("select count(*)::int as count from events where stream_id like 'pantry-%'");
  return rows[0]!.count;
}

const pantryStream = (user: TestUser) => `pantry-${user.pantryId}`;

describe('adding a pantry item', () => {
  it('answers 201 with the item, named, grouped and kept in its ingredient’s unit whatever unit the cook gave', async () => {
    const cook = await signIn(larder);
    const purchased = utcDay(-2);
    const added = await addOk(cook, { ingredient_id: SPINACH, quantity: 0.25, unit_of_measurement: 'kg', purchase_date: purchased });

    expect(Object.keys(added).sort()).toEqual(ITEM_FIELDS);
    expect(added).toMatchObject({
      pantry_id: cook.pantryId,
      app_user_id: cook.appUserId,
      ingredient_id: SPINACH,
      ingredient_name: 'Spinach',
      primary_food_group: 'Produce',
      quantity: 250,
      unit_of_measurement: 'g',
      quantity_text: '250 g',
      purchase_date: purchased,
      is_confirmed: false,
      confirmed_at: null,
    });
    expect(added.id).toMatch(/^[0-9a-f-]{36}$/);
    // Read your writes: the list shows it at once, with no polling.
    expect(await list(cook)).toEqual([added]);
  });

  it("expires the ingredient's shelf life after the purchase date when no expiration date is sent", async () => {
    const cook = await signIn(larder);
    const purchased = utcDay(-5);
    const onion = await addOk(cook, { ingredient_id: ONION, quantity: 3, purchase_date: purchased });
    const spinach = await addOk(cook, { ingredient_id: SPINACH, quantity: 100, purchase_date: purchased, expiration_date: null });
    expect(onion.expiration_date).toBe(plusDays(purchased, 30));
    expect(spinach.expiration_date).toBe(plusDays(purchased, 3));
  });

  it('keeps an expiration date the cook typed', async () => {
    const cook = await signIn(larder);
    const added = await addOk(cook, { ingredient_id: ONION, quantity: 1, purchase_date: utcDay(-1), expiration_date: '2031-02-28' });
    expect(added.expiration_date).toBe('2031-02-28');
    expect((await list(cook))[0].expiration_date).toBe('2031-02-28');
  });

  it('leaves the expiration empty for an ingredient whose shelf life is unknown', async () => {
    const cook = await signIn(larder);
    const added = await addOk(cook, { ingredient_id: TOMATO, quantity: 4, purchase_date: utcDay(-1) });
    expect(added).toMatchObject({ ingredient_name: 'Tomato', unit_of_measurement: 'piece', expiration_date: null });
  });

  it('dates the purchase today when no purchase date is sent, and accepts today', async () => {
    const cook = await signIn(larder);
    const before = utcDay();
    const defaulted = await addOk(cook, { ingredient_id: CARROT, quantity: 2 });
    const after = utcDay();
    expect([before, after]).toContain(defaulted.purchase_date);
    expect(defaulted.expiration_date).toBe(plusDays(defaulted.purchase_date, 14));

    const today = await addOk(cook, { ingredient_id: CARROT, quantity: 1, purchase_date: utcDay() });
    expect(today.purchase_date).toBe(utcDay());
  });

  it('adds several items in one call to /pantry-ingredient/multiple', async () => {
    const cook = await signIn(larder);
    const purchased = utcDay(-3);
    const response = await cook.client.post('/api/v1/pantry-ingredient/multiple', {
      ingredients: [
        { pantry_id: cook.pantryId, app_user_id: cook.appUserId, ingredient_id: SPINACH, quantity: 150, unit_of_measurement: 'g', purchase_date: purchased },
        { pantry_id: cook.pantryId, app_user_id: cook.appUserId, ingredient_id: ONION, quantity: 2.5, purchase_date: purchased, expiration_date: '2030-01-01' },
      ],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toHaveLength(2);
    for (const item of response.body) expect(Object.keys(item).sort()).toEqual(ITEM_FIELDS);
    const byName = Object.fromEntries(response.body.map((item: any) => [item.ingredient_name, item]));
    expect(byName.Spinach).toMatchObject({ quantity: 150, unit_of_measurement: 'g', expiration_date: plusDays(purchased, 3) });
    expect(byName['Yellow onion']).toMatchObject({ quantity: 2.5, unit_of_measurement: 'piece', expiration_date: '2030-01-01' });
    expect((await list(cook)).map((item) => item.id).sort()).toEqual(response.body.map((item: any) => item.id).sort());
  });
});

describe('adding in the units a cook buys in (decision 0034)', () => {
  it('takes milk as 1.5 l, flour as 2 cups and an onion as 220 g, each kept in its ingredient’s unit', async () => {
    const cook = await signIn(larder);
    const milk = await addOk(cook, { ingredient_id: MILK, quantity: 1.5, unit_of_measurement: 'l' });
    expect(milk).toMatchObject({ quantity: 1500, unit_of_measurement: 'ml', quantity_text: '1.5 l' });
    const flour = await addOk(cook, { ingredient_id: FLOUR, quantity: 2, unit_of_measurement: 'cup' });
    expect(flour.unit_of_measurement).toBe('g');
    expect(flour.quantity).toBeGreaterThan(200);
    expect(flour.quantity).toBeLessThan(300);
    const onion = await addOk(cook, { ingredient_id: ONION, quantity: 220, unit_of_measurement: 'g' });
    expect(onion).toMatchObject({ quantity: 2, unit_of_measurement: 'piece', quantity_text: '2' });
  });

  it('answers 400 with the units it takes when no conversion exists, and adds nothing', async () => {
    const cook = await signIn(larder);
    const response = await cook.client.post('/api/v1/pantry-ingredient', { pantry_id: cook.pantryId, app_user_id: cook.appUserId, ingredient_id: FLOUR, quantity: 3, unit_of_measurement: 'piece' });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/^All-purpose flour cannot be measured in pieces: give it in g, kg, oz, lb, ml, l, tsp, tbsp, cup, fl oz or pinch\.$/);
    const unknown = await cook.client.post('/api/v1/pantry-ingredient', { pantry_id: cook.pantryId, app_user_id: cook.appUserId, ingredient_id: FLOUR, quantity: 3, unit_of_measurement: 'handful' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/^unit_of_measurement must be one of: g, kg/);
    expect(await list(cook)).toEqual([]);
  });

  it('shows a US cook’s pantry in ounces and cups', async () => {
    const cook = await signIn(larder);
    expect((await cook.client.put(`/api/v1/users/kitchen/${cook.appUserId}`, { unit_system: 'us' })).status).toBe(200);
    await addOk(cook, { ingredient_id: MILK, quantity: 1, unit_of_measurement: 'l' });
    await addOk(cook, { ingredient_id: SPINACH, quantity: 1, unit_of_measurement: 'lb' });
    expect((await list(cook)).map((item: any) => item.quantity_text)).toEqual(['4 cups', '1 lb']);
  });

  it('says a recipe’s amounts in the system asked for: ounces and cups for a US cook', async () => {
    const cook = await signIn(larder);
    const metric = (await cook.client.get(`/api/v1/recipe-ingredient/recipe/${BANANAS}`)).body as Array<{ quantity_text: string }>;
    const us = (await cook.client.get(`/api/v1/recipe-ingredient/recipe/${BANANAS}?unit_system=us`)).body as Array<{ quantity_text: string; unit_of_measurement: string }>;
    expect(us.map((line) => line.quantity_text)).not.toEqual(metric.map((line) => line.quantity_text));
    expect(us.map((line) => line.quantity_text)).toContain('1 cup');
    expect((await cook.client.get(`/api/v1/recipe-ingredient/recipe/${BANANAS}?unit_system=imperial`)).status).toBe(400);
    for (const line of us) if (line.unit_of_measurement === 'g') expect(line.quantity_text).not.toMatch(/\d g$/);
  });

  it('refuses a paid amount that is not a whole number of cents from 0 to 100,000', async () => {
    const cook = await signIn(larder);
    for (const paid of [-1, 1.5, 100_001, '3']) {
      const response = await cook.client.post('/api/v1/pantry-ingredient', { pantry_id: cook.pantryId, app_user_id: cook.appUserId, ingredient_id: ONION, quantity: 1, paid_cents: paid });
      expect(response.status, String(paid)).toBe(400);
      expect(response.body.error).toMatch(/paid_cents/);
    }
  });
});

describe('who may add to a pantry (spec §6)', () => {
  it('needs setup complete, then access, before anything is added', async () => {
    const cook = await signIn(larder, { ready: false });
    const single = await add(cook, { ingredient_id: SPINACH, quantity: 1 });
    expectError(single, 403, 'Please complete your meal preferences setup first.');
    expect(single.body.reason).toBe('setup_incomplete');
    await cook.client.post(`/api/v1/users/setup_complete/${cook.appUserId}`, SETUP_PREFERENCES);
    const batch = await cook.client.post('/api/v1/pantry-ingredient/multiple', { ingredients: [{ ingredient_id: SPINACH, quantity: 1 }] });
    expectError(batch, 403, 'This needs a subscription or a beta code. Choose a plan on the pricing page.');
    expect(batch.body.reason).toBe('no_access');
    expect(await eventCount(pantryStream(cook))).toBe(0);
    const [code] = await issueTestBetaCodes(larder, 1);
    await cook.client.post('/api/v1/beta-code', { code });
    expect((await add(cook, { ingredient_id: SPINACH, quantity: 1 })).status).toBe(201);
  });
});

describe('the validation messages of the add form (spec §5)', () => {
  let cook: TestUser;
  beforeAll(async () => {
    cook = await signIn(larder);
  });

  it.each([
    ['is missing', { quantity: 1 }],
    ['is blank', { ingredient_id: '', quantity: 1 }],
    ['is not an id', { ingredient_id: 'spinach', quantity: 1 }],
    ['is no ingredient we know', { ingredient_id: UNKNOWN_INGREDIENT, quantity: 1 }],
  ])("answers 400 'Please select an ingredient' when the ingredient %s", async (_case, body) => {
    expectError(await add(cook, { purchase_date: utcDay(-1), ...body }), 400, 'Please select an ingredient');
  });

  it.each([
    ['zero', 0],
    ['negative', -2],
    ['text', 'a handful'],
    ['blank', ''],
    ['null', null],
    ['missing', undefined],
  ])("answers 400 'Please enter a valid quantity' when the quantity is %s", async (_case, quantity) => {
    expectError(await add(cook, { ingredient_id: SPINACH, quantity, purchase_date: utcDay(-1) }), 400, 'Please enter a valid quantity');
  });

  it("answers 400 'Purchase date cannot be in the future.' for a date after today", async () => {
    expectError(await add(cook, { ingredient_id: SPINACH, quantity: 1, purchase_date: utcDay(2) }), 400, 'Purchase date cannot be in the future.');
    expectError(await add(cook, { ingredient_id: SPINACH, quantity: 1, purchase_date: '2999-01-01' }), 400, 'Purchase date cannot be in the future.');
  });

  it('answers 400 for a quantity past 100,000 or an expiry before the purchase, and keeps the item as it was', async () => {
    const cook = await signIn(larder);
    expectError(await add(cook, { ingredient_id: SPINACH, quantity: 99999999999999999, purchase_date: utcDay(-1) }), 400, 'Please enter a quantity of 100,000 or less.');
    expectError(await add(cook, { ingredient_id: SPINACH, quantity: 1, purchase_date: utcDay(-1), expiration_date: utcDay(-2) }), 400, 'Expiration date cannot be before the purchase date.');
    const item = await addOk(cook, { ingredient_id: SPINACH, quantity: 100_000, purchase_date: utcDay(-1), expiration_date: utcDay(-1) });
    expectError(await cook.client.put(itemPath(cook, item.id), { quantity: 100_001 }), 400, 'Please enter a quantity of 100,000 or less.');
    expectError(await cook.client.put(itemPath(cook, item.id), { expiration_date: utcDay(-3) }), 400, 'Expiration date cannot be before the purchase date.');
    expect((await list(cook)).find((row) => row.id === item.id)).toMatchObject({ quantity: 100_000, expiration_date: utcDay(-1) });
  });

  it('gives the same messages for one bad item in a batch, and adds none of the batch', async () => {
    const good = { ingredient_id: ONION, quantity: 1, purchase_date: utcDay(-1) };
    const batch = (bad: Record<string, unknown>) => cook.client.post('/api/v1/pantry-ingredient/multiple', { ingredients: [good, bad] });
    expectError(await batch({ quantity: 1 }), 400, 'Please select an ingredient');
    expectError(await batch({ ingredient_id: UNKNOWN_INGREDIENT, quantity: 1 }), 400, 'Please select an ingredient');
    expectError(await batch({ ingredient_id: SPINACH, quantity: 0 }), 400, 'Please enter a valid quantity');
    expectError(await batch({ ingredient_id: SPINACH, quantity: 1, purchase_date: utcDay(3) }), 400, 'Purchase date cannot be in the future.');
    expect(await list(cook)).toEqual([]);
  });

  it('rejects a date that does not exist on the calendar, and keeps the pantry working', async () => {
    for (const date of ['2026-02-30', '0000-01-01', '26-01-01']) {
      const response = await add(cook, { ingredient_id: SPINACH, quantity: 1, purchase_date: date });
      expect(response.status, `${date}: ${JSON.stringify(response.body)}`).toBe(400);
      const expiring = await add(cook, { ingredient_id: SPINACH, quantity: 1, purchase_date: utcDay(-1), expiration_date: date });
      expect(expiring.status, `${date}: ${JSON.stringify(expiring.body)}`).toBe(400);
    }
    // A date the read model cannot hold must never be accepted: every later write would wait on it.
    const after = await add(cook, { ingredient_id: SPINACH, quantity: 1, purchase_date: utcDay(-1) });
    expect(after.status, JSON.stringify(after.body)).toBe(201);
    expect(await list(cook)).toHaveLength(1);
  });

  it("answers 400 'Please enter a valid quantity' for a negative or non-numeric inline edit, and accepts 0", async () => {
    const item = await addOk(cook, { ingredient_id: CARROT, quantity: 3, purchase_date: utcDay(-1) });
    expectError(await cook.client.put(itemPath(cook, item.id), { quantity: -1 }), 400, 'Please enter a valid quantity');
    expectError(await cook.client.put(itemPath(cook, item.id), { quantity: 'lots' }), 400, 'Please enter a valid quantity');
    // A cleared input is no quantity: it must not empty the item.
    expectError(await cook.client.put(itemPath(cook, item.id), { quantity: '' }), 400, 'Please enter a valid quantity');
    expectError(await cook.client.put(itemPath(cook, item.id), { quantity: null }), 400, 'Please enter a valid quantity');
    expect((await list(cook)).find((row) => row.id === item.id).quantity).toBe(3);

    const zero = await cook.client.put(itemPath(cook, item.id), { quantity: 0 });
    expect(zero.status, JSON.stringify(zero.body)).toBe(200);
    expect((await list(cook)).find((row) => row.id === item.id).quantity).toBe(0);
  });
});

describe('changing and removing pantry items', () => {
  it('changes the quantity; the answer and the list show it at once', async () => {
    const cook = await signIn(larder);
    const item = await addOk(cook, { ingredient_id: CARROT, quantity: 6, purchase_date: utcDay(-1) });
    const changed = await cook.client.put(itemPath(cook, item.id), { quantity: 2.5 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toEqual({ ...item, quantity: 2.5, quantity_text: '2½' });
    expect(await list(cook)).toEqual([{ ...item, quantity: 2.5, quantity_text: '2½' }]);
  });

  it('changes the expiration date, and clears it with null', async () => {
    const cook = await signIn(larder);
    const item = await addOk(cook, { ingredient_id: SPINACH, quantity: 100, purchase_date: utcDay(-1) });
    const moved = await cook.client.put(itemPath(cook, item.id), { expiration_date: '2030-06-15' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ id: item.id, expiration_date: '2030-06-15', quantity: 100 });
    expect((await list(cook))[0].expiration_date).toBe('2030-06-15');

    const cleared = await cook.client.put(itemPath(cook, item.id), { expiration_date: null });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.expiration_date).toBeNull();
    expect((await list(cook))[0].expiration_date).toBeNull();
  });

  it('answers 400 for an edit with nothing to change', async () => {
    const cook = await signIn(larder);
    const item = await addOk(cook, { ingredient_id: SPINACH, quantity: 100, purchase_date: utcDay(-1) });
    const response = await cook.client.put(itemPath(cook, item.id), {});
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual(expect.any(String));
  });

  it('confirms every item of an ingredient with is_confirmed and confirmed_at, and unconfirms them', async () => {
    const cook = await signIn(larder);
    const first = await addOk(cook, { ingredient_id: SPINACH, quantity: 100, purchase_date: utcDay(-3) });
    const second = await addOk(cook, { ingredient_id: SPINACH, quantity: 50, purchase_date: utcDay(-1) });
    const other = await addOk(cook, { ingredient_id: ONION, quantity: 1, purchase_date: utcDay(-1) });

    const confirmed = await cook.client.put(confirmPath(cook, SPINACH), { is_confirmed: true, confirmed_at: '2026-11-20T09:30:00.000Z' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.map((item: any) => item.id).sort()).toEqual([first.id, second.id].sort());
    for (const item of confirmed.body) {
      expect(item).toMatchObject({ is_confirmed: true, ingredient_id: SPINACH });
      expect(new Date(item.confirmed_at).toISOString()).toBe('2026-11-20T09:30:00.000Z');
    }
    const listed = await list(cook);
    expect(listed.filter((item) => item.is_confirmed).map((item) => item.id).sort()).toEqual([first.id, second.id].sort());
    expect(listed.find((item) => item.id === other.id)).toMatchObject({ is_confirmed: false, confirmed_at: null });

    const unconfirmed = await cook.client.put(confirmPath(cook, SPINACH), { is_confirmed: false, confirmed_at: null });
    expect(unconfirmed.status, JSON.stringify(unconfirmed.body)).toBe(200);
    expect((await list(cook)).every((item) => !item.is_confirmed && item.confirmed_at === null)).toBe(true);
  });

  it('stamps the confirmation with the current time when confirmed_at is missing', async () => {
    const cook = await signIn(larder);
    await addOk(cook, { ingredient_id: CARROT, quantity: 1, purchase_date: utcDay(-1) });
    const before = Date.now();
    const confirmed = await cook.client.put(confirmPath(cook, CARROT), { is_confirmed: true });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const at = Date.parse(confirmed.body[0].confirmed_at);
    expect(at).toBeGreaterThanOrEqual(before - 1_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1_000);
  });

  it('keeps a confirmation time written the way a browser or PostgreSQL prints it', async () => {
    const cook = await signIn(larder);
    await addOk(cook, { ingredient_id: CARROT, quantity: 1, purchase_date: utcDay(-1) });
    for (const written of ['Fri Nov 20 2026 10:30:00 GMT+0100 (Central European Standard Time)', '2026-11-20 09:30:00+00']) {
      const confirmed = await cook.client.put(confirmPath(cook, CARROT), { is_confirmed: true, confirmed_at: written });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      expect(new Date(confirmed.body[0].confirmed_at).toISOString(), written).toBe('2026-11-20T09:30:00.000Z');
      await cook.client.put(confirmPath(cook, CARROT), { is_confirmed: false });
    }
  });

  it('never lets an odd confirmation time stall the pantry for everyone', async () => {
    const cook = await signIn(larder);
    const other = await signIn(larder);
    await addOk(cook, { ingredient_id: CARROT, quantity: 1, purchase_date: utcDay(-1) });
    // JavaScript reads these as dates; PostgreSQL does not.
    for (const written of ['1', 'Nov 20', '99999', 'not a date']) {
      const confirmed = await cook.client.put(confirmPath(cook, CARROT), { is_confirmed: true, confirmed_at: written });
      expect(confirmed.status, `${written}: ${JSON.stringify(confirmed.body)}`).toBe(200);
      expect(Number.isNaN(Date.parse(confirmed.body[0].confirmed_at)), written).toBe(false);
      expect((await cook.client.put(confirmPath(cook, CARROT), { is_confirmed: false })).status).toBe(200);
    }
    expect(await addOk(other, { ingredient_id: ONION, quantity: 1, purchase_date: utcDay(-1) })).toMatchObject({ quantity: 1 });
  });

  it('answers 404 when confirming an ingredient that is not in the pantry', async () => {
    const cook = await signIn(larder);
    const response = await cook.client.put(confirmPath(cook, SPINACH), { is_confirmed: true, confirmed_at: null });
    expect(response.status).toBe(404);
    expect(response.body.error).toEqual(expect.any(String));
  });

  it('removes every item of an ingredient that is no longer in the pantry', async () => {
    const cook = await signIn(larder);
    const first = await addOk(cook, { ingredient_id: SPINACH, quantity: 100, purchase_date: utcDay(-3) });
    const second = await addOk(cook, { ingredient_id: SPINACH, quantity: 50, purchase_date: utcDay(-1) });
    const kept = await addOk(cook, { ingredient_id: ONION, quantity: 1, purchase_date: utcDay(-1) });
    const response = await cook.client.post(goneFromPantryPath(cook, SPINACH), { quantity: 0 });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect([...response.body.removed].sort()).toEqual([first.id, second.id].sort());
    expect(await list(cook)).toEqual([kept]);
  });

  it('deletes one item', async () => {
    const cook = await signIn(larder);
    const gone = await addOk(cook, { ingredient_id: SPINACH, quantity: 100, purchase_date: utcDay(-1) });
    const kept = await addOk(cook, { ingredient_id: ONION, quantity: 1, purchase_date: utcDay(-1) });
    const response = await cook.client.delete(itemPath(cook, gone.id));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ deleted: [gone.id] });
    expect(await list(cook)).toEqual([kept]);
    // Deleting it again is a clear 404, not a silent success.
    expect((await cook.client.delete(itemPath(cook, gone.id))).status).toBe(404);
  });

  it('deletes several items at once and leaves the others', async () => {
    const cook = await signIn(larder);
    const items = [];
    for (const ingredient of [SPINACH, ONION, CARROT]) items.push(await addOk(cook, { ingredient_id: ingredient, quantity: 1, purchase_date: utcDay(-1) }));
    const response = await cook.client.delete(`/api/v1/pantry-ingredient/multiple/app_user/${cook.appUserId}`, { ids: [items[0].id, items[2].id] });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect([...response.body.deleted].sort()).toEqual([items[0].id, items[2].id].sort());
    expect(await list(cook)).toEqual([items[1]]);
  });

  it('deletes nothing when one of the ids is not in the pantry', async () => {
    const cook = await signIn(larder);
    const item = await addOk(cook, { ingredient_id: SPINACH, quantity: 1, purchase_date: utcDay(-1) });
    const response = await cook.client.delete(`/api/v1/pantry-ingredient/multiple/app_user/${cook.appUserId}`, { ids: [item.id, UNKNOWN_INGREDIENT] });
    expect(response.status).toBe(404);
    expect(await list(cook)).toEqual([item]);
  });

  it('answers the grocery-list refresh with the documented empty shape', async () => {
    // A cook with no plan in either week (the refresh needs no access). A ready cook's week is being
    // generated in the background, and a meal of it planned before the call would put a line here.
    const cook = await signIn(larder, { ready: false });
    const response = await cook.client.post('/api/v1/pantry-ingredient/refresh_grocery_list_ingredients_on_pantry_ingredient_crud', {
      ingredientId: SPINACH,
      appUserId: cook.appUserId,
      todaysBrowserDate: utcDay(),
      nextWeekBrowserDate: utcDay(7),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({
      thisWeekGroceryListIngredientsRefreshed: { groceryListIngredientRefreshed: [] },
      nextWeekGroceryListIngredientsRefreshed: { groceryListIngredientRefreshed: [] },
    });
  });

  it('keeps every item when many tabs add at the same moment', async () => {
    const cook = await signIn(larder);
    const ingredients = [SPINACH, ONION, CARROT, TOMATO, SPINACH].flatMap((ingredient) => [ingredient, ingredient, ingredient, ingredient]);
    const answers = await Promise.all(ingredients.map((ingredient) => add(cook, { ingredient_id: ingredient, quantity: 1, purchase_date: utcDay(-1) })));
    expect(answers.map((answer) => answer.status)).toEqual(ingredients.map(() => 201));
    expect(await list(cook)).toHaveLength(ingredients.length);
  });
});

describe('reading a pantry', () => {
  it("looks each item's ingredient up by its id instead of scanning the whole catalogue", async () => {
    const cook = await signIn(larder);
    for (const ingredient of [SPINACH, ONION, CARROT, TOMATO]) await addOk(cook, { ingredient_id: ingredient, quantity: 1, purchase_date: utcDay(-1) });
    await pool.query('analyze ingredients; analyze pantry_items');
    // The plan PostgreSQL would run for this pantry, as the read prepares it.
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>({ text: `explain ${READ_PANTRY_SQL}`, values: [cook.pantryId, pantryStream(cook)] });
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).not.toMatch(/Seq Scan on ingredients/);
    expect(plan).toMatch(/Index Scan using ingredients_pkey on ingredients/);
    // And what it reads is the pantry, named.
    expect((await list(cook)).map((item) => item.ingredient_name).sort()).toEqual(['Carrot', 'Spinach', 'Tomato', 'Yellow onion']);
  });
});

describe('ingredient reads the pantry form uses', () => {
  const anonymous = () => new ApiClient(larder.baseUrl);

  it('lists the ingredients with unit, shelf life and food group', async () => {
    const response = await anonymous().get('/api/v1/ingredient');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(50);
    expect(response.body.find((row: any) => row.id === SPINACH)).toMatchObject({
      id: SPINACH,
      name: 'Spinach',
      unit_of_measurement: 'g',
      estimated_shelf_life: 3,
      primary_food_group: 'Produce',
    });
  });

  it('gives the units of measurement as an array of {unit}', async () => {
    const response = await anonymous().get('/api/v1/ingredient/unit_of_measurement_enum');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
    for (const row of response.body) expect(Object.keys(row)).toEqual(['unit']);
    expect(response.body.map((row: any) => row.unit)).toEqual(expect.arrayContaining(['g', 'piece', 'ml']));
  });

  it('gives one ingredient as an array whose first item has unit_of_measurement and estimated_shelf_life', async () => {
    const response = await anonymous().get(`/api/v1/ingredient/${ONION}`);
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1);
    expect(response.body[0]).toMatchObject({ id: ONION, name: 'Yellow onion', unit_of_measurement: 'piece', estimated_shelf_life: 30 });
    expect((await anonymous().get(`/api/v1/ingredient/${UNKNOWN_INGREDIENT}`)).status).toBe(404);
    expect((await anonymous().get('/api/v1/ingredient/spinach')).status).toBe(400);
  });
});

describe("another cook's pantry", () => {
  it("is out of reach on every pantry call, and stays as it was", async () => {
    const owner = await signIn(larder);
    const intruder = await signIn(larder);
    const spinach = await addOk(owner, { ingredient_id: SPINACH, quantity: 100, purchase_date: utcDay(-1) });
    const onion = await addOk(owner, { ingredient_id: ONION, quantity: 2, purchase_date: utcDay(-1) });
    const before = await list(owner);
    const eventsBefore = await eventCount(pantryStream(owner));

    const theirs = { pantry: owner.pantryId, user: owner.appUserId };
    const mine = { pantry: intruder.pantryId, user: intruder.appUserId };
    const newItem = (ids: { pantry: string; user: string }) => ({ pantry_id: ids.pantry, app_user_id: ids.user, ingredient_id: CARROT, quantity: 1, purchase_date: utcDay(-1) });
    const calls: Array<[string, () => Promise<ApiResponse>]> = [];
    for (const ids of [theirs, { pantry: theirs.pantry, user: mine.user }, { pantry: mine.pantry, user: theirs.user }]) {
      const label = `pantry ${ids.pantry === theirs.pantry ? 'theirs' : 'mine'}, user ${ids.user === theirs.user ? 'theirs' : 'mine'}`;
      const base = `/api/v1/pantry-ingredient`;
      calls.push(
        [`add (${label})`, () => intruder.client.post(base, newItem(ids))],
        [`add several (${label})`, () => intruder.client.post(`${base}/multiple`, { ingredients: [newItem(ids)] })],
        [`list (${label})`, () => intruder.client.get(`${base}/pantry/${ids.pantry}/app_user/${ids.user}`)],
        [`change quantity (${label})`, () => intruder.client.put(`${base}/${spinach.id}/pantry/${ids.pantry}/app_user/${ids.user}`, { quantity: 1 })],
        [`change expiry (${label})`, () => intruder.client.put(`${base}/${spinach.id}/pantry/${ids.pantry}/app_user/${ids.user}`, { expiration_date: null })],
        [`confirm (${label})`, () => intruder.client.put(`${base}/ingredient_id/${SPINACH}/pantry_id/${ids.pantry}/app_user/${ids.user}`, { is_confirmed: true, confirmed_at: null })],
        [`no longer in pantry (${label})`, () => intruder.client.post(`${base}/ingredient_no_longer_in_pantry/${SPINACH}/${ids.pantry}/${ids.user}`, { quantity: 0 })],
        [`delete one (${label})`, () => intruder.client.delete(`${base}/${spinach.id}/pantry/${ids.pantry}/app_user/${ids.user}`)],
      );
    }
    calls.push(
      ['delete several (their user)', () => intruder.client.delete(`/api/v1/pantry-ingredient/multiple/app_user/${theirs.user}`, { ids: [spinach.id, onion.id] })],
      ['grocery refresh (their user)', () => intruder.client.post('/api/v1/pantry-ingredient/refresh_grocery_list_ingredients_on_pantry_ingredient_crud', { ingredientId: SPINACH, appUserId: theirs.user, todaysBrowserDate: utcDay(), nextWeekBrowserDate: utcDay(7) })],
      // Their item ids under my own pantry and user: the item is simply not in my pantry.
      ['change their item in my pantry', () => intruder.client.put(itemPath(intruder, spinach.id), { quantity: 1 })],
      ['clear the expiry of their item in my pantry', () => intruder.client.put(itemPath(intruder, onion.id), { expiration_date: null })],
      ['delete their item from my pantry', () => intruder.client.delete(itemPath(intruder, spinach.id))],
      ['delete several of their items as me', () => intruder.client.delete(`/api/v1/pantry-ingredient/multiple/app_user/${mine.user}`, { ids: [spinach.id, onion.id] })],
    );

    const outcomes = [];
    for (const [label, call] of calls) {
      const response = await call();
      outcomes.push({ label, status: response.status, hasError: typeof response.body?.error === 'string' });
    }
    expect(outcomes.filter((outcome) => ![403, 404].includes(outcome.status) || !outcome.hasError)).toEqual([]);

    expect(await list(owner)).toEqual(before);
    expect(await eventCount(pantryStream(owner))).toBe(eventsBefore);
    expect(await list(intruder)).toEqual([]);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated add with the first answer and adds nothing', async () => {
    const cook = await signIn(larder);
    const body = { ingredient_id: SPINACH, quantity: 120, purchase_date: utcDay(-1) };
    const headers = { 'idempotency-key': `add-spinach-${cook.sub}` };
    const first = await add(cook, body, headers);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const events = await eventCount();

    const again = await add(cook, body, headers);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await list(cook)).toEqual([first.body]);
    expect(await eventCount()).toBe(events);
  });

  it('adds once when the same request arrives several times at once', async () => {
    const cook = await signIn(larder);
    const headers = { 'idempotency-key': `burst-${cook.sub}` };
    const answers = await Promise.all([1, 2, 3, 4].map(() => add(cook, { ingredient_id: ONION, quantity: 1, purchase_date: utcDay(-1) }, headers)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(await list(cook)).toHaveLength(1);
    expect(await eventCount(pantryStream(cook))).toBe(1);
  });

  it('answers a repeated delete with the first answer, not a 404', async () => {
    const cook = await signIn(larder);
    const item = await addOk(cook, { ingredient_id: SPINACH, quantity: 1, purchase_date: utcDay(-1) });
    const headers = { 'idempotency-key': `delete-${item.id}` };
    const first = await cook.client.delete(itemPath(cook, item.id), undefined, headers);
    const again = await cook.client.delete(itemPath(cook, item.id), undefined, headers);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    expect(await eventCount(pantryStream(cook))).toBe(2);
  });

  it('answers 422 when the same key comes with a different body, and changes nothing', async () => {
    const cook = await signIn(larder);
    const headers = { 'idempotency-key': `reuse-${cook.sub}` };
    const first = await add(cook, { ingredient_id: SPINACH, quantity: 1, purchase_date: utcDay(-1) }, headers);
    expect(first.status).toBe(201);
    const events = await eventCount();
    const reused = await add(cook, { ingredient_id: SPINACH, quantity: 2, purchase_date: utcDay(-1) }, headers);
    expect(reused.status).toBe(422);
    expect(reused.body.error).toMatch(/Idempotency-Key/);
    expect(await list(cook)).toEqual([first.body]);
    expect(await eventCount()).toBe(events);
  });

  it('keeps two cooks who happen to choose the same key apart', async () => {
    const first = await signIn(larder);
    const second = await signIn(larder);
    const headers = { 'idempotency-key': 'the-same-key-for-both' };
    const body = { ingredient_id: SPINACH, quantity: 1, purchase_date: utcDay(-1) };
    expect((await add(first, body, headers)).status).toBe(201);
    expect((await add(second, body, headers)).status).toBe(201);
    expect(await list(first)).toHaveLength(1);
    expect(await list(second)).toHaveLength(1);
  });

  it('answers 400 for a key that is not a usable key', async () => {
    const cook = await signIn(larder);
    const response = await add(cook, { ingredient_id: SPINACH, quantity: 1, purchase_date: utcDay(-1) }, { 'idempotency-key': 'x' });
    expect(response.status).toBe(400);
    expect(await list(cook)).toEqual([]);
  });
});

describe('If-Match', () => {
  const CONFLICT = /changed this data at the same time.*Reload and try again/;

  it('answers 409 with a clear message when the pantry moved on since the version sent, and changes nothing', async () => {
    const cook = await signIn(larder);
    // A new pantry is at version 0; each accepted change moves it on by its events.
    const first = await add(cook, { ingredient_id: SPINACH, quantity: 100, purchase_date: utcDay(-1) }, { 'if-match': '"0"' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);

    const stale = await add(cook, { ingredient_id: ONION, quantity: 1, purchase_date: utcDay(-1) }, { 'if-match': '"0"' });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(CONFLICT);
    expect(stale.body.currentVersion).toBe(1);
    expect(await list(cook)).toEqual([first.body]);

    const current = await cook.client.put(itemPath(cook, first.body.id), { quantity: 80 }, { 'if-match': '"1"' });
    expect(current.status, JSON.stringify(current.body)).toBe(200);

    const staleEdit = await cook.client.put(itemPath(cook, first.body.id), { quantity: 60 }, { 'if-match': '"1"' });
    expect(staleEdit.status).toBe(409);
    expect(staleEdit.body.error).toMatch(CONFLICT);
    const staleDelete = await cook.client.delete(itemPath(cook, first.body.id), undefined, { 'if-match': '1' });
    expect(staleDelete.status).toBe(409);
    const staleConfirm = await cook.client.put(confirmPath(cook, SPINACH), { is_confirmed: true }, { 'if-match': '1' });
    expect(staleConfirm.status).toBe(409);
    expect(await list(cook)).toEqual([{ ...first.body, quantity: 80, quantity_text: '80 g' }]);
    expect(await eventCount(pantryStream(cook))).toBe(2);
  });

  it('gives the version to send back as an ETag on the list and on every change', async () => {
    const cook = await signIn(larder);
    const empty = await cook.client.get(`/api/v1/pantry-ingredient/pantry/${cook.pantryId}/app_user/${cook.appUserId}`);
    expect(empty.headers.get('etag')).toBe('"0"');
    const added = await add(cook, { ingredient_id: SPINACH, quantity: 100, purchase_date: utcDay(-1) }, { 'if-match': empty.headers.get('etag')! });
    expect(added.status).toBe(201);
    expect(added.headers.get('etag')).toBe('"1"');
    const edited = await cook.client.put(itemPath(cook, added.body.id), { quantity: 50 }, { 'if-match': added.headers.get('etag')! });
    expect(edited.status).toBe(200);
    expect(edited.headers.get('etag')).toBe('"2"');
    const listed = await cook.client.get(`/api/v1/pantry-ingredient/pantry/${cook.pantryId}/app_user/${cook.appUserId}`);
    expect(listed.headers.get('etag')).toBe('"2"');
    expect(listed.body).toEqual([edited.body]);
    // Emptied again: no items, and the version counts on.
    const deleted = await cook.client.delete(itemPath(cook, added.body.id), undefined, { 'if-match': '"2"' });
    expect(deleted.status).toBe(200);
    const emptied = await cook.client.get(`/api/v1/pantry-ingredient/pantry/${cook.pantryId}/app_user/${cook.appUserId}`);
    expect(emptied.body).toEqual([]);
    expect(emptied.headers.get('etag')).toBe('"3"');
  });

  it('answers a retried write with its first answer, not a conflict with itself', async () => {
    const cook = await signIn(larder);
    const headers = { 'if-match': '0', 'idempotency-key': `guarded-add-${cook.sub}` };
    const body = { ingredient_id: CARROT, quantity: 2, purchase_date: utcDay(-1) };
    const first = await add(cook, body, headers);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const retried = await add(cook, body, headers);
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual(first.body);
    expect(await eventCount(pantryStream(cook))).toBe(1);
  });

  it('answers 400 for an If-Match that is not a version, or one no pantry can reach', async () => {
    const cook = await signIn(larder);
    for (const version of ['yesterday', '-1', '"99999999999"', '1e21']) {
      const response = await add(cook, { ingredient_id: SPINACH, quantity: 1, purchase_date: utcDay(-1) }, { 'if-match': version });
      expect(response.status, version).toBe(400);
      expect(response.body.error).toBe('If-Match must be a pantry version number.');
    }
    expect(await list(cook)).toEqual([]);
  });
});
