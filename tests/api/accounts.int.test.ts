// The user and preference calls of spec §7 as the web client makes them: profile reads, setup,
// preferences and their links, meal-plan preferences, beta codes, admin, the §5 messages, and who
// may read or change whose account.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStream } from '../../server/event-store/event-store.ts';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { mealPlanStreamId, todayUtc, weekStartOf } from '../../server/modules/meal-plans/index.ts';
import { referenceIdFor } from '../../server/modules/reference/index.ts';
import { grantAdmin } from '../../server/ops/account-ops.ts';
import { openDatabase } from '../../server/db/database.ts';
import { ApiClient, issueTestBetaCodes, mintToken, SETUP_PREFERENCES, signIn, startTestLarder, type TestLarder, type TestUser } from '../setup/larder.ts';

const diet = (key: string) => referenceIdFor('diet', key);
const cuisine = (key: string) => referenceIdFor('cuisine', key);
const SPINACH = ingredientIdFor('Spinach');
const ONION = ingredientIdFor('Yellow onion');

let larder: TestLarder;
let pool: pg.Pool;

beforeAll(async () => {
  larder = await startTestLarder();
  pool = new pg.Pool({ connectionString: larder.database.url, max: 4 });
});
afterAll(async () => {
  await pool?.end();
  await larder?.close();
});

const newCook = (options: Parameters<typeof signIn>[1] = {}) => signIn(larder, { ready: false, ...options });
const profile = async (user: TestUser) => (await user.client.get(`/api/v1/users/${user.appUserId}`)).body;
const planRequests = async (user: TestUser) =>
  (await readStream(pool, mealPlanStreamId(user.appUserId, weekStartOf(todayUtc(new Date()))))).filter((event) => event.type === 'PlanGenerationRequested');

describe('reference lists', () => {
  it.each(['/api/v1/diet', '/api/v1/cuisine', '/api/v1/food-type', '/api/v1/food-group', '/api/v1/tag/default', '/api/v1/postgres/diet', '/api/v1/postgres/cuisine'])('%s answers a list without signing in', async (path) => {
    const { status, body } = await new ApiClient(larder.baseUrl).get(path);
    expect(status).toBe(200);
    expect(Array.isArray(body) && body.length).toBeGreaterThan(3);
    expect(body[0]).toEqual(expect.objectContaining({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: expect.any(String) }));
  });
  it('lists the meal times a recipe can have', async () => {
    const { body } = await new ApiClient(larder.baseUrl).get('/api/v1/recipe-time/enum');
    expect(body).toEqual([{ value: 'Breakfast' }, { value: 'Lunch' }, { value: 'Dinner' }, { value: 'Snack' }]);
  });

  it('has a food group for every ingredient', async () => {
    const groups = new Set(((await new ApiClient(larder.baseUrl).get('/api/v1/food-group')).body as Array<{ name: string }>).map((group) => group.name));
    const ingredients = (await new ApiClient(larder.baseUrl).get('/api/v1/ingredient')).body as Array<{ primary_food_group: string }>;
    expect(ingredients.filter((ingredient) => !groups.has(ingredient.primary_food_group))).toEqual([]);
  });

  it('offers every cuisine of the landing page', async () => {
    const { body } = await new ApiClient(larder.baseUrl).get('/api/v1/cuisine');
    const names = body.map((entry: { name: string }) => entry.name);
    for (const name of ['Italian', 'Mexican', 'Indian', 'Japanese', 'Korean', 'Thai', 'Chinese', 'French', 'Spanish', 'Mediterranean']) expect(names).toContain(name);
  });
});

