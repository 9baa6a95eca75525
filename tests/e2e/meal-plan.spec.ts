// The meal plan page against the real product: a new cook watches this week's plan fill in live,
// then works with the plan (cards, sections, preferences, the meal's own page) and its grocery list.
// The generator is the product's own task, paced so a person (and this test) can see meals land
// group by group (1, 4, 16): each group a commit pushed to the cook's websocket.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createPool } from '../../server/db/database.ts';
import { commit } from '../../server/event-store/event-store.ts';
import { addDays } from '../../server/dates.ts';
import { GENERATE_WEEK_PLAN_TASK, groceryListIdFor, mealPlanIdFor, mealPlanStreamId, weekEndOf, weekStartOf } from '../../server/modules/meal-plans/index.ts';
import { generateWeekPlanTask } from '../../workers/tasks/generate-week-plan.ts';
import { referenceIdFor } from '../../server/modules/reference/index.ts';
import { eventually, issueTestBetaCodes } from '../setup/larder.ts';
import { afterFrames, clickTwiceAtOnce, screenshot, type PageRealtime } from './support/browser.ts';
import { catalogueProduct, cookIn, seeds } from './support/catalogue.ts';

/** Milliseconds the generator waits after each commit of meals; 0 once the live journey has been watched. */
let paceMs = 1_000;
let pool: ReturnType<typeof createPool> | undefined;

const product = catalogueProduct({
  workerTasks: {
    [GENERATE_WEEK_PLAN_TASK]: (payload, helpers) => generateWeekPlanTask(specPool(), { afterMeals: () => new Promise((resolve) => setTimeout(resolve, paceMs)) })(payload, helpers),
  },
});

/** The spec's own connections to the product's database (its generator, and what tests write or count). */
function specPool() {
  pool ??= createPool(product.larder.database.url, { max: 2, applicationName: 'meal-plan-spec-generator' });
  return pool;
}

const WAIT = { timeout: 15_000 };
/** Five screens and dialogs of the grocery list, each pictured and checked for accessibility at both widths. */
const SCREENS_TIMEOUT_MS = 120_000;

/** How many events a stream holds, read from the log (0 for a stream nobody has written). */
async function eventCount(streamId: string): Promise<number> {
  return (await specPool().query<{ n: number }>('select count(*)::int as n from events where stream_id = $1', [streamId])).rows[0]!.n;
}

type Counting = { __mealCounts?: number[]; __samePage?: boolean; document: { querySelectorAll(selector: string): { length: number } } };

/** Records, in the page, every new count of meal cards, and marks the page so a reload would show. */
async function recordMealCounts(page: Page) {
  await page.evaluate(() => {
    const win = globalThis as unknown as Counting & { MutationObserver: new (callback: () => void) => { observe(target: unknown, options: object): void }; document: { body: unknown } };
    win.__samePage = true;
    win.__mealCounts = [];
    const record = () => {
      const count = win.document.querySelectorAll('[data-testid="meal-card"]').length;
      if (win.__mealCounts!.at(-1) !== count) win.__mealCounts!.push(count);
    };
    record();
    new win.MutationObserver(record).observe(win.document.body, { childList: true, subtree: true });
  });
}

describe('a new cook opening the meal plan while it is generated', () => {
  it('sees the meals appear, the first alone and then in growing groups, with a progress count, without reloading, up to the wanted number', async () => {
    await product.withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookIn(product.larder, browser, 'set-up');
      await page.goto(product.at('/meal-plan'));
      await page.getByText('Get meal plan').first().waitFor();
      await page.waitForFunction(() => (globalThis as unknown as PageRealtime).__larderRealtimeReady === true);
      await recordMealCounts(page);

      // Access arrives: the plan is requested and the generator starts.
      const [code] = await issueTestBetaCodes(product.larder, 1);
      expect((await cook.api.post('/api/v1/beta-code', { code })).status).toBe(200);

      // Three of each kind wanted, one a day on the days left this week.
      const perKind = Math.min(3, daysLeftThisWeek());
      const all = 3 * perKind;
      const progress = page.getByTestId('generation-count');
      await progress.waitFor({ timeout: 20_000 });
      await page.getByText('Meals are being generated...').waitFor();
      await page.getByText("We're cooking up your meal plan...").waitFor();
      expect(await progress.textContent()).toMatch(new RegExp(`^\\d+ of ${all} meals planned$`));
      // Mid-generation: some meals are on the page, not all, and every slot still to come holds a place
      // in its section (no section says it has no meals while the generator is filling it).
      const slots = await page.waitForFunction((expected) => {
        const { document } = globalThis as unknown as Counting;
        const count = document.querySelectorAll('[data-testid="meal-card"]').length;
        const pending = document.querySelectorAll('[data-testid="meal-card-pending"]').length;
        return count >= 2 && count < expected && { count, pending };
      }, all);
      const { count: shown, pending } = (await slots.jsonValue()) as { count: number; pending: number };
      expect(shown + pending).toBe(all);
      await screenshot(page, 'meal-plan-live-generating');

      await page.getByTestId('generation-progress').waitFor({ state: 'detached', timeout: 30_000 });
      expect(await page.getByTestId('meal-card').count()).toBe(all);
      expect(await page.getByTestId('meal-card-pending').count()).toBe(0);
      const counts = await page.evaluate(() => (globalThis as unknown as Counting).__mealCounts!);
      // The count only grew, through a value for each commit (groups of 1, 4, 16 meals), and ended at the wanted number.
      expect(counts.at(-1)).toBe(all);
      expect(counts.find((count) => count > 0)).toBe(1);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
      expect(new Set(counts.filter((count) => count > 0 && count < all)).size).toBeGreaterThanOrEqual(Math.ceil(Math.log(3 * all + 1) / Math.log(4)) - 1);
      expect(await page.evaluate(() => (globalThis as unknown as Counting).__samePage)).toBe(true);
      for (const section of ['Breakfast', 'Lunch', 'Dinner']) expect(await page.getByRole('region', { name: section }).getByTestId('meal-card').count()).toBe(perKind);
      await page.getByText('This week', { exact: true }).waitFor();
      await screenshot(page, 'meal-plan-live-complete');
      expect(errors).toEqual([]);
    });
  });
});

