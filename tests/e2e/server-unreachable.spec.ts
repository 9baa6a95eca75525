// The server stops while a cook has Larder open, and comes back. What the page already shows stays on
// screen; a small 'Offline — reconnecting…' says why nothing changes, clear of the navigation; a
// change made meanwhile says it was not saved (and the pantry keeps what the cook typed); once the
// server is back the note goes and the same change saves. The pantry on a laptop, the plan on a phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { todayIso } from '../../web/lib/calendar-dates.ts';
import { ApiClient, eventually } from '../setup/larder.ts';
import { afterFrames, cuttableLarder, resizeViewport, screenshotWindow, type PageRealtime } from './support/browser.ts';
import { catalogueProduct, cookIn } from './support/catalogue.ts';

const product = catalogueProduct();
/** An outage and the reconnection backoff after it: well within this on a busy machine. */
const JOURNEY_TIMEOUT_MS = 180_000;
/** The tab's websocket retries with a growing backoff (up to 30 s), so coming back can take a while. */
const RECONNECT_MS = 45_000;
const WAIT = { timeout: 15_000 };

const OFFLINE = 'Offline — reconnecting…';
const NOT_SAVED = "Larder can't reach the server right now. Try again when the connection is back.";

const rowOf = (page: Page, name: string) => page.getByTestId('pantry-row').filter({ has: page.getByRole('link', { name, exact: true }) });
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
const offlineNote = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE });

type Box = { x: number; y: number; width: number; height: number };
/** A stopped server's refused and reset connections log themselves; nothing else may. */
const unexpected = (errors: string[]) => errors.filter((error) => !/ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE|WebSocket|Failed to fetch/.test(error));
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the server stopping while the pantry is open', () => {
  it('keeps the pantry on screen, says it is offline, keeps an unsaved edit, and saves it once the server is back', async () => {
    await product.withBrowser(async (browser, errors) => {
      const { page } = browser;
      const link = await cuttableLarder(product.larder);
      try {
        const { api, appUserId, pantryId } = await cookIn(product.larder, browser, 'ready');
        const visitor = new ApiClient(product.larder.baseUrl);
        const egg = ((await visitor.get('/api/v1/ingredient')).body as Array<{ id: string; name: string }>).find((ingredient) => ingredient.name === 'Egg')!;
        expect((await api.post('/api/v1/pantry-ingredient', { pantry_id: pantryId, app_user_id: appUserId, ingredient_id: egg.id, quantity: 12 })).status).toBe(201);
        const pantryPath = `/api/v1/pantry-ingredient/pantry/${pantryId}/app_user/${appUserId}`;
        let failedReads = 0;
        page.on('requestfailed', (request) => {
          if (request.method() === 'GET' && request.url().endsWith(pantryPath)) failedReads += 1;
        });

        await page.goto(link.at('/pantry'));
        await rowOf(page, 'Egg').waitFor(WAIT);
        await page.waitForFunction(() => (globalThis as unknown as PageRealtime).__larderRealtimeReady === true, undefined, WAIT);
        expect(await offlineNote(page).count()).toBe(0);

        // The server stops. An edit made now is not saved, says so, and keeps what was typed.
        await link.cut();
        await page.getByRole('button', { name: 'Edit quantity of Egg' }).click();
        await page.getByLabel('Quantity of Egg').fill('5');
        await page.getByLabel('Quantity of Egg').press('Enter');
        await toast(page, NOT_SAVED).waitFor(WAIT);
        expect(await toast(page, 'Please refresh the page').count()).toBe(0);
        await expect.poll(() => page.getByLabel('Quantity of Egg').inputValue(), WAIT).toBe('5');

        // The pantry is read again after the failed change; that fails too (retried once), and the
        // table stays as it was instead of giving way to the load error.
        await expect.poll(() => failedReads, WAIT).toBeGreaterThanOrEqual(2);
        await afterFrames(page);
        expect(await rowOf(page, 'Egg').count()).toBe(1);
        expect(await page.getByText('Error loading pantry. Please refresh the page and try again.').count()).toBe(0);

        // A few seconds without the live connection: the note shows, clear of the navigation.
        await offlineNote(page).waitFor(WAIT);
        for (const size of [
          { width: 1280, height: 800 },
          { width: 390, height: 844 },
        ]) {
          await resizeViewport(page, size);
          const note = (await offlineNote(page).boundingBox())!;
          const header = (await page.locator('header').first().boundingBox())!;
          expect(overlaps(note, header), `the note over the navigation at ${size.width} px`).toBe(false);
          expect(note.y + note.height).toBeLessThanOrEqual(size.height);
        }
        // The phone's menu button still takes a tap (trial: every check of a click, without the click).
        await page.getByRole('button', { name: 'Open navigation' }).click({ trial: true, timeout: 5_000 });
        await resizeViewport(page, { width: 1280, height: 800 });
        await screenshotWindow(page, 'offline-pantry');

        // The server is back: the note goes, and the kept edit saves.
        await link.restore();
        await offlineNote(page).waitFor({ state: 'detached', timeout: RECONNECT_MS });
        await page.getByLabel('Quantity of Egg').press('Enter');
        await toast(page, 'Pantry item updated').waitFor(WAIT);
        await expect.poll(() => rowOf(page, 'Egg').getByTestId('pantry-quantity').innerText(), WAIT).toBe('5');
        const held = (await api.get(pantryPath)).body as Array<{ ingredient_name: string; quantity: number }>;
        expect(held.map((item) => [item.ingredient_name, item.quantity])).toEqual([['Egg', 5]]);

        expect(unexpected(errors)).toEqual([]);
      } finally {
        await link.close();
      }
    });
  }, JOURNEY_TIMEOUT_MS);
});

