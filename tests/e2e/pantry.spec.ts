// My Pantry in Chromium: adding items under the dialog's rules, editing quantity and expiry in place
// (Enter, leaving the field, Escape), sorting, searching, removing one and all; the warnings for cooks
// without setup or access; and what the cook is told when a call fails, or a refresh does.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, screenshotWindow } from './support/browser.ts';
import { catalogueProduct, cookIn } from './support/catalogue.ts';

const product = catalogueProduct();
/** A whole journey through the page: well within this even when the machine is busy. */
const JOURNEY_TIMEOUT_MS = 120_000;
const { at, withBrowser } = product;

/** The browser's calendar date, as the page computes it. */
function localDate(offsetDays = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + offsetDays);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

const rows = (page: Page) => page.getByTestId('pantry-row');
const rowOf = (page: Page, name: string) => rows(page).filter({ has: page.getByRole('link', { name, exact: true }) });
const names = (page: Page) => rows(page).getByRole('link').allInnerTexts();
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Add Pantry Item' });
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

async function chooseIngredient(page: Page, typed: string, name: string) {
  const field = dialog(page).getByLabel('Ingredient');
  await field.fill(typed);
  await page.getByRole('option', { name, exact: true }).click();
  await expect.poll(() => field.inputValue()).toBe(name);
}

/** Opens 'Add Pantry Item' once the last one has finished closing. */
async function openAddDialog(page: Page) {
  await dialog(page).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Add Item' }).click();
  await dialog(page).waitFor();
}

/** Adds an item through the dialog, leaving the dates as they default unless told. */
async function addItem(page: Page, item: { typed: string; name: string; quantity: string; purchase?: string; expiration?: string }) {
  await openAddDialog(page);
  await chooseIngredient(page, item.typed, item.name);
  await dialog(page).getByLabel('Quantity').fill(item.quantity);
  if (item.purchase !== undefined) await dialog(page).getByLabel('Purchase date').fill(item.purchase);
  if (item.expiration !== undefined) await dialog(page).getByLabel('Expiration date').fill(item.expiration);
  await dialog(page).getByRole('button', { name: 'Add Item' }).click();
  await dialog(page).waitFor({ state: 'detached' });
  await rowOf(page, item.name).waitFor();
}

const expiryLabel = (page: Page, name: string) => rowOf(page, name).getByTestId('pantry-expiry-label');