/**
 * A ready cook on /meal-plan with next week's plan complete (the generator unpaced): next week is
 * planned in full whatever day the tests run on, where this week has only the days left.
 */
async function cookWithPlan(browser: Parameters<Parameters<typeof product.withBrowser>[0]>[0], week: 'this' | 'next' = 'next') {
  paceMs = 0;
  const cook = await cookIn(product.larder, browser, 'ready');
  const today = localDate(new Date());
  const day = week === 'next' ? nextMonday() : today;
  const plan = await eventually(async () => {
    const [found] = (await cook.api.get(`/api/v1/postgres/meal-plan/date/${day}/app_user/${cook.appUserId}`)).body as PlanBody[];
    return found?.generation.status === 'complete' && found;
  }, 30_000, 'the week plan');
  await browser.page.goto(product.at(week === 'next' ? `/meal-plan?week=${day}` : '/meal-plan'));
  await browser.page.getByTestId('meal-card').nth(plan.meals.length - 1).waitFor();
  return { ...cook, plan, today };
}

interface PlanBody {
  id: string;
  grocery_list_id: string;
  meals: Array<{ id: string; name: string; meal_of_day: string; serving_size: number; recipe_id: string }>;
  generation: { status: string };
}

/** Next week's Monday, in the browser's (this machine's) time zone. */
function nextMonday(): string {
  const day = new Date();
  day.setDate(day.getDate() + 7 - ((day.getDay() + 6) % 7));
  return localDate(day);
}

/** This week's days from today on (one meal of a kind fits each, decision 0031). */
const daysLeftThisWeek = () => 7 - ((new Date().getDay() + 6) % 7);

const localDate = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

async function planOf(cook: { api: { get(path: string): Promise<{ body: unknown }> }; appUserId: string }, planId: string): Promise<PlanBody> {
  return (await cook.api.get(`/api/v1/postgres/meal-plan/${planId}/app_user/${cook.appUserId}`)).body as PlanBody;
}

