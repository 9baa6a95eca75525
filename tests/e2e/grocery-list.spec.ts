// A week's grocery list read as a shopper (decision 0034): what to buy in shop sizes, every line
// priced, staples folded away and out of the count, the cook's own lines live in every tab, the list
// shared as text and printed as a clean page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually } from '../setup/larder.ts';
import { screenshot } from './support/browser.ts';
import { catalogueProduct, cookIn } from './support/catalogue.ts';

const product = catalogueProduct();
const WAIT = { timeout: 20_000 };

interface Line {
  id: string;
  ingredient_name: string;
  unit_of_measurement: string;
  buy_text: string;
  needed_text: string;
  estimated_cost_in_cents: number;
  price_source: string | null;
  is_staple: boolean;
  is_own: boolean;
}

const localDate = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Next week's Monday in this machine's time zone: next week is planned in full whatever today is. */
function nextMonday(): string {
  const day = new Date();
  day.setDate(day.getDate() + 7 - ((day.getDay() + 6) % 7));
  return localDate(day);
}

/** A ready cook on next week's grocery list, with the list's lines as the API gives them. */
async function cookOnGroceryList(browser: Parameters<Parameters<typeof product.withBrowser>[0]>[0]) {
  const cook = await cookIn(product.larder, browser, 'ready');
  const monday = nextMonday();
  const plan = await eventually(async () => {
    const [found] = (await cook.api.get(`/api/v1/postgres/meal-plan/date/${monday}/app_user/${cook.appUserId}`)).body as Array<{ grocery_list_id: string; generation: { status: string } }>;
    return found?.generation.status === 'complete' && found;
  }, 30_000, 'next week planned');
  const listPath = `/api/v1/grocery-list/${plan.grocery_list_id}/app_user/${cook.appUserId}`;
  const list = await eventually(async () => {
    const response = await cook.api.get(listPath);
    return response.status === 200 && (response.body[0].data as { grocery_list: { total_items: number; estimated_total_cost_in_cents: number; estimated_part_in_cents: number }; grocery_list_ingredients: Line[] });
  }, 20_000, 'the grocery list');
  const groceryPage = product.at(`/meal-plan?week=${monday}&view=grocery`);
  await browser.page.goto(groceryPage);
  await browser.page.getByTestId('grocery-item').first().waitFor(WAIT);
  return { cook, plan, list, listPath, groceryPage };
}

const lineNames = (page: Page) => page.getByTestId('grocery-item-name').allTextContents();

