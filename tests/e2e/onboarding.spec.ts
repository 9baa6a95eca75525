// Onboarding as a cook lives it: the four-step setup wizard, the pricing page with its beta code, and
// the preferences page that saves every toggle (spec §2, §4, §5, §8 'Beta code' and 'Preferences').
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIdFor } from '../../server/modules/reference/index.ts';
import { confirmedCook } from '../auth-provider/helpers.ts';
import { ApiClient, eventually, issueTestBetaCodes, SETUP_PREFERENCES, signIn, type TestLarder } from '../setup/larder.ts';
import { openBrowser, screenshot, startBrowserLarder, type Browser } from './support/browser.ts';

let larder: TestLarder;
let browser: Browser;
let page: Page;
/** Every answer of 400 or more the page received, as 'status METHOD path'. */
const failed: string[] = [];

beforeAll(async () => {
  larder = await startBrowserLarder();
  browser = await openBrowser();
  page = browser.page;
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
});
afterAll(async () => {
  await browser?.close();
  await larder?.close();
});

const at = (path: string) => `${larder.baseUrl}${path}`;
const pathname = () => new URL(page.url()).pathname;

/** A confirmed cook whose app user exists (created by the worker), optionally with setup done. */
async function cook(options: { setUp?: boolean } = {}) {
  const signedUp = await confirmedCook(larder);
  const api = new ApiClient(larder.baseUrl, signedUp.session.access_token);
  const user = await eventually(async () => (await api.get(`/api/v1/users/supabase/${signedUp.user.id}`)).body[0] as { id: string } | undefined, 15_000, 'the app user');
  if (options.setUp) expect((await api.post(`/api/v1/users/setup_complete/${user.id}`, SETUP_PREFERENCES)).status).toBe(200);
  return { ...signedUp, api, userId: user.id };
}

/**
 * Starts the tab signed in as `session`: written where the client's auth library keeps it, from an
 * empty page of the same origin (no app running that could hold on to the previous session).
 */
async function useSession(session: object) {
  const blank = at('/__blank');
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }));
  await page.goto(blank);
  const key = `sb-${new URL(larder.baseUrl).hostname.split('.')[0]}-auth-token`;
  await page.evaluate(([storageKey, value]) => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(storageKey!, value!), [key, JSON.stringify(session)]);
  await page.unroute(blank);
}

/** No console errors and no failed answers, except those a test provoked on purpose. */
function expectCleanConsole(provoked: RegExp[] = []) {
  const allowed = provoked;
  expect(failed.filter((answer) => !allowed.some((pattern) => pattern.test(answer)))).toEqual([]);
  // Chromium logs every failed load as a console error without its address; the answers above say which.
  expect(browser.errors.filter((error) => !error.startsWith('console: Failed to load resource'))).toEqual([]);
  failed.length = 0;
  browser.errors.length = 0;
}

const button = (name: string) => page.getByRole('button', { name, exact: true });
const inGroup = (group: string) => page.getByRole('group', { name: group, exact: true });

describe('the pricing page, signed out', () => {
  it('shows the plan and asks for an account before a beta code', async () => {
    await page.goto(at('/pricing'));
    await page.getByText('One plan, everything included').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.getByText('Log in or create an account first, then enter your code here.').waitFor();
    expect(await page.getByLabel('Beta code', { exact: true }).count()).toBe(0);
    // Paying needs an account: the plan button leads to sign-up first.
    expect(await page.getByRole('link', { name: 'Select Monthly plan' }).getAttribute('href')).toBe('/signup');
    await screenshot(page, 'pricing-signed-out');
    expectCleanConsole();
  });
});

