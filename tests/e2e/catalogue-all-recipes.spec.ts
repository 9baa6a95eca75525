// All Recipes and favourites in Chromium: the list a page at a time, searched by name (any case) and
// filtered by several cuisines; its load error with Retry, the missing-user message and the error
// boundary; and a heart that flips at once, says so for 2 seconds, survives a reload and flips back
// when the server refuses.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, type Browser } from './support/browser.ts';
import { catalogueProduct, cookIn, screenshotTop, seeds } from './support/catalogue.ts';

const product = catalogueProduct();
const { at, withBrowser } = product;
/** The machine is shared: give a screen time to catch up before calling it wrong. */
const WAIT = { timeout: 15_000 };
/** A list of cards pictured and checked for accessibility at both widths, then two reloads. */
const SCREENS_TIMEOUT_MS = 120_000;
const cards = (page: Page) => page.getByTestId('recipe-card');
const cardNames = (page: Page) => cards(page).getByRole('link').allInnerTexts();
const PAGE_SIZE = 48;


async function asCook(run: (browser: Browser) => Promise<void>) {
  await withBrowser(async (browser) => {
    await cookIn(product.larder, browser, 'ready');
    await run(browser);
  });
}

describe('All Recipes', () => {
  it('shows the recipes a page at a time, searches by name in any case, and filters by several cuisines', async () => {
    await asCook(async (browser) => {
      const { page } = browser;
      await page.goto(at('/recipes/all'));
      await page.getByRole('heading', { name: 'All Recipes' }).waitFor();
      await cards(page).first().waitFor();
      expect(await cards(page).count()).toBe(PAGE_SIZE);
      await page.getByRole('button', { name: 'Load more recipes' }).click();
      await expect.poll(() => cards(page).count()).toBe(2 * PAGE_SIZE);
      await screenshotTop(page, 'catalogue-all-recipes');

      const search = page.getByPlaceholder('Search for a recipe...');
      // A pasted paragraph is cut at the server's 120 characters, not answered with the list's load error.
      await search.fill(`coconut ${'x'.repeat(200)}`);
      expect((await search.inputValue()).length).toBe(120);
      await page.getByText('No recipes match your search.').waitFor();
      expect(await page.getByText('Error loading recipes. Please try again later.').count()).toBe(0);
      await search.fill('COCONUT');
      const coconut = seeds.filter((recipe) => recipe.name.toLowerCase().includes('coconut')).map((recipe) => recipe.name);
      await expect.poll(() => cards(page).count()).toBe(coconut.length);
      expect((await cardNames(page)).sort()).toEqual([...coconut].sort());
      expect(await page.getByRole('button', { name: 'Load more recipes' }).count()).toBe(0);

      // The search and the cuisines together: Thai curries, then Thai or Korean curries.
      await search.fill('curry');
      const filters = page.getByRole('group', { name: 'Filter by cuisine' });
      await filters.getByRole('button', { name: 'Thai' }).click();
      const curries = (cuisines: string[]) => seeds.filter((recipe) => recipe.name.toLowerCase().includes('curry') && recipe.cuisines.some((cuisine) => cuisines.includes(cuisine))).map((recipe) => recipe.name);
      await expect.poll(async () => (await cardNames(page)).sort()).toEqual(curries(['Thai']).sort());
      await filters.getByRole('button', { name: 'Korean' }).click();
      await expect.poll(() => filters.getByRole('button', { name: 'Korean' }).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(async () => (await cardNames(page)).sort()).toEqual(curries(['Thai', 'Korean']).sort());
      await screenshot(page, 'catalogue-all-recipes-filtered');

      // The choice is in the address: a reload keeps it.
      await page.reload();
      await cards(page).first().waitFor();
      expect(await page.getByPlaceholder('Search for a recipe...').inputValue()).toBe('curry');
      expect((await cardNames(page)).sort()).toEqual(curries(['Thai', 'Korean']).sort());

      // The row opens with a Clear that counts the cuisines on (on a phone they may be scrolled out
      // of sight); it turns them all off and every curry is back.
      const clear = filters.getByRole('button', { name: 'Clear all 2 filters' });
      expect(await clear.textContent()).toBe('Clear (2)');
      await clear.click();
      await expect.poll(async () => (await cardNames(page)).sort()).toEqual(seeds.filter((recipe) => recipe.name.toLowerCase().includes('curry')).map((recipe) => recipe.name).sort());
      expect(new URL(page.url()).searchParams.get('cuisines')).toBeNull();
      expect(await clear.count()).toBe(0);

      await search.fill('no recipe has this name');
      await page.getByText('No recipes match your search.').waitFor();
      expect(browser.errors).toEqual([]);
    });
  });

  it('says "Error loading recipes. Please try again later." when the list fails, and Retry reloads it', async () => {
    await asCook(async ({ page }) => {
      await page.route('**/api/v1/recipe?**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
      await page.goto(at('/recipes/all'));
      await page.getByText('Error loading recipes. Please try again later.').waitFor({ timeout: 15_000 });
      await screenshot(page, 'catalogue-all-recipes-error');
      await page.unroute('**/api/v1/recipe?**');
      await page.getByRole('button', { name: 'Retry' }).click();
      await cards(page).first().waitFor();
    });
  });

  it('falls back to "Unable to load recipes. Please try again later." when the list cannot be drawn', async () => {
    await asCook(async ({ page }) => {
      // An answer the page cannot draw: the boundary keeps the rest of the page (search, filters) alive.
      await page.route('**/api/v1/recipe?**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[null]' }));
      await page.goto(at('/recipes/all'));
      await page.getByText('Unable to load recipes. Please try again later.').waitFor();
      await page.getByPlaceholder('Search for a recipe...').waitFor();
    });
  });

  it('says the server is unreachable when the cook record cannot be loaded', async () => {
    await asCook(async ({ page }) => {
      await page.route('**/api/v1/users/supabase/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }));
      await page.goto(at('/recipes/all'));
      await page.getByText(/^Unable to connect to the server\. Please try again later or send a message to \S+@\S+/).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Retry' }).waitFor();
    });
  });
});

describe('All Recipes, left and come back to', () => {
  // On a busy machine the list replaced its own history entry with the same address as it came back,
  // and the router, finding no place saved for the new entry, scrolled to the top.
  it('is where the cook left it: Back from a recipe keeps the cards loaded and the scroll', async () => {
    await asCook(async ({ page }) => {
      await page.goto(at('/recipes/all'));
      await cards(page).first().waitFor();
      await page.getByRole('button', { name: 'Load more recipes' }).click();
      await expect.poll(() => cards(page).count()).toBe(2 * PAGE_SIZE);
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
      const card = cards(page).nth(PAGE_SIZE + 1);
      await card.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => Math.round(window.scrollY));
      await card.getByRole('link').first().click();
      await page.waitForURL(/\/steps$/);
      await page.goBack();
      await expect.poll(() => cards(page).count(), WAIT).toBe(2 * PAGE_SIZE);
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), WAIT).toBe(scrolled);
    });
  });
});