describe('the plan view', () => {
  it('changes servings after a pause, removes, adds and reshapes meals, and opens a meal to cook from', async () => {
    await product.withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookWithPlan(browser);
      expect(await page.getByTestId('meal-reason').count()).toBeGreaterThan(0);
      const breakfast = page.getByRole('region', { name: 'Breakfast' });
      const dinner = page.getByRole('region', { name: 'Dinner' });

      // Servings: three quick clicks are one save, 500 ms after the last.
      const servingCalls: string[] = [];
      page.on('request', (request) => request.url().includes('/meal/serving_size_and_refresh') && servingCalls.push(request.method()));
      const first = cook.plan.meals.find((meal) => meal.meal_of_day === 'breakfast')!;
      const more = breakfast.getByRole('button', { name: `More servings of ${first.name}` });
      for (let click = 0; click < 3; click++) await more.click();
      await eventually(async () => (await planOf(cook, cook.plan.id)).meals.find((meal) => meal.id === first.id)?.serving_size === first.serving_size + 3, 10_000, 'the servings saved');
      expect(servingCalls).toEqual(['PUT']);

      // Remove one breakfast, then let the generator add one back. Each by a double-click, which is
      // one change: not two meals added, and no 'Error deleting meal' for the second delete's 404.
      await clickTwiceAtOnce(breakfast.getByRole('button', { name: `Remove ${first.name}` }));
      await expect.poll(() => breakfast.getByTestId('meal-card').count(), { timeout: 10_000 }).toBe(2);
      await clickTwiceAtOnce(breakfast.getByRole('button', { name: 'Add breakfast meal' }));
      await expect.poll(() => breakfast.getByTestId('meal-card').count(), { timeout: 10_000 }).toBe(3);
      await page.waitForLoadState('networkidle');
      expect(await breakfast.getByTestId('meal-card').count()).toBe(3);
      expect(await page.getByText('Error deleting meal. Please refresh the page and try again.').count()).toBe(0);

      // Preferences: one more dinner this week.
      await page.getByRole('button', { name: 'Modify Meal Plan Preferences' }).click();
      const modal = page.getByRole('dialog', { name: 'Modify Meal Plan Preferences' });
      await modal.getByRole('button', { name: 'More dinner meals' }).click();
      await screenshot(page, 'meal-plan-preferences-modal');
      await modal.getByRole('button', { name: 'Save Preferences' }).click();
      await modal.waitFor({ state: 'detached' });
      await expect.poll(() => dinner.getByTestId('meal-card').count(), { timeout: 10_000 }).toBe(4);

      // A meal's own page, its steps, and back.
      const card = dinner.getByTestId('meal-card').first();
      const name = (await card.locator('a').nth(1).textContent())!;
      await card.getByRole('link', { name: 'Start Cooking' }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByRole('button', { name: 'I Cooked This' }).waitFor();
      await page.getByRole('list', { name: 'Ingredients' }).waitFor();
      await page.getByRole('list', { name: 'Steps' }).waitFor();
      await screenshot(page, 'meal-plan-meal-detail');
      await page.getByRole('link', { name: 'Cooking steps' }).click();
      await page.getByRole('list', { name: 'Steps' }).waitFor();
      await screenshot(page, 'meal-plan-meal-steps');
      await page.getByRole('link', { name: 'Back' }).click();
      await page.getByRole('link', { name: 'Back to Meal Plan' }).click();
      await expect.poll(() => page.getByTestId('meal-card').count()).toBe(10);
      await screenshot(page, 'meal-plan-edited');
      expect(errors).toEqual([]);
    });
  });

  it('opens next week with the arrow before it has a plan, watches it generated there, and comes back', async () => {
    await product.withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookWithPlan(browser, 'this');
      expect(await page.getByRole('button', { name: "Previous week's plan" }).isDisabled()).toBe(true);
      const nextWeek = localDate(new Date(Date.now() + 7 * 86_400_000));
      const nextPlan = async () => ((await cook.api.get(`/api/v1/postgres/meal-plan/date/${nextWeek}/app_user/${cook.appUserId}`)).body as PlanBody[])[0];
      // Nobody has asked for next week yet (the weekly schedule runs on Mondays).
      expect(await eventCount(mealPlanStreamId(cook.appUserId, weekStartOf(nextWeek)))).toBe(0);

      const thisWeekRange = await page.getByTestId('meal-plan-week').textContent();
      await recordMealCounts(page);
      // Per commit of meals: four commits for the nine meals keep the week generating for about 1.6 s,
      // time for the page to show it under a loaded machine.
      paceMs = 400;
      const next = page.getByRole('button', { name: "Next week's plan" });
      expect(await next.isEnabled()).toBe(true);
      await next.click();
      await page.getByText('Next week', { exact: true }).waitFor(WAIT);
      expect(await page.getByTestId('meal-plan-week').textContent()).not.toBe(thisWeekRange);
      // The week is opened and generated while the cook watches: its meals land on this page.
      // Its job waits behind every other test's on this machine's two cores: give it time to start.
      await page.getByTestId('generation-progress').waitFor({ timeout: 30_000 });
      await screenshot(page, 'meal-plan-next-week-generating');
      await page.getByTestId('generation-progress').waitFor({ state: 'detached', timeout: 30_000 });
      const planned = await nextPlan();
      expect(planned?.generation.status).toBe('complete');
      expect(await page.getByTestId('meal-card').count()).toBe(planned!.meals.length);
      expect(await page.evaluate(() => (globalThis as unknown as Counting).__samePage)).toBe(true);
      await screenshot(page, 'meal-plan-next-week');

      await page.getByRole('button', { name: "Previous week's plan" }).click();
      await page.getByText('This week', { exact: true }).waitFor(WAIT);
      expect(await page.getByTestId('meal-plan-week').textContent()).toBe(thisWeekRange);
      // Now that it has a plan, the arrow goes to it again, and a reload stays on it.
      await next.click();
      await page.getByText('Next week', { exact: true }).waitFor(WAIT);
      await page.reload();
      await page.getByText('Next week', { exact: true }).waitFor(WAIT);
      expect(await page.getByTestId('meal-card').count()).toBe(planned!.meals.length);
      expect(errors).toEqual([]);
    });
  });
});

describe('refreshing one meal card', () => {
  it('swaps that meal for another recipe and leaves every other card as it was', async () => {
    await product.withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookWithPlan(browser);
      const namesByMeal = () =>
        page.getByTestId('meal-card').evaluateAll((cards) =>
          Object.fromEntries(cards.map((card) => [(card as unknown as { dataset: { mealId: string } }).dataset.mealId, (card as unknown as { querySelector(s: string): { textContent: string } }).querySelector('[data-testid="meal-name"]').textContent])),
        );
      const before = await namesByMeal();
      expect(Object.keys(before)).toHaveLength(cook.plan.meals.length);
      const meal = cook.plan.meals.find((candidate) => candidate.meal_of_day === 'lunch')!;
      const card = page.locator(`[data-testid="meal-card"][data-meal-id="${meal.id}"]`);
      expect(await card.getByTestId('meal-name').textContent()).toBe(meal.name);

      await card.getByRole('button', { name: `Refresh ${meal.name}` }).click();
      await expect.poll(() => card.getByTestId('meal-name').textContent(), { timeout: 10_000 }).not.toBe(meal.name);
      const after = await namesByMeal();
      // Same meals (the card kept its id), one new recipe name, the rest untouched.
      expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
      expect(after[meal.id]).not.toBe(before[meal.id]);
      expect({ ...after, [meal.id]: undefined }).toEqual({ ...before, [meal.id]: undefined });
      // The server agrees: only that meal's recipe changed.
      const saved = await planOf(cook, cook.plan.id);
      expect(saved.meals.find((candidate) => candidate.id === meal.id)!.recipe_id).not.toBe(meal.recipe_id);
      expect(saved.meals.filter((candidate) => candidate.id !== meal.id).map((candidate) => candidate.recipe_id).sort()).toEqual(
        cook.plan.meals.filter((candidate) => candidate.id !== meal.id).map((candidate) => candidate.recipe_id).sort(),
      );
      expect(errors).toEqual([]);
    });
  });
});