describe('the profile', () => {
  it('reads as the spec User, from both paths, with the setup defaults', async () => {
    const cook = await newCook();
    const [listed] = (await cook.client.get(`/api/v1/postgres/users/${cook.appUserId}`)).body;
    const single = await profile(cook);
    expect(single).toEqual(listed);
    expect(single).toMatchObject({
      id: cook.appUserId,
      supabase_id: cook.sub,
      email: cook.email,
      first_name: 'Test',
      last_name: 'Cook',
      email_confirmed: false,
      email_confirmed_at: null,
      setup_complete: false,
      has_access: false,
      pantry_id: cook.pantryId,
      stripe_customer_id: null,
      price_id: null,
      subscription_id: null,
      preferred_number_of_breakfast_meals: 3,
      preferred_number_of_lunch_meals: 3,
      preferred_number_of_dinner_meals: 3,
      preferred_breakfast_serving_size: 2,
      preferred_lunch_serving_size: 2,
      preferred_dinner_serving_size: 2,
    });
  });

  it('keeps names as plain text: markup from the sign-up metadata is stripped', async () => {
    const minted = await mintToken();
    // A token whose metadata carries markup, as a hostile sign-up form could send it.
    const { SignJWT } = await import('jose');
    const { TEST_JWT_SECRET } = await import('../setup/larder.ts');
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ email: minted.email, role: 'authenticated', user_metadata: { firstName: '<img src=x onerror=alert(1)>Ann', lastName: 'javascript:Cook<script>' } })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(minted.sub)
      .setAudience('authenticated')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const client = new ApiClient(larder.baseUrl, token);
    const deadline = Date.now() + 10_000;
    let user: { first_name: string; last_name: string } | undefined;
    while (!user && Date.now() < deadline) {
      user = (await client.get(`/api/v1/users/supabase/${minted.sub}`)).body[0];
      if (!user) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(user).toMatchObject({ first_name: 'Ann', last_name: 'Cook' });
  });

  it('says whether the caller is an admin', async () => {
    const cook = await newCook();
    expect((await cook.client.post('/api/v1/users/check_user', {})).body).toEqual({ isAdmin: false });
    const handle = openDatabase(larder.database.url, { max: 1 });
    try {
      expect(await grantAdmin(handle.pool, handle.db, cook.email.toUpperCase())).toEqual([cook.appUserId]);
    } finally {
      await handle.close();
    }
    const check = async () => (await cook.client.post('/api/v1/users/check_user', {})).body;
    await expect.poll(check, { timeout: 5_000 }).toEqual({ isAdmin: true });
  });
});

