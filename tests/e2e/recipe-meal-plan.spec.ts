// Adding a recipe to the meal plan from a recipe card and from the recipe page, in Chromium: the
// modal's rules (when, the day, meal of the day, servings 1 to 16 from the recipe or the page),
// 'Adding...' while saving, Cancel and success closing and resetting it, the failure message and the
// server's refusal, the meal that lands on the day chosen, and one meal of a kind a day (decision
// 0031): what an add replaces is said first, a cooked meal's day is refused.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually } from '../setup/larder.ts';
import { screenshot, screenshotWindow } from './support/browser.ts';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { catalogueProduct, cookIn, seeds } from './support/catalogue.ts';

const product = catalogueProduct();
/** A whole journey through the page: well within this even when the machine is busy. */
const JOURNEY_TIMEOUT_MS = 120_000;
const { at, withBrowser } = product;
const skewers = seeds.find((recipe) => recipe.name === 'Grilled Pork Skewers with Sticky Glaze')!;
const stew = seeds.find((recipe) => recipe.name === 'Lentil and Chorizo Stew')!;

/** The browser's calendar date, as the page computes it. */
function localDate(offsetDays = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + offsetDays);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Next week's Monday plus `offset` days, as the browser counts them. */
function nextMonday(offset = 0): string {
  const weekday = new Date().getDay(); // 0 = Sunday
  return localDate(7 - ((weekday + 6) % 7) + offset);
}

/** How the modal names a day: 'Sat 28'. */
const shortDay = (isoDate: string) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return `${new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(date)} ${date.getUTCDate()}`;
};
const weekdayName = (isoDate: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

const modal = (page: Page) => page.getByRole('dialog', { name: 'Add to Meal Plan' });
const servingsIn = (page: Page) => modal(page).getByTestId('servings-value').innerText();
const dayChoice = (page: Page) => modal(page).getByRole('radiogroup', { name: 'Day', exact: true });
const dayRadio = (page: Page, isoDate: string) => dayChoice(page).getByRole('radio', { name: shortDay(isoDate), exact: true });
/** Clicks a day as a cook does: on its chip (the radio inside is drawn by the chip, not shown itself). */
const chooseDay = (page: Page, isoDate: string) => dayChoice(page).getByText(shortDay(isoDate), { exact: true }).click();

/** The days the modal offers, in order, as the dates their radios carry. */
const offeredDays = (page: Page) => dayChoice(page).getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as unknown as { value: string }).value));

interface PlannedMeal {
  id: string;
  recipe_id: string;
  /** 'cook' for a meal the cook added; the generator may have planned the same recipe too. */
  source: 'generator' | 'cook';
  meal_of_day: string;
  serving_size: number;
  planned_cook_date: string | null;
  has_been_cooked: boolean;
}

type CookApi = Awaited<ReturnType<typeof cookIn>>['api'];
/** The cook's own date, which the page sends too: the server's 'today' for this test's calls. */
const asTheBrowser = () => ({ 'x-larder-today': localDate() });

/** The meals of the plan holding `date`, as the API answers now. */
async function planMeals(api: CookApi, appUserId: string, date: string): Promise<PlannedMeal[]> {
  const { body } = await api.get(`/api/v1/postgres/meal-plan/date/${date}/app_user/${appUserId}`);
  return (body as Array<{ meals: PlannedMeal[] }>)[0]?.meals ?? [];
}

/** The meals of a kind on one day. */
const slotMeals = (meals: PlannedMeal[], date: string, mealOfDay: string) => meals.filter((meal) => meal.planned_cook_date === date && meal.meal_of_day === mealOfDay);

/** Plans `recipeId` onto a day and meal through the API, as another tab would, and waits for it to show. */
async function planThrough(api: CookApi, appUserId: string, recipeId: string, date: string, mealOfDay: string): Promise<PlannedMeal> {
  const added = await api.post('/api/v1/meal/meal_plan_by_date_and_refresh', { recipe_id: recipeId, app_user_id: appUserId, serving_size: 4, meal_of_day: mealOfDay, planned_cook_date: date }, asTheBrowser());
  expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
  const [meal] = await mealsOn(api, appUserId, date, (meal) => meal.recipe_id === recipeId && meal.planned_cook_date === date && meal.meal_of_day === mealOfDay);
  return meal!;
}

