// Browsing the catalogue in Chromium, as a cook and as a visitor: Explore Recipes to a cuisine's
// recipes to a recipe, scaled; amounts scaled to 3 servings in fractions a knife makes; the prompts
// for cooks who have not set up or have no access; the public list pages with and without navigation
// state; the recipe page's errors.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resizeViewport, screenshot } from './support/browser.ts';
import { catalogueProduct, cookIn, screenshotTop, seeds, showAllRecipes } from './support/catalogue.ts';

const product = catalogueProduct();
const { at, withBrowser } = product;
const skewers = seeds.find((recipe) => recipe.name === 'Grilled Pork Skewers with Sticky Glaze')!;
const thai = seeds.filter((recipe) => recipe.cuisines.includes('Thai'));
const cards = (page: Page) => page.getByTestId('recipe-card');


describe('a cook with setup and access', () => {
  it('goes from Explore Recipes to the Thai recipes to one recipe, and scales it', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      await cookIn(product.larder, browser, 'ready');
      await page.goto(at('/recipes'));
      await page.getByRole('heading', { name: 'Explore Recipes' }).waitFor();
      for (const section of ['Diets', 'Cuisines', 'Food Types', 'More']) await page.getByRole('heading', { name: section, exact: true }).waitFor();
      await page.getByRole('link', { name: 'Vegan' }).waitFor();
      await page.getByRole('link', { name: 'Quick' }).waitFor();
      expect(await page.getByRole('link', { name: 'All Recipes' }).getAttribute('href')).toBe('/recipes/all');
      expect(await page.getByRole('link', { name: 'My Recipes' }).getAttribute('href')).toBe('/recipes/saved');
      // Set up and with access: no prompt.
      expect(await page.getByText('Finish your account setup to start adding recipes to your meal plan!').count()).toBe(0);
      expect(await page.locator('img[src="/images/cuisineImages/thai.jpg"]').count()).toBe(1);
      await screenshot(page, 'catalogue-explore');
      // Each diet's words are there to choose by: whole on a phone's two columns, not cut to '...'.
      await resizeViewport(page, { width: 390, height: 800 });
      const descriptions = page.getByRole('region', { name: 'Diets' }).getByRole('listitem').locator('p');
      expect(await descriptions.count()).toBeGreaterThan(5);
      const cut = await descriptions.evaluateAll((texts) => texts.filter((text) => text.scrollHeight > text.clientHeight + 1).map((text) => text.textContent));
      expect(cut).toEqual([]);
      await resizeViewport(page, { width: 1280, height: 900 });

      await page.getByRole('link', { name: 'Thai', exact: true }).click();
      await page.waitForURL(at('/cuisine/Thai'));
      await page.getByRole('heading', { name: 'Thai Recipes' }).waitFor();
      await cards(page).first().waitFor();
      expect(await cards(page).count()).toBe(thai.length);
      // The card: calories in kcal, prep plus cook minutes, the heart, and Add to Meal Plan.
      const card = cards(page).filter({ hasText: skewers.name });
      await card.getByText(`${skewers.prepMinutes + skewers.cookMinutes} min`).waitFor();
      await card.getByText(/\d+ kcal/).waitFor();
      await card.getByRole('button', { name: `Favorite ${skewers.name}` }).waitFor();
      // The card's button opens the add-to-meal-plan modal (its rules: recipe-meal-plan.spec.ts).
      await card.getByRole('button', { name: `Add to Meal Plan: ${skewers.name}` }).click();
      await page.getByRole('dialog', { name: 'Add to Meal Plan' }).getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('dialog', { name: 'Add to Meal Plan' }).waitFor({ state: 'detached' });
      await screenshotTop(page, 'catalogue-cuisine-thai');

      await card.getByRole('link', { name: skewers.name }).click();
      await page.waitForURL(at(`/recipes/${skewers.id}/steps`));
      await page.getByRole('heading', { name: skewers.name, level: 1 }).waitFor();
      const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
      expect(await steps.locator('p').allInnerTexts()).toEqual(skewers.steps);
      expect(await steps.locator('span').allInnerTexts()).toEqual(skewers.steps.map((_text, index) => String(index + 1)));
      await screenshot(page, 'catalogue-recipe-steps');

      await page.getByRole('link', { name: 'Full recipe' }).click();
      await page.waitForURL(at(`/recipes/${skewers.id}`));
      const cilantro = page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem').filter({ hasText: 'Fresh cilantro' });
      await cilantro.getByText('10 g', { exact: true }).waitFor();
      await page.getByText(`Prep ${skewers.prepMinutes} min`).waitFor();
      await page.getByText(`Cook ${skewers.cookMinutes} min`).waitFor();
      expect(await page.getByTestId('servings-value').innerText()).toBe(String(skewers.servings));
      await page.getByRole('button', { name: 'Fewer servings' }).click();
      await cilantro.getByText('8 g', { exact: true }).waitFor(); // 7.5 g, as a scale shows it
      await page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem').filter({ hasText: 'Pork shoulder' }).getByText('450 g').waitFor();
      expect(new URL(page.url()).searchParams.get('servings')).toBe('3');
      // Cooks with access may add and cook; only the owner may edit.
      await page.getByRole('button', { name: 'Add to Meal Plan' }).waitFor();
      await page.getByRole('button', { name: 'I Cooked This' }).waitFor();
      expect(await page.getByRole('link', { name: 'Edit Recipe' }).count()).toBe(0);
      await screenshot(page, 'catalogue-recipe-detail');

      // The servings query parameter presets the count, within 1 to 16.
      await page.goto(at(`/recipes/${skewers.id}?servings=7`));
      await cilantro.getByText('18 g', { exact: true }).waitFor(); // 17.5 g
      await page.goto(at(`/recipes/${skewers.id}?servings=40`));
      expect(await page.getByTestId('servings-value').innerText()).toBe('16');
      expect(await page.getByRole('button', { name: 'More servings' }).isDisabled()).toBe(true);
      expect(errors).toEqual([]);
    });
  });

  it('lays the list out in 4, 3, 2 and 1 columns as the window narrows', async () => {
    await withBrowser(async (browser) => {
      const { page } = browser;
      await page.goto(at('/cuisine/Thai'));
      await cards(page).first().waitFor();
      const grid = page.getByRole('list', { name: 'Thai Recipes' });
      for (const [width, columns] of [[1280, '4'], [1000, '3'], [600, '2'], [390, '1']] as const) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => grid.getAttribute('data-columns')).toBe(columns);
      }
    });
  });
});

