// Adding a recipe to the meal plan from a recipe card and from the recipe page, in Chromium: the
// modal's rules (when, meal of the day, servings 1 to 16 from the recipe or the page), 'Adding...'
// while saving, Cancel and success closing and resetting it, the failure message, and the meal that
// lands in this week's or next week's plan.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually } from '../setup/larder.ts';
import { screenshot } from './support/browser.ts';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { catalogueProduct, cookIn, seeds } from './support/catalogue.ts';

const product = catalogueProduct();
/** A whole journey through the page: well within this even when the machine is busy. */
const JOURNEY_TIMEOUT_MS = 120_000;
const { at, withBrowser } = product;
const skewers = seeds.find((recipe) => recipe.name === 'Grilled Pork Skewers with Sticky Glaze')!;

/** The browser's calendar date, as the page computes it. */
function localDate(offsetDays = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + offsetDays);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

const modal = (page: Page) => page.getByRole('dialog', { name: 'Add to Meal Plan' });
const servingsIn = (page: Page) => modal(page).getByTestId('servings-value').innerText();

interface PlannedMeal {
  recipe_id: string;
  /** 'cook' for a meal the cook added; the generator may have planned the same recipe too. */
  source: 'generator' | 'cook';
  meal_of_day: string;
  serving_size: number;
  planned_cook_date: string | null;
}

/** The meals of the plan holding `date`, once the plan exists. */
async function mealsOn(api: Awaited<ReturnType<typeof cookIn>>['api'], appUserId: string, date: string, match: (meal: PlannedMeal) => boolean) {
  return eventually(
    async () => {
      const { body } = await api.get(`/api/v1/postgres/meal-plan/date/${date}/app_user/${appUserId}`);
      const meals = ((body as Array<{ meals: PlannedMeal[] }>)[0]?.meals ?? []).filter(match);
      return meals.length > 0 && meals;
    },
    20_000,
    `a planned meal on ${date}`,
  );
}