/** The meals of the plan holding `date`, once the plan exists. */
async function mealsOn(api: CookApi, appUserId: string, date: string, match: (meal: PlannedMeal) => boolean) {
  return eventually(
    async () => {
      const meals = (await planMeals(api, appUserId, date)).filter(match);
      return meals.length > 0 && meals;
    },
    20_000,
    `a planned meal on ${date}`,
  );
}

describe('a cook with setup and access', () => {
  it('adds a recipe from its card to the day and meal chosen, after the modal asks for when and which meal', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const { api, appUserId } = await cookIn(product.larder, browser, 'ready');
      await page.goto(at('/cuisine/Thai'));
      const card = page.getByTestId('recipe-card').filter({ hasText: skewers.name });
      await card.getByRole('button', { name: `Add to Meal Plan: ${skewers.name}` }).click();
      await modal(page).waitFor();
      // Servings start from the recipe's.
      expect(await servingsIn(page)).toBe(String(skewers.servings));
      await modal(page).getByRole('button', { name: 'Add to Meal Plan' }).click();
      await modal(page).getByText('Please select when you want to cook this meal').waitFor();
      await modal(page).getByText('Please select a meal of the day').waitFor();
      // The window, not the whole page: the modal sits where the cook scrolled to, in a long list.
      await screenshotWindow(page, 'meal-plan-modal-card-errors');

      // Cancel closes and forgets the choices.
      await modal(page).getByRole('radio', { name: 'Next week' }).check();
      await modal(page).getByRole('button', { name: 'More servings' }).click();
      await modal(page).getByRole('button', { name: 'Cancel' }).click();
      await modal(page).waitFor({ state: 'detached' });
      await card.getByRole('button', { name: `Add to Meal Plan: ${skewers.name}` }).click();
      expect(await modal(page).getByRole('radio', { name: 'Next week' }).isChecked()).toBe(false);
      expect(await servingsIn(page)).toBe(String(skewers.servings));
      expect(await modal(page).getByText('Please select a meal of the day').count()).toBe(0);
      expect(await dayChoice(page).count()).toBe(0);

      // Next week offers Monday to Sunday, Monday chosen; the arrow keys move the choice, as in any radio group.
      await modal(page).getByRole('radio', { name: 'Next week' }).check();
      expect(await offeredDays(page)).toEqual([0, 1, 2, 3, 4, 5, 6].map((offset) => nextMonday(offset)));
      expect(await dayRadio(page, nextMonday()).isChecked()).toBe(true);
      await dayRadio(page, nextMonday()).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await dayRadio(page, nextMonday(2)).isChecked()).toBe(true);
      expect(await dayRadio(page, nextMonday()).isChecked()).toBe(false);

      // Wednesday, dinner, one more serving: 'Adding...' while it saves, then closed.
      await modal(page).getByRole('radio', { name: 'Dinner' }).check();
      await modal(page).getByRole('button', { name: 'More servings' }).click();
      await screenshotWindow(page, 'meal-plan-modal-card-filled');
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
      const wednesday = nextMonday(2);
      const meals = await mealsOn(api, appUserId, wednesday, (meal) => meal.source === 'cook' && meal.recipe_id === skewers.id && meal.meal_of_day === 'dinner');
      expect(meals).toHaveLength(1);
      expect(meals[0]).toMatchObject({ serving_size: skewers.servings + 1, planned_cook_date: wednesday });
      expect(slotMeals(await planMeals(api, appUserId, wednesday), wednesday, 'dinner').map((meal) => meal.recipe_id)).toEqual([skewers.id]);
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

      // This week offers today to Sunday, today chosen.
      await modal(page).getByRole('radio', { name: 'This week' }).check();
      const thisWeek = await offeredDays(page);
      expect(thisWeek[0]).toBe(localDate());
      expect(thisWeek.at(-1)).toBe(nextMonday(-1));
      expect(thisWeek).toHaveLength(7 - ((new Date().getDay() + 6) % 7));
      expect(await dayRadio(page, localDate()).isChecked()).toBe(true);
      await modal(page).getByRole('radio', { name: 'Lunch' }).check();

      // The server's refusal is said in its own words.
      const refusal = `${weekdayName(localDate())}'s lunch is already cooked. Choose another day.`;
      await page.route('**/api/v1/meal/meal_plan_by_date_and_refresh', (route) => route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: refusal }) }));
      await modal(page).getByRole('button', { name: 'Add to Meal Plan' }).click();
      await modal(page).getByRole('alert').getByText(refusal).waitFor();
      await page.unroute('**/api/v1/meal/meal_plan_by_date_and_refresh');

      // A failed save keeps the modal open with the spec's message.
      await page.route('**/api/v1/meal/meal_plan_by_date_and_refresh', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
      await modal(page).getByRole('button', { name: 'Add to Meal Plan' }).click();
      await modal(page).getByText('Failed to add to Meal Plan. Please try again later.').waitFor();
      await screenshot(page, 'meal-plan-modal-detail-failed');

      // Tried again once the server answers: this week's lunch, 16 servings, today, the day's one lunch.
      await page.unroute('**/api/v1/meal/meal_plan_by_date_and_refresh');
      await modal(page).getByRole('button', { name: 'Add to Meal Plan' }).click();
      await modal(page).waitFor({ state: 'detached' });
      const meals = await mealsOn(api, appUserId, localDate(), (meal) => meal.source === 'cook' && meal.recipe_id === skewers.id && meal.meal_of_day === 'lunch');
      expect(meals[0]).toMatchObject({ serving_size: 16, planned_cook_date: localDate() });
      const todaysLunches = await eventually(async () => {
        const lunches = slotMeals(await planMeals(api, appUserId, localDate()), localDate(), 'lunch');
        return lunches.length === 1 && lunches;
      }, 20_000, 'one lunch today');
      expect(todaysLunches[0]!.recipe_id).toBe(skewers.id);
      expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
    });
  });

  it('says which meal an add replaces, leaves the day one meal of that kind, and refuses a day whose meal is cooked', async () => {
    await withBrowser(async (browser, errors) => {
      const { page } = browser;
      const { api, appUserId } = await cookIn(product.larder, browser, 'ready');
      const [thursday, friday] = [nextMonday(3), nextMonday(4)];
      await planThrough(api, appUserId, stew.id, friday, 'dinner');

      await page.goto(at(`/recipes/${skewers.id}`));
      await page.getByRole('button', { name: 'Add to Meal Plan' }).click();
      await modal(page).getByRole('radio', { name: 'Next week' }).check();
      await chooseDay(page, friday);
      await modal(page).getByRole('radio', { name: 'Dinner' }).check();
      await modal(page).getByText(`Replaces ${stew.name} on Friday.`).waitFor();
      // Another meal of the day, or another day, replaces nothing of Friday's dinner.
      await modal(page).getByRole('radio', { name: 'Breakfast' }).check();
      expect(await modal(page).getByText(`Replaces ${stew.name}`).count()).toBe(0);
      await modal(page).getByRole('radio', { name: 'Dinner' }).check();
      await screenshot(page, 'meal-plan-modal-replaces');
      await modal(page).getByRole('button', { name: 'Add to Meal Plan' }).click();
      await modal(page).waitFor({ state: 'detached' });
      const fridayDinners = await eventually(
        async () => {
          const dinners = slotMeals(await planMeals(api, appUserId, friday), friday, 'dinner');
          return dinners.some((meal) => meal.recipe_id === skewers.id) && dinners;
        },
        20_000,
        "Friday's dinner replaced",
      );
      expect(fridayDinners.map((meal) => meal.recipe_id)).toEqual([skewers.id]);

      // Thursday's dinner cooked (ahead of its day, through the API): the modal says so and will not send.
      const cooked = await planThrough(api, appUserId, stew.id, thursday, 'dinner');
      const cooking = await api.post('/api/v1/meal/complete_meal_cooking', { meal_id: cooked.id, serving_size: 4 }, asTheBrowser());
      expect(cooking.status, JSON.stringify(cooking.body)).toBeLessThan(300);
      await mealsOn(api, appUserId, thursday, (meal) => meal.id === cooked.id && meal.has_been_cooked);
      await page.goto(at(`/recipes/${skewers.id}`));
      await page.getByRole('button', { name: 'Add to Meal Plan' }).click();
      await modal(page).getByRole('radio', { name: 'Next week' }).check();
      await modal(page).getByRole('radio', { name: 'Dinner' }).check();
      await chooseDay(page, thursday);
      await modal(page).getByText("Thursday's dinner is already cooked. Choose another day.").waitFor();
      expect(await modal(page).getByRole('button', { name: 'Add to Meal Plan' }).isDisabled()).toBe(true);
      await screenshot(page, 'meal-plan-modal-cooked-day');
      // Another day is free again.
      await chooseDay(page, nextMonday(5));
      expect(await modal(page).getByRole('button', { name: 'Add to Meal Plan' }).isDisabled()).toBe(false);
      expect(errors).toEqual([]);
    });
  }, JOURNEY_TIMEOUT_MS);

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