describe('a new cook', () => {
  let newCook: Awaited<ReturnType<typeof cook>>;
  beforeAll(async () => {
    newCook = await cook();
  });

  it('logs in, goes through the four setup steps and lands on /pricing', async () => {
    await page.goto(at('/login'));
    await page.getByLabel('Email').fill(newCook.email);
    await page.getByLabel(/^Password/).fill(newCook.password);
    await button('Log in').click();
    await page.waitForURL(at('/setup'));

    // Step 1: at least one diet.
    await page.getByText('Step 1 of 4').waitFor();
    expect(await button('Back').count()).toBe(0);
    expect(await button('Next').isDisabled()).toBe(true);
    await button('Vegetarian').click();
    await expect.poll(() => button('Vegetarian').getAttribute('aria-pressed')).toBe('true');
    expect(await button('Next').isEnabled()).toBe(true);
    await screenshot(page, 'setup-step-1');
    await button('Next').click();

    // Step 2: at least three cuisines, counting down.
    await page.getByText('Step 2 of 4').waitFor();
    await page.getByText('(3 more needed)').waitFor();
    expect(await button('Next').isDisabled()).toBe(true);
    await button('Italian').click();
    await button('Mexican').click();
    await page.getByText('(1 more needed)').waitFor();
    expect(await button('Next').isDisabled()).toBe(true);
    await screenshot(page, 'setup-step-2');
    await button('Thai').click();
    await page.getByText('3 selected').waitFor();
    expect(await button('Next').isEnabled()).toBe(true);

    // Back returns one step and keeps what was chosen.
    await button('Back').click();
    await page.getByText('Step 1 of 4').waitFor();
    await expect.poll(() => button('Vegetarian').getAttribute('aria-pressed')).toBe('true');
    await button('Next').click();
    await page.getByText('Step 2 of 4').waitFor();
    expect(await button('Thai').getAttribute('aria-pressed')).toBe('true');
    await button('Next').click();

    // Step 3: optional; the search matches any part of the name, ignoring case, ten results at most.
    await page.getByText('Step 3 of 4').waitFor();
    expect(await button('Next').isEnabled()).toBe(true);
    await page.getByText('No ingredients selected').waitFor();
    const search = page.getByPlaceholder('Search for ingredients...');
    await search.fill('a');
    expect(await inGroup('Matching ingredients').getByRole('button').count()).toBe(10);
    await search.fill('qqzz');
    await page.getByText('No ingredients found matching your search').waitFor();
    await search.fill('ONION');
    await inGroup('Matching ingredients').getByRole('button', { name: 'Red onion' }).click();
    await page.getByText("You won't see these ingredients in your meals").waitFor();
    await page.getByRole('list', { name: 'Ingredients to avoid' }).getByText('Red onion').waitFor();
    expect(await inGroup('Matching ingredients').getByRole('button', { name: 'Red onion' }).isDisabled()).toBe(true);
    await screenshot(page, 'setup-step-3');
    // A reload keeps the step and every choice so far (in the tab's session storage, the cook's own).
    const drafts = () => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('larder:user:setup-draft:')).length);
    expect(await drafts()).toBe(1);
    await page.reload();
    await page.getByText('Step 3 of 4').waitFor();
    await page.getByRole('list', { name: 'Ingredients to avoid' }).getByText('Red onion').waitFor();
    await button('Back').click();
    await page.getByText('3 selected').waitFor();
    expect(await button('Thai').getAttribute('aria-pressed')).toBe('true');
    await button('Next').click();
    await page.getByText('Step 3 of 4').waitFor();
    await button('Next').click();

    // Step 4: three meals of two servings each, unless the cook says otherwise.
    await page.getByText('Step 4 of 4').waitFor();
    for (const meal of ['Breakfast', 'Lunch', 'Dinner']) {
      expect(await inGroup(meal).getByLabel('Meals per week').inputValue()).toBe('3');
      expect(await inGroup(meal).getByLabel('Serving size').inputValue()).toBe('2');
    }
    await inGroup('Dinner').getByLabel('Meals per week').fill('5');
    await screenshot(page, 'setup-step-4');
    await button('Generate Meals').click();
    await page.waitForURL(at('/pricing'));
    expect(await drafts()).toBe(0);

    const saved = (await newCook.api.get(`/api/v1/users/${newCook.userId}`)).body;
    expect(saved).toMatchObject({
      setup_complete: true,
      diet_ids: [referenceIdFor('diet', 'vegetarian')],
      cuisine_ids: ['italian', 'mexican', 'thai'].map((key) => referenceIdFor('cuisine', key)),
      preferred_number_of_breakfast_meals: 3,
      preferred_number_of_dinner_meals: 5,
      preferred_lunch_serving_size: 2,
    });
    expect(saved.avoided_ingredient_ids).toHaveLength(1);
    expectCleanConsole();
  });

  it('is sent from /setup to / once setup is complete', async () => {
    const visited: string[] = [];
    const record = (frame: { url(): string; parentFrame(): unknown }) => {
      if (!frame.parentFrame()) visited.push(new URL(frame.url()).pathname);
    };
    page.on('framenavigated', record);
    await page.goto(at('/setup'));
    await eventually(async () => pathname() !== '/setup', 10_000, 'leaving /setup');
    page.off('framenavigated', record);
    expect(visited[0]).toBe('/setup');
    expect(visited.find((path) => path !== '/setup')).toBe('/');
    expect(await page.getByText('Step 1 of 4').count()).toBe(0);
    expectCleanConsole();
  });

  it('chooses a period, can go on to pay, and is told when a beta code does not work', async () => {
    await page.goto(at('/pricing'));
    await page.getByText('One plan, everything included').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    const plan = page.getByRole('region', { name: 'Larder plan' });
    await plan.getByText('$5', { exact: true }).waitFor();
    await plan.getByText('per month', { exact: true }).waitFor();
    for (const feature of ['Personalised weekly meal plans', 'Unlimited meal regenerations', 'Smart grocery lists', 'Pantry management', 'One-click grocery orders']) {
      await plan.getByText(feature, { exact: true }).waitFor();
    }
    await plan.getByText('Coming soon', { exact: true }).waitFor();
    // Checkout is open (tests/e2e/billing.spec.ts pays through it).
    await expect.poll(() => button('Select Monthly plan').isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByText('Card payments are coming soon', { exact: false }).count()).toBe(0);
    expect(await button('Apply beta code').isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Go to meal plan' }).waitFor();
    await screenshot(page, 'pricing');

    await page.getByText('Annual', { exact: true }).click();
    await plan.getByText('$4', { exact: true }).waitFor();
    await plan.getByText('Save 20%').waitFor();
    await plan.getByText('per month, billed $48 yearly').waitFor();
    expect(await button('Select Annual plan').isEnabled()).toBe(true);
    await screenshot(page, 'pricing-annual');

    const code = page.getByLabel('Beta code', { exact: true });
    await code.fill('   ');
    expect(await button('Apply beta code').isDisabled()).toBe(true);
    await code.fill('NOPE-NOPE-NOPE');
    await button('Apply beta code').click();
    await page.getByRole('alert').getByText('Invalid beta code').waitFor();
    await screenshot(page, 'pricing-invalid-code');

    const [taken] = await issueTestBetaCodes(larder, 1);
    const someoneElse = await signIn(larder, { ready: false });
    expect((await someoneElse.client.post('/api/v1/beta-code', { code: taken })).status).toBe(200);
    await code.fill(taken!);
    await button('Apply beta code').click();
    await page.getByRole('alert').getByText('Beta code already claimed').waitFor();
    await screenshot(page, 'pricing-claimed-code');
    expectCleanConsole([/^404 POST \/api\/v1\/beta-code$/]);
  });

  it('applies a valid beta code and goes to the meal plan', async () => {
    const [code] = await issueTestBetaCodes(larder, 1);
    // Typed as read from an email: lower case, a space around it.
    await page.getByLabel('Beta code', { exact: true }).fill(` ${code!.toLowerCase()} `);
    await button('Apply beta code').click();
    await page.getByText('Beta code applied successfully').waitFor();
    await page.waitForURL(at('/meal-plan'));
    await page.getByRole('link', { name: 'Larder home' }).waitFor();
    await screenshot(page, 'pricing-code-applied');
    expect((await newCook.api.get(`/api/v1/users/${newCook.userId}`)).body.has_access).toBe(true);

    await page.goto(at('/pricing'));
    await page.getByText('Your account already has full access.').waitFor();
    expectCleanConsole();
  });
});

