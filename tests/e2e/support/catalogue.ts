// What the catalogue's browser tests share: the seeded recipes as the API serves them, cooks in any
// account state signed into a browser, and the page's console errors minus missing pictures (the
// recipe pictures are generated separately; a card falls back to the placeholder by design).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { seedRecipeIdFor } from '../../../server/modules/catalogue/index.ts';
import { readSeedRecipes } from '../../../server/modules/catalogue/recipe-seed.ts';
import { confirmedCook } from '../../auth-provider/helpers.ts';
import { ApiClient, eventually, issueTestBetaCodes, SETUP_PREFERENCES, type TestLarder } from '../../setup/larder.ts';
import { checkAccessibility } from './accessibility.ts';
import { failureScreenshot, openBrowser, PICTURES, resizeViewport, SCREENSHOTS, signInWithSession, startBrowserLarder, WIDTHS, type Browser } from './browser.ts';

export const seeds = readSeedRecipes().map((recipe) => ({ ...recipe, id: seedRecipeIdFor(recipe.name) }));
export type Seed = (typeof seeds)[number];

/** Waits for the projector to have filled the recipes read model from the imported log. */
export async function recipesReady(larder: TestLarder) {
  const visitor = new ApiClient(larder.baseUrl);
  await eventually(async () => ((await visitor.get('/api/v1/recipe?limit=200')).body as unknown[]).length > 0, 30_000, 'the recipes read model');
  await eventually(async () => (await visitor.get(`/api/v1/recipe/${seeds.at(-1)!.id}`)).status === 200, 30_000, 'the last seeded recipe');
}

/**
 * The product for one spec file, started once with the seed catalogue projected, and a fresh browser
 * per test that is screenshotted when the test fails. Call it at the top level of a spec file.
 */
export function catalogueProduct(options: Parameters<typeof startBrowserLarder>[0] = {}) {
  const product = {
    larder: undefined as unknown as TestLarder,
    at: (route: string) => `${product.larder.baseUrl}${route}`,
    async withBrowser(run: (browser: Browser, errors: string[]) => Promise<void>) {
      const browser = await openBrowser();
      try {
        await run(browser, browser.errors);
      } catch (error) {
        // Here, not after the test: by then this browser is closed, and a red run would show nothing.
        await failureScreenshot(browser.page, expect.getState().currentTestName ?? 'test').catch(() => {});
        throw error;
      } finally {
        await browser.close();
      }
    },
  };
  beforeAll(async () => {
    product.larder = await startBrowserLarder(options);
    await recipesReady(product.larder);
  });
  afterAll(async () => {
    await product.larder?.close();
  });
  return product;
}

export type AccountState = 'new' | 'set-up' | 'ready';

/** A confirmed cook, set up and given access as asked, signed into `browser`. */
export async function cookIn(larder: TestLarder, browser: Browser, state: AccountState = 'ready') {
  const cook = await confirmedCook(larder);
  const api = new ApiClient(larder.baseUrl, cook.session.access_token);
  const user = await eventually(async () => ((await api.get(`/api/v1/users/supabase/${cook.user.id}`)).body as Array<{ id: string; pantry_id: string }>)[0], 15_000, 'the app user');
  if (state !== 'new') await api.post(`/api/v1/users/setup_complete/${user.id}`, SETUP_PREFERENCES);
  if (state === 'ready') {
    const [code] = await issueTestBetaCodes(larder, 1);
    await api.post('/api/v1/beta-code', { code });
  }
  await signInWithSession(browser.page, larder.baseUrl, cook.session);
  return { api, appUserId: user.id, pantryId: user.pantry_id, email: cook.email };
}

/**
 * Like `screenshot`, for pages longer than an image viewer shows (a list of 150 recipes on a phone
 * is 100,000 px): the top `height` px at each width, scrolled to the top first.
 */
export async function screenshotTop(page: Page, name: string, height = 2600): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const original = page.viewportSize() ?? { width: WIDTHS[0], height: 900 };
  for (const width of WIDTHS) {
    await resizeViewport(page, { width, height: 900 });
    await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
    if (PICTURES) {
      await page.waitForTimeout(150);
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true, clip: { x: 0, y: 0, width, height } });
    }
    await checkAccessibility(page, name);
  }
  await resizeViewport(page, original);
}

/** Presses 'Show more recipes' until every card of the list is drawn. */
export async function showAllRecipes(page: Page): Promise<void> {
  const more = page.getByRole('button', { name: 'Show more recipes' });
  while ((await more.count()) > 0) {
    const before = await page.getByTestId('recipe-card').count();
    await more.click();
    await page.waitForFunction((count) => (globalThis as unknown as { document: { querySelectorAll(s: string): { length: number } } }).document.querySelectorAll('[data-testid="recipe-card"]').length > count, before);
  }
}