interface PlanBody {
  id: string;
  meals: Array<{ id: string; name: string; meal_of_day: string; serving_size: number }>;
  generation: { status: string };
}

describe('the server stopping while the meal plan is open on a phone', () => {
  it('keeps the plan on screen, says it is offline, says a servings change was not saved, and saves it once the server is back', async () => {
    await product.withBrowser(async (browser, errors) => {
      const { page } = browser;
      const link = await cuttableLarder(product.larder);
      try {
        await resizeViewport(page, { width: 390, height: 844 });
        const { api, appUserId } = await cookIn(product.larder, browser, 'ready');
        const today = todayIso();
        const plan = await eventually(async () => {
          const [found] = (await api.get(`/api/v1/postgres/meal-plan/date/${today}/app_user/${appUserId}`)).body as PlanBody[];
          return found?.generation.status === 'complete' && found;
        }, 30_000, 'the week plan');
        const servingsNow = async (mealId: string) => ((await api.get(`/api/v1/postgres/meal-plan/${plan.id}/app_user/${appUserId}`)).body as PlanBody).meals.find((meal) => meal.id === mealId)?.serving_size;
        let failedReads = 0;
        page.on('requestfailed', (request) => {
          if (request.method() === 'GET' && request.url().includes('/api/v1/postgres/meal-plan/date/')) failedReads += 1;
        });

        await page.goto(link.at('/meal-plan'));
        const cards = page.getByTestId('meal-card');
        await cards.nth(plan.meals.length - 1).waitFor(WAIT);
        await page.waitForFunction(() => (globalThis as unknown as PageRealtime).__larderRealtimeReady === true, undefined, WAIT);
        const first = plan.meals.find((meal) => meal.meal_of_day === 'breakfast') ?? plan.meals[0]!;
        const stepper = page.getByRole('group', { name: `Servings of ${first.name}`, exact: true }).first();
        const shownServings = () => stepper.getByTestId('servings-value').innerText();
        const more = stepper.getByRole('button', { name: `More servings of ${first.name.toLowerCase()}`, exact: true });

        // The server stops. A servings change is not saved and says so; the plan, read again after it
        // (and retried once), stays instead of giving way to 'Server unavailable'.
        await link.cut();
        await more.click();
        await toast(page, NOT_SAVED).waitFor(WAIT);
        expect(await toast(page, 'Please refresh the page').count()).toBe(0);
        await expect.poll(shownServings, WAIT).toBe(String(first.serving_size));
        await expect.poll(() => failedReads, WAIT).toBeGreaterThanOrEqual(2);
        await afterFrames(page);
        expect(await cards.count()).toBe(plan.meals.length);
        expect(await page.getByText('Server unavailable').count()).toBe(0);
        expect(await page.getByText('Unable to load meal plan...').count()).toBe(0);

        await offlineNote(page).waitFor(WAIT);
        expect(await cards.count()).toBe(plan.meals.length);
        const note = (await offlineNote(page).boundingBox())!;
        const header = (await page.locator('header').first().boundingBox())!;
        expect(overlaps(note, header)).toBe(false);
        await page.getByRole('button', { name: 'Open navigation' }).click({ trial: true, timeout: 5_000 });
        await screenshotWindow(page, 'offline-meal-plan');

        // The server is back: the note goes, and the change saves.
        await link.restore();
        await offlineNote(page).waitFor({ state: 'detached', timeout: RECONNECT_MS });
        await more.click();
        await expect.poll(shownServings, WAIT).toBe(String(first.serving_size + 1));
        await expect.poll(() => servingsNow(first.id), WAIT).toBe(first.serving_size + 1);
        expect(await cards.count()).toBe(plan.meals.length);

        expect(unexpected(errors)).toEqual([]);
      } finally {
        await link.close();
      }
    });
  }, JOURNEY_TIMEOUT_MS);
});
