// Changing recipes in Chromium: the owner's edit screen (photo, nutrition, an ingredient and a step
// added and removed, cuisines saved as a difference) and the recipe page showing the change; a cook
// who does not own the recipe is sent to /; an admin gets the Tags section; the Create New Recipe form
// with its required fields, its alert and its clearing; nutrition that adds up, on both screens.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { referenceIdFor } from '../../server/modules/reference/index.ts';
import { imageFile, makeAdmin, recipeOf, shoot, toggleChip } from './support/authoring.ts';
import { afterFrames, isFocused, openBrowser, type Browser } from './support/browser.ts';
import { catalogueProduct, cookIn } from './support/catalogue.ts';

const product = catalogueProduct();
const { at, withBrowser } = product;
/** The machine is shared: give a screen time to catch up before calling it wrong. */
const WAIT = { timeout: 15_000 };


/** The browser alerts the page raises, accepted as they come. */
function alertsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

describe('the recipe edit screen', () => {
  it('lets the owner change photo, nutrition, ingredients, steps and cuisines, and the recipe page shows it', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookIn(product.larder, browser, 'ready');
      const recipeId = await recipeOf(cook.api, 'Tomato Garlic Pasta', { instructions: 'Boil the pasta.\nFry the garlic.' });
      await cook.api.post('/api/v1/recipe-cuisine', { recipe_id: recipeId, cuisine_id: referenceIdFor('cuisine', 'italian') });
      await cook.api.post('/api/v1/recipe-ingredient', { recipe_id: recipeId, ingredient_id: ingredientIdFor('Garlic'), quantity: 3 });

      await page.goto(at(`/recipes/${recipeId}/edit`));
      await page.getByRole('heading', { name: 'Editing Tomato Garlic Pasta', level: 1 }).waitFor();
      for (const section of ['Image', 'Nutrition Information', 'Ingredients', 'Steps', 'Cuisines', 'Diets', 'Meal Times', 'Food Types'])
        await page.getByRole('heading', { name: section, exact: true, level: 2 }).waitFor();
      expect(await page.getByRole('heading', { name: 'Tags', exact: true }).count()).toBe(0); // admins only
      // The photo's frame (the picture, or the tile standing in for a missing one) is 200 x 150.
      const photo = page.getByRole('region', { name: 'Image' }).locator('img, [role="img"]').first();
      const frame = await photo.evaluate((element) => (element.tagName === 'IMG' ? element.parentElement! : element).getBoundingClientRect());
      expect([frame.width, frame.height]).toEqual([200, 150]);
      expect(await page.getByRole('checkbox', { name: 'Italian' }).isChecked()).toBe(true);
      await shoot(page, 'authoring-recipe-edit');

      // The photo is replaced at once.
      await page.getByRole('region', { name: 'Image' }).locator('input[type="file"]').setInputFiles(imageFile('pasta.png'));
      await page.getByText('Image updated').waitFor();
      expect((await fetch(at(`/api/v1/supabase/recipe-images/recipe/${recipeId}`))).status).toBe(200);

      // Ingredients: one removed, one added, on the server at once.
      const lines = page.getByRole('list', { name: 'Recipe ingredients' }).getByRole('listitem');
      // Amounts as a kitchen says them: garlic in cloves, from the line's own figures.
      expect(await lines.allInnerTexts()).toEqual(['Garlic 3 cloves']);
      await page.getByRole('button', { name: 'Remove Garlic' }).click();
      await expect.poll(() => lines.count(), WAIT).toBe(0);
      await page.getByRole('combobox', { name: 'Ingredient' }).fill('chickpea');
      await page.getByRole('option', { name: 'Canned chickpeas', exact: true }).click();
      await page.getByLabel('Quantity').fill('240');
      await page.getByRole('button', { name: 'Add ingredient' }).click();
      await expect.poll(() => lines.count(), WAIT).toBe(1);

      // Steps: a new step is numbered after the highest; without words Add does nothing.
      const steps = page.getByRole('list', { name: 'Recipe steps' }).getByRole('listitem');
      expect(await page.getByLabel('Step number').inputValue()).toBe('3');
      // Add sends its call as it is clicked: none may leave, then or in the frames after.
      const stepCalls: string[] = [];
      const onRequest = (request: { method(): string; url(): string }) => {
        if (request.method() === 'POST' && request.url().includes('/api/v1/recipe-step')) stepCalls.push(request.url());
      };
      page.on('request', onRequest);
      await page.getByRole('button', { name: 'Add step' }).click();
      await afterFrames(page);
      page.off('request', onRequest);
      expect(stepCalls).toEqual([]);
      expect(await steps.count()).toBe(2);
      await page.getByLabel('Instruction').fill('Toss everything together and serve.');
      await page.getByRole('button', { name: 'Add step' }).click();
      await expect.poll(() => steps.count(), WAIT).toBe(3);
      await page.getByRole('button', { name: 'Remove step 2' }).click();
      await expect.poll(() => steps.count(), WAIT).toBe(2);

      // The chickpeas' nutrition, computed by the server, is in the boxes.
      const recipeNow = async () => (await cook.api.get(`/api/v1/recipe/${recipeId}`)).body[0] as { calories: number; protein: number | null; carbohydrate: number; fat: number };
      let before = await recipeNow();
      await expect.poll(async () => (before = await recipeNow()).protein, WAIT).not.toBeNull();
      await expect.poll(() => page.getByLabel('Protein (g)').inputValue(), WAIT).toBe(String(before.protein));

      // Sets and nutrition wait for Save Changes, which sends only the difference.
      await page.getByLabel('Calories (kcal)').fill('640');
      await toggleChip(page, 'Italian');
      await toggleChip(page, 'Mexican');
      await toggleChip(page, 'Vegan');
      // 640 kcal is far more than the chickpeas' protein, carbohydrate and fat make: asked first.
      const fromMacros = Math.round(4 * before.protein! + 4 * before.carbohydrate + 9 * before.fat);
      expect(Math.abs(640 - fromMacros)).toBeGreaterThan(0.2 * 640);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      const warning = page.getByTestId('nutrition-warning');
      await warning.waitFor(WAIT);
      expect(await warning.innerText()).toContain(`640 kcal does not add up with`);
      expect(await warning.innerText()).toContain(`(about ${fromMacros} kcal). Check the figures.`);
      await shoot(page, 'authoring-recipe-edit-nutrition-warning');
      expect((await cook.api.get(`/api/v1/recipe/${recipeId}`)).body[0].calories).toBe(before.calories); // nothing saved yet
      await page.getByRole('button', { name: 'Save anyway' }).click();
      await page.getByText('Changes saved').waitFor();
      expect(await warning.count()).toBe(0);
      await shoot(page, 'authoring-recipe-edit-saved');
      const [saved] = (await cook.api.get(`/api/v1/recipe/${recipeId}`)).body;
      expect(saved).toMatchObject({ calories: 640, cuisine_ids: [referenceIdFor('cuisine', 'mexican')], diet_ids: [referenceIdFor('diet', 'vegan')] });

      await page.getByRole('link', { name: 'Back to recipe' }).click();
      await page.waitForURL(at(`/recipes/${recipeId}`));
      await page.getByRole('heading', { name: 'Tomato Garlic Pasta', level: 1 }).waitFor();
      const facts = page.getByRole('definition').filter({ hasText: 'kcal' }).first();
      expect(await facts.innerText()).toMatch(/^640\s*kcal$/);
      const shownLines = page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem');
      expect(await shownLines.count()).toBe(1);
      expect(await shownLines.first().innerText()).toMatch(/Canned chickpeas/);
      expect(await page.getByRole('list', { name: 'Steps' }).getByRole('listitem').locator('p').allInnerTexts()).toEqual(['Boil the pasta.', 'Toss everything together and serve.']);
      expect(errors).toEqual([]);
    });
  });

  it('renames the recipe and changes its description on Save Changes; a blank name is refused', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookIn(product.larder, browser, 'ready');
      const recipeId = await recipeOf(cook.api, 'Tomatoe Pasta');
      await page.goto(at(`/recipes/${recipeId}/edit`));
      await page.getByRole('heading', { name: 'Editing Tomatoe Pasta', level: 1 }).waitFor();
      const name = page.getByRole('textbox', { name: 'Recipe name' });
      expect(await name.inputValue()).toBe('Tomatoe Pasta');
      await name.fill('   ');
      await page.getByText('Recipe name is required').waitFor();
      expect(await page.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
      await shoot(page, 'authoring-recipe-edit-name-required');
      await name.fill('Tomato Pasta');
      await page.getByRole('region', { name: 'Name and Description' }).getByLabel('Description').fill('Ripe tomatoes, garlic and basil.');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Changes saved').waitFor();
      await page.getByRole('heading', { name: 'Editing Tomato Pasta', level: 1 }).waitFor(WAIT);
      const [saved] = (await cook.api.get(`/api/v1/recipe/${recipeId}`)).body;
      expect(saved).toMatchObject({ name: 'Tomato Pasta', description: 'Ripe tomatoes, garlic and basil.' });
      // My Recipes and the recipe page say the new name.
      await page.goto(at('/recipes/saved'));
      await page.getByRole('list', { name: 'My Recipes' }).getByText('Tomato Pasta', { exact: true }).waitFor(WAIT);
      expect(errors).toEqual([]);
    });
  });

  it('sends a cook who does not own the recipe to /', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const author = await cookIn(product.larder, await openBrowserFor(), 'ready');
      const recipeId = await recipeOf(author.api, 'Someone Else’s Stew');
      await cookIn(product.larder, browser, 'ready');
      const visited: string[] = [];
      page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
      await page.goto(at(`/recipes/${recipeId}/edit`));
      await expect.poll(() => visited.includes('/'), WAIT).toBe(true);
      await page.waitForURL((url) => !url.pathname.endsWith('/edit'));
      expect(await page.getByRole('heading', { name: /^Editing/ }).count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  it('alerts when the sets could not be saved, and keeps the choice to save again', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookIn(product.larder, browser, 'ready');
      const alerts = alertsOf(page);
      const recipeId = await recipeOf(cook.api, 'Stubborn Chowder');
      await page.goto(at(`/recipes/${recipeId}/edit`));
      await page.getByRole('heading', { name: 'Editing Stubborn Chowder' }).waitFor();
      let refused = 0;
      await page.route('**/api/v1/recipe-cuisine', (route) => (refused++ === 0 ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Busy."}' }) : route.continue()));
      await toggleChip(page, 'American');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect.poll(() => alerts, WAIT).toEqual(['An error occurred while updating the recipe associations.']);
      expect(await page.getByText('Changes saved').count()).toBe(0);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Changes saved').waitFor();
      expect((await cook.api.get(`/api/v1/recipe/${recipeId}`)).body[0].cuisine_ids).toEqual([referenceIdFor('cuisine', 'american')]);
      expect(errors.filter((error) => !error.includes('500'))).toEqual([]);
    });
  });

  it('gives an admin the Tags section, saved like the other sets', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const admin = await cookIn(product.larder, browser, 'ready');
      await makeAdmin(product.larder, admin.email, admin.api);
      const recipeId = await recipeOf(admin.api, 'Admin Lentil Soup');
      await page.goto(at(`/recipes/${recipeId}/edit`));
      await page.getByRole('heading', { name: 'Tags', exact: true }).waitFor();
      await toggleChip(page, 'Budget');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Changes saved').waitFor();
      expect((await admin.api.get(`/api/v1/recipe/${recipeId}`)).body[0].tag_ids).toEqual([referenceIdFor('tag', 'budget')]);
      expect(errors).toEqual([]);
    });
  });
});