describe('a cook with setup and access', () => {
  it('adds items under the dialog rules, edits, sorts, searches and removes them', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const { api, appUserId } = await cookIn(product.larder, browser, 'ready');
      const pantryCalls: Array<{ method: string; url: string; body: string | null }> = [];
      page.on('request', (request: Request) => {
        if (request.url().includes('/api/v1/pantry-ingredient') && request.method() !== 'GET') pantryCalls.push({ method: request.method(), url: request.url(), body: request.postData() });
      });
      const puts = () => pantryCalls.filter((call) => call.method === 'PUT').length;
      // The page shows an edit before the server has answered it: what the server holds is read once the saves are answered.
      let putsAnswered = 0;
      page.on('requestfinished', (request: Request) => {
        if (request.url().includes('/api/v1/pantry-ingredient') && request.method() === 'PUT') putsAnswered++;
      });

      await page.goto(at('/pantry'));
      await page.getByRole('heading', { name: 'My Pantry' }).waitFor();
      await page.getByText('Your pantry is empty.').waitFor();
      expect(await page.getByRole('button', { name: 'Delete All Items' }).count()).toBe(0);
      await screenshot(page, 'pantry-empty');

      // The dialog's rules: an ingredient and a quantity above zero are required.
      await openAddDialog(page);
      expect(await dialog(page).getByLabel('Purchase date').inputValue()).toBe(localDate());
      expect(await dialog(page).getByLabel('Purchase date').getAttribute('max')).toBe(localDate());
      await dialog(page).getByRole('button', { name: 'Add Item' }).click();
      await dialog(page).getByText('Please select an ingredient').waitFor();
      await dialog(page).getByText('Please enter a valid quantity').waitFor();
      await screenshot(page, 'pantry-add-errors');

      // The search ignores case and matches inside names; choosing fills the unit and the expiry.
      await dialog(page).getByLabel('Ingredient').fill('EGG');
      for (const option of ['Egg', 'Eggplant', 'Egg white', 'Egg noodles']) await page.getByRole('option', { name: option, exact: true }).waitFor();
      await page.getByRole('option', { name: 'Egg', exact: true }).click();
      await expect.poll(() => dialog(page).getByLabel('Unit').inputValue()).toBe('piece');
      expect(await dialog(page).getByLabel('Expiration date').inputValue()).toBe(localDate(21));
      await dialog(page).getByLabel('Quantity').fill('12');
      // Typing away from the chosen ingredient forgets it and what was filled in for it.
      await dialog(page).getByLabel('Ingredient').fill('Eggp');
      await expect.poll(() => dialog(page).getByLabel('Unit').inputValue()).toBe('');
      expect(await dialog(page).getByLabel('Quantity').inputValue()).toBe('');
      expect(await dialog(page).getByLabel('Expiration date').inputValue()).toBe('');

      await chooseIngredient(page, 'egg', 'Egg');
      await dialog(page).getByLabel('Quantity').fill('12');
      // A purchase tomorrow is refused; the expiry follows the purchase date.
      await dialog(page).getByLabel('Purchase date').fill(localDate(1));
      expect(await dialog(page).getByLabel('Expiration date').inputValue()).toBe(localDate(22));
      await dialog(page).getByRole('button', { name: 'Add Item' }).click();
      await dialog(page).getByText('Purchase date cannot be in the future.').waitFor();
      await screenshot(page, 'pantry-add-future-purchase');
      await dialog(page).getByLabel('Purchase date').fill(localDate(-2));
      expect(await dialog(page).getByLabel('Expiration date').inputValue()).toBe(localDate(19));
      // Beyond the spec: a typo's million eggs, and an expiry before the purchase, are refused with a word.
      expect(await dialog(page).getByLabel('Expiration date').getAttribute('min')).toBe(localDate(-2));
      await dialog(page).getByLabel('Quantity').fill('1000000');
      await dialog(page).getByLabel('Expiration date').fill(localDate(-3));
      await dialog(page).getByRole('button', { name: 'Add Item' }).click();
      await dialog(page).getByText('Please enter a quantity of 100,000 or less.').waitFor();
      await dialog(page).getByText('Expiration date cannot be before the purchase date.').waitFor();
      await screenshot(page, 'pantry-add-out-of-range');
      await dialog(page).getByLabel('Quantity').fill('12');
      await dialog(page).getByLabel('Expiration date').fill(localDate(19));
      await dialog(page).getByRole('button', { name: 'Add Item' }).click();
      await toast(page, 'Item added to pantry').waitFor();
      await rowOf(page, 'Egg').waitFor();
      // An egg is counted: '12', with the exact amount in its unit on hover.
      expect(await rowOf(page, 'Egg').getByTestId('pantry-quantity').innerText()).toBe('12');
      expect(await page.getByRole('button', { name: 'Edit quantity of Egg' }).getAttribute('title')).toBe('12 pieces: click to edit');
      expect(await expiryLabel(page, 'Egg').innerText()).toBe('19 days');
      expect(await expiryLabel(page, 'Egg').getAttribute('data-tone')).toBe('fresh');
      // Only one item: nothing to delete all of.
      expect(await page.getByRole('button', { name: 'Delete All Items' }).count()).toBe(0);

      await addItem(page, { typed: 'whole m', name: 'Whole milk', quantity: '1.5' });
      await addItem(page, { typed: 'tomato', name: 'Tomato', quantity: '3' });
      await addItem(page, { typed: 'SALT', name: 'Salt', quantity: '500', purchase: localDate(-30), expiration: localDate(-1) });
      expect(await expiryLabel(page, 'Whole milk').innerText()).toBe('7 days');
      expect(await expiryLabel(page, 'Whole milk').getAttribute('data-tone')).toBe('soon');
      // Tomato has no known shelf life: no date, muted.
      expect(await expiryLabel(page, 'Tomato').innerText()).toBe('No expiration');
      expect(await expiryLabel(page, 'Tomato').getAttribute('data-tone')).toBe('none');
      expect(await expiryLabel(page, 'Salt').innerText()).toBe('1 day ago');
      expect(await expiryLabel(page, 'Salt').getAttribute('data-tone')).toBe('expired');
      // Typed in milk's own unit (ml), 1.5 is said as a kitchen measures it.
      expect(await rowOf(page, 'Whole milk').getByTestId('pantry-quantity').innerText()).toBe('⅓ tsp');
      // One refresh per change: the server enqueues the grocery lists' refresh with the change, so the page sends none (decision 0024).
      expect(pantryCalls.filter((call) => call.url.endsWith('/refresh_grocery_list_ingredients_on_pantry_ingredient_crud'))).toEqual([]);
      await screenshot(page, 'pantry-items');

      // Unsorted: in the order added. Each header sorts ascending, then flips.
      expect(await names(page)).toEqual(['Egg', 'Whole milk', 'Tomato', 'Salt']);
      await page.getByRole('button', { name: 'Sort by Ingredient' }).click();
      expect(await names(page)).toEqual(['Egg', 'Salt', 'Tomato', 'Whole milk']);
      await page.getByRole('button', { name: 'Sort by Ingredient' }).click();
      expect(await names(page)).toEqual(['Whole milk', 'Tomato', 'Salt', 'Egg']);
      await page.getByRole('button', { name: 'Sort by Quantity' }).click();
      expect(await names(page)).toEqual(['Whole milk', 'Tomato', 'Egg', 'Salt']);
      await page.getByRole('button', { name: 'Sort by Expires' }).click();
      expect(await names(page)).toEqual(['Salt', 'Whole milk', 'Egg', 'Tomato']);
      await page.getByRole('button', { name: 'Sort by Expires' }).click();
      // No expiration sorts last either way.
      expect(await names(page)).toEqual(['Egg', 'Whole milk', 'Salt', 'Tomato']);
      await page.getByRole('button', { name: 'Sort by Food group' }).click();
      expect((await names(page)).slice(0, 2).sort()).toEqual(['Egg', 'Whole milk']); // Dairy first
      await screenshot(page, 'pantry-sorted');

      // The search ignores case.
      await page.getByLabel('Search your pantry').fill('MILK');
      await expect.poll(() => names(page)).toEqual(['Whole milk']);
      await page.getByLabel('Search your pantry').fill('xyz');
      await page.getByText('No pantry items match "xyz".').waitFor();
      await page.getByLabel('Search your pantry').fill('');
      await expect.poll(() => rows(page).count()).toBe(4);

      // Quantity in place, in the item's own unit: Enter saves (said as a cook measures it), leaving the field saves, Escape does not.
      await page.getByRole('button', { name: 'Edit quantity of Egg' }).click();
      await page.getByLabel('Quantity of Egg').fill('10.50');
      await page.getByLabel('Quantity of Egg').press('Enter');
      await expect.poll(() => rowOf(page, 'Egg').getByTestId('pantry-quantity').innerText()).toBe('10½');
      await toast(page, 'Pantry item updated').waitFor();
      await page.getByRole('button', { name: 'Edit quantity of Whole milk' }).click();
      await page.getByLabel('Quantity of Whole milk').fill('2000');
      await page.getByRole('heading', { name: 'My Pantry' }).click();
      await expect.poll(() => rowOf(page, 'Whole milk').getByTestId('pantry-quantity').innerText()).toBe('2 l');
      // Two saves a moment apart: one 'Pantry item updated' on screen, not one stacked on the other.
      expect(await page.locator('.mantine-Notification-root').filter({ hasText: 'Pantry item updated' }).count()).toBeLessThanOrEqual(1);
      await page.getByRole('button', { name: 'Edit quantity of Tomato' }).click();
      await page.getByLabel('Quantity of Tomato').fill('99');
      await screenshot(page, 'pantry-editing-quantity');
      await page.getByLabel('Quantity of Tomato').press('Escape');
      expect(await rowOf(page, 'Tomato').getByTestId('pantry-quantity').innerText()).toBe('3');
      // A minus is kept, not dropped: the field stays open saying why, and sends nothing; Escape leaves it.
      await page.getByRole('button', { name: 'Edit quantity of Tomato' }).click();
      await page.getByLabel('Quantity of Tomato').fill('-20');
      await page.getByLabel('Quantity of Tomato').press('Enter');
      await rowOf(page, 'Tomato').getByText('Quantity must be 0 or more').waitFor();
      expect(await page.getByLabel('Quantity of Tomato').inputValue()).toBe('-20');
      await screenshot(page, 'pantry-quantity-negative');
      await page.getByLabel('Quantity of Tomato').press('Escape');
      expect(await rowOf(page, 'Tomato').getByTestId('pantry-quantity').innerText()).toBe('3');
      await expect.poll(() => puts()).toBe(2);

      // Expiry in place: Enter and leaving save; Escape and an unchanged date send nothing.
      await page.getByRole('button', { name: 'Edit expiration date of Tomato' }).click();
      await page.getByLabel('Expiration date of Tomato').fill(localDate(3));
      await page.getByLabel('Expiration date of Tomato').press('Enter');
      await expect.poll(() => expiryLabel(page, 'Tomato').innerText()).toBe('3 days');
      await page.getByRole('button', { name: 'Edit expiration date of Egg' }).click();
      await page.getByLabel('Expiration date of Egg').fill(localDate());
      await page.getByRole('heading', { name: 'My Pantry' }).click();
      await expect.poll(() => expiryLabel(page, 'Egg').innerText()).toBe('Expires today');
      expect(await expiryLabel(page, 'Egg').getAttribute('data-tone')).toBe('soon');
      await page.getByRole('button', { name: 'Edit expiration date of Salt' }).click();
      await page.getByLabel('Expiration date of Salt').fill(localDate(30));
      await page.getByLabel('Expiration date of Salt').press('Escape');
      expect(await expiryLabel(page, 'Salt').innerText()).toBe('1 day ago');
      await page.getByRole('button', { name: 'Edit expiration date of Whole milk' }).click();
      await page.getByLabel('Expiration date of Whole milk').press('Enter');
      await expect.poll(() => puts()).toBe(4);
      await page.waitForTimeout(300);
      expect(puts()).toBe(4);

      // What the server holds agrees with the page.
      await expect.poll(() => putsAnswered, { timeout: 10_000 }).toBe(4);
      const pantryId = pantryCalls.map((call) => /\/pantry\/([0-9a-f-]{36})\/app_user\//.exec(call.url)?.[1]).find(Boolean);
      const { body: held } = await api.get(`/api/v1/pantry-ingredient/pantry/${pantryId}/app_user/${appUserId}`);
      expect(Object.fromEntries((held as Array<{ ingredient_name: string; quantity: number; expiration_date: string | null }>).map((item) => [item.ingredient_name, [item.quantity, item.expiration_date]]))).toEqual({
        Egg: [10.5, localDate()],
        'Whole milk': [2000, localDate(7)],
        Tomato: [3, localDate(3)],
        Salt: [500, localDate(-1)],
      });

      // An edit the server refuses says why, and the quantity stays as it was.
      await page.getByRole('button', { name: 'Edit quantity of Egg' }).click();
      await page.getByLabel('Quantity of Egg').fill('200000');
      await page.getByLabel('Quantity of Egg').press('Enter');
      await toast(page, 'Please enter a quantity of 100,000 or less.').waitFor();
      await expect.poll(() => rowOf(page, 'Egg').getByTestId('pantry-quantity').innerText()).toBe('10½');

      // The ingredient's name leads to its page.
      await rowOf(page, 'Salt').getByRole('link', { name: 'Salt' }).click();
      await page.waitForURL(/\/ingredients\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { name: 'Salt', level: 1 }).waitFor();
      await page.goBack();
      await rowOf(page, 'Salt').waitFor();

      // Removing one needs confirmation; Cancel keeps it.
      await page.getByRole('button', { name: 'Remove Tomato' }).click();
      await page.getByText('Remove Tomato from your pantry?').waitFor();
      await screenshot(page, 'pantry-remove-confirm');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      expect(await rowOf(page, 'Tomato').count()).toBe(1);
      await page.getByRole('button', { name: 'Remove Tomato' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await toast(page, 'Item removed from pantry').waitFor();
      await expect.poll(() => names(page)).toEqual(['Egg', 'Whole milk', 'Salt']);

      // Delete All, confirmed.
      await page.getByRole('button', { name: 'Delete All Items' }).click();
      await page.getByText('Delete all 3 items from your pantry? This cannot be undone.').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete All' }).click();
      await toast(page, 'All items removed from pantry').waitFor();
      await page.getByText('Your pantry is empty.').waitFor();
      expect(pantryCalls.find((call) => call.method === 'DELETE' && call.url.includes('/multiple/'))?.body).toContain('"ids"');
      // The one error the page logged is the refused 200,000 eggs.
      expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
    });
  }, JOURNEY_TIMEOUT_MS);
});

