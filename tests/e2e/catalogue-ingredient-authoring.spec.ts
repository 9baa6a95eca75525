// Adding and editing ingredients in Chromium: Create Ingredient (its required name, the alert, the
// form emptied, one ingredient for a double-click, a long name that wraps), an admin's Edit
// Ingredient (a field and the food groups, shown on the details page) and a cook who is not an
// admin sent to the details page instead.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { makeAdmin, shoot } from './support/authoring.ts';
import { clickTwiceAtOnce, isFocused } from './support/browser.ts';
import { catalogueProduct, cookIn } from './support/catalogue.ts';

const product = catalogueProduct();
const { at, withBrowser } = product;
/** The machine is shared: give a screen time to catch up before calling it wrong. */
const WAIT = { timeout: 15_000 };


function alertsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

async function choose(page: Page, label: RegExp | string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A ready cook on Create Ingredient, with the alerts the page raises. */
async function openCreateIngredient(browser: Parameters<Parameters<typeof withBrowser>[0]>[0]) {
  const cook = await cookIn(product.larder, browser, 'ready');
  const alerts = alertsOf(browser.page);
  await browser.page.goto(at('/create-ingredient'));
  await browser.page.getByRole('heading', { name: 'Create Ingredient', level: 1 }).waitFor();
  return { cook, alerts };
}

describe('Create Ingredient', () => {
  it('needs a name, adds the ingredient with its food groups, says so and empties the form', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const { cook, alerts } = await openCreateIngredient(browser);
      // The bar shows the cook where they are: the catalogue, under Recipes.
      expect(await page.getByRole('navigation').getByRole('link', { name: 'Recipes', exact: true }).getAttribute('data-in-section')).toBe('true');
      expect(await page.getByRole('navigation').getByRole('link', { name: 'Meals', exact: true }).getAttribute('data-in-section')).toBeNull();
      expect(await page.getByLabel('Perishable').isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Add Ingredient' }).click();
      await page.getByText('Ingredient name is required.').waitFor();
      // The first field in error takes the focus, which brings it into view from the button below.
      await expect.poll(() => isFocused(page.getByLabel(/^Name/)), WAIT).toBe(true);
      // The server needs a unit too: the form says so beside the field instead of failing after the call.
      await page.getByText('Choose a unit of measurement.').waitFor();
      expect(alerts).toEqual([]);

      await page.getByLabel(/^Name/).fill('Smoked Chilli Flakes');
      await page.getByLabel('Description').fill('Dried chilli, smoked over oak.');
      await choose(page, 'Unit of measurement', 'g');
      await choose(page, 'Food groups', 'Spices');
      await page.keyboard.press('Escape');
      await page.getByLabel('Serving size').fill('2');
      await page.getByLabel('Shelf life (days)').fill('365');
      await page.getByLabel('Calories').fill('6');
      await page.getByLabel('Perishable').uncheck();
      await page.getByLabel('Vegan').check();
      await shoot(page, 'authoring-create-ingredient');
      await page.getByRole('button', { name: 'Add Ingredient' }).click();
      await expect.poll(() => alerts, WAIT).toEqual(['Ingredient created successfully!']);
      await expect.poll(() => page.getByLabel(/^Name/).inputValue(), WAIT).toBe('');
      expect(await page.getByLabel('Description').inputValue()).toBe('');
      expect(await page.getByLabel('Perishable').isChecked()).toBe(true);
      expect(await page.getByLabel('Vegan').isChecked()).toBe(false);

      const all = (await cook.api.get('/api/v1/ingredient')).body as Array<Record<string, unknown>>;
      expect(all.find((ingredient) => ingredient.name === 'Smoked Chilli Flakes')).toMatchObject({
        unit_of_measurement: 'g',
        serving_size: 2,
        estimated_shelf_life: 365,
        calories_per_base_unit: 6,
        is_perishable: false,
        is_vegan: true,
        foodGroups: ['Spices'],
      });

      // The same name again is refused, and the alert says why.
      await page.getByLabel(/^Name/).fill('smoked chilli flakes');
      await choose(page, 'Unit of measurement', 'g');
      await page.getByRole('button', { name: 'Add Ingredient' }).click();
      await expect
        .poll(() => alerts, WAIT)
        .toEqual(['Ingredient created successfully!', 'Failed to create ingredient. An ingredient named "smoked chilli flakes" already exists. Choose another name or use that ingredient.']);
      expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
    });
  });

  it('adds one ingredient for a double-click, and a long name wraps on its page', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const { cook, alerts } = await openCreateIngredient(browser);
      // The longest name the form takes, with no space to break at.
      const name = `Za'atar-house-blend-${'x'.repeat(80)}`;
      await page.getByLabel(/^Name/).fill(name);
      await choose(page, 'Unit of measurement', 'g');
      await clickTwiceAtOnce(page.getByRole('button', { name: 'Add Ingredient' }));
      await expect.poll(() => alerts, WAIT).toEqual(['Ingredient created successfully!']);
      // A second create would still be on the wire: wait for the page's calls to finish, not a while.
      await page.waitForLoadState('networkidle');
      expect(alerts).toEqual(['Ingredient created successfully!']);
      const same = ((await cook.api.get('/api/v1/ingredient')).body as Array<{ id: string; name: string }>).filter((ingredient) => ingredient.name === name);
      expect(same).toHaveLength(1);

      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(at(`/ingredients/${same[0]!.id}`));
        await page.getByRole('heading', { name, level: 1 }).waitFor(WAIT);
        // Nothing is wider than the window: the name wraps instead of pushing the page sideways.
        expect(await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      await shoot(page, 'authoring-ingredient-long-name');
      expect(errors).toEqual([]);
    });
  });
});