describe("a week's grocery list", () => {
  it('reads as a shopper would: shop sizes, no decimal pieces, every line priced, staples apart and not counted', async () => {
    await product.withBrowser(async (browser, errors) => {
      const { page } = browser;
      const { list } = await cookOnGroceryList(browser);
      const lines = list.grocery_list_ingredients;
      // What a shopper is told to buy: never a part of a piece, never a price left out.
      for (const line of lines) {
        if (line.unit_of_measurement === 'piece') expect(line.buy_text, line.ingredient_name).not.toMatch(/\d\.\d/);
        expect(line.price_source, line.ingredient_name).not.toBeNull();
        expect(line.estimated_cost_in_cents, line.ingredient_name).toBeGreaterThan(0);
      }
      const shopped = lines.filter((line) => !line.is_staple);
      expect(list.grocery_list.total_items).toBe(shopped.length);
      expect(list.grocery_list.estimated_total_cost_in_cents).toBe(shopped.reduce((sum, line) => sum + line.estimated_cost_in_cents, 0));

      // On the page: each line says what to buy and costs something; the footer adds them up.
      const shown = page.locator('[data-testid="grocery-group"] [data-testid="grocery-item"]');
      expect(await shown.count()).toBe(shopped.length);
      for (const price of await page.locator('[data-testid="grocery-group"] [data-testid="grocery-item-price"]').allTextContents()) expect(price).toMatch(/^~?\$\d+\.\d{2}$/);
      const footer = page.getByTestId('grocery-footer');
      expect(await footer.textContent()).toMatch(new RegExp(`^${shopped.length} items·Estimated cost \\$\\d+\\.\\d{2}`));
      expect(await page.getByTestId('grocery-unpriced').count()).toBe(0);
      const staples = lines.filter((line) => line.is_staple);
      if (staples.length > 0) {
        const group = page.getByTestId('grocery-staples');
        expect(await group.textContent()).toContain(`Staples you keep (${staples.length})`);
        // Folded until asked for.
        expect(await group.getByTestId('grocery-item').first().isVisible()).toBe(false);
      }
      await screenshot(page, 'grocery-list-shopper');
      if (staples.length > 0) {
        await page.getByRole('button', { name: /Staples you keep/ }).click();
        await page.getByTestId('grocery-staples').getByTestId('grocery-item').first().waitFor({ state: 'visible' });
      }
      expect(errors).toEqual([]);
    });
  });

  it('adds an own line that shows live in a second tab, removes a line with Undo, and shares and prints the list', async () => {
    await product.withBrowser(async (browser, errors) => {
      const { page } = browser;
      const { groceryPage, listPath, cook } = await cookOnGroceryList(browser);
      const second = await browser.newPage();
      await second.goto(groceryPage);
      await second.getByTestId('grocery-item').first().waitFor(WAIT);

      // Added in one tab, on the other without a reload; 'eggs' is the catalogue's Egg, sold by the box.
      // The first add is held at the server's door: the next item typed and entered meanwhile is taken too.
      let releaseFirstAdd = () => {};
      const firstAddHeld = new Promise<void>((resolve) => (releaseFirstAdd = resolve));
      await page.route('**/grocery-list/*/items/app_user/*', async (route) => {
        if (route.request().postDataJSON()?.name === 'Birthday cake') await firstAddHeld;
        await route.continue();
      });
      await page.getByLabel('Item to add').fill('Birthday cake');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByLabel('Item to add').fill('eggs');
      await page.getByLabel('Item to add').press('Enter');
      await expect.poll(() => page.getByLabel('Item to add').inputValue(), { timeout: 3_000 }).toBe('');
      releaseFirstAdd();
      await second.getByTestId('grocery-item-name').getByText('Birthday cake', { exact: true }).waitFor(WAIT);
      // The week's recipes may want eggs too (a line of their own): this is the cook's.
      const eggs = second.locator('[data-testid="grocery-item"][data-own]').filter({ has: second.locator('[data-testid="grocery-item-name"][data-name="Egg"]') });
      await eggs.first().waitFor(WAIT);
      expect(await eggs.first().getByTestId('grocery-item-amount').textContent()).toMatch(/box of 12/);
      // The cook asked for eggs, not for '12' of them: nothing beneath the line says otherwise.
      expect(await eggs.first().getByTestId('grocery-item-need').count()).toBe(0);
      expect(await page.getByLabel('Item to add').inputValue()).toBe('');
      await screenshot(second, 'grocery-list-own-lines');

      // Removed in the first tab, gone from both; Undo puts it back.
      await page.getByRole('button', { name: 'Remove Birthday cake from the list' }).click();
      await second.getByTestId('grocery-item-name').getByText('Birthday cake', { exact: true }).waitFor({ state: 'detached', ...WAIT });
      await page.getByTestId('undo-toast').getByRole('button', { name: 'Undo' }).click();
      await second.getByTestId('grocery-item-name').getByText('Birthday cake', { exact: true }).waitFor(WAIT);

      // Shared as text: the clipboard holds the list by food group, with the cost.
      await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.at('/') });
      await page.getByRole('button', { name: 'Share' }).click();
      await page.getByText('Your list is copied').waitFor();
      const text = await page.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText());
      expect(text).toMatch(/^Groceries for /);
      expect(text).toContain('- Birthday cake');
      expect(text).toMatch(/- 1 box of 12 Eggs/);
      expect(text).toMatch(/Estimated cost \$\d+\.\d{2}/);
      // One line of text for each line to buy, and each name there.
      const shopped = ((await cook.api.get(listPath)).body[0].data.grocery_list_ingredients as Line[]).filter((line) => !line.is_staple);
      expect(text.split('\n').filter((row) => row.startsWith('- '))).toHaveLength(shopped.length);
      for (const line of shopped) expect(text.toLowerCase()).toContain(line.ingredient_name.toLowerCase().slice(0, -1));

      // Printed: only the list, one line each with a box to tick.
      await page.emulateMedia({ media: 'print' });
      await page.getByTestId('grocery-print-sheet').waitFor({ state: 'visible' });
      expect(await page.getByTestId('grocery-footer').isVisible()).toBe(false);
      await screenshot(page, 'grocery-list-print');
      await page.emulateMedia({ media: 'screen' });
      expect(await lineNames(page)).toContain('Birthday cake');
      expect(errors).toEqual([]);
    });
  });
});
