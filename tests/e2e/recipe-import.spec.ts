// Importing a recipe in Chromium: from My Recipes to the import screen, a recipe page's address read
// (from a local server the fetcher is told to allow; nothing comes from the internet), the lines
// Larder is not sure of marked and put right, the recipe saved and opened, and found in My Recipes.
// A page with no recipe and an empty address are refused in words.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync, strToU8, zipSync } from 'fflate';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { importMessages } from '../../server/modules/recipe-import/index.ts';
import { shoot } from './support/authoring.ts';
import { catalogueProduct, cookIn } from './support/catalogue.ts';

const PAGES = new URL('../fixtures/recipe-pages/', import.meta.url);
/** A recipe page whose draft has lines Larder is not sure of (checked through the api below). */
const RECIPE = 'wordpress-recipe-plugin';
const NOT_A_RECIPE = 'no-recipe-news-article';
/** The machine is shared: give a screen time to catch up before calling it wrong. */
const WAIT = { timeout: 15_000 };

let pages: http.Server;
let pagesPort = 0;
const pageAt = (path: string) => `http://127.0.0.1:${pagesPort}${path}`;

beforeAll(async () => {
  pages = http.createServer((request, response) => {
    // Under /slow/ a page takes a while, so the screen's reading state can be seen.
    const slow = (request.url ?? '').startsWith('/slow/');
    const slug = (request.url ?? '').replace(/^(\/slow)?\/recipes\//, '');
    const file = new URL(`${slug}.html`, PAGES);
    if (!/^[a-z0-9-]+$/.test(slug) || !fs.existsSync(file)) return void response.writeHead(404).end();
    setTimeout(() => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fs.readFileSync(file)), slow ? 4_000 : 0);
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesPort = (pages.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => pages?.close(resolve));
});

const product = catalogueProduct({ recipeImport: { allowPrivate: (address, port) => address === '127.0.0.1' && port === pagesPort } });
const { at, withBrowser } = product;

const line = (page: Page, written: string): Locator => page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem', { name: written, exact: true });

async function pickIngredient(page: Page, scope: Locator, label: string, search: string, name: string) {
  await scope.getByRole('combobox', { name: label }).fill(search);
  await page.getByRole('option', { name, exact: true }).click();
}

describe('importing a recipe', () => {
  it('reads a recipe page, marks the lines to check, and saves the reviewed recipe as the cook’s own', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookIn(product.larder, browser, 'ready');

      // The fixture's draft has lines Larder is not sure of: the ones the screen must mark.
      const answer = await cook.api.post('/api/v1/recipe/import/url', { url: pageAt(`/recipes/${RECIPE}`) });
      expect(answer.status).toBe(200);
      const unsure = (answer.body.recipes[0].ingredients as Array<{ line: string; confident: boolean }>).filter((each) => !each.confident).map((each) => each.line);
      expect(unsure).toEqual([
        '1/3 cup sun-dried tomatoes in oil (drained and chopped)',
        '1/2 teaspoon dried Italian seasoning',
        '2 cans cannellini beans (15 oz each, drained and rinsed)',
        'salt and black pepper (to taste)',
      ]);

      await page.goto(at('/recipes/saved'));
      await page.getByRole('heading', { name: 'My Recipes', level: 1 }).waitFor(WAIT);
      await page.getByRole('link', { name: 'Import recipe' }).click();
      await page.waitForURL(at('/import-recipe'));
      await page.getByRole('heading', { name: 'Import a recipe', level: 1 }).waitFor();
      for (const tab of ['Web page', 'Paste text', 'From another app']) await page.getByRole('tab', { name: tab }).waitFor();
      await shoot(page, 'import-recipe-start');

      // The other two ways in, as the cook would find them.
      await page.getByRole('tab', { name: 'Paste text' }).click();
      await page.getByText('Put the title on the first line, then the ingredients', { exact: false }).waitFor();
      await page.getByRole('tab', { name: 'From another app' }).click();
      await page.getByText('Paprika', { exact: false }).first().waitFor();
      expect(await page.locator('input[type="file"]').getAttribute('accept')).toBe('.paprikarecipes,.paprikarecipe,.json,.zip');
      await shoot(page, 'import-recipe-start-file');
      await page.getByRole('tab', { name: 'Web page' }).click();

      await page.getByLabel('Recipe page address').fill(pageAt(`/slow/recipes/${RECIPE}`));
      await page.getByRole('button', { name: 'Import' }).click();
      await page.getByText('Reading the page…').waitFor();
      expect(await page.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
      await shoot(page, 'import-recipe-reading');

      // The review: the recipe as read.
      await page.getByRole('heading', { name: 'Ingredients', level: 2 }).waitFor(WAIT);
      expect(await page.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Creamy Tuscan White Bean Skillet');
      expect(await page.getByRole('textbox', { name: /^Servings/ }).inputValue()).toBe('4');
      expect(await page.getByLabel('Prep time (minutes)').inputValue()).toBe('10');
      expect(await page.getByLabel('Cook time (minutes)').inputValue()).toBe('20');
      expect(await page.getByRole('combobox', { name: 'Difficulty' }).inputValue()).toBe('Medium');
      expect(await page.getByRole('checkbox', { name: 'Dinner' }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Breakfast' }).isChecked()).toBe(false);
      expect(await page.getByRole('combobox', { name: 'Cuisine' }).inputValue()).toBe('Italian');
      await page.getByRole('link', { name: pageAt(`/slow/recipes/${RECIPE}`) }).waitFor();
      await page.getByText('4 lines need a look').waitFor();

      // Every line Larder is not sure of is marked, and only those.
      const lines = page.getByRole('list', { name: 'Ingredients' }).getByTestId('import-line');
      expect(await lines.count()).toBe(12);
      const marked = await page.locator('[data-testid="import-line"][data-attention]').evaluateAll((items) => items.map((item) => (item as unknown as { getAttribute(name: string): string }).getAttribute('aria-label')));
      expect(marked).toEqual(unsure);
      for (const written of unsure) await line(page, written).getByText('Check this line').waitFor();
      // A sure line: its ingredient, its amount in the ingredient's unit, and what a kitchen measures.
      const oil = line(page, '1 tablespoon olive oil');
      await oil.getByText('Sure').waitFor();
      expect(await oil.getByRole('combobox', { name: 'Ingredient' }).inputValue()).toBe('Olive oil');
      expect(await oil.getByLabel('Amount').inputValue()).toBe('14.8');
      await oil.getByText('ml', { exact: true }).waitFor();
      await oil.getByText('About 1 tbsp').waitFor();
      const garlic = line(page, '4 cloves garlic (minced)');
      expect(await garlic.getByLabel('Amount').inputValue()).toBe('4');
      await garlic.getByText('cloves', { exact: true }).waitFor();
      // Lines with nothing to plan start as notes: no catalogue match worth showing, or no amount
      // ('to taste'). Save is open; what is still to check is marked.
      const save = page.getByRole('button', { name: 'Save recipe' });
      expect(await save.isDisabled()).toBe(false);
      const seasoning = line(page, '1/2 teaspoon dried Italian seasoning');
      await seasoning.getByText('Not matched to an ingredient: it is saved as a note unless you pick one.').waitFor();
      const seasoningToTaste = line(page, 'salt and black pepper (to taste)');
      await seasoningToTaste.getByText('No amount to plan with (Black pepper): it is saved as a note unless you give one.').waitFor();
      await shoot(page, 'import-recipe-review');

      // The catalogue has no Italian seasoning: the cook picks dried oregano and gives its amount.
      await pickIngredient(page, seasoning, 'Match to an ingredient', 'oregano', 'Dried oregano');
      expect(await seasoning.getByLabel('Amount').inputValue()).toBe('');
      expect(await save.isDisabled()).toBe(true);
      await page.getByText('Give an amount for Dried oregano, or keep that line as a note.').waitFor();
      await seasoning.getByLabel('Amount').fill('0');
      await seasoning.getByText('Amount must be more than 0').waitFor();
      await seasoning.getByLabel('Amount').fill('0.5');
      await seasoning.getByText('Checked').waitFor();
      // No cannellini either: great northern beans, two 15 oz tins.
      const beans = line(page, '2 cans cannellini beans (15 oz each, drained and rinsed)');
      await pickIngredient(page, beans, 'Match to an ingredient', 'great northern', 'Canned great northern beans');
      await beans.getByLabel('Amount').fill('850');
      // Salt and pepper to taste, and the sun-dried tomatoes, are kept as notes.
      await seasoningToTaste.getByRole('button', { name: 'Keep as a note' }).click();
      await seasoningToTaste.getByText('Note', { exact: true }).waitFor();
      expect(await seasoningToTaste.getByText('salt and black pepper (to taste)').evaluate((node) => (globalThis as unknown as { getComputedStyle(node: unknown): { textDecorationLine: string } }).getComputedStyle(node).textDecorationLine)).toBe('line-through');
      await line(page, '1/3 cup sun-dried tomatoes in oil (drained and chopped)').getByRole('button', { name: 'Keep as a note' }).click();
      await page.getByText('No lines need a look.').waitFor();
      expect(await save.isDisabled()).toBe(false);
      await shoot(page, 'import-recipe-review-checked');

      await save.click();
      await page.waitForURL(/\/recipes\/[0-9a-f-]{36}$/, WAIT);
      const recipeId = page.url().split('/').at(-1)!;
      await page.getByRole('heading', { name: 'Creamy Tuscan White Bean Skillet', level: 1 }).waitFor(WAIT);
      await page.getByRole('list', { name: 'Ingredients' }).getByText('Canned great northern beans').waitFor(WAIT);
      // Where it came from, and what the catalogue lacks as its own paragraph.
      expect(await page.getByRole('link', { name: '127.0.0.1' }).getAttribute('href')).toBe(pageAt(`/slow/recipes/${RECIPE}`));
      await page.getByText(/^Also needed: 1\/3 cup sun-dried tomatoes/m).waitFor();
      await shoot(page, 'import-recipe-saved');

      // Saved as reviewed: ten ingredients in their own units, the notes in the description.
      const [recipe] = (await cook.api.get(`/api/v1/recipe/${recipeId}`)).body;
      expect(recipe).toMatchObject({ servings: 4, prep_time: 10, cook_time: 20, difficulty: 'Medium', meal_times: ['Dinner'] });
      expect(recipe.description).toContain('Also needed: 1/3 cup sun-dried tomatoes in oil (drained and chopped); salt and black pepper (to taste).');
      const saved = (await cook.api.get(`/api/v1/recipe-ingredient/recipe/${recipeId}`)).body as Array<{ ingredient_id: string; quantity: number }>;
      expect(saved).toHaveLength(10);
      expect(saved.find((each) => each.ingredient_id === ingredientIdFor('Dried oregano'))?.quantity).toBe(0.5);
      expect(saved.find((each) => each.ingredient_id === ingredientIdFor('Canned great northern beans'))?.quantity).toBe(850);

      // My Recipes lists it (refetched, not reloaded).
      await page.goto(at('/recipes/saved'));
      await page.getByRole('list', { name: 'My Recipes' }).getByTestId('recipe-card').getByText('Creamy Tuscan White Bean Skillet').waitFor(WAIT);
      await shoot(page, 'import-recipe-my-recipes');
      expect(errors).toEqual([]);
    });
  });

  it('says in words why an address could not be imported', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      await cookIn(product.larder, browser, 'ready');
      await page.goto(at('/import-recipe'));
      await page.getByRole('heading', { name: 'Import a recipe', level: 1 }).waitFor(WAIT);

      // Nothing typed: the server's words, under the field.
      await page.getByRole('button', { name: 'Import' }).click();
      const address = page.getByLabel('Recipe page address');
      await page.getByText(importMessages.addressRequired).waitFor(WAIT);
      expect(await address.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByRole('alert').count()).toBe(0);

      // A page with no recipe on it: a red alert in the server's words.
      await address.fill(pageAt(`/recipes/${NOT_A_RECIPE}`));
      await page.getByRole('button', { name: 'Import' }).click();
      await page.getByRole('alert').getByText(importMessages.noRecipeOnPage).waitFor(WAIT);
      expect(await address.getAttribute('aria-invalid')).not.toBe('true');
      expect(await page.getByRole('button', { name: 'Import' }).isDisabled()).toBe(false);
      await shoot(page, 'import-recipe-error');
      // The refusals the test asked for are the only failures.
      expect(errors.filter((error) => !/status of (400|422)/.test(error))).toEqual([]);
    });
  });

  it('reviews a Paprika export’s recipes one after another, saving one and skipping the other', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookIn(product.larder, browser, 'ready');
      const recipe = (name: string, ingredients: string) => gzipSync(strToU8(JSON.stringify({ name, ingredients, directions: 'Cook it.', servings: '2', categories: ['Lunch'] })));
      const archive = zipSync({ 'a.paprikarecipe': recipe('Buttered Rice', '1 cup long-grain white rice\n2 tbsp unsalted butter'), 'b.paprikarecipe': recipe('Garlic Greens', '200g spinach\n2 cloves garlic') });

      await page.goto(at('/import-recipe'));
      await page.getByRole('tab', { name: 'From another app' }).click();
      await page.locator('input[type="file"]').setInputFiles({ name: 'My Recipes.paprikarecipes', mimeType: 'application/zip', buffer: Buffer.from(archive) });
      await page.getByText('My Recipes.paprikarecipes').waitFor();
      await page.getByRole('button', { name: 'Import' }).click();

      await page.getByText('Recipe 1 of 2').waitFor(WAIT);
      const name = page.getByRole('textbox', { name: /^Name/ });
      const first = await name.inputValue();
      expect(['Buttered Rice', 'Garlic Greens']).toContain(first);
      await page.getByRole('button', { name: 'Skip' }).waitFor();
      await shoot(page, 'import-recipe-file-review');
      await page.getByRole('button', { name: 'Save recipe' }).click();

      // Saved, and on to the next one.
      await page.getByText('Recipe 2 of 2').waitFor(WAIT);
      await page.getByText(`Saved “${first}” to My Recipes.`).waitFor();
      const second = await name.inputValue();
      expect(second).not.toBe(first);
      await page.getByRole('button', { name: 'Skip' }).click();
      await page.getByText(`“${first}” is saved to My Recipes.`).waitFor();
      await page.getByRole('button', { name: 'Go to My Recipes' }).click();
      await page.waitForURL(at('/recipes/saved'));
      const cards = page.getByRole('list', { name: 'My Recipes' }).getByTestId('recipe-card');
      await cards.getByText(first).waitFor(WAIT);
      expect(await cards.count()).toBe(1);
      const mine = (await cook.api.get('/api/v1/recipe/my-recipes')).body as Array<{ name: string }>;
      expect(mine.map((each) => each.name)).toEqual([first]);
      expect(errors).toEqual([]);
    });
  });
});
