// Writing recipes in Chromium: My Recipes empty and full, the create-recipe wizard from name to diets
// with a photo (and its rules: Next needs a name, an ingredient line needs an ingredient and a
// quantity, a step needs words, steps renumber), the recipe found again and opened, deletion after a
// confirmation, favourites, and a refused photo.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { referenceIdFor } from '../../server/modules/reference/index.ts';
import { imageFile, recipeOf, shoot, toggleChip } from './support/authoring.ts';
import { afterFrames, clickTwiceAtOnce } from './support/browser.ts';
import { catalogueProduct, cookIn, seeds } from './support/catalogue.ts';

const product = catalogueProduct();
const { at, withBrowser } = product;
/** The machine is shared: give a screen time to catch up before calling it wrong. */
const WAIT = { timeout: 15_000 };
/** Fourteen screens, each pictured and checked for accessibility at both widths. */
const SCREENS_TIMEOUT_MS = 120_000;


const wizardNext = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Next' });
const stepHeading = (page: Page, name: string) => page.getByRole('dialog').getByRole('heading', { name, level: 2 });

describe('My Recipes and the create-recipe wizard', () => {
  it('creates a recipe with a photo, ingredients, steps, cuisines and diets, then finds it and opens it', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookIn(product.larder, browser, 'ready');
      await page.goto(at('/recipes/saved'));
      await page.getByRole('heading', { name: 'My Recipes', level: 1 }).waitFor();
      await page.getByText("You haven't created any recipes yet.").waitFor();
      await page.getByText("You haven't favorited any recipes yet.").waitFor();
      await shoot(page, 'authoring-my-recipes-empty');

      await page.getByRole('button', { name: 'Create Recipe' }).click();
      const dialog = page.getByRole('dialog');
      await stepHeading(page, 'Name and image').waitFor();
      // Next needs a name: off while empty, and while only blanks are typed.
      expect(await wizardNext(page).isDisabled()).toBe(true);
      await dialog.getByLabel('Recipe name').fill('   ');
      await dialog.getByLabel('Recipe name').blur();
      await dialog.getByText('Recipe name is required').waitFor();
      expect(await wizardNext(page).isDisabled()).toBe(true);
      await dialog.getByLabel('Recipe name').fill('Garlic Chicken Traybake');
      await dialog.getByLabel('Description').fill('Chicken roasted on a tray with plenty of garlic.');
      await dialog.locator('input[type="file"]').setInputFiles(imageFile('traybake.png'));
      await dialog.getByText('traybake.png').waitFor();
      await dialog.getByText('Image files only (JPEG or PNG), maximum 5 MB').waitFor();
      await shoot(page, 'authoring-wizard-1-name');
      await wizardNext(page).click();

      await stepHeading(page, 'Servings and time').waitFor();
      expect(await dialog.getByLabel('Servings', { exact: true }).inputValue()).toBe('1');
      await dialog.getByLabel('Servings', { exact: true }).fill('2');
      await dialog.getByLabel('Prep time (minutes)').fill('15');
      await dialog.getByLabel('Cook time (minutes)').fill('40');
      await dialog.getByText('Medium', { exact: true }).click();
      await shoot(page, 'authoring-wizard-2-servings');
      await wizardNext(page).click();

      await stepHeading(page, 'Nutrition').waitFor();
      // Calories left blank: computed. Fat typed as words: 0.
      // A negative or a typo's huge number is marked, and Next waits until it is put right.
      await dialog.getByLabel('Protein (g)').fill('-5');
      await dialog.getByLabel('Carbohydrate (g)').fill('99999999999');
      await dialog.getByText('Enter 0 or more').waitFor();
      await dialog.getByText('At most 100,000').waitFor();
      expect(await wizardNext(page).isDisabled()).toBe(true);
      await shoot(page, 'authoring-wizard-3-nutrition-wrong');
      // Calories left blank beside all three macros are theirs (4·38 + 4·12 + 9·6); typed calories far
      // from them are asked about before the recipe is saved on leaving this step.
      await dialog.getByLabel('Protein (g)').fill('38');
      await dialog.getByLabel('Carbohydrate (g)').fill('12');
      await dialog.getByLabel('Fat (g)').fill('6');
      await dialog.getByText('254 kcal will be saved', { exact: false }).waitFor();
      await dialog.getByLabel('Calories (kcal)').fill('18');
      await wizardNext(page).click();
      await dialog.getByTestId('nutrition-warning').getByText('18 kcal does not add up with 38 g protein, 12 g carbohydrate and 6 g fat (about 254 kcal).', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Continue anyway' }).waitFor();
      await stepHeading(page, 'Nutrition').waitFor();
      expect((await cook.api.get('/api/v1/recipe/my-recipes')).body).toEqual([]);
      await shoot(page, 'authoring-wizard-3-nutrition-warning');
      await dialog.getByLabel('Calories (kcal)').fill('');
      expect(await dialog.getByTestId('nutrition-warning').count()).toBe(0);
      await dialog.getByLabel('Carbohydrate (g)').fill('');
      await dialog.getByLabel('Protein (g)').fill('31');
      await dialog.getByLabel('Fat (g)').fill('lots');
      await shoot(page, 'authoring-wizard-3-nutrition');
      await wizardNext(page).click();

      await stepHeading(page, 'Meal times').waitFor();
      const mine = await cook.api.get('/api/v1/recipe/my-recipes');
      expect(mine.body.map((recipe: { name: string }) => recipe.name)).toEqual(['Garlic Chicken Traybake']);
      const recipeId = mine.body[0].id as string;
      for (const time of ['Breakfast', 'Lunch', 'Dinner', 'Snack']) await dialog.getByRole('checkbox', { name: time }).waitFor({ state: 'attached' });
      await toggleChip(dialog, 'Dinner');
      await shoot(page, 'authoring-wizard-4-meal-times');
      // Going back and forth past step 3 does not create a second recipe.
      await dialog.getByRole('button', { name: 'Back' }).click();
      await stepHeading(page, 'Nutrition').waitFor();
      await wizardNext(page).click();
      await stepHeading(page, 'Meal times').waitFor();
      expect(await dialog.getByRole('checkbox', { name: 'Dinner' }).isChecked()).toBe(true);
      await wizardNext(page).click();

      await stepHeading(page, 'Ingredients').waitFor();
      const add = dialog.getByRole('button', { name: 'Add ingredient' });
      expect(await add.isDisabled()).toBe(true);
      // The search ignores case and matches any part of the name.
      await dialog.getByRole('combobox', { name: 'Ingredient' }).fill('gARLic');
      await page.getByRole('option', { name: 'Garlic powder' }).waitFor();
      await page.getByRole('option', { name: 'Garlic', exact: true }).click();
      expect(await add.isDisabled()).toBe(true); // no quantity yet
      await dialog.getByText('piece', { exact: true }).waitFor(); // the ingredient's own unit
      await dialog.getByLabel('Quantity').fill('6');
      await add.click();
      await dialog.getByRole('combobox', { name: 'Ingredient' }).fill('chicken bre');
      await page.getByRole('option', { name: 'Chicken breast' }).click();
      await dialog.getByLabel('Quantity').fill('500');
      await add.click();
      await dialog.getByRole('combobox', { name: 'Ingredient' }).fill('lemon');
      await page.getByRole('option', { name: 'Lemon', exact: true }).click();
      await dialog.getByLabel('Quantity').fill('1');
      await add.click();
      const lines = dialog.getByRole('list', { name: 'Recipe ingredients' }).getByRole('listitem');
      // After the name, a count keeps its word: garlic in cloves, as the saved recipe says it.
      expect(await lines.allInnerTexts()).toEqual(['Garlic 6 cloves', 'Chicken breast 500 g', 'Lemon 1 piece']);
      await dialog.getByRole('button', { name: 'Remove Lemon' }).click();
      expect(await lines.count()).toBe(2);
      await shoot(page, 'authoring-wizard-5-ingredients');
      await wizardNext(page).click();

      await stepHeading(page, 'Steps').waitFor();
      const addStep = dialog.getByRole('button', { name: 'Add step' });
      expect(await addStep.isDisabled()).toBe(true);
      await dialog.getByLabel('Step 1').fill('   ');
      expect(await addStep.isDisabled()).toBe(true);
      for (const [number, text] of [
        [1, 'Heat the oven to 200 C.'],
        [2, 'Wash the tray.'],
        [3, 'Toss the chicken with the garlic and roast for 40 minutes.'],
      ] as const) {
        await dialog.getByLabel(`Step ${number}`).fill(text);
        await addStep.click();
      }
      await dialog.getByRole('button', { name: 'Remove step 2' }).click();
      const steps = dialog.getByRole('list', { name: 'Recipe steps' }).getByRole('listitem');
      expect(await steps.count()).toBe(2);
      // Renumbered: the third step is now step 2.
      await dialog.getByRole('button', { name: 'Remove step 2' }).waitFor();
      expect(await steps.nth(1).innerText()).toContain('Toss the chicken');
      expect(await steps.nth(1).getByText('2', { exact: true }).count()).toBe(1);
      await shoot(page, 'authoring-wizard-6-steps');
      await wizardNext(page).click();

      await stepHeading(page, 'Cuisines').waitFor();
      await toggleChip(dialog, 'French');
      await shoot(page, 'authoring-wizard-7-cuisines');
      await wizardNext(page).click();
      await stepHeading(page, 'Diets').waitFor();
      await toggleChip(dialog, 'High-Protein');
      await toggleChip(dialog, 'Gluten-Free');
      expect(await dialog.getByRole('button', { name: 'Next' }).count()).toBe(0);
      await shoot(page, 'authoring-wizard-8-diets');
      await dialog.getByRole('button', { name: 'Create Recipe' }).click();

      // Done: the wizard closes and My Recipes lists the recipe (refetched, not reloaded).
      await dialog.waitFor({ state: 'detached' });
      const card = page.getByRole('list', { name: 'My Recipes' }).getByTestId('recipe-card');
      await card.getByText('Garlic Chicken Traybake').waitFor();
      await card.getByText('55 min').waitFor();
      expect(await page.getByRole('list', { name: 'My Recipes' }).getAttribute('data-columns')).toBe('1');
      await shoot(page, 'authoring-my-recipes-one');

      // Everything the wizard gathered is on the server.
      const [recipe] = (await cook.api.get(`/api/v1/recipe/${recipeId}`)).body;
      expect(recipe).toMatchObject({ servings: 2, prep_time: 15, cook_time: 40, difficulty: 'Medium', protein: 31, fat: 0, meal_times: ['Dinner'] });
      expect(recipe.calories).toBeGreaterThan(0); // computed from the ingredients
      expect(recipe.cuisine_ids).toEqual([referenceIdFor('cuisine', 'french')]);
      expect([...recipe.diet_ids].sort()).toEqual([referenceIdFor('diet', 'high-protein'), referenceIdFor('diet', 'gluten-free')].sort());
      const ingredientIds = (await cook.api.get(`/api/v1/recipe-ingredient/recipe/${recipeId}`)).body.map((line: { ingredient_id: string }) => line.ingredient_id);
      // In the order the author added them.
      expect(ingredientIds).toEqual([ingredientIdFor('Garlic'), ingredientIdFor('Chicken breast')]);
      const photo = await fetch(at(`/api/v1/supabase/recipe-images/recipe/${recipeId}`));
      expect(photo.headers.get('content-type')).toBe('image/png');

      // Opening the card shows its steps, renumbered.
      await card.getByRole('link', { name: 'Garlic Chicken Traybake' }).click();
      await page.waitForURL(at(`/recipes/${recipeId}/steps`));
      const shown = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
      await shown.first().waitFor();
      expect(await shown.locator('p').allInnerTexts()).toEqual(['Heat the oven to 200 C.', 'Toss the chicken with the garlic and roast for 40 minutes.']);
      await page.goto(at(`/recipes/${recipeId}`));
      await page.getByRole('link', { name: 'Edit Recipe' }).waitFor();
      await page.getByRole('list', { name: 'Ingredients' }).getByText('Chicken breast').waitFor();
      // Saved, the garlic is counted as a kitchen counts it.
      expect(await page.getByTestId('ingredient-amount').allInnerTexts()).toEqual(['6 cloves', '500 g']);
      await shoot(page, 'authoring-created-recipe-detail');
      expect(errors).toEqual([]);
    });
  }, SCREENS_TIMEOUT_MS);

  it('deletes one of my recipes only after the confirmation', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookIn(product.larder, browser, 'ready');
      await recipeOf(cook.api, 'Weeknight Dal');
      await recipeOf(cook.api, 'Sunday Roast');
      await page.goto(at('/recipes/saved'));
      const grid = page.getByRole('list', { name: 'My Recipes' });
      await grid.getByText('Sunday Roast').waitFor();
      await grid.getByRole('button', { name: 'Delete Weeknight Dal' }).click();
      const modal = page.getByRole('dialog', { name: 'Confirm Deletion' });
      await modal.getByText('Delete Weeknight Dal?').waitFor();
      await shoot(page, 'authoring-delete-confirm');
      await modal.getByRole('button', { name: 'Cancel' }).click();
      await modal.waitFor({ state: 'detached' });
      expect(await grid.getByTestId('recipe-card').count()).toBe(2);

      await grid.getByRole('button', { name: 'Delete Weeknight Dal' }).click();
      // Two clicks in one go (a quick double-click): one delete is sent, and the second finds nothing to fail on.
      const deletes: string[] = [];
      page.on('request', (request) => request.method() === 'DELETE' && request.url().includes('/api/v1/recipe/') && deletes.push(request.url()));
      await clickTwiceAtOnce(modal.getByRole('button', { name: 'Delete' }));
      await modal.waitFor({ state: 'detached' });
      expect(deletes).toHaveLength(1);
      await expect.poll(() => grid.getByTestId('recipe-card').count(), WAIT).toBe(1);
      expect(await grid.getByText('Weeknight Dal').count()).toBe(0);
      expect((await cook.api.get('/api/v1/recipe/my-recipes')).body.map((recipe: { name: string }) => recipe.name)).toEqual(['Sunday Roast']);
      expect(errors).toEqual([]);
    });
  });

  it('lists favourites below my recipes, in columns that follow the width', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookIn(product.larder, browser, 'ready');
      const favourites = seeds.slice(0, 5);
      for (const seed of favourites) await cook.api.post('/api/v1/recipe-favorite', { recipe_id: seed.id });
      await page.goto(at('/recipes/saved'));
      await page.getByText("You haven't created any recipes yet.").waitFor();
      const grid = page.getByRole('list', { name: 'Favorites' });
      await grid.getByTestId('recipe-card').first().waitFor();
      expect(await grid.getByTestId('recipe-card').count()).toBe(5);
      for (const [width, columns] of [[1280, '4'], [1000, '3'], [600, '2'], [499, '1'], [390, '1']] as const) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => grid.getAttribute('data-columns'), WAIT).toBe(columns);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await shoot(page, 'authoring-my-recipes-favorites');
      // Unfavouriting from here takes it off the list.
      await grid.getByRole('button', { name: `Favorite ${favourites[0]!.name}` }).click();
      await expect.poll(() => grid.getByTestId('recipe-card').count(), WAIT).toBe(4);
      expect(errors).toEqual([]);
    });
  });

  it('creates the recipe even when the photo is refused, and says so', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookIn(product.larder, browser, 'ready');
      await page.goto(at('/recipes/saved'));
      await page.getByRole('button', { name: 'Create Recipe' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Recipe name').fill('Plain Rice');
      await dialog.locator('input[type="file"]').setInputFiles(imageFile('notes.png', Buffer.from('these are not the pixels you are looking for')));
      for (let step = 0; step < 3; step++) await wizardNext(page).click();
      await stepHeading(page, 'Meal times').waitFor();
      await dialog.getByText('Note: Recipe was created but image upload failed. You can add an image later by editing the recipe.').waitFor();
      expect((await cook.api.get('/api/v1/recipe/my-recipes')).body).toHaveLength(1);
      for (let step = 0; step < 3; step++) await dialog.getByRole('button', { name: 'Back' }).click();
      await dialog.getByText('Error: Upload failed: Bad Request').waitFor();
      await shoot(page, 'authoring-wizard-image-refused');
      expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
    });
  });

  it('refuses a photo the server would refuse as soon as it is chosen: too large, or not an image', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      await cookIn(product.larder, browser, 'ready');
      await page.goto(at('/recipes/saved'));
      await page.getByRole('button', { name: 'Create Recipe' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Recipe name').fill('Plain Rice');
      const file = dialog.locator('input[type="file"]');
      await file.setInputFiles(imageFile('huge.png', Buffer.alloc(5 * 1024 * 1024 + 1)));
      await dialog.getByText('The image is larger than 5 MB. Choose a smaller JPEG or PNG image.').waitFor(WAIT);
      expect(await dialog.getByText('Choose an image', { exact: true }).isVisible()).toBe(true);
      await shoot(page, 'authoring-wizard-image-too-large');
      await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
      await dialog.getByText('Only JPEG and PNG images can be uploaded.').waitFor(WAIT);
      // Nothing was kept: the field is empty again, so no upload can fail after the save.
      expect(await dialog.getByText('Choose an image', { exact: true }).isVisible()).toBe(true);
      await file.setInputFiles(imageFile('rice.png'));
      await expect.poll(() => dialog.getByText('Only JPEG and PNG images can be uploaded.').count(), WAIT).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  it('says when my lists cannot load, with the reason', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      await cookIn(product.larder, browser, 'ready');
      const unavailable = { status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'The recipe store is resting.' }) };
      await page.route('**/api/v1/recipe/my-recipes', (route) => route.fulfill(unavailable));
      await page.route('**/api/v1/recipe-favorite/my-favorites', (route) => route.fulfill(unavailable));
      await page.goto(at('/recipes/saved'));
      await page.getByText('Error loading your recipes...').waitFor();
      await page.getByText('The recipe store is resting.').waitFor();
      await page.getByText('Error loading your favorite recipes...').waitFor();
      await page.getByText('Failed to fetch favorite recipes').first().waitFor();
      await shoot(page, 'authoring-my-recipes-errors');
      expect(errors.filter((error) => !error.includes('503'))).toEqual([]);
    });
  });

  it('says when the details could not all be added, and adds only the missing ones on a second try', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookIn(product.larder, browser, 'ready');
      await page.goto(at('/recipes/saved'));
      await page.getByRole('button', { name: 'Create Recipe' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Recipe name').fill('Two Step Toast');
      for (let step = 0; step < 3; step++) await wizardNext(page).click();
      await stepHeading(page, 'Meal times').waitFor();
      await toggleChip(dialog, 'Breakfast');
      await wizardNext(page).click();
      await wizardNext(page).click();
      await dialog.getByLabel('Step 1').fill('Toast the bread.');
      await dialog.getByRole('button', { name: 'Add step' }).click();
      await dialog.getByLabel('Step 2').fill('Butter it.');
      await dialog.getByRole('button', { name: 'Add step' }).click();
      for (let step = 0; step < 2; step++) await wizardNext(page).click();
      await stepHeading(page, 'Diets').waitFor();

      // The second step is refused once.
      let refused = 0;
      await page.route('**/api/v1/recipe-step', async (route) => {
        if (refused === 0 && route.request().method() === 'POST' && route.request().postData()?.includes('Butter it.')) {
          refused++;
          return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Try again.' }) });
        }
        return route.continue();
      });
      await dialog.getByRole('button', { name: 'Create Recipe' }).click();
      await dialog.getByText('Failed to add ingredients to recipe').waitFor();
      // And what to do about it: pressing again adds the rest (below).
      await dialog.getByText('Press Create Recipe again to add the rest.').waitFor();
      await shoot(page, 'authoring-wizard-children-failed');
      await dialog.getByRole('button', { name: 'Create Recipe' }).click();
      await dialog.waitFor({ state: 'detached' });

      const [recipe] = (await cook.api.get('/api/v1/recipe/my-recipes')).body;
      const steps = (await cook.api.get(`/api/v1/recipe-step/${recipe.id}`)).body.map((step: { step_number: number; instruction: string }) => `${step.step_number}. ${step.instruction}`);
      expect(steps).toEqual(['1. Toast the bread.', '2. Butter it.']);
      expect((await cook.api.get(`/api/v1/recipe/${recipe.id}`)).body[0].meal_times).toEqual(['Breakfast']);
      expect(errors.filter((error) => !error.includes('500'))).toEqual([]);
    });
  });
});