describe('amounts in the units a cook measures', () => {
  it('enters milk as 1.5 l', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const { api, appUserId, pantryId } = await cookIn(product.larder, browser, 'ready');
      const adds: string[] = [];
      page.on('request', (request: Request) => {
        if (request.url().endsWith('/api/v1/pantry-ingredient') && request.method() === 'POST') adds.push(request.postData() ?? '');
      });
      await page.goto(at('/pantry'));
      await page.getByText('Your pantry is empty.').waitFor();

      // The unit starts as milk's own; any unit milk converts to is offered.
      await openAddDialog(page);
      await chooseIngredient(page, 'whole m', 'Whole milk');
      const unit = dialog(page).getByLabel('Unit');
      await expect.poll(() => unit.inputValue()).toBe('ml');
      await unit.click();
      for (const offered of ['ml', 'l', 'cup', 'fl oz']) await page.getByRole('option', { name: offered, exact: true }).waitFor();
      await page.getByRole('option', { name: 'l', exact: true }).click();
      await expect.poll(() => unit.inputValue()).toBe('l');
      await dialog(page).getByLabel('Quantity').fill('1.5');

      // What was paid is optional; a price with a tenth of a cent is not one.
      await dialog(page).getByLabel('Paid').fill('3.499');
      await dialog(page).getByRole('button', { name: 'Add Item' }).click();
      await dialog(page).getByText('Enter what you paid as an amount like 3.49, up to 1,000.').waitFor();
      expect(adds).toEqual([]);
      await dialog(page).getByLabel('Paid').fill('$3.49');
      await screenshot(page, 'pantry-add-in-litres');
      await dialog(page).getByRole('button', { name: 'Add Item' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      expect(JSON.parse(adds[0]!)).toMatchObject({ quantity: 1.5, unit_of_measurement: 'l', paid_cents: 349 });

      // Shown as measured, kept exact in milk's own unit, and edited in it.
      await expect.poll(() => rowOf(page, 'Whole milk').getByTestId('pantry-quantity').innerText()).toBe('1.5 l');
      await screenshot(page, 'pantry-milk-in-litres');
      const { body: held } = await api.get(`/api/v1/pantry-ingredient/pantry/${pantryId}/app_user/${appUserId}`);
      expect(held).toMatchObject([{ ingredient_name: 'Whole milk', quantity: 1500, unit_of_measurement: 'ml', quantity_text: '1.5 l' }]);
      await page.getByRole('button', { name: 'Edit quantity of Whole milk' }).click();
      expect(await page.getByLabel('Quantity of Whole milk').inputValue()).toBe('1500');
      await rowOf(page, 'Whole milk').getByText('ml', { exact: true }).waitFor();
      await page.getByLabel('Quantity of Whole milk').press('Escape');
      expect(errors).toEqual([]);
    });
  });
});

