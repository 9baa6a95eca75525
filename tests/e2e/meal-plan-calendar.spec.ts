// The week day by day, as a cook uses it: a vegetarian who is also gluten-free sees a week that keeps
// both; a week opened on a Friday has one dinner a day on the days left and says what did not fit;
// a dinner dragged to Monday, another moved with the keyboard; 'I Cooked This' and a removal undone.
// Next week is used throughout: every day of it is still to come, whatever day this runs on.
import { describe, expect, it } from 'vitest';
import { commit } from '../../server/event-store/event-store.ts';
import { generateWeekPlanJob, mealPlanStreamId } from '../../server/modules/meal-plans/index.ts';
import { referenceIdFor } from '../../server/modules/reference/index.ts';
import { createPool } from '../../server/db/database.ts';
import { eventually, issueTestBetaCodes } from '../setup/larder.ts';
import { resizeViewport, screenshot, type Browser } from './support/browser.ts';
import { catalogueProduct, cookIn, screenshotTop } from './support/catalogue.ts';

const product = catalogueProduct();
const diet = (key: string) => referenceIdFor('diet', key);
const localDate = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
function nextMonday(plusDays = 0): string {
  const day = new Date();
  day.setDate(day.getDate() + 7 - ((day.getDay() + 6) % 7) + plusDays);
  return localDate(day);
}

interface PlanMeal { id: string; name: string; meal_of_day: string; planned_cook_date: string; recipe_id: string; kept_diet_ids: string[]; has_been_cooked: boolean; serving_size: number }
interface PlanBody { id: string; meals: PlanMeal[]; generation: { status: string; unfilled: Array<{ mealOfDay: string; missing: number; why: string }> } }

/** A cook set up with these preferences, given access, signed into the browser. */
async function cookWith(browser: Browser, preferences: { diets: string[]; dinners?: number }) {
  const cook = await cookIn(product.larder, browser, 'new');
  const setup = await cook.api.post(`/api/v1/users/setup_complete/${cook.appUserId}`, {
    diet_ids: preferences.diets.map(diet),
    cuisine_ids: ['italian', 'mexican', 'indian', 'mediterranean'].map((key) => referenceIdFor('cuisine', key)),
    ingredient_ids: [],
    preferred_number_of_breakfast_meals: 2,
    preferred_number_of_lunch_meals: 2,
    preferred_number_of_dinner_meals: preferences.dinners ?? 3,
  });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const [code] = await issueTestBetaCodes(product.larder, 1);
  expect((await cook.api.post('/api/v1/beta-code', { code })).status).toBe(200);
  return cook;
}

const planOfWeek = (cook: Awaited<ReturnType<typeof cookWith>>, monday: string) =>
  eventually(async () => {
    const [found] = (await cook.api.get(`/api/v1/postgres/meal-plan/date/${monday}/app_user/${cook.appUserId}`)).body as PlanBody[];
    return found?.generation.status === 'complete' && found;
  }, 30_000, 'the week plan');

/** The plan as the server has it now. */
const planNow = async (cook: Awaited<ReturnType<typeof cookWith>>, planId: string) => (await cook.api.get(`/api/v1/postgres/meal-plan/${planId}/app_user/${cook.appUserId}`)).body as PlanBody;

/** The calendar of next week, chosen 'By day' (the choice is remembered for the cook). */
async function openCalendar(browser: Browser) {
  await browser.page.goto(product.at(`/meal-plan?week=${nextMonday()}`));
  await browser.page.locator('label', { hasText: /^By day$/ }).click();
  await browser.page.getByTestId('week-calendar').waitFor();
}

const slot = (browser: Browser, day: string, mealOfDay: string) => browser.page.locator(`[data-testid="calendar-day"][data-day="${day}"] [data-testid="calendar-slot"][data-meal-of-day="${mealOfDay}"]`);