describe('the wizard by keyboard', () => {
  it('goes on with Enter from a box of the first steps, as a form does, and not past a wrong one', async () => {
    await withBrowser(async (browser) => {
      const { page } = browser;
      await cookIn(product.larder, browser, 'ready');
      const dialog = page.getByRole('dialog');
      await page.goto(at('/recipes/saved'));
      await page.getByRole('button', { name: 'Create Recipe' }).click();
      // No name yet: Enter stays.
      await dialog.getByLabel('Recipe name').press('Enter');
      await afterFrames(page);
      await stepHeading(page, 'Name and image').waitFor();
      await dialog.getByLabel('Recipe name').fill('Keyboard Chili');
      await dialog.getByLabel('Recipe name').press('Enter');
      await stepHeading(page, 'Servings and time').waitFor();
      const servings = dialog.getByLabel('Servings', { exact: true });
      await servings.fill('99');
      await servings.press('Enter');
      await afterFrames(page);
      await stepHeading(page, 'Servings and time').waitFor();
      await servings.fill('4');
      await servings.press('Enter');
      await stepHeading(page, 'Nutrition').waitFor();
      await dialog.getByLabel('Protein (g)').fill('25');
      await dialog.getByLabel('Protein (g)').press('Enter');
      await stepHeading(page, 'Meal times').waitFor(WAIT);
    });
  });
});