/**
 * Paleo with American, Chinese and Spanish: the seed catalogue has only 2 breakfasts for that
 * (counted below, so a catalogue change fails here and not in some count), and the cook wants 7.
 */
const NARROW = { diet: 'Paleo', cuisines: ['American', 'Greek', 'Indian'], breakfasts: 7 } as const;

describe('a cook whose preferences cannot fill every slot', () => {
  it('is told in that section how many could not be planned, why, and what would fill them', async () => {
    await product.withBrowser(async (browser, errors) => {
      const { page } = browser;
      paceMs = 0;
      const fitting = seeds.filter((seed) => seed.diets.includes(NARROW.diet) && seed.cuisines.some((cuisine) => (NARROW.cuisines as readonly string[]).includes(cuisine)) && seed.mealTimes.includes('Breakfast'));
      expect(fitting).toHaveLength(2);
      const missing = NARROW.breakfasts - fitting.length;

      const cook = await cookIn(product.larder, browser, 'new');
      const setup = await cook.api.post(`/api/v1/users/setup_complete/${cook.appUserId}`, {
        diet_ids: [referenceIdFor('diet', NARROW.diet.toLowerCase())],
        cuisine_ids: NARROW.cuisines.map((cuisine) => referenceIdFor('cuisine', cuisine.toLowerCase())),
        ingredient_ids: [],
        preferred_number_of_breakfast_meals: NARROW.breakfasts,
        preferred_number_of_lunch_meals: 3,
        preferred_number_of_dinner_meals: 3,
      });
      expect(setup.status, JSON.stringify(setup.body)).toBe(200);
      const [code] = await issueTestBetaCodes(product.larder, 1);
      expect((await cook.api.post('/api/v1/beta-code', { code })).status).toBe(200);
      // Next week: planned in full, whatever day this runs on.
      await eventually(async () => {
        const [found] = (await cook.api.get(`/api/v1/postgres/meal-plan/date/${nextMonday()}/app_user/${cook.appUserId}`)).body as PlanBody[];
        return found?.generation.status === 'complete';
      }, 30_000, 'the week plan');

      await page.goto(product.at(`/meal-plan?week=${nextMonday()}`));
      const breakfast = page.getByRole('region', { name: 'Breakfast' });
      const note = breakfast.getByTestId('unfilled-note');
      await note.waitFor();
      expect(await breakfast.getByTestId('meal-card').count()).toBe(fitting.length);
      expect(await note.getByText(`${missing} breakfasts could not be planned`, { exact: true }).count()).toBe(1);
      expect(await note.textContent()).toContain(`All ${fitting.length} breakfast recipes that fit your preferences are already in this week.`);
      expect(await note.getByRole('link', { name: 'Preferences' }).getAttribute('href')).toBe('/preferences');
      expect(await note.getByRole('link', { name: 'All Recipes' }).getAttribute('href')).toBe('/recipes/all');
      // Lunch and dinner were filled: no note there.
      for (const section of ['Lunch', 'Dinner']) {
        expect(await page.getByRole('region', { name: section }).getByTestId('meal-card').count()).toBe(3);
        expect(await page.getByRole('region', { name: section }).getByTestId('unfilled-note').count()).toBe(0);
      }
      await screenshot(page, 'meal-plan-unfilled');

      // Wanting fewer breakfasts leaves fewer missing: 3 wanted, 2 planned, 1 missing.
      await page.getByRole('button', { name: 'Modify Meal Plan Preferences' }).click();
      const modal = page.getByRole('dialog', { name: 'Modify Meal Plan Preferences' });
      for (let click = 0; click < NARROW.breakfasts - 3; click++) await modal.getByRole('button', { name: 'Fewer breakfast meals' }).click();
      await modal.getByRole('button', { name: 'Save Preferences' }).click();
      await modal.waitFor({ state: 'detached' });
      await note.getByText('1 breakfast could not be planned', { exact: true }).waitFor({ timeout: 10_000 });
      expect(errors).toEqual([]);
    });
  });
});