describe('a vegetarian who is also gluten-free', () => {
  it('gets a week of meals that keep both, shown day by day with what each day gives', async () => {
    await product.withBrowser(async (browser, errors) => {
      const cook = await cookWith(browser, { diets: ['vegetarian', 'gluten-free'] });
      const plan = await planOfWeek(cook, nextMonday());
      expect(plan.meals.length).toBeGreaterThanOrEqual(6);
      for (const meal of plan.meals) expect(meal.kept_diet_ids, meal.name).toEqual(expect.arrayContaining([diet('vegetarian'), diet('gluten-free')]));
      await openCalendar(browser);
      const days = browser.page.getByTestId('calendar-day');
      expect(await days.count()).toBe(7);
      // One meal of a kind a day, each where the plan has it.
      for (const meal of plan.meals) expect(await slot(browser, meal.planned_cook_date, meal.meal_of_day).getByTestId('calendar-meal').textContent()).toContain(meal.name);
      // Each meal wears the cook's two diets, which it keeps.
      for (const meal of plan.meals) expect(await slot(browser, meal.planned_cook_date, meal.meal_of_day).getByTestId('diet-badges').textContent()).toBe('VegetarianGluten-Free');
      await browser.page.getByTestId('day-totals').first().waitFor();
      expect(await browser.page.getByTestId('day-totals').first().textContent()).toMatch(/^[\d,]+ kcal · \d+ g protein · \d+ g carbs · \d+ g fat a person/);
      expect(await browser.page.getByTestId('week-average').textContent()).toMatch(/^A planned day gives each person, on average over \d days?: [\d,]+ kcal/);
      await screenshot(browser.page, 'meal-plan-calendar-vegetarian-gluten-free');
      // Recipe cards wear the cook's diets each recipe keeps, and no others.
      await browser.page.goto(product.at('/recipes/all'));
      const badgesOf = async (name: string) => {
        const card = browser.page.getByTestId('recipe-card').filter({ hasText: name });
        await card.getByTestId('diet-badges').waitFor();
        return card.getByTestId('diet-badges').textContent();
      };
      expect(await badgesOf('Agedashi Tofu in Light Broth')).toBe('Vegetarian');
      expect(await badgesOf('Asturian-Style White Bean and Sausage Stew')).toBe('Gluten-Free');
      expect(await badgesOf('Almond-Stuffed Dates')).toBe('VegetarianGluten-Free');
      await screenshotTop(browser.page, 'recipes-diet-badges', 1400);
      await browser.page.goto(product.at(`/meal-plan?week=${nextMonday()}`));
      // The choice is remembered: a reload shows the week day by day again.
      await browser.page.reload();
      await browser.page.getByTestId('week-calendar').waitFor();
      expect(errors).toEqual([]);
    });
  });
});

describe('a week opened on a Friday', () => {
  it('plans one dinner a day on the days left, and says how many of the five fit', async () => {
    await product.withBrowser(async (browser, errors) => {
      const cook = await cookWith(browser, { diets: ['omnivore'], dinners: 5 });
      // The week asked for on its Friday, as a cook signing up that day does (written to the log:
      // the server keeps a browser's date to today, and this runs on any day).
      const monday = nextMonday();
      const friday = nextMonday(4);
      const pool = createPool(product.larder.database.url, { max: 1 });
      try {
        await commit(pool, {
          metadata: { actor: cook.appUserId, commandId: `friday:${cook.appUserId}`, correlationId: 'friday', causationId: 'friday' },
          streams: [{ streamId: mealPlanStreamId(cook.appUserId, monday), expectedVersion: 'no_stream', ownerId: cook.appUserId, events: [{ type: 'PlanGenerationRequested', data: { appUserId: cook.appUserId, weekStart: monday, weekEnd: nextMonday(6), requestedAt: new Date().toISOString(), reason: 'week-opened', firstDay: friday } }] }],
          jobs: [generateWeekPlanJob(cook.appUserId, monday)],
        });
      } finally {
        await pool.end();
      }
      const plan = await planOfWeek(cook, monday);
      const dinners = plan.meals.filter((meal) => meal.meal_of_day === 'dinner').map((meal) => meal.planned_cook_date).sort();
      expect(dinners).toEqual([friday, nextMonday(5), nextMonday(6)]);
      expect(plan.generation.unfilled).toEqual(expect.arrayContaining([{ mealOfDay: 'dinner', missing: 2, why: '3 of your 5 dinners fit the days left this week.' }]));
      await openCalendar(browser);
      const note = browser.page.getByTestId('unfilled-note').filter({ hasText: 'dinners could not be planned' });
      await note.waitFor();
      expect(await note.textContent()).toContain('3 of your 5 dinners fit the days left this week.');
      expect(await slot(browser, nextMonday(2), 'dinner').getByTestId('calendar-meal').count()).toBe(0);
      await screenshot(browser.page, 'meal-plan-calendar-friday');
      expect(errors).toEqual([]);
    });
  });
});