describe('Edit Ingredient', () => {
  it('lets an admin change a field and the food groups, shown on the details page', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const admin = await cookIn(product.larder, browser, 'ready');
      await makeAdmin(product.larder, admin.email, admin.api);
      const lemongrass = ingredientIdFor('Lemongrass');
      await page.goto(at(`/ingredients/${lemongrass}/edit`));
      await page.getByRole('heading', { name: 'Edit Ingredient', level: 1 }).waitFor();
      expect(await page.getByLabel(/^Name/).inputValue()).toBe('Lemongrass');
      await page.locator('.mantine-MultiSelect-pill').filter({ hasText: 'Produce' }).waitFor(); // its food group
      await shoot(page, 'authoring-edit-ingredient');

      // The name stays required.
      await page.getByLabel(/^Name/).fill('');
      await page.getByRole('button', { name: 'Update Ingredient' }).click();
      await page.getByText('Ingredient name is required.').waitFor();
      await page.getByLabel(/^Name/).fill('Lemongrass');

      await page.getByLabel('Description').fill('Citrus-scented stalks for Thai pastes and soups.');
      // The food groups are a set: Spices in, Produce (chosen again) out.
      await choose(page, 'Food groups', 'Spices');
      await page.getByRole('option', { name: 'Produce', exact: true }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Update Ingredient' }).click();

      await page.waitForURL(at(`/ingredients/${lemongrass}`));
      // The address changes before the details screen has loaded: wait for its heading.
      await page.getByRole('heading', { name: 'Lemongrass', level: 1 }).waitFor();
      await page.getByText('Citrus-scented stalks for Thai pastes and soups.').waitFor();
      await page.getByText('Spices', { exact: true }).waitFor();
      const groups = (await admin.api.get(`/api/v1/ingredient-food-group/ingredient_id/${lemongrass}`)).body.map((link: { name: string }) => link.name);
      expect(groups).toEqual(['Spices']);
      expect(await page.getByText('Produce', { exact: true }).count()).toBe(0);
      await shoot(page, 'authoring-edited-ingredient-details');
      expect(errors).toEqual([]);
    });
  });

  it('shows the error page when the server refuses the update', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const admin = await cookIn(product.larder, browser, 'ready');
      await makeAdmin(product.larder, admin.email, admin.api);
      const garlic = ingredientIdFor('Garlic');
      await page.goto(at(`/ingredients/${garlic}/edit`));
      await page.getByLabel(/^Name/).fill('yellow onion'); // another ingredient's name
      await page.getByRole('button', { name: 'Update Ingredient' }).click();
      await page.getByText(/^Failed to update ingredient: 409 \{"error":".+"\}$/).waitFor();
      await page.getByRole('button', { name: 'Retry' }).waitFor();
      await shoot(page, 'authoring-edit-ingredient-failed');
      expect((await admin.api.get(`/api/v1/ingredient/${garlic}`)).body[0].name).toBe('Garlic');
      // Back to the form, with what was typed, to change it.
      await page.getByRole('button', { name: 'Back to the form' }).click();
      expect(await page.getByLabel(/^Name/).inputValue()).toBe('yellow onion');
      expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
    });
  });

  it('sends a cook who is not an admin to the details page', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      await cookIn(product.larder, browser, 'ready');
      const garlic = ingredientIdFor('Garlic');
      await page.goto(at(`/ingredients/${garlic}/edit`));
      await page.waitForURL(at(`/ingredients/${garlic}`));
      await page.getByRole('heading', { name: 'Garlic', level: 1 }).waitFor();
      expect(await page.getByRole('heading', { name: 'Edit Ingredient' }).count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });
});
