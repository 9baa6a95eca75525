// The ingredient pages in Chromium: All Ingredients searched and filtered by food group, and an
// ingredient's details with its nutrition, marks and the recipes that use it; Edit only for admins.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { grantAdmin } from '../../server/ops/account-ops.ts';
import { ApiClient, eventually } from '../setup/larder.ts';
import { screenshot } from './support/browser.ts';
import { catalogueProduct, cookIn, screenshotTop, seeds, showAllRecipes } from './support/catalogue.ts';

let ingredients: Array<{ id: string; name: string; foodGroups: string[] }>;
const product = catalogueProduct();
const { at, withBrowser } = product;
const ingredientCards = (page: Page) => page.getByTestId('ingredient-card');

beforeAll(async () => {
  ingredients = (await new ApiClient(product.larder.baseUrl).get('/api/v1/ingredient')).body;
});

describe('All Ingredients', () => {
  it('finds ingredients by part of their name, any case, and narrows them by food group', async () => {
    await withBrowser(async ({ page }, errors) => {
      await page.goto(at('/ingredients'));
      await page.getByRole('heading', { name: 'All Ingredients' }).waitFor();
      await ingredientCards(page).first().waitFor();
      expect(await page.getByRole('link', { name: 'Create Ingredient' }).getAttribute('href')).toBe('/create-ingredient');
      await page.getByText(`${ingredients.length} ingredients`).waitFor();
      await screenshotTop(page, 'catalogue-ingredients');

      await page.getByPlaceholder('Search for ingredient...').fill('ONION');
      const onions = ingredients.filter((ingredient) => ingredient.name.toLowerCase().includes('onion'));
      await page.getByText(`${onions.length} ingredients`).waitFor();
      expect(await ingredientCards(page).locator('p').allInnerTexts()).toEqual(onions.map((onion) => onion.name));

      await page.getByPlaceholder('Search for ingredient...').fill('');
      const filters = page.getByRole('group', { name: 'Filter by food group' });
      await filters.getByRole('button', { name: 'Dairy' }).click();
      const dairy = ingredients.filter((ingredient) => ingredient.foodGroups.includes('Dairy'));
      await page.getByText(`${dairy.length} ingredients`).waitFor();
      expect(await filters.getByRole('button', { name: 'Dairy' }).getAttribute('aria-pressed')).toBe('true');
      // Several groups at once: an ingredient in either shows.
      await filters.getByRole('button', { name: 'Seafood' }).click();
      const dairyOrSeafood = ingredients.filter((ingredient) => ingredient.foodGroups.some((group) => group === 'Dairy' || group === 'Seafood'));
      await page.getByText(`${dairyOrSeafood.length} ingredients`).waitFor();
      await page.getByPlaceholder('Search for ingredient...').fill('no such thing at all');
      await page.getByText('No ingredients match your search.').waitFor();
      await screenshot(page, 'catalogue-ingredients-nothing-found');
      expect(errors).toEqual([]);
    });
  });
});

describe('an ingredient', () => {
  it('shows its nutrition, marks and food groups to a visitor, with no Edit button', async () => {
    await withBrowser(async ({ page }, errors) => {
      await page.goto(at('/ingredients'));
      await page.getByPlaceholder('Search for ingredient...').fill('Yellow onion');
      await ingredientCards(page).filter({ hasText: 'Yellow onion' }).click();
      await page.waitForURL(at(`/ingredients/${ingredientIdFor('Yellow onion')}`));
      await page.getByRole('heading', { name: 'Yellow onion', level: 1 }).waitFor();
      const onion = (await new ApiClient(product.larder.baseUrl).get(`/api/v1/ingredient/${ingredientIdFor('Yellow onion')}`)).body[0];
      const marks = page.getByRole('group', { name: 'Diet marks' });
      expect(await marks.innerText()).toMatch(/vegetarian\s+vegan/i);
      // Calories, protein, carbs and fat, rounded.
      const nutrition = (await page.getByRole('definition').allInnerTexts()).map((text) => text.replace(/\s+/g, ''));
      expect(nutrition).toEqual([`${Math.round(onion.calories_per_base_unit)}kcal`, `${Math.round(onion.protein)}g`, `${Math.round(onion.carbohydrate)}g`, `${Math.round(onion.fat)}g`]);
      await page.getByText(`per ${onion.serving_size} ${onion.unit_of_measurement}`, { exact: true }).waitFor();
      if (onion.description) await page.getByText(onion.description).waitFor();

      // The recipes that use it, as cards leading to their steps.
      const usingOnion = seeds.filter((recipe) => recipe.ingredients.some((line) => line.ingredient === 'Yellow onion'));
      const grid = page.getByRole('list', { name: 'Recipes with this ingredient' });
      await grid.getByTestId('recipe-card').first().waitFor();
      await page.getByText(`${usingOnion.length} recipes`).waitFor();
      await screenshotTop(page, 'catalogue-ingredient-visitor');
      await showAllRecipes(page);
      expect(await grid.getByTestId('recipe-card').count()).toBe(usingOnion.length);
      expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  it('offers Edit to an admin', async () => {
    await withBrowser(async (browser) => {
      const { page } = browser;
      const cook = await cookIn(product.larder, browser, 'ready');
      const database = openDatabase(product.larder.database.url, { max: 2 });
      try {
        await grantAdmin(database.pool, database.db, cook.email);
      } finally {
        await database.close();
      }
      await eventually(async () => (await cook.api.post('/api/v1/users/check_user')).body?.isAdmin === true, 10_000, 'the admin grant');
      const garlic = ingredientIdFor('Garlic');
      await page.goto(at(`/ingredients/${garlic}`));
      await page.getByRole('heading', { name: 'Garlic', level: 1 }).waitFor();
      expect(await page.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/ingredients/${garlic}/edit`);
    });
  });
});