describe('moving meals on the calendar', () => {
  it('drags a dinner to Monday (swapping with Monday’s), and moves another with the keyboard alone', async () => {
    await product.withBrowser(async (browser, errors) => {
      const cook = await cookWith(browser, { diets: ['omnivore'] });
      const plan = await planOfWeek(cook, nextMonday());
      const dinnerOn = (body: PlanBody, day: string) => body.meals.find((meal) => meal.meal_of_day === 'dinner' && meal.planned_cook_date === day);
      const [mondays, wednesdays] = [dinnerOn(plan, nextMonday())!, dinnerOn(plan, nextMonday(2))!];
      await openCalendar(browser);

      const dragged = slot(browser, nextMonday(2), 'dinner').getByTestId('calendar-meal');
      await dragged.dragTo(slot(browser, nextMonday(), 'dinner'));
      await expect.poll(() => slot(browser, nextMonday(), 'dinner').textContent(), { timeout: 10_000 }).toContain(wednesdays.name);
      expect(await slot(browser, nextMonday(2), 'dinner').textContent()).toContain(mondays.name);
      const afterDrag = await planNow(cook, plan.id);
      expect(dinnerOn(afterDrag, nextMonday())!.id).toBe(wednesdays.id);

      // On a phone, by keyboard: Friday's dinner to Tuesday's lunch.
      await resizeViewport(browser.page, { width: 390, height: 844 });
      const fridays = dinnerOn(afterDrag, nextMonday(4))!;
      await browser.page.getByRole('button', { name: `Move ${fridays.name}`, exact: true }).focus();
      await browser.page.keyboard.press('Enter');
      const dialog = browser.page.getByRole('dialog', { name: `Move ${fridays.name}` });
      await dialog.waitFor();
      const tuesdayDate = new Date(`${nextMonday(1)}T12:00:00`);
      const tuesday = `${new Intl.DateTimeFormat('en-US', { weekday: 'short' }).format(tuesdayDate)} ${tuesdayDate.getDate()}`;
      await dialog.getByRole('radio', { name: tuesday }).focus();
      await browser.page.keyboard.press('Space');
      await dialog.getByRole('radio', { name: 'Lunch' }).focus();
      await browser.page.keyboard.press('Space');
      await screenshot(browser.page, 'meal-plan-calendar-move-dialog');
      await dialog.getByRole('button', { name: 'Move' }).focus();
      await browser.page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => slot(browser, nextMonday(1), 'lunch').textContent(), { timeout: 10_000 }).toContain(fridays.name);
      const afterKeys = await planNow(cook, plan.id);
      expect(afterKeys.meals.find((meal) => meal.id === fridays.id)).toMatchObject({ planned_cook_date: nextMonday(1), meal_of_day: 'lunch' });
      // Each day still has at most one meal of a kind.
      const slots = afterKeys.meals.map((meal) => `${meal.planned_cook_date} ${meal.meal_of_day}`);
      expect(new Set(slots).size).toBe(slots.length);
      await screenshot(browser.page, 'meal-plan-calendar-moved');
      expect(errors).toEqual([]);
    });
  });
});