describe("a meal's own page when the meal cannot be shown", () => {
  it('says an unknown meal was not found, on the detail and steps pages, with the way back to the plan', async () => {
    await product.withBrowser(async (browser, errors) => {
      const { page } = browser;
      await cookWithPlan(browser);
      const unknown = randomUUID();
      await page.goto(product.at(`/meal-plan/meal/${unknown}`));
      const problem = page.getByTestId('meal-load-error');
      await problem.getByText('Meal not found').waitFor({ timeout: 10_000 });
      await problem.getByText('Meal data not available', { exact: true }).waitFor();
      expect(await problem.getAttribute('data-failure')).toBe('meal-not-found');
      expect(await problem.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
      await screenshot(page, 'meal-plan-meal-not-found');

      await page.goto(product.at(`/meal-plan/meal/${unknown}/steps`));
      await problem.getByText('Meal not found').waitFor({ timeout: 10_000 });
      await problem.getByText('Meal data not available', { exact: true }).waitFor();
      await problem.getByRole('link', { name: 'Back to Meal Plan' }).click();
      await page.getByTestId('meal-card').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/meal-plan');
      expect(errors).toEqual([]);
    });
  });

  it('says the meal is unavailable when the server fails, and shows it once Retry finds the server back', async () => {
    await product.withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookWithPlan(browser);
      const meal = cook.plan.meals.find((candidate) => candidate.meal_of_day === 'dinner')!;
      const failPlans = (route: import('playwright-core').Route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
      await page.route('**/api/v1/postgres/meal-plan/**', failPlans);

      await page.goto(product.at(`/meal-plan/meal/${meal.id}?plan=${cook.plan.id}`));
      const problem = page.getByTestId('meal-load-error');
      await problem.getByText('Meal unavailable').waitFor({ timeout: 15_000 });
      await problem.getByText('Meal data not available', { exact: true }).waitFor();
      expect(await problem.getAttribute('data-failure')).toBe('meal-failed');
      // Not mistaken for a meal that does not exist.
      expect(await page.getByText('Meal not found').count()).toBe(0);
      await screenshot(page, 'meal-plan-meal-server-failed');

      await page.goto(product.at(`/meal-plan/meal/${meal.id}/steps?plan=${cook.plan.id}`));
      await problem.getByText('Unable to load meal steps...', { exact: true }).waitFor({ timeout: 15_000 });
      await screenshot(page, 'meal-plan-meal-steps-server-failed');

      await page.unroute('**/api/v1/postgres/meal-plan/**', failPlans);
      await problem.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { level: 1, name: meal.name }).waitFor({ timeout: 10_000 });
      await page.getByRole('list', { name: 'Steps' }).waitFor();
      // The refused calls are the only console errors.
      expect(errors.filter((error) => !/status of 500/.test(error))).toEqual([]);
    });
  });
});