describe('an author', () => {
  // A 1x1 PNG: enough for the photo check, which looks at the content.
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

  it('sees Edit Recipe on their own recipe, and its uploaded photo where no local picture exists', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookIn(product.larder, browser, 'ready');
      const created = await cook.api.post('/api/v1/recipe', { name: 'Weeknight Dal', description: 'Red lentils, simmered.', servings: 2, instructions: 'Rinse the lentils.\nSimmer until soft.' });
      expect(created.status).toBe(201);
      const recipeId: string = created.body.recipeId;
      const csrf = await cook.api.csrfToken();
      const form = new FormData();
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'dal.png');
      const upload = await fetch(at(`/api/v1/supabase/recipe-images/recipe/${recipeId}`), {
        method: 'POST',
        headers: { authorization: `Bearer ${cook.api.token}`, 'x-csrf-token': csrf.token, cookie: csrf.cookie },
        body: form,
      });
      expect(upload.status).toBe(201);

      await page.goto(at(`/recipes/${recipeId}`));
      await page.getByRole('heading', { name: 'Weeknight Dal' }).waitFor();
      expect(await page.getByRole('link', { name: 'Edit Recipe' }).getAttribute('href')).toBe(`/recipes/${recipeId}/edit`);
      // The local file is missing, so the page shows the photo from storage.
      const photo = page.getByRole('img', { name: 'Weeknight Dal' });
      await expect.poll(() => photo.getAttribute('src')).toBe(`/api/v1/supabase/recipe-images/recipe/${recipeId}`);
      await expect.poll(() => photo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(1);

      // Someone else's recipe has no Edit Recipe.
      await page.goto(at(`/recipes/${skewers.id}`));
      await page.getByRole('heading', { name: skewers.name }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('link', { name: 'Edit Recipe' }).count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });
});

describe('Explore Recipes when its lists fail or are empty', () => {
  it('says which list failed, offers Retry, and says when one is empty', async () => {
    await withBrowser(async (browser) => {
      const { page } = browser;
      await cookIn(product.larder, browser, 'ready');
      await page.route('**/api/v1/diet', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
      // Not a list: treated as an error (spec §7).
      await page.route('**/api/v1/cuisine', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"cuisines":[]}' }));
      await page.route('**/api/v1/food-type', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
      await page.route('**/api/v1/tag/default', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
      await page.goto(at('/recipes'));
      await page.getByText('Failed to load diet options').waitFor({ timeout: 15_000 });
      await page.getByText('Failed to load cuisine options').waitFor({ timeout: 15_000 });
      await page.getByText('No food type options available at the moment.').waitFor();
      await page.getByText('No tag options available at the moment.').waitFor();
      await screenshot(page, 'catalogue-explore-failures');

      await page.unroute('**/api/v1/diet');
      await page.getByRole('alert').filter({ hasText: 'Failed to load diet options' }).getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('link', { name: 'Vegan' }).waitFor();
    });
  });
});

describe('a cook before setup', () => {
  it('is asked to complete their meal preferences instead of exploring', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      await cookIn(product.larder, browser, 'new');
      await page.goto(at('/recipes'));
      await page.getByText('Complete meal preferences to explore recipes').waitFor();
      expect(await page.getByRole('link', { name: 'Complete Setup' }).getAttribute('href')).toBe('/setup');
      expect(await page.getByRole('heading', { name: 'Cuisines' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'All Recipes' }).count()).toBe(0);
      await screenshot(page, 'catalogue-explore-setup-needed');
      expect(errors).toEqual([]);
    });
  });
});