describe('a cook with setup and access', () => {
  it('adds a recipe from its card after the modal asks for when and which meal', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const { api, appUserId } = await cookIn(product.larder, browser, 'ready');
      await page.goto(at('/cuisine/Thai'));
      const card = page.getByTestId('recipe-card').filter({ hasText: skewers.name });
      await card.getByRole('button', { name: `Add ${skewers.name} to Meal Plan` }).click();
      await modal(page).waitFor();
      // Servings start from the recipe's.
      expect(await servingsIn(page)).toBe(String(skewers.servings));
      await modal(page).getByRole('button', { name: 'Add to Meal Plan' }).click();
      await modal(page).getByText('Please select when you want to cook this meal').waitFor();
      await modal(page).getByText('Please select a meal of the day').waitFor();
      await screenshot(page, 'meal-plan-modal-card-errors');

      // Cancel closes and forgets the choices.
      await modal(page).getByRole('radio', { name: 'Next week' }).check();
      await modal(page).getByRole('button', { name: 'More servings' }).click();
      await modal(page).getByRole('button', { name: 'Cancel' }).click();
      await modal(page).waitFor({ state: 'detached' });
      await card.getByRole('button', { name: `Add ${skewers.name} to Meal Plan` }).click();
      expect(await modal(page).getByRole('radio', { name: 'Next week' }).isChecked()).toBe(false);
      expect(await servingsIn(page)).toBe(String(skewers.servings));
      expect(await modal(page).getByText('Please select a meal of the day').count()).toBe(0);

      // Next week, dinner, one more serving: 'Adding...' while it saves, then closed.
      await modal(page).getByRole('radio', { name: 'Next week' }).check();
      await modal(page).getByRole('radio', { name: 'Dinner' }).check();
      await modal(page).getByRole('button', { name: 'More servings' }).click();
      await screenshot(page, 'meal-plan-modal-card-filled');
      // The call is held until the test has seen 'Adding...', however slowly it looks.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/v1/meal/meal_plan_by_date_and_refresh', async (route) => {
        await released;
        await route.continue();
      });
      await modal(page).getByRole('button', { name: 'Add to Meal Plan' }).click();
      await modal(page).getByRole('button', { name: 'Adding...' }).waitFor();
      release();
      await modal(page).waitFor({ state: 'detached' });
      await page.getByText(`${skewers.name} added to your meal plan`).waitFor();
      const meals = await mealsOn(api, appUserId, localDate(7), (meal) => meal.source === 'cook' && meal.recipe_id === skewers.id && meal.meal_of_day === 'dinner');
      expect(meals[0]).toMatchObject({ serving_size: skewers.servings + 1, planned_cook_date: localDate(7) });
      expect(errors).toEqual([]);
    });
  }, JOURNEY_TIMEOUT_MS);

  it('adds a recipe from its page with the page’s servings, and is told when it fails', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const { api, appUserId } = await cookIn(product.larder, browser, 'ready');
      await page.goto(at(`/recipes/${skewers.id}?servings=6`));
      await page.getByRole('button', { name: 'Add to Meal Plan' }).click();
      await modal(page).waitFor();
      expect(await servingsIn(page)).toBe('6');
      await modal(page).getByRole('button', { name: 'Add to Meal Plan' }).click();
      await modal(page).getByText('Please select when you want to cook this meal').waitFor();
      await modal(page).getByText('Please select which meal of the day it will be cooked').waitFor();

      // Servings stay within 1 to 16.
      for (let i = 0; i < 12; i++) {
        const more = modal(page).getByRole('button', { name: 'More servings' });
        if (await more.isDisabled()) break;
        await more.click();
      }
      expect(await servingsIn(page)).toBe('16');
      expect(await modal(page).getByRole('button', { name: 'More servings' }).isDisabled()).toBe(true);

      // A failed save keeps the modal open with the spec's message.
      await modal(page).getByRole('radio', { name: 'This week' }).check();
      await modal(page).getByRole('radio', { name: 'Lunch' }).check();
      await page.route('**/api/v1/meal/meal_plan_by_date_and_refresh', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
      await modal(page).getByRole('button', { name: 'Add to Meal Plan' }).click();
      await modal(page).getByText('Failed to add to Meal Plan. Please try again later.').waitFor();
      await screenshot(page, 'meal-plan-modal-detail-failed');

      // Tried again once the server answers: this week's lunch, 16 servings, today.
      await page.unroute('**/api/v1/meal/meal_plan_by_date_and_refresh');
      await modal(page).getByRole('button', { name: 'Add to Meal Plan' }).click();
      await modal(page).waitFor({ state: 'detached' });
      const meals = await mealsOn(api, appUserId, localDate(), (meal) => meal.source === 'cook' && meal.recipe_id === skewers.id && meal.meal_of_day === 'lunch');
      expect(meals[0]).toMatchObject({ serving_size: 16, planned_cook_date: localDate() });
      expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
    });
  });

  it('opens I Cooked This with the page’s servings, within 1 to 16, and is told when marking fails', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      await cookIn(product.larder, browser, 'ready');
      await page.goto(at(`/recipes/${skewers.id}?servings=2`));
      await page.getByRole('button', { name: 'I Cooked This' }).click();
      const cooked = page.getByRole('dialog', { name: 'I Cooked This' });
      await cooked.waitFor();
      expect(await cooked.getByTestId('servings-value').innerText()).toBe('2');
      await cooked.getByRole('button', { name: 'Fewer servings' }).click();
      expect(await cooked.getByTestId('servings-value').innerText()).toBe('1');
      expect(await cooked.getByRole('button', { name: 'Fewer servings' }).isDisabled()).toBe(true);
      await screenshot(page, 'recipe-cooked-dialog');

      const sent: unknown[] = [];
      await page.route('**/api/v1/recipe/complete_recipe_cooking', (route) => {
        sent.push(route.request().postDataJSON());
        return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' });
      });
      await cooked.getByRole('button', { name: 'Remove from Pantry' }).click();
      await page.getByText('Failed to mark recipe as cooked. Please refresh the page and try again.').waitFor();
      expect(sent).toEqual([expect.objectContaining({ recipe_id: skewers.id, serving_size: 1 })]);
      // Cancel closes it; opened again it starts from the page's servings.
      await cooked.getByRole('button', { name: 'Cancel' }).click();
      await cooked.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'I Cooked This' }).click();
      expect(await cooked.getByTestId('servings-value').innerText()).toBe('2');
      expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
    });
  });

  it('takes the recipe’s ingredients out of the pantry, scaled by the servings cooked', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const { api, appUserId, pantryId } = await cookIn(product.larder, browser, 'ready');
      const pork = skewers.ingredients.find((line) => line.ingredient === 'Pork shoulder')!;
      expect(pork).toMatchObject({ quantity: 600, unit: 'g' });
      const pantryPath = `/api/v1/pantry-ingredient/pantry/${pantryId}/app_user/${appUserId}`;
      // With an empty pantry, cooking says it took nothing out rather than claim a removal.
      await page.goto(at(`/recipes/${skewers.id}?servings=2`));
      await page.getByRole('button', { name: 'I Cooked This' }).click();
      await page.getByRole('dialog', { name: 'I Cooked This' }).getByRole('button', { name: 'Remove from Pantry' }).click();
      await page.getByText('Marked as cooked. Your pantry had none of its ingredients, so nothing was taken out.').waitFor();
      await page.getByRole('dialog', { name: 'I Cooked This' }).waitFor({ state: 'detached' });

      const added = await api.post('/api/v1/pantry-ingredient', { pantry_id: pantryId, app_user_id: appUserId, ingredient_id: ingredientIdFor(pork.ingredient), quantity: 1000, unit_of_measurement: 'g' });
      expect(added.status, JSON.stringify(added.body)).toBe(201);

      await page.goto(at(`/recipes/${skewers.id}?servings=2`));
      await page.getByRole('button', { name: 'I Cooked This' }).click();
      const cooked = page.getByRole('dialog', { name: 'I Cooked This' });
      await cooked.getByRole('button', { name: 'More servings' }).click();
      expect(await cooked.getByTestId('servings-value').innerText()).toBe('3');
      await cooked.getByRole('button', { name: 'Remove from Pantry' }).click();
      await page.getByText('Ingredients removed from pantry!').waitFor();
      await cooked.waitFor({ state: 'detached' });
      await screenshot(page, 'recipe-cooked-success');

      // 600 g for 4 servings, 3 cooked: 450 g of the 1000 g leave, in the pantry's own unit.
      const left = await eventually(
        async () => {
          const { body } = await api.get(pantryPath);
          const item = (body as Array<{ ingredient_id: string; quantity: number; unit_of_measurement: string }>).find((entry) => entry.ingredient_id === ingredientIdFor(pork.ingredient));
          return item && Number(item.quantity) !== 1000 && item;
        },
        20_000,
        'the pantry after cooking',
      );
      expect({ quantity: Number(left.quantity), unit: left.unit_of_measurement }).toEqual({ quantity: 1000 - (600 * 3) / skewers.servings, unit: 'g' });
      expect(errors).toEqual([]);
    });
  }, JOURNEY_TIMEOUT_MS);
});