describe('the grocery list', () => {
  it('ticks items into the cart, adds them to the pantry in quarters, and asks what the pantry still holds', async () => {
    await product.withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookWithPlan(browser);
      const [user] = (await cook.api.get(`/api/v1/postgres/users/${cook.appUserId}`)).body as Array<{ pantry_id: string }>;
      const pantryPath = `/api/v1/pantry-ingredient/pantry/${user!.pantry_id}/app_user/${cook.appUserId}`;
      const listPath = `/api/v1/grocery-list/${cook.plan.grocery_list_id}/app_user/${cook.appUserId}`;
      type ApiLine = { ingredient_id: string; ingredient_name: string; quantity: number; unit_of_measurement: string; is_purchased: boolean; is_staple: boolean };
      const apiLines = async () => (await cook.api.get(listPath)).body[0].data.grocery_list_ingredients as ApiLine[];
      await page.locator('label', { hasText: 'Grocery List' }).click();
      await page.getByTestId('grocery-item').first().waitFor({ timeout: 20_000 });
      expect(new URL(page.url()).searchParams.get('view')).toBe('grocery');
      // Every line of a planned week has a price (decision 0034): the footer has nothing to leave out.
      const footer = page.getByTestId('grocery-footer');
      expect(await footer.textContent()).toMatch(/^\d+ items·Estimated cost \$\d+\.\d{2}/);
      expect(await footer.getByTestId('grocery-unpriced').count()).toBe(0);
      await screenshot(page, 'grocery-list');

      // Tick two items of a group that has several, each needing more than a quarter of its own unit:
      // they move below what is still to find. Held by name: the groups' order follows the page's width.
      const needs = new Map((await apiLines()).map((line) => [line.ingredient_name, line]));
      const groupName = await page.getByTestId('grocery-group').filter({ has: page.locator('[data-testid="grocery-item"]:nth-of-type(3)') }).first().getAttribute('aria-label');
      const group = page.getByRole('region', { name: groupName!, exact: true });
      const names: string[] = [];
      for (const item of await group.locator('[data-testid="grocery-item"][data-state="to-buy"]').all()) {
        const name = (await item.getByTestId('grocery-item-name').getAttribute('data-name'))!;
        if (needs.get(name)!.quantity > 1 && names.length < 2) names.push(name);
      }
      expect(names).toHaveLength(2);
      const itemNamed = (name: string) => group.getByTestId('grocery-item').filter({ has: page.locator(`[data-testid="grocery-item-name"][data-name="${name}"]`) });
      for (const [tick, name] of names.entries()) {
        await itemNamed(name).getByRole('checkbox').click();
        await group.locator('[data-testid="grocery-item"][data-state="in-cart"]').nth(tick).waitFor();
      }
      const states = await group.getByTestId('grocery-item').evaluateAll((items) => items.map((item) => (item as unknown as { dataset: { state: string } }).dataset.state));
      expect(states.slice(-2)).toEqual(['in-cart', 'in-cart']);
      await screenshot(page, 'grocery-list-in-cart');

      // Confirm the quantities: each starts from what the list said to buy, in a unit a cook reads off
      // the pack; 1.3 becomes 1.25 on blur; an emptied one becomes 0.25 on Enter.
      await page.getByRole('button', { name: 'Add Items to Pantry' }).click();
      const modal = page.getByRole('dialog', { name: 'Confirm Items to Add to Pantry' });
      const [firstQuantity, secondQuantity] = [modal.getByLabel(`Quantity of ${names[0]}`), modal.getByLabel(`Quantity of ${names[1]}`)];
      const offered = await firstQuantity.inputValue();
      expect(Number(offered)).toBeGreaterThan(0);
      await firstQuantity.fill('1.3');
      await firstQuantity.blur();
      expect(await firstQuantity.inputValue()).toBe('1.25');
      // Back to what the list asked for: the first is bought in full.
      await firstQuantity.fill(offered);
      await firstQuantity.blur();
      // The second: a quarter of its own unit (a quarter of a gram, of a millilitre, of a piece), bought short.
      await modal.getByLabel(`Unit of ${names[1]}`).click();
      await page.getByRole('option', { name: needs.get(names[1]!)!.unit_of_measurement === 'piece' ? 'pieces' : needs.get(names[1]!)!.unit_of_measurement, exact: true }).click();
      await secondQuantity.fill('');
      await secondQuantity.press('Enter');
      expect(await secondQuantity.inputValue()).toBe('0.25');
      // What was paid for the first prices the next list.
      await modal.getByLabel(`What you paid for ${names[0]}`).fill('3.49');
      await screenshot(page, 'grocery-confirm-pantry');
      await modal.getByRole('button', { name: 'Add to Pantry' }).click();
      await modal.waitFor({ state: 'detached' });
      await page.getByText('2 items added to your pantry').waitFor();
      // The first is ticked off, struck through and locked.
      await expect.poll(() => itemNamed(names[0]!).getAttribute('data-state'), { timeout: 10_000 }).toBe('purchased');
      // What to buy and the name are struck through together (the line's text, around the name).
      const struck = await itemNamed(names[0]!).getByTestId('grocery-item-name').evaluate((element) => getComputedStyle((element as unknown as { parentElement: never }).parentElement).textDecorationLine);
      expect(struck).toBe('line-through');
      expect(await itemNamed(names[0]!).getByRole('checkbox').isDisabled()).toBe(true);
      // The second, bought short, is back to buy for the rest, out of the cart, less by the quarter bought.
      await expect.poll(() => itemNamed(names[1]!).getAttribute('data-state'), { timeout: 10_000 }).toBe('to-buy');
      const secondNeeded = needs.get(names[1]!)!.quantity;
      const left = async () => (await apiLines()).find((line) => line.ingredient_name === names[1] && !line.is_purchased)?.quantity;
      await expect.poll(async () => (await left())! <= secondNeeded - 0.25 + 0.005, { timeout: 10_000 }).toBe(true);
      const pantry = (await cook.api.get(pantryPath)).body as Array<{ ingredient_name: string; quantity: number }>;
      expect(pantry.map((item) => item.ingredient_name).sort()).toEqual([...names].sort());
      expect(pantry.find((item) => item.ingredient_name === names[1])!.quantity).toBe(0.25);
      expect(pantry.find((item) => item.ingredient_name === names[0])!.quantity).toBeGreaterThanOrEqual(needs.get(names[0]!)!.quantity - 0.125);
      await screenshot(page, 'grocery-list-purchased');

      // Next visit: the list counts on what was just bought, but a purchase of today is not asked about.
      const review = page.getByRole('dialog', { name: 'Double-check your pantry before you shop' });
      const differencesPath = `/api/v1/postgres/grocery-list/differences/${cook.plan.grocery_list_id}/${cook.appUserId}/${cook.plan.id}`;
      const overlaps = async () => (await cook.api.get(differencesPath)).body as Array<{ ingredient_name: string; pantry_known_on: string | null }>;
      expect((await overlaps()).map((overlap) => overlap.ingredient_name).sort()).toEqual([names[0], names[1]].sort());
      /**
       * Reloads, and waits until the list has heard the overlaps, drawn its lines, and had two frames
       * more: the modal chooses its questions in an effect after the overlaps arrive, and opens then.
       */
      const reloadList = async () => {
        const answered = page.waitForResponse((response) => response.url().includes('/grocery-list/differences/'));
        await page.reload();
        await answered;
        await page.getByTestId('grocery-item').first().waitFor();
        await afterFrames(page);
      };
      await reloadList();
      expect(await review.count()).toBe(0);

      // Both were also in the pantry from a fortnight ago: the pantry's word on them is old, so the list asks.
      const lines = (await cook.api.get(`/api/v1/grocery-list/${cook.plan.grocery_list_id}/app_user/${cook.appUserId}`)).body[0].data.grocery_list_ingredients as Array<{ ingredient_id: string; ingredient_name: string }>;
      for (const name of names) {
        const ingredientId = lines.find((line) => line.ingredient_name === name)!.ingredient_id;
        const added = await cook.api.post('/api/v1/pantry-ingredient', { pantry_id: user!.pantry_id, app_user_id: cook.appUserId, ingredient_id: ingredientId, quantity: 0.25, purchase_date: localDate(new Date(Date.now() - 14 * 86_400_000)) });
        expect(added.status, JSON.stringify(added.body)).toBe(201);
      }
      await expect.poll(async () => (await overlaps()).every((overlap) => overlap.pantry_known_on! < localDate(new Date(Date.now() - 10 * 86_400_000))), { timeout: 10_000 }).toBe(true);
      await reloadList();
      await review.waitFor({ timeout: 10_000 });
      expect((await review.getByTestId('pantry-review-item').allTextContents()).map((text) => names.find((name) => text.startsWith(name))).sort()).toEqual([...names].sort());
      await screenshot(page, 'grocery-pantry-review');
      await review.getByRole('button', { name: `Yes, I still have ${names[1]}` }).click();
      await expect.poll(() => review.getByTestId('pantry-review-item').count()).toBe(1);
      // No for the one bought in full: it leaves the pantry, and its line is to buy again, not struck through.
      await review.getByRole('button', { name: `No, I no longer have ${names[0]}` }).click();
      await review.waitFor({ state: 'detached', timeout: 10_000 });
      const after = (await cook.api.get(pantryPath)).body as Array<{ ingredient_name: string; is_confirmed: boolean }>;
      expect(after.map((item) => item.ingredient_name)).toEqual([names[1], names[1]]);
      expect(after.every((item) => item.is_confirmed)).toBe(true);
      // Said Yes to: not asked again on the next visit.
      await reloadList();
      expect(await review.count()).toBe(0);
      await expect.poll(() => itemNamed(names[0]!).getAttribute('data-state'), { timeout: 10_000 }).toBe('to-buy');
      expect(await itemNamed(names[0]!).getByRole('checkbox').isDisabled()).toBe(false);
      expect(errors).toEqual([]);
    });
  }, SCREENS_TIMEOUT_MS);
});