describe('a cook who cannot add yet', () => {
  it('without setup is sent to /setup, and without access to /pricing, and cannot add', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      await cookIn(product.larder, browser, 'new');
      await page.goto(at('/pantry'));
      await page.getByRole('heading', { name: 'My Pantry' }).waitFor();
      const complete = page.getByRole('link', { name: 'Complete Setup' });
      await complete.waitFor();
      expect(await complete.getAttribute('href')).toBe('/setup');
      expect(await page.getByRole('button', { name: 'Add Item' }).count()).toBe(0);
      expect(await page.getByLabel('Search your pantry').count()).toBe(0);
      await screenshot(page, 'pantry-setup-needed');
      expect(errors).toEqual([]);
    });
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      await cookIn(product.larder, browser, 'set-up');
      await page.goto(at('/pantry'));
      const complete = page.getByRole('link', { name: 'Complete Setup' });
      await complete.waitFor();
      expect(await complete.getAttribute('href')).toBe('/pricing');
      expect(await page.getByRole('button', { name: 'Add Item' }).count()).toBe(0);
      expect(await page.getByLabel('Search your pantry').count()).toBe(0);
      await screenshot(page, 'pantry-access-needed');
      await complete.click();
      await page.waitForURL(at('/pricing'));
      expect(errors).toEqual([]);
    });
  });
});