const spare: Browser[] = [];
/** A second cook needs a browser of their own only to be signed in; it is closed after the file. */
async function openBrowserFor(): Promise<Browser> {
  const browser = await openBrowser();
  spare.push(browser);
  return browser;
}
afterAll(async () => {
  await Promise.all(spare.map((browser) => browser.close()));
});

describe('the Create New Recipe form', () => {
  it('needs a name and a description, then creates the recipe, says so and clears', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookIn(product.larder, browser, 'ready');
      const alerts = alertsOf(page);
      await page.goto(at('/create-recipe'));
      await page.getByRole('heading', { name: 'Create New Recipe', level: 1 }).waitFor();
      for (const section of ['Basic Information', 'Cooking Details', 'Nutrition Information', 'Additional Information'])
        await page.getByRole('heading', { name: section, level: 2 }).waitFor();
      expect(await page.getByLabel('Tags').count()).toBe(0); // admins only

      await page.getByRole('button', { name: 'Create Recipe' }).click();
      await page.getByText('Recipe name is required').waitFor();
      await page.getByText('Recipe description is required').waitFor();
      // The button is at the foot of a long form: the first field in error takes the focus, and with it the view.
      await expect.poll(() => isFocused(page.getByLabel(/^Name/)), { timeout: 15_000 }).toBe(true);
      expect(alerts).toEqual([]);
      await shoot(page, 'authoring-create-form-required');

      await page.getByLabel(/^Name/).fill('Lemon Herb Couscous');
      await page.getByLabel(/^Description/).fill('Fluffy couscous with lemon and parsley.');
      await page.getByLabel('Vegan').check();
      await page.getByLabel('Prep time (minutes)').fill('10');
      await page.getByLabel('Cook time (minutes)').fill('5');
      await page.getByLabel('Servings').fill('4');
      await page.getByLabel('Difficulty').fill('Weeknight easy');
      await page.getByLabel('Instructions').fill('Pour boiling water over the couscous.\n\nFluff with a fork and add lemon.');
      await page.getByLabel('Calories').fill('310');
      await page.getByLabel('Taste profile').fill('{"sour": 2}');
      await page.getByRole('button', { name: 'Create Recipe' }).click();
      await expect.poll(() => alerts, WAIT).toEqual(['Recipe created successfully']);
      await expect.poll(() => page.getByLabel(/^Name/).inputValue(), WAIT).toBe('');
      expect(await page.getByLabel(/^Description/).inputValue()).toBe('');
      expect(await page.getByLabel('Instructions').inputValue()).toBe('');
      expect(await page.getByLabel('Vegan').isChecked()).toBe(false);
      await shoot(page, 'authoring-create-form');

      const [created] = (await cook.api.get('/api/v1/recipe/my-recipes')).body;
      expect(created).toMatchObject({ name: 'Lemon Herb Couscous', servings: 4, prep_time: 10, cook_time: 5, calories: 310, difficulty: 'Weeknight easy', is_vegan: true });
      const steps = (await cook.api.get(`/api/v1/recipe-step/${created.id}`)).body.map((step: { instruction: string }) => step.instruction);
      expect(steps).toEqual(['Pour boiling water over the couscous.', 'Fluff with a fork and add lemon.']);

      // A refusal from the server comes back in the alert with its reason.
      await page.getByLabel(/^Name/).fill('Bad Json Soup');
      await page.getByLabel(/^Description/).fill('Broken taste profile.');
      await page.getByLabel('Taste profile').fill('{not json');
      await page.getByRole('button', { name: 'Create Recipe' }).click();
      await expect.poll(() => alerts.length, WAIT).toBe(2);
      expect(alerts[1]).toBe('Failed to create recipe: taste_profile must be JSON text.');
      expect(await page.getByLabel(/^Name/).inputValue()).toBe('Bad Json Soup');
      expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
    });
  });

  it('saves blank calories as the macros make them, and asks before calories that do not add up', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookIn(product.larder, browser, 'ready');
      const alerts = alertsOf(page);
      const created = async (name: string) => ((await cook.api.get('/api/v1/recipe/my-recipes')).body as Array<{ name: string; calories: number | null }>).find((recipe) => recipe.name === name);
      await page.goto(at('/create-recipe'));
      await page.getByRole('heading', { name: 'Create New Recipe', level: 1 }).waitFor();

      // Calories left blank beside protein, carbohydrate and fat: 4·38 + 4·12 + 9·6 = 254, shown before saving.
      await page.getByLabel(/^Name/).fill('Chicken Rice Bowl');
      await page.getByLabel(/^Description/).fill('Chicken, rice and greens.');
      await page.getByLabel('Protein (g)').fill('38');
      await page.getByLabel('Carbohydrate (g)').fill('12');
      await page.getByLabel('Fat (g)').fill('6');
      await page.getByText('254 kcal will be saved', { exact: false }).waitFor();
      expect(await page.getByLabel('Calories').getAttribute('placeholder')).toBe('254');
      await shoot(page, 'authoring-create-form-calories-from-macros');
      await page.getByRole('button', { name: 'Create Recipe' }).click();
      await expect.poll(() => alerts, WAIT).toEqual(['Recipe created successfully']);
      expect(await created('Chicken Rice Bowl')).toMatchObject({ calories: 254 });

      // 18 kcal beside the same macros is a slip: the form says so and saves nothing until asked again.
      await page.getByLabel(/^Name/).fill('Slipped Rice Bowl');
      await page.getByLabel(/^Description/).fill('Chicken, rice and greens, with a slip.');
      await page.getByLabel('Calories').fill('18');
      await page.getByLabel('Protein (g)').fill('38');
      await page.getByLabel('Carbohydrate (g)').fill('12');
      await page.getByLabel('Fat (g)').fill('6');
      expect(await page.getByTestId('nutrition-warning').count()).toBe(0); // not before saving is tried
      await page.getByRole('button', { name: 'Create Recipe' }).click();
      const warning = page.getByTestId('nutrition-warning');
      await warning.waitFor(WAIT);
      expect(await warning.innerText()).toBe('18 kcal does not add up with 38 g protein, 12 g carbohydrate and 6 g fat (about 254 kcal). Check the figures.');
      await shoot(page, 'authoring-create-form-nutrition-warning');
      expect(alerts).toHaveLength(1);
      expect(await created('Slipped Rice Bowl')).toBeUndefined();
      // Put right, the question goes; the cook who means it saves anyway.
      await page.getByLabel('Calories').fill('250');
      await expect.poll(() => warning.count(), WAIT).toBe(0);
      await page.getByLabel('Calories').fill('18');
      await page.getByRole('button', { name: 'Create Recipe' }).click();
      await warning.waitFor(WAIT);
      await page.getByRole('button', { name: 'Create anyway' }).click();
      await expect.poll(() => alerts.length, WAIT).toBe(2);
      expect(await created('Slipped Rice Bowl')).toMatchObject({ calories: 18 });
      expect(errors).toEqual([]);
    });
  });
});