describe('a planned meal whose recipe was deleted', () => {
  it('says so on its card, offers no cooking, and can be swapped', async () => {
    await product.withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookWithPlan(browser);
      const created = await cook.api.post('/api/v1/recipe', { name: 'Nana chilli', description: 'A chilli from the family book.', servings: 2, prep_time: 10, cook_time: 25, total_time: 35, difficulty: 'Easy', nutritionalInfo: { calories: '', protein: '', carbohydrate: '', fat: '' } });
      expect(created.status).toBe(201);
      const recipeId = (created.body as { recipeId: string }).recipeId;
      const added = await cook.api.post('/api/v1/meal/add_single_meal_to_meal_plan', { meal_plan_id: cook.plan.id, meal_of_day: 'dinner', serving_size: 2, recipe_id: recipeId });
      expect(added.status).toBe(200);
      const card = page.getByTestId('meal-card').filter({ has: page.getByTestId('meal-name').getByText('Nana chilli', { exact: true }) });
      await card.getByRole('link', { name: 'Start Cooking' }).waitFor({ timeout: 10_000 });

      // Deleted elsewhere (My Recipes in another tab): the plan shows it at once, without a reload.
      expect((await cook.api.delete(`/api/v1/recipe/${recipeId}`)).status).toBe(200);
      await card.getByTestId('meal-recipe-gone').waitFor({ timeout: 10_000 });
      expect(await card.getByTestId('meal-recipe-gone').textContent()).toBe('This recipe was deleted by its author. Swap it for another, or remove the meal.');
      expect(await card.getByRole('button', { name: 'Start Cooking' }).isDisabled()).toBe(true);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'meal-plan-recipe-deleted');
      await card.getByRole('button', { name: 'Refresh Nana chilli' }).click();
      await card.waitFor({ state: 'detached', timeout: 10_000 });
      expect(await page.getByTestId('meal-recipe-gone').count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });
});