describe('the preferences page', () => {
  let setUpCook: Awaited<ReturnType<typeof cook>>;
  beforeAll(async () => {
    setUpCook = await cook({ setUp: true });
  });

  it('saves each toggle at once and keeps the minimums', async () => {
    await useSession(setUpCook.session);
    await page.clock.install();
    await page.goto(at('/preferences'));
    await page.getByRole('heading', { name: 'Dietary Preferences' }).waitFor();
    await page.getByText('Every meal keeps each restriction you choose', { exact: false }).waitFor();
    await page.getByText('A minimum of 3 cuisines is required.', { exact: false }).waitFor();
    const diets = inGroup('Diets');
    const cuisines = inGroup('Cuisines');
    expect(await diets.getByRole('button', { name: 'Omnivore' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByText('No ingredients selected').waitFor();
    await screenshot(page, 'preferences');

    // A toggle saves straight away: the reload shows it.
    const added = page.waitForResponse((response) => response.url().endsWith('/api/v1/postgres/user-diet') && response.request().method() === 'POST');
    await diets.getByRole('button', { name: 'Vegan' }).click();
    expect((await added).status()).toBe(201);
    await page.reload();
    await inGroup('Diets').getByRole('button', { name: 'Vegan', pressed: true }).waitFor();

    // The last diet stays.
    const removed = page.waitForResponse((response) => response.url().includes('/api/v1/postgres/user-diet/diet/') && response.request().method() === 'DELETE');
    await diets.getByRole('button', { name: 'Vegan' }).click();
    expect((await removed).status()).toBe(200);
    await diets.getByRole('button', { name: 'Omnivore' }).click();
    await page.getByText('At least one dietary preference must be selected').waitFor();
    expect(await diets.getByRole('button', { name: 'Omnivore' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'preferences-min-diet');

    // Three cuisines stay.
    await cuisines.getByRole('button', { name: 'Italian' }).click();
    await page.getByText('Please maintain at least three cuisine preferences').waitFor();
    expect(await cuisines.getByRole('button', { name: 'Italian' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'preferences-min-cuisine');

    // An ingredient to avoid, once.
    await page.getByPlaceholder('Search for ingredients...').fill('garlic');
    const garlic = inGroup('Matching ingredients').getByRole('button').first();
    const garlicName = (await garlic.textContent())!.trim();
    await garlic.click();
    await page.getByRole('list', { name: 'Ingredients to avoid' }).getByText(garlicName).waitFor();
    await eventually(async () => (await garlic.isDisabled()) || undefined, 5_000, 'the chosen ingredient to be disabled in the results');
    await screenshot(page, 'preferences-ingredient-avoided');

    expect((await setUpCook.api.get(`/api/v1/users/${setUpCook.userId}`)).body).toMatchObject({
      diet_ids: [referenceIdFor('diet', 'omnivore')],
      cuisine_ids: SETUP_PREFERENCES.cuisine_ids,
    });
    expectCleanConsole();
  });

  it('saves the meal-plan counts through a saving state of at least four seconds', async () => {
    const breakfast = inGroup('Breakfast');
    await breakfast.getByLabel('Meals per week').fill('5');
    await inGroup('Dinner').getByLabel('Serving size').fill('4');
    // Until the screenshot only fastForward moves the page's time: it ran with the wall's, so a busy
    // machine's screenshot and answer could use up the four seconds before the reading. Paused a little
    // ahead, for the page's clock moves on while the pause is on its way.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000));
    await button('Save meal plan preferences').click();
    await page.getByText('Saving preferences...').waitFor();
    // The answer is back long before four seconds; the saving state stays until they have passed.
    await eventually(async () => ((await setUpCook.api.get(`/api/v1/users/${setUpCook.userId}`)).body.preferred_number_of_breakfast_meals === 5) || undefined, 10_000, 'the saved counts');
    expect(await page.getByText('Saving preferences...').isVisible()).toBe(true);
    // Screenshots wait for drawn frames, which a paused clock holds back.
    await page.clock.resume();
    await screenshot(page, 'preferences-saving');
    await page.clock.fastForward(4_000);
    await page.getByText('Meal plan preferences saved').waitFor();
    expect(await page.getByText('Saving preferences...').count()).toBe(0);

    const saved = (await setUpCook.api.get(`/api/v1/users/${setUpCook.userId}`)).body;
    expect(saved).toMatchObject({ preferred_number_of_breakfast_meals: 5, preferred_dinner_serving_size: 4, diet_ids: [referenceIdFor('diet', 'omnivore')] });
    expect(saved.avoided_ingredient_ids).toHaveLength(1);
    await page.reload();
    expect(await inGroup('Breakfast').getByLabel('Meals per week').inputValue()).toBe('5');
    expectCleanConsole();
  });

  it('keeps a count out of range as typed, says the range, and saves nothing until it is put right', async () => {
    const breakfastMeals = inGroup('Breakfast').getByLabel('Meals per week');
    await breakfastMeals.fill('9');
    await inGroup('Breakfast').getByText('Meals per week must be between 0 and 7').waitFor();
    expect(await breakfastMeals.inputValue()).toBe('9');
    await inGroup('Dinner').getByLabel('Serving size').fill('3');
    await screenshot(page, 'preferences-count-out-of-range');
    await button('Save meal plan preferences').click();
    // Held: the 9 is not saved as the last good number, and the field has the focus.
    await eventually(async () => (await breakfastMeals.evaluate((input) => input === (input.ownerDocument as unknown as { activeElement: unknown }).activeElement)) || undefined, 5_000, 'the focus on the wrong count');
    expect(await page.getByText('Saving preferences...').count()).toBe(0);
    expect((await setUpCook.api.get(`/api/v1/users/${setUpCook.userId}`)).body).toMatchObject({ preferred_number_of_breakfast_meals: 5, preferred_dinner_serving_size: 4 });

    await breakfastMeals.fill('6');
    expect(await inGroup('Breakfast').getByText('Meals per week must be between 0 and 7').count()).toBe(0);
    await button('Save meal plan preferences').click();
    await page.getByText('Saving preferences...').waitFor();
    await page.clock.fastForward(4_000);
    await page.getByText('Meal plan preferences saved').waitFor();
    expect((await setUpCook.api.get(`/api/v1/users/${setUpCook.userId}`)).body).toMatchObject({ preferred_number_of_breakfast_meals: 6, preferred_dinner_serving_size: 3 });
    expectCleanConsole();
  });

  it('retries a 503 once, and shows the failure and no-connection states with Retry', async () => {
    let dietCalls = 0;
    await page.route('**/api/v1/diet', async (route) => {
      dietCalls += 1;
      if (dietCalls === 1) return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Restarting' }) });
      return route.continue();
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Dietary Preferences' }).waitFor();
    expect(dietCalls).toBe(2);

    await page.unroute('**/api/v1/diet');
    await page.route('**/api/v1/diet', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Broken' }) }));
    await page.reload();
    await page.getByText('Error loading preferences. Please try again later or contact support').waitFor();
    await screenshot(page, 'preferences-load-error');

    await page.unroute('**/api/v1/diet');
    await page.route('**/api/v1/diet', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await page.getByText('Unable to connect to the server.', { exact: false }).waitFor();
    await page.getByText('support@', { exact: false }).first().waitFor();
    await screenshot(page, 'preferences-offline');

    await page.unroute('**/api/v1/diet');
    await button('Retry').click();
    await page.getByRole('heading', { name: 'Dietary Preferences' }).waitFor();
    expectCleanConsole([/^50[03] GET \/api\/v1\/diet$/]);
  });
});