describe('when a call fails', () => {
  it('says so in red, keeps the dialog open, and adds the item when sent again', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      await cookIn(product.larder, browser, 'ready');
      const failWith500 = (route: import('playwright-core').Route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' });

      // The pantry does not load: a Retry that loads it.
      await page.route('**/api/v1/pantry-ingredient/pantry/**', failWith500);
      await page.goto(at('/pantry'));
      await page.getByText('Error loading pantry. Please refresh the page and try again.').waitFor();
      await screenshot(page, 'pantry-load-error');
      await page.unroute('**/api/v1/pantry-ingredient/pantry/**');
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByText('Your pantry is empty.').waitFor();

      // Adding fails: red toast, the dialog keeps what was typed.
      await page.route('**/api/v1/pantry-ingredient', failWith500);
      await openAddDialog(page);
      await chooseIngredient(page, 'butter', 'Butter');
      await dialog(page).getByLabel('Quantity').fill('250');
      await dialog(page).getByRole('button', { name: 'Add Item' }).click();
      await toast(page, 'Failed to add ingredient to pantry').waitFor();
      expect(await dialog(page).getByLabel('Quantity').inputValue()).toBe('250');
      await screenshot(page, 'pantry-add-failed');
      await page.unroute('**/api/v1/pantry-ingredient');

      // Sent again, the item is added.
      await dialog(page).getByRole('button', { name: 'Add Item' }).click();
      await toast(page, 'Item added to pantry').waitFor();
      await rowOf(page, 'Butter').waitFor();

      // Editing and deleting fail: red toasts, and the page shows what the server still holds.
      await page.route('**/api/v1/pantry-ingredient/*/pantry/**', failWith500);
      await page.getByRole('button', { name: 'Edit quantity of Butter' }).click();
      await page.getByLabel('Quantity of Butter').fill('5');
      await page.getByLabel('Quantity of Butter').press('Enter');
      await toast(page, 'Error updating pantry item. Please refresh the page and try again.').waitFor();
      await expect.poll(() => rowOf(page, 'Butter').getByTestId('pantry-quantity').innerText()).toBe('250 g');
      await page.getByRole('button', { name: 'Remove Butter' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await toast(page, 'Error deleting pantry item. Please refresh the page and try again.').waitFor();
      expect(await rowOf(page, 'Butter').count()).toBe(1);
      await screenshot(page, 'pantry-change-failed');

      // Failed responses log 'Failed to load resource' by design; the rest must be clean.
      expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
    });
  });

  it('keeps the pantry on screen when a refresh fails, says so in a small note, and reads it again on Retry', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      await cookIn(product.larder, browser, 'ready');
      await page.goto(at('/pantry'));
      await page.getByText('Your pantry is empty.').waitFor();
      await addItem(page, { typed: 'egg', name: 'Egg', quantity: '12' });

      // The change saves; reading the pantry after it fails (and fails again when retried).
      let reads = 0;
      await page.route('**/api/v1/pantry-ingredient/pantry/**', (route) => (reads++, route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' })));
      await page.getByRole('button', { name: 'Edit quantity of Egg' }).click();
      await page.getByLabel('Quantity of Egg').fill('6');
      await page.getByLabel('Quantity of Egg').press('Enter');
      await toast(page, 'Pantry item updated').waitFor();
      const note = page.getByRole('status').filter({ hasText: "Couldn't refresh — showing what was loaded last." });
      await note.waitFor({ timeout: 15_000 });
      expect(reads).toBeGreaterThanOrEqual(2);
      expect(await rowOf(page, 'Egg').getByTestId('pantry-quantity').innerText()).toBe('6');
      expect(await page.getByText('Error loading pantry. Please refresh the page and try again.').count()).toBe(0);
      await screenshotWindow(page, 'pantry-refresh-failed');

      // Retry reads it again; once that works the note goes.
      await page.unroute('**/api/v1/pantry-ingredient/pantry/**');
      await note.getByRole('button', { name: 'Retry' }).click();
      await note.waitFor({ state: 'detached', timeout: 15_000 });
      expect(await rowOf(page, 'Egg').getByTestId('pantry-quantity').innerText()).toBe('6');
      expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
    });
  });
});