describe('a favourite', () => {
  const recipe = seeds.find((seed) => seed.name === 'Grilled Pork Skewers with Sticky Glaze')!;
  const heart = (page: Page) => page.getByRole('button', { name: `Favorite ${recipe.name}` });

  /**
   * Holds each add or remove call until the heart shows its new state (at most 5 s), and records
   * whether it did: a heart that flips only on the server's answer records false.
   */
  async function holdFavoriteCallsUntilFlipped(page: Page) {
    const flippedFirst: boolean[] = [];
    await page.route('**/api/v1/recipe-favorite**', async (route) => {
      const method = route.request().method();
      if (method !== 'POST' && method !== 'DELETE') return route.continue();
      const wanted = method === 'POST' ? 'true' : 'false';
      const flipped = await expect
        .poll(() => heart(page).getAttribute('aria-pressed'), { timeout: 5_000 })
        .toBe(wanted)
        .then(() => true, () => false);
      flippedFirst.push(flipped);
      await route.continue();
    });
    return flippedFirst;
  }

  it('flips at once, says so for 2 seconds, and is still there after a reload; and the same back', async () => {
    await asCook(async (browser) => {
      const { page } = browser;
      const flippedFirst = await holdFavoriteCallsUntilFlipped(page);
      await page.goto(at('/cuisine/Thai'));
      await heart(page).waitFor();
      expect(await heart(page).getAttribute('aria-pressed')).toBe('false');
      await heart(page).click();
      await expect.poll(() => heart(page).getAttribute('aria-pressed')).toBe('true');
      const added = page.getByText('Added to favorites');
      await added.waitFor();
      await screenshotTop(page, 'catalogue-favorite-added', 1200);
      await added.waitFor({ state: 'detached', timeout: 3_500 });

      await page.reload();
      await expect.poll(() => heart(page).getAttribute('aria-pressed')).toBe('true');
      // The recipe page knows it too.
      await page.goto(at(`/recipes/${recipe.id}`));
      await expect.poll(() => heart(page).getAttribute('aria-pressed')).toBe('true');
      await heart(page).click();
      await expect.poll(() => heart(page).getAttribute('aria-pressed')).toBe('false');
      await page.getByText('Removed from favorites').waitFor();
      // Both flips showed while the server still held the call: optimistic, not the server's answer.
      expect(flippedFirst).toEqual([true, true]);
      await page.reload();
      await heart(page).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await heart(page).getAttribute('aria-pressed')).toBe('false');
      expect(browser.errors).toEqual([]);
    });
  }, SCREENS_TIMEOUT_MS);

  it('takes a double click as two clicks, in order: added, then removed', async () => {
    await asCook(async ({ page }) => {
      await page.goto(at('/cuisine/Thai'));
      await heart(page).waitFor();
      await page.waitForLoadState('networkidle');
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/v1/recipe-favorite') && ['POST', 'DELETE'].includes(request.method())) calls.push(request.method());
      });
      await heart(page).dblclick();
      await expect.poll(() => calls, WAIT).toEqual(['POST', 'DELETE']);
      await expect.poll(() => heart(page).getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('false');
      await page.reload();
      await heart(page).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await heart(page).getAttribute('aria-pressed')).toBe('false');
    });
  });

  it('flips back with "Failed to add recipe to favorites" when the server refuses', async () => {
    await asCook(async ({ page }) => {
      await page.goto(at('/cuisine/Thai'));
      await heart(page).waitFor();
      await page.waitForLoadState('networkidle');
      await page.route('**/api/v1/recipe-favorite', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
      await heart(page).click();
      await page.getByText('Failed to add recipe to favorites').waitFor();
      await expect.poll(() => heart(page).getAttribute('aria-pressed')).toBe('false');
      await screenshotTop(page, 'catalogue-favorite-failed', 1200);
    });
  });
});