describe('confirm-email-secure', () => {
  it('records nothing while the provider says the address is unconfirmed, then records the provider time', async () => {
    // A real sign-up at the built-in provider, confirmation still pending.
    const email = `pending-${Date.now()}@example.test`;
    const signUp = await fetch(`${larder.baseUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email, password: 'Pantry-Shelf-42', data: { firstName: 'Pat', lastName: 'Fennel' } }),
    });
    const authUser = (await signUp.json()) as { id: string };
    // The product trusts its own verification of the token, not the token's say about confirmation.
    const { token } = await mintToken({ sub: authUser.id, email });
    const client = new ApiClient(larder.baseUrl, token);
    const pending = await client.post('/api/v1/users/confirm-email-secure', { supabase_id: authUser.id });
    expect(pending).toMatchObject({ status: 409, body: { user: null, error: 'Your email address is not confirmed yet. Please click the link in the confirmation email we sent you.' } });

    const [mail] = (await (await fetch(`${larder.baseUrl}/auth/v1/dev/mailbox?email=${encodeURIComponent(email)}`)).json()) as Array<{ links: string[] }>;
    await fetch(mail!.links[0]!, { redirect: 'manual' });
    const { rows } = await pool.query<{ email_confirmed_at: Date }>('select email_confirmed_at from auth.users where id = $1', [authUser.id]);
    const confirmed = await client.post('/api/v1/users/confirm-email-secure', { supabase_id: authUser.id });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user).toMatchObject({ email, email_confirmed: true, email_confirmed_at: rows[0]!.email_confirmed_at.toISOString(), first_name: 'Test' });
    // Asked again (the client polls): the same answer, and one event.
    expect((await client.post('/api/v1/users/confirm-email-secure', { supabase_id: authUser.id })).body).toEqual(confirmed.body);
    const { rows: events } = await pool.query('select count(*)::int as n from events where event_type = $1 and owner_id = $2', ['EmailConfirmed', confirmed.body.user.id]);
    expect(events[0].n).toBe(1);
  });

  it('answers 404 for a session the provider does not know', async () => {
    const cook = await newCook();
    const answer = await cook.client.post('/api/v1/users/confirm-email-secure', { supabase_id: cook.sub });
    expect(answer).toMatchObject({ status: 404, body: { user: null, error: 'Your sign-in could not be found. Please sign in again.' } });
  });
});

describe('setup', () => {
  const body = { ...SETUP_PREFERENCES, ingredient_ids: [SPINACH], preferred_number_of_breakfast_meals: 0, preferred_number_of_dinner_meals: 7, preferred_dinner_serving_size: 4 };

  it('saves the preferences, marks setup complete, and asks for no plan while the cook has no access', async () => {
    const cook = await newCook();
    const { status, body: saved } = await cook.client.post(`/api/v1/users/setup_complete/${cook.appUserId}`, body);
    expect(status).toBe(200);
    expect(saved).toMatchObject({
      setup_complete: true,
      has_access: false,
      diet_ids: SETUP_PREFERENCES.diet_ids,
      cuisine_ids: SETUP_PREFERENCES.cuisine_ids,
      avoided_ingredient_ids: [SPINACH],
      preferred_number_of_breakfast_meals: 0,
      preferred_number_of_lunch_meals: 3,
      preferred_number_of_dinner_meals: 7,
      preferred_dinner_serving_size: 4,
    });
    expect(await planRequests(cook)).toEqual([]);
  });

  it("asks for this week's plan once the cook also has access, and only once", async () => {
    const cook = await newCook();
    await cook.client.post(`/api/v1/users/setup_complete/${cook.appUserId}`, body);
    const [code] = await issueTestBetaCodes(larder, 1);
    const claim = await cook.client.post('/api/v1/beta-code', { code });
    expect(claim).toMatchObject({ status: 200, body: { exists: true, available: true } });
    expect(await profile(cook)).toMatchObject({ setup_complete: true, has_access: true });
    // Setting up again (a second tab) changes nothing and asks for nothing more.
    expect((await cook.client.post(`/api/v1/users/setup_complete/${cook.appUserId}`, body)).status).toBe(200);
    const requests = await planRequests(cook);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.data).toMatchObject({ appUserId: cook.appUserId, weekStart: weekStartOf(todayUtc(new Date())), reason: 'access-granted' });
  });

  it.each([
    ['no diet', { ...SETUP_PREFERENCES, diet_ids: [] }, 'At least one dietary preference must be selected'],
    ['two cuisines', { ...SETUP_PREFERENCES, cuisine_ids: SETUP_PREFERENCES.cuisine_ids.slice(0, 2) }, 'Please select at least three cuisine preferences'],
    ['8 lunches a week', { ...SETUP_PREFERENCES, preferred_number_of_lunch_meals: 8 }, 'Meals per week for lunch must be a whole number from 0 to 7.'],
    ['-1 lunches a week', { ...SETUP_PREFERENCES, preferred_number_of_lunch_meals: -1 }, 'Meals per week for lunch must be a whole number from 0 to 7.'],
    ['breakfast for 0', { ...SETUP_PREFERENCES, preferred_breakfast_serving_size: 0 }, 'Serving size for breakfast must be a whole number from 1 to 8.'],
    ['dinner for 9', { ...SETUP_PREFERENCES, preferred_dinner_serving_size: 9 }, 'Serving size for dinner must be a whole number from 1 to 8.'],
    ['dinner for 2.5', { ...SETUP_PREFERENCES, preferred_dinner_serving_size: 2.5 }, 'Serving size for dinner must be a whole number from 1 to 8.'],
    ['an unknown diet', { ...SETUP_PREFERENCES, diet_ids: ['00000000-0000-4000-8000-000000000000'] }, 'One of the chosen diets does not exist. Reload the page and choose again.'],
    ['an ingredient id that is no id', { ...SETUP_PREFERENCES, ingredient_ids: ['not-an-id'] }, 'Each ingredient id must be an id.'],
  ])('refuses %s with its message, and saves nothing', async (_label, sent, message) => {
    const cook = await newCook();
    const answer = await cook.client.post(`/api/v1/users/setup_complete/${cook.appUserId}`, sent);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(message);
    expect(await profile(cook)).toMatchObject({ setup_complete: false, diet_ids: [], cuisine_ids: [] });
  });
});

describe('preferences', () => {
  let cook: TestUser;
  beforeAll(async () => {
    cook = await newCook();
    await cook.client.post(`/api/v1/users/setup_complete/${cook.appUserId}`, { ...SETUP_PREFERENCES, diet_ids: [diet('vegetarian')] });
  });

  it('toggles a diet on and off, and keeps the last one', async () => {
    const added = await cook.client.post('/api/v1/postgres/user-diet', { diet_id: diet('vegan') });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ app_user_id: cook.appUserId, diet_id: diet('vegan'), name: 'Vegan' });
    const listed = (await cook.client.get('/api/v1/user-diet/user-diets')).body.map((link: { diet_id: string }) => link.diet_id);
    expect(listed).toEqual([diet('vegetarian'), diet('vegan')]);

    expect((await cook.client.delete(`/api/v1/postgres/user-diet/diet/${diet('vegetarian')}`)).status).toBe(200);
    const last = await cook.client.delete(`/api/v1/postgres/user-diet/diet/${diet('vegan')}`);
    expect(last).toMatchObject({ status: 400, body: { error: 'At least one dietary preference must be selected' } });
    expect((await cook.client.get('/api/v1/user-diet/user-diets')).body.map((link: { diet_id: string }) => link.diet_id)).toEqual([diet('vegan')]);
  });

  it('keeps at least three cuisines', async () => {
    const remove = await cook.client.delete(`/api/v1/postgres/user-cuisine/cuisine/${cuisine('thai')}`);
    expect(remove).toMatchObject({ status: 400, body: { error: 'Please maintain at least three cuisine preferences' } });
    expect((await cook.client.post('/api/v1/postgres/user-cuisine', { cuisine_id: cuisine('korean') })).status).toBe(201);
    expect((await cook.client.delete(`/api/v1/postgres/user-cuisine/cuisine/${cuisine('thai')}`)).status).toBe(200);
    const names = (await cook.client.get('/api/v1/user-cuisine/user-cuisines')).body.map((link: { name: string }) => link.name);
    expect(names).toEqual(['Italian', 'Mexican', 'Korean']);
  });

  it('avoids an ingredient once', async () => {
    const first = await cook.client.post('/api/v1/postgres/user-allergen-ingredient', { ingredient_id: ONION });
    expect(first).toMatchObject({ status: 201, body: { ingredient_id: ONION, name: 'Yellow onion' } });
    const again = await cook.client.post('/api/v1/postgres/user-allergen-ingredient', { ingredient_id: ONION });
    expect(again).toMatchObject({ status: 409, body: { error: 'This ingredient is already in your list of ingredients to avoid.' } });
    expect((await cook.client.get('/api/v1/user-allergen-ingredient/user-allergens')).body).toHaveLength(1);
    expect((await cook.client.delete(`/api/v1/postgres/user-allergen-ingredient/ingredient/${ONION}`)).status).toBe(200);
    expect((await cook.client.get('/api/v1/user-allergen-ingredient/user-allergens')).body).toEqual([]);
    const missing = await cook.client.delete(`/api/v1/postgres/user-allergen-ingredient/ingredient/${ONION}`);
    expect(missing).toMatchObject({ status: 404, body: { error: 'That ingredient is not in your list of ingredients to avoid.' } });
  });

  it('refuses links to things that do not exist', async () => {
    const answer = await cook.client.post('/api/v1/postgres/user-cuisine', { cuisine_id: '00000000-0000-4000-8000-000000000000' });
    expect(answer).toMatchObject({ status: 400, body: { error: 'One of the chosen cuisines does not exist. Reload the page and choose again.' } });
  });

  it('saves meal-plan preferences and refuses counts out of range', async () => {
    const valid = { number_of_breakfast_meals: 7, number_of_lunch_meals: 0, number_of_dinner_meals: 5, breakfast_serving_size: 1, lunch_serving_size: 8, dinner_serving_size: 3 };
    const saved = await cook.client.post('/api/v1/postgres/users/meal_plan_preferences', valid);
    expect(saved.body).toMatchObject({
      preferred_number_of_breakfast_meals: 7,
      preferred_number_of_lunch_meals: 0,
      preferred_number_of_dinner_meals: 5,
      preferred_breakfast_serving_size: 1,
      preferred_lunch_serving_size: 8,
      preferred_dinner_serving_size: 3,
    });
    const wrong = await cook.client.post('/api/v1/postgres/users/meal_plan_preferences', { ...valid, dinner_serving_size: 9 });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'Serving size for dinner must be a whole number from 1 to 8.' } });
    expect((await profile(cook)).preferred_dinner_serving_size).toBe(3);
  });

  it('replaces everything at once with PUT, under the same rules', async () => {
    const put = await cook.client.put(`/api/v1/postgres/users/preferences/${cook.appUserId}`, {
      diet_ids: [diet('pescatarian')],
      cuisine_ids: [cuisine('greek'), cuisine('indian'), cuisine('japanese'), cuisine('french')],
      ingredient_ids: [SPINACH],
      preferred_number_of_lunch_meals: 2,
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ diet_ids: [diet('pescatarian')], avoided_ingredient_ids: [SPINACH], preferred_number_of_lunch_meals: 2, preferred_number_of_breakfast_meals: 7 });
    const tooFew = await cook.client.put(`/api/v1/postgres/users/preferences/${cook.appUserId}`, { diet_ids: [diet('vegan')], cuisine_ids: [cuisine('greek')] });
    expect(tooFew).toMatchObject({ status: 400, body: { error: 'Please select at least three cuisine preferences' } });
  });
});

describe("another cook's account", () => {
  it('is out of reach on every call that names it, and stays as it was', async () => {
    const owner = await newCook();
    const other = await newCook();
    const before = await profile(owner);
    const attempts = [
      other.client.get(`/api/v1/users/${owner.appUserId}`),
      other.client.get(`/api/v1/postgres/users/${owner.appUserId}`),
      other.client.get(`/api/v1/users/supabase/${owner.sub}`),
      other.client.get(`/api/v1/users/supabase/${owner.sub}/signup-check`),
      other.client.post('/api/v1/users/confirm-email-secure', { supabase_id: owner.sub }),
      other.client.post(`/api/v1/users/setup_complete/${owner.appUserId}`, SETUP_PREFERENCES),
      other.client.put(`/api/v1/postgres/users/preferences/${owner.appUserId}`, SETUP_PREFERENCES),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe('You can only see and change your own account.');
    }
    // The unscoped calls act on the caller's own account only.
    await other.client.post('/api/v1/postgres/users/meal_plan_preferences', { number_of_breakfast_meals: 1, number_of_lunch_meals: 1, number_of_dinner_meals: 1, breakfast_serving_size: 1, lunch_serving_size: 1, dinner_serving_size: 1 });
    await other.client.post('/api/v1/postgres/user-diet', { diet_id: diet('keto') });
    expect(await profile(owner)).toEqual(before);
    expect((await owner.client.get('/api/v1/user-diet/user-diets')).body).toEqual([]);
  });

  it('needs a session for every account call', async () => {
    const anonymous = new ApiClient(larder.baseUrl);
    for (const answer of [await anonymous.get('/api/v1/user-diet/user-diets'), await anonymous.post('/api/v1/beta-code', { code: 'X' }, { 'x-csrf-token': 'none' })]) {
      expect(answer).toMatchObject({ status: 401, body: { error: 'No valid session found' } });
    }
  });
});

describe('beta codes', () => {
  it('answers an unknown or malformed code with 404 "Invalid code."', async () => {
    const cook = await newCook();
    for (const code of ['NOPE-NOPE-NOPE', '!!']) {
      const answer = await cook.client.post('/api/v1/beta-code', { code });
      expect(answer).toMatchObject({ status: 404, body: { exists: false, available: false, message: 'Invalid code.' } });
    }
    expect((await cook.client.post('/api/v1/beta-code', { code: '   ' })).body.error).toBe('Please enter a beta code.');
    expect((await profile(cook)).has_access).toBe(false);
  });

  it('is matched whatever the case and spacing, and a repeat by its owner is fine', async () => {
    const cook = await newCook();
    const [code] = await issueTestBetaCodes(larder, 1);
    expect((await cook.client.post('/api/v1/beta-code', { code: ` ${code!.toLowerCase()} ` })).status).toBe(200);
    expect((await cook.client.post('/api/v1/beta-code', { code })).body).toEqual({ exists: true, available: true, message: 'Code claimed.' });
    // Typed from an email: spaces, or a typographic dash, between the groups.
    const [typed] = await issueTestBetaCodes(larder, 1);
    const other = await newCook();
    expect((await other.client.post('/api/v1/beta-code', { code: typed!.toLowerCase().replace('-', ' ').replace('-', ' – ') })).body).toEqual({ exists: true, available: true, message: 'Code claimed.' });
  });

  it("is not used up by a cook who already has beta access, and stays free for someone else", async () => {
    const cook = await newCook();
    const [first, second] = await issueTestBetaCodes(larder, 2);
    expect((await cook.client.post('/api/v1/beta-code', { code: first })).status).toBe(200);
    const again = await cook.client.post('/api/v1/beta-code', { code: second });
    expect(again).toMatchObject({ status: 200, body: { exists: true, available: true, message: 'You already have beta access: this code was not used, and can go to someone else.' } });
    // An unknown code is still refused as such.
    expect((await cook.client.post('/api/v1/beta-code', { code: 'NOPE-NOPE-NOPE' })).status).toBe(404);
    const other = await newCook();
    expect((await other.client.post('/api/v1/beta-code', { code: second })).body).toEqual({ exists: true, available: true, message: 'Code claimed.' });
    expect((await profile(other)).has_access).toBe(true);
  });

  it('goes to exactly one of twenty cooks claiming it at the same moment', async () => {
    const cooks = await Promise.all(Array.from({ length: 20 }, () => newCook()));
    const [code] = await issueTestBetaCodes(larder, 1);
    const answers = await Promise.all(cooks.map((cook) => cook.client.post('/api/v1/beta-code', { code })));
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    for (const loser of answers.filter((answer) => answer.status !== 200)) {
      expect(loser).toMatchObject({ status: 404, body: { exists: true, available: false, message: 'Code already claimed.' } });
    }
    const withAccess = (await Promise.all(cooks.map(profile))).filter((user) => user.has_access);
    expect(withAccess).toHaveLength(1);
    const { rows } = await pool.query('select count(*)::int as claims from events where event_type = $1 and data->>$2 = $3', ['BetaCodeClaimed', 'code', code]);
    expect(rows[0].claims).toBe(1);
  });
});