describe('a cook with setup but no access', () => {
  it('explores, is told how to start adding, and sees no Add to Meal Plan', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      await cookIn(product.larder, browser, 'set-up');
      await page.goto(at('/recipes'));
      await page.getByText('Finish your account setup to start adding recipes to your meal plan!').waitFor();
      await page.getByRole('heading', { name: 'Cuisines' }).waitFor();
      await page.getByRole('link', { name: 'Soup' }).waitFor();
      await screenshot(page, 'catalogue-explore-no-access');

      await page.getByRole('link', { name: 'Soup' }).click();
      await page.waitForURL(at('/food-type/Soup'));
      await page.getByRole('heading', { name: 'Soup Recipes' }).waitFor();
      await cards(page).first().waitFor();
      await showAllRecipes(page);
      expect(await cards(page).count()).toBe(seeds.filter((recipe) => recipe.foodTypes.includes('Soup')).length);
      expect(await page.getByRole('button', { name: /^Add to Meal Plan/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Favorite / }).count()).toBe(await cards(page).count());

      await cards(page).first().getByRole('link').click();
      await page.getByRole('link', { name: 'Full recipe' }).click();
      await page.getByRole('heading', { name: 'Ingredients' }).waitFor();
      expect(await page.getByRole('button', { name: 'Add to Meal Plan' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'I Cooked This' }).count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });
});

describe('amounts', () => {
  const burgers = seeds.find((recipe) => recipe.name === 'Smoky Black Bean Burgers with Avocado')!;

  it('a recipe scaled to 3 servings shows fractions', async () => {
    await withBrowser(async ({ page }, errors) => {
      expect(burgers.servings).toBe(4);
      await page.goto(at(`/recipes/${burgers.id}?servings=3`));
      await page.getByRole('heading', { name: burgers.name, level: 1 }).waitFor();
      await page.getByText('Amounts for 3 servings').waitFor();
      const items = page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem');
      await items.first().waitFor();
      const shown = new Map(
        await items.evaluateAll((lines) => lines.map((line) => [line.querySelector('a')!.textContent!, line.querySelector('[data-testid="ingredient-amount"]')!.textContent!] as const)),
      );
      expect([...shown.keys()].sort()).toEqual(burgers.ingredients.map((line) => line.ingredient).sort());
      // Three quarters of each piece: what a knife makes, never 0.38 or 0.75 (nor 0.33 or 0.67).
      const pieces = burgers.ingredients.filter((line) => line.unit === 'piece').map((line) => shown.get(line.ingredient)!);
      expect(pieces.filter((amount) => /\d\.\d/.test(amount))).toEqual([]);
      expect(pieces.some((amount) => /[⅛¼⅓½⅔¾]/.test(amount))).toBe(true);
      expect(Object.fromEntries(['Red onion', 'Garlic', 'Avocado', 'Tomato', 'Hamburger buns'].map((name) => [name, shown.get(name)]))).toEqual({
        'Red onion': '⅓', // half an onion for 4 is 0.375 for 3
        Garlic: '1½ cloves',
        Avocado: '¾',
        Tomato: '¾',
        'Hamburger buns': '3',
      });
      // Spooned and weighed ones as a spoon set and a scale show them.
      expect([shown.get('Salt'), shown.get('Flaxseed'), shown.get('Olive oil'), shown.get('Canned black beans')]).toEqual(['¼ tsp', '1 tbsp', '1½ tbsp', '360 g']);
      expect([...shown.values()].filter((amount) => /\.\d\d/.test(amount))).toEqual([]);
      await screenshot(page, 'catalogue-recipe-scaled-fractions');
      expect(errors).toEqual([]);
    });
  });
});