describe('cooking a planned meal', () => {
  it('takes its ingredients out of the pantry and locks the meal as cooked', async () => {
    await product.withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookWithPlan(browser);
      const [user] = (await cook.api.get(`/api/v1/postgres/users/${cook.appUserId}`)).body as Array<{ pantry_id: string }>;
      const pantryPath = `/api/v1/pantry-ingredient/pantry/${user!.pantry_id}/app_user/${cook.appUserId}`;
      const meal = cook.plan.meals.find((candidate) => candidate.meal_of_day === 'dinner')!;
      const [line] = (await cook.api.get(`/api/v1/recipe-ingredient/recipe/${meal.recipe_id}`)).body as Array<{ ingredient_id: string; ingredient_name: string }>;
      expect((await cook.api.post('/api/v1/pantry-ingredient', { pantry_id: user!.pantry_id, app_user_id: cook.appUserId, ingredient_id: line!.ingredient_id, quantity: 1000 })).status).toBe(201);
      const held = async () => ((await cook.api.get(pantryPath)).body as Array<{ ingredient_id: string; quantity: number }>).find((item) => item.ingredient_id === line!.ingredient_id)?.quantity;
      expect(await held()).toBe(1000);

      const card = page.locator(`[data-testid="meal-card"][data-meal-id="${meal.id}"]`);
      await card.getByRole('link', { name: 'Start Cooking' }).click();
      const cookButton = page.getByRole('button', { name: 'I Cooked This' });
      // The answer is held until the plan's live notice has shown the meal cooked, which takes the
      // button off the page (as a busy server can make happen): the toast must come all the same.
      await page.route('**/api/v1/meal/complete_meal_cooking', async (route) => {
        const response = await route.fetch();
        await cookButton.waitFor({ state: 'detached', timeout: 10_000 }).catch(() => {});
        await route.fulfill({ response });
      });
      await cookButton.click();
      await page.getByText('Ingredients removed from pantry!').waitFor({ timeout: 15_000 });
      expect(await cookButton.count()).toBe(0);
      await screenshot(page, 'meal-plan-meal-cooked');
      await expect.poll(held, { timeout: 10_000 }).toBeLessThan(1000);

      await page.getByRole('link', { name: 'Back to Meal Plan' }).click();
      await card.getByText('Cooked', { exact: true }).waitFor();
      expect(await card.getByRole('button', { name: 'Already Cooked' }).isDisabled()).toBe(true);
      expect(await card.getByRole('button', { name: `Remove ${meal.name}` }).count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });
});

describe('when the server refuses a change', () => {
  it("shows the spec's red messages and puts the grocery tick back", async () => {
    await product.withBrowser(async (browser, errors) => {
      const { page } = browser;
      await cookWithPlan(browser);
      await page.route('**/api/v1/meal-plan/refresh/lunch', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
      await page.getByRole('button', { name: 'Refresh lunch meals' }).click();
      const refreshFailed = page.getByText('Error refreshing lunch meals. Please refresh the page and try again.');
      await refreshFailed.waitFor();
      await screenshot(page, 'meal-plan-refresh-failed');

      await page.route('**/api/v1/grocery-list-ingredient/*/in-cart/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
      await page.locator('label', { hasText: 'Grocery List' }).click();
      const item = page.getByTestId('grocery-item').first();
      await item.waitFor({ timeout: 20_000 });
      await item.getByRole('checkbox').click();
      await page.getByText('Failed to update cart status').waitFor();
      await expect.poll(() => page.locator('[data-testid="grocery-item"][data-state="in-cart"]').count()).toBe(0);
      // The refused calls are the only console errors.
      expect(errors.filter((error) => !/status of 500/.test(error))).toEqual([]);
    });
  });
});

/**
 * A plan two weeks back, written as the generator would have left it (the generator only plans weeks
 * a cook can still use): one dinner cooked, one not.
 */
async function writePastPlan(appUserId: string, recipeIds: [string, string]) {
  const monday = new Date();
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7) - 14);
  const weekStart = localDate(monday);
  const mealPlanId = mealPlanIdFor(appUserId, weekStart);
  const mealIds = [randomUUID(), randomUUID()];
  const at = new Date().toISOString();
  const commandId = randomUUID();
  await commit(specPool(), {
    metadata: { actor: 'test', commandId, correlationId: commandId, causationId: commandId },
    streams: [
      {
        streamId: mealPlanStreamId(appUserId, weekStart),
        expectedVersion: 'any',
        ownerId: appUserId,
        events: [
          { type: 'PlanGenerationStarted', data: { mealPlanId, groceryListId: groceryListIdFor(mealPlanId), appUserId, weekStart, weekEnd: weekEndOf(weekStart), wishes: { breakfast: { count: 0, servings: 2 }, lunch: { count: 0, servings: 2 }, dinner: { count: 2, servings: 2 } }, startedAt: at } },
          ...recipeIds.map((recipeId, position) => ({
            type: 'MealPlanned',
            data: { mealId: mealIds[position], mealPlanId, mealOfDay: 'dinner', position, plannedCookDate: addDays(weekStart, position), recipeId, recipeName: 'r', servings: 2, source: 'generator', reason: null },
          })),
          { type: 'PlanGenerationCompleted', data: { mealPlanId, planned: 2, wanted: 2, unfilled: [], completedAt: at } },
          { type: 'MealCooked', data: { mealId: mealIds[0], servings: 2, cookedOn: weekStart } },
        ],
      },
    ],
  });
  return { mealPlanId, cookedId: mealIds[0]!, uncookedId: mealIds[1]! };
}

describe('a past plan', () => {
  it('is read-only: cooked and did-not-cook badges, no changes offered', async () => {
    await product.withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookWithPlan(browser, 'this');
      // This week's recipes, dinners first: on a Sunday the week from today holds one meal of a kind.
      const recipes = [...cook.plan.meals].sort((a, b) => Number(b.meal_of_day === 'dinner') - Number(a.meal_of_day === 'dinner')).map((meal) => meal.recipe_id);
      const past = await writePastPlan(cook.appUserId, [recipes[0]!, recipes[1] ?? recipes[0]!]);
      await eventually(async () => (await cook.api.get(`/api/v1/postgres/meal-plan/${past.mealPlanId}/app_user/${cook.appUserId}`)).status === 200, 10_000, 'the past plan read model');
      await page.reload();
      const previous = page.getByRole('button', { name: "Previous week's plan" });
      await expect.poll(() => previous.isEnabled(), { timeout: 10_000 }).toBe(true);
      await previous.click();
      await page.getByText('Past', { exact: true }).waitFor();
      const cooked = page.locator(`[data-testid="meal-card"][data-meal-id="${past.cookedId}"]`);
      const uncooked = page.locator(`[data-testid="meal-card"][data-meal-id="${past.uncookedId}"]`);
      await cooked.getByText('Cooked', { exact: true }).waitFor();
      await uncooked.getByText('Not cooked', { exact: true }).waitFor();
      expect(await cooked.getByRole('button', { name: 'Already Cooked' }).isDisabled()).toBe(true);
      expect(await uncooked.getByRole('button', { name: 'Past Meal Plan' }).isDisabled()).toBe(true);
      // Nothing to change: no refresh, remove, servings, add or preferences.
      for (const name of [/^Refresh /, /^Remove /, /^More servings/, /^Add .* meal$/, 'Modify Meal Plan Preferences']) expect(await page.getByRole('button', { name }).count()).toBe(0);
      await screenshot(page, 'meal-plan-past');
      expect(errors).toEqual([]);
    });
  });
});