describe('a wizard left by a reload or a closed tab', () => {
  it('opens again as it was: the typing before step 3, then the saved recipe, finished without a second one', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookIn(product.larder, browser, 'ready');
      const dialog = page.getByRole('dialog');
      const myRecipeNames = async () => (await cook.api.get('/api/v1/recipe/my-recipes')).body.map((recipe: { name: string }) => recipe.name);
      await page.goto(at('/recipes/saved'));
      await page.getByRole('button', { name: 'Create Recipe' }).click();
      await dialog.getByLabel('Recipe name').fill('Kept Lentil Soup');
      await dialog.getByLabel('Description').fill('Red lentils, cumin and lemon.');
      await dialog.locator('input[type="file"]').setInputFiles(imageFile('soup.png'));
      await dialog.getByText('soup.png').waitFor();
      await wizardNext(page).click();
      await stepHeading(page, 'Servings and time').waitFor();
      await dialog.getByText('Hard', { exact: true }).click();

      // Before step 3: nothing is saved, and the reload brings the typing back, not the photo.
      await page.reload();
      await stepHeading(page, 'Servings and time').waitFor(WAIT);
      await dialog.getByText('Your recipe is as you left it. The photo you chose was not kept: choose it again under Name and image.').waitFor();
      expect(await dialog.getByRole('radio', { name: 'Hard' }).isChecked()).toBe(true);
      await shoot(page, 'authoring-wizard-resumed');
      await dialog.getByRole('button', { name: 'Back' }).click();
      await stepHeading(page, 'Name and image').waitFor();
      expect(await dialog.getByLabel('Recipe name').inputValue()).toBe('Kept Lentil Soup');
      expect(await dialog.getByLabel('Description').inputValue()).toBe('Red lentils, cumin and lemon.');
      expect(await dialog.getByText('Your recipe is as you left it.', { exact: false }).count()).toBe(0);
      for (const step of ['Servings and time', 'Nutrition', 'Meal times']) {
        await wizardNext(page).click();
        await stepHeading(page, step).waitFor();
      }
      expect(await myRecipeNames()).toEqual(['Kept Lentil Soup']);
      await toggleChip(dialog, 'Lunch');

      // After step 3: the tab is closed and the cook comes back later to My Recipes.
      const again = await browser.newPage();
      await page.close();
      await again.goto(at('/recipes/saved'));
      await stepHeading(again, 'Meal times').waitFor(WAIT);
      await again.getByRole('dialog').getByText('Your recipe is as you left it.', { exact: true }).waitFor();
      expect(await again.getByRole('dialog').getByRole('checkbox', { name: 'Lunch' }).isChecked()).toBe(true);
      for (const step of ['Ingredients', 'Steps', 'Cuisines', 'Diets']) {
        await wizardNext(again).click();
        await stepHeading(again, step).waitFor();
      }
      await again.getByRole('dialog').getByRole('button', { name: 'Create Recipe' }).click();
      await again.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });
      await again.getByRole('list', { name: 'My Recipes' }).getByText('Kept Lentil Soup').waitFor();
      // One recipe, with what was chosen before and after the tab was closed.
      const mine = (await cook.api.get('/api/v1/recipe/my-recipes')).body;
      expect(mine.map((recipe: { name: string }) => recipe.name)).toEqual(['Kept Lentil Soup']);
      const [recipe] = (await cook.api.get(`/api/v1/recipe/${mine[0].id}`)).body;
      expect(recipe).toMatchObject({ difficulty: 'Hard', meal_times: ['Lunch'] });

      // Finished: a reload leaves My Recipes as it is.
      await again.reload();
      await again.getByRole('list', { name: 'My Recipes' }).getByText('Kept Lentil Soup').waitFor(WAIT);
      await again.waitForLoadState('networkidle');
      expect(await again.getByRole('dialog').count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  it('is forgotten when the cook signs out: the next person at this computer does not find it', async () => {
    await withBrowser(async (browser) => {
      const { page } = browser;
      await cookIn(product.larder, browser, 'ready');
      const kept = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('larder:user:recipe-wizard.')).length);
      await page.goto(at('/recipes/saved'));
      await page.getByRole('button', { name: 'Create Recipe' }).click();
      await page.getByRole('dialog').getByLabel('Recipe name').fill('Private Porridge');
      await expect.poll(kept).toBe(1);
      // Leaving the page keeps it (the wizard would open again on My Recipes); signing out forgets it.
      await page.goto(at('/meal-plan'));
      await page.getByRole('button', { name: 'Account menu' }).click();
      expect(await kept()).toBe(1);
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await page.waitForURL(at('/'));
      expect(await kept()).toBe(0);
    });
  });

  it('starts afresh when the recipe it saved was deleted since', async () => {
    await withBrowser(async (browser) => {
      const { page } = browser;
      const cook = await cookIn(product.larder, browser, 'ready');
      const dialog = page.getByRole('dialog');
      await page.goto(at('/recipes/saved'));
      await page.getByRole('button', { name: 'Create Recipe' }).click();
      await dialog.getByLabel('Recipe name').fill('Short-lived Toast');
      for (const step of ['Servings and time', 'Nutrition', 'Meal times']) {
        await wizardNext(page).click();
        await stepHeading(page, step).waitFor();
      }
      const [made] = (await cook.api.get('/api/v1/recipe/my-recipes')).body;
      // Deleted elsewhere (another tab, another device) while this one was closed.
      await cook.api.delete(`/api/v1/recipe/${made.id}`);
      await page.reload();
      await page.getByText("You haven't created any recipes yet.").waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      expect(await dialog.count()).toBe(0);
      await page.getByRole('button', { name: 'Create Recipe' }).click();
      await stepHeading(page, 'Name and image').waitFor();
      expect(await dialog.getByLabel('Recipe name').inputValue()).toBe('');
    });
  });
});