describe('undo', () => {
  it("takes back 'I Cooked This' (the pantry as it was) and a removal (the meal as it was)", async () => {
    await product.withBrowser(async (browser, errors) => {
      const cook = await cookWith(browser, { diets: ['omnivore'] });
      const plan = await planOfWeek(cook, nextMonday());
      const meal = plan.meals.find((candidate) => candidate.meal_of_day === 'dinner')!;
      const [line] = (await cook.api.get(`/api/v1/recipe-ingredient/recipe/${meal.recipe_id}`)).body as Array<{ ingredient_id: string }>;
      expect((await cook.api.post('/api/v1/pantry-ingredient', { pantry_id: cook.pantryId, app_user_id: cook.appUserId, ingredient_id: line!.ingredient_id, quantity: 1000 })).status).toBe(201);
      const pantryPath = `/api/v1/pantry-ingredient/pantry/${cook.pantryId}/app_user/${cook.appUserId}`;
      const pantry = async () => ((await cook.api.get(pantryPath)).body as Array<{ id: string; quantity: number; expiration_date: string | null }>).map(({ id, quantity, expiration_date }) => ({ id, quantity: Number(quantity), expiration_date }));
      const before = await pantry();

      await browser.page.goto(product.at(`/meal-plan/meal/${meal.id}?plan=${plan.id}`));
      await browser.page.getByRole('button', { name: 'I Cooked This' }).click();
      const cookedToast = browser.page.getByTestId('undo-toast').filter({ hasText: 'Ingredients removed from pantry!' });
      await cookedToast.waitFor({ timeout: 15_000 });
      await expect.poll(async () => (await pantry())[0]!.quantity, { timeout: 10_000 }).toBeLessThan(1000);
      await screenshot(browser.page, 'meal-plan-cooked-undo-offered');
      await cookedToast.getByRole('button', { name: 'Undo' }).click();
      await browser.page.getByText('Cooking undone: the meal is open again and its ingredients are back in your pantry.').waitFor({ timeout: 10_000 });
      expect(await pantry()).toEqual(before);
      await browser.page.getByRole('button', { name: 'I Cooked This' }).waitFor({ timeout: 10_000 });

      // A removal on the calendar, undone: the meal is back on its day, as it was.
      await openCalendar(browser);
      await browser.page.getByRole('button', { name: `Remove ${meal.name}` }).click();
      const removedToast = browser.page.getByTestId('undo-toast').filter({ hasText: `Removed ${meal.name}` });
      await removedToast.waitFor();
      await slot(browser, meal.planned_cook_date, 'dinner').getByTestId('calendar-meal').waitFor({ state: 'detached', timeout: 10_000 });
      await removedToast.getByRole('button', { name: 'Undo' }).click();
      await slot(browser, meal.planned_cook_date, 'dinner').getByTestId('calendar-meal').waitFor({ timeout: 10_000 });
      const after = await planNow(cook, plan.id);
      expect(after.meals.find((candidate) => candidate.id === meal.id)).toEqual(plan.meals.find((candidate) => candidate.id === meal.id));
      expect(errors).toEqual([]);
    });
  });
});

describe('weeknight-sized', () => {
  it("says on the day before what a meal needs started then, and keeps the cook's weekday times", async () => {
    await product.withBrowser(async (browser, errors) => {
      const cook = await cookWith(browser, { diets: ['omnivore'] });
      const plan = await planOfWeek(cook, nextMonday());
      // Red-lentil pancakes on Wednesday: the lentils soak overnight, from Tuesday.
      const pancakes = (await cook.api.get('/api/v1/recipe?search=red%20lentil%20breakfast%20pancakes')).body as Array<{ id: string }>;
      const added = await cook.api.post('/api/v1/meal/meal_plan_by_date_and_refresh', { recipe_id: pancakes[0]!.id, app_user_id: cook.appUserId, serving_size: 2, meal_of_day: 'breakfast', planned_cook_date: nextMonday(2) });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      await openCalendar(browser);
      const tuesday = browser.page.locator(`[data-testid="calendar-day"][data-day="${nextMonday(1)}"]`);
      await tuesday.getByTestId('start-the-day-before').waitFor({ timeout: 10_000 });
      expect(await tuesday.getByTestId('start-the-day-before').textContent()).toBe("Start tomorrow's breakfast today: Soak the red lentils in plenty of cold water overnight.");
      // No meal the generator planned needs a day before it does not have.
      const monday = plan.meals.filter((meal) => meal.planned_cook_date === nextMonday());
      expect(await browser.page.locator(`[data-testid="calendar-day"][data-day="${nextMonday()}"]`).getByTestId('start-the-day-before').count()).toBe(monday.filter((meal) => (meal as PlanMeal & { plan_ahead: string | null }).plan_ahead).length);
      await screenshot(browser.page, 'meal-plan-calendar-plan-ahead');

      // Weekday times, weeknight-sized by default, changed in Preferences.
      await browser.page.goto(product.at('/preferences'));
      const dinner = browser.page.getByRole('group', { name: 'Dinner' });
      const time = dinner.getByLabel('Weekday cooking time');
      await time.waitFor();
      expect(await time.inputValue()).toBe('45 min');
      await time.click();
      await browser.page.getByRole('option', { name: '30 min' }).click();
      await browser.page.getByRole('button', { name: 'Save meal plan preferences' }).click();
      await eventually(async () => ((await cook.api.get(`/api/v1/users/${cook.appUserId}`)).body as { weekday_dinner_minutes: number }).weekday_dinner_minutes === 30, 10_000, 'the weekday time saved');
      await screenshot(browser.page, 'preferences-weekday-times');
      expect(errors).toEqual([]);
    });
  });
});