describe('a visitor', () => {
  // Draws every card of two long lists (hundreds): 30 s on a quiet machine, more beside other work.
  it('opens a public list page by its address, with no navigation state, and sees its recipes', { timeout: 150_000 }, async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      await page.goto(at('/tag/Quick'));
      await page.getByRole('heading', { name: 'Quick Recipes' }).waitFor();
      await page.getByText('Ready in 30 minutes or less.').waitFor();
      await cards(page).first().waitFor();
      // Long lists are drawn 48 cards at a time.
      const quick = seeds.filter((recipe) => recipe.tags.includes('Quick')).length;
      expect(quick).toBeGreaterThan(48);
      expect(await cards(page).count()).toBe(48);
      await showAllRecipes(page);
      expect(await cards(page).count()).toBe(quick);
      // Nothing to favourite or plan without an account.
      expect(await page.getByRole('button', { name: /^Favorite / }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Add to Meal Plan/ }).count()).toBe(0);
      await screenshotTop(page, 'catalogue-tag-visitor');

      // Names are matched ignoring case, so a typed address works too.
      await page.goto(at('/diet/vegan'));
      await page.getByRole('heading', { name: 'Vegan Recipes' }).waitFor();
      await cards(page).first().waitFor();
      await showAllRecipes(page);
      expect(await cards(page).count()).toBe(seeds.filter((recipe) => recipe.diets.includes('Vegan')).length);

      // The landing page's cuisine cards carry only the name.
      await page.goto(at('/'));
      await page.getByRole('link', { name: 'Korean' }).click();
      await page.getByRole('heading', { name: 'Korean Recipes' }).waitFor();
      await cards(page).first().waitFor();
      expect(errors).toEqual([]);
    });
  });

  it('is told when a list page names something unknown', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const messages = [
        ['/diet/Carnivore', 'Diet information not available. Please try accessing this page through the diet selection page.'],
        ['/food-type/Dessert', 'Food type information not available. Please try accessing this page through the food type selection page.'],
        ['/tag/Spooky', 'Tag information not available. Please try accessing this page through the tag selection page.'],
        ['/cuisine/Martian', 'Cuisine information not available. Please try accessing this page through the cuisine selection page.'],
      ] as const;
      for (const [path, message] of messages) {
        await page.goto(at(path));
        await page.getByText(message).waitFor();
      }
      await screenshot(page, 'catalogue-unknown-cuisine');
      // Explore Recipes needs an account: a visitor is not sent to a log-in page from here.
      expect(await page.getByRole('link', { name: 'Choose a cuisine' }).count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  it('offers a cook the choice of cuisines for an unknown one: Explore Recipes, at its cuisines', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      await cookIn(product.larder, browser, 'ready');
      await resizeViewport(page, { width: 390, height: 800 });
      await page.goto(at('/cuisine/Martian'));
      await page.getByText('Cuisine information not available.', { exact: false }).waitFor();
      await screenshot(page, 'catalogue-unknown-cuisine-cook');
      await resizeViewport(page, { width: 390, height: 800 });
      await page.getByRole('link', { name: 'Choose a cuisine' }).click();
      await page.waitForURL(at('/recipes#explore-cuisine'));
      // Below the diets, off a phone's first screen: scrolled to.
      const cuisines = page.getByRole('heading', { name: 'Cuisines', level: 2 });
      await cuisines.waitFor();
      await expect.poll(() => cuisines.evaluate((heading) => Math.round(heading.getBoundingClientRect().top)), { timeout: 15_000 }).toBeLessThan(200);
      expect(await page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(200);
      expect(errors).toEqual([]);
    });
  });

  it('reads a recipe, and is told "Recipe not found" for an unknown one, with Retry and a way on', async () => {
    await withBrowser(async (browser) => {
      const { page } = browser;
      await page.goto(at(`/recipes/${skewers.id}`));
      await page.getByRole('heading', { name: skewers.name }).waitFor();
      expect(await page.getByRole('button', { name: 'Add to Meal Plan' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Favorite / }).count()).toBe(0);

      await page.goto(at('/recipes/00000000-0000-4000-8000-000000000000'));
      await page.getByText('Recipe not found').waitFor();
      await page.getByRole('button', { name: 'Retry' }).waitFor();
      await screenshot(page, 'catalogue-recipe-not-found');
      await page.goto(at('/recipes/00000000-0000-4000-8000-000000000000/steps'));
      await page.getByText('Recipe not found').waitFor();
      // Signed out, the way on is the home page (the catalogue asks for an account).
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await page.waitForURL(at('/'));
      // Signed in, it is All Recipes.
      await cookIn(product.larder, browser, 'ready');
      await page.goto(at('/recipes/00000000-0000-4000-8000-000000000000'));
      await page.getByRole('link', { name: 'Browse All Recipes' }).click();
      await page.waitForURL(at('/recipes/all'));
    });
  });
});