describe('closing the wizard halfway', () => {
  it('asks first: keeps editing, or deletes the recipe saved at step 3 so none is left half made', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookIn(product.larder, browser, 'ready');
      await page.goto(at('/recipes/saved'));
      await page.getByRole('button', { name: 'Create Recipe' }).click();
      await stepHeading(page, 'Name and image').waitFor();
      await page.getByRole('dialog').getByLabel('Recipe name').fill('Abandoned Toast');
      for (const step of ['Servings and time', 'Nutrition', 'Meal times']) {
        await wizardNext(page).first().click();
        await stepHeading(page, step).first().waitFor();
      }
      expect((await cook.api.get('/api/v1/recipe/my-recipes')).body.map((recipe: { name: string }) => recipe.name)).toEqual(['Abandoned Toast']);

      await page.keyboard.press('Escape');
      // The wizard's window asks in place of its step (one window, whether closed by Escape or its X).
      const asking = page.getByRole('alertdialog', { name: 'Stop creating Abandoned Toast?' });
      await asking.waitFor();
      await asking.getByText('Abandoned Toast is already in My Recipes', { exact: false }).waitFor();
      await shoot(page, 'authoring-wizard-close-asks');
      await asking.getByRole('button', { name: 'Keep editing' }).click();
      await asking.waitFor({ state: 'detached' });
      await stepHeading(page, 'Meal times').first().waitFor();

      await page.getByRole('dialog').getByRole('button', { name: 'Close the wizard' }).click();
      await asking.getByRole('button', { name: 'Delete it' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });
      await page.getByText("You haven't created any recipes yet.").waitFor(WAIT);
      expect((await cook.api.get('/api/v1/recipe/my-recipes')).body).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});
