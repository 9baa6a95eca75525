// The recipe page's add (POST /api/v1/meal/meal_plan_by_date_and_refresh) on a week that has no plan
// yet (decision 0014, 'The calls'): one decision requests the week (if nothing did), starts its plan
// with the cook's wishes and plans the cook's meal; the answer is that plan. The requested generation
// then fills the other slots around the cook's meal, which counts toward the wish. The generator is
// the product's own task, held here until the test has read the add's answer.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from 'graphile-worker';
import { GENERATE_WEEK_PLAN_TASK, addDays, findCookPreferences, generatedMealIdFor, loadPlannerSnapshot, mealPlanIdFor, mealPlanStreamId, mealsOfDay, todayUtc, weekEndOf, weekStartOf, type MealOfDay, type WeekWishes } from '../../server/modules/meal-plans/index.ts';
import { daysLeft, pickRecipe, spreadDates, weekSlots } from '../../server/modules/meal-plans/planner/index.ts';
import { generateWeekPlanTask } from '../../workers/tasks/generate-week-plan.ts';
import { writeRecipe } from '../fixtures/plan-log.ts';
import { eventually, signIn, startTestLarder, type TestLarder, type TestUser } from '../setup/larder.ts';

let larder: TestLarder;
let pool: pg.Pool;
let closing = false;
/** Every meal time weighed, a meal of each needed: enough to read the recent recipes. */
const A_WEEK = { breakfast: 1, lunch: 1, dinner: 1 };

interface Hold {
  release: () => void;
  released: Promise<void>;
}
const hold = (): Hold => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, released };
};

/**
 * Each week's generation job (key `{appUserId}:{weekStart}`) waits for `start`; with `pause` it also
 * stops once a commit leaves the week with `pause.meals` meals, says so, and waits to be resumed.
 */
const jobs = new Map<string, { start: Hold; pause?: { meals: number; reached: Hold; resume: Hold } }>();
function jobOf(appUserId: string, weekStart: string) {
  const key = `${appUserId}:${weekStart}`;
  if (!jobs.has(key)) jobs.set(key, { start: hold() });
  return jobs.get(key)!;
}

const heldGenerator: Task = async (payload, helpers) => {
  const { appUserId, weekStart } = payload as { appUserId: string; weekStart: string };
  const job = jobOf(appUserId, weekStart);
  await job.start.released;
  if (closing) return;
  const pause = job.pause;
  const afterMeal = async (planned: number) => {
    if (!pause || planned !== pause.meals) return;
    pause.reached.release();
    await pause.resume.released;
  };
  return generateWeekPlanTask(pool, { afterMeals: afterMeal })(payload, helpers);
};

beforeAll(async () => {
  larder = await startTestLarder({ workerTasks: { [GENERATE_WEEK_PLAN_TASK]: heldGenerator } });
  pool = new pg.Pool({ connectionString: larder.database.url, max: 3 });
  pool.on('error', () => {});
}, 60_000);

afterAll(async () => {
  closing = true;
  for (const job of jobs.values()) {
    job.start.release();
    job.pause?.resume.release();
  }
  await pool?.end();
  await larder?.close();
});

const dateCall = (cook: TestUser, date: string) => cook.client.get(`/api/v1/postgres/meal-plan/date/${date}/app_user/${cook.appUserId}`);

const addByDate = (cook: TestUser, recipeId: string, mealOfDay: MealOfDay, plannedCookDate: string, servings: number) =>
  cook.client.post('/api/v1/meal/meal_plan_by_date_and_refresh', {
    recipe_id: recipeId,
    app_user_id: cook.appUserId,
    serving_size: servings,
    meal_of_day: mealOfDay,
    planned_cook_date: plannedCookDate,
    actual_cook_date: null,
    has_been_cooked: false,
    is_favorite: false,
  });

/**
 * The recipe the generator itself would plan first for this kind of meal: if the cook's meal did not
 * keep the generator off it, the generator would plan it a second time.
 */
async function generatorsFirstChoice(cook: TestUser, weekStart: string, mealOfDay: MealOfDay) {
  const preferences = await findCookPreferences(pool, cook.appUserId);
  const count = preferences!.wishes[mealOfDay].count;
  const snapshot = await loadPlannerSnapshot(pool, preferences!, weekStart, { [mealOfDay]: count });
  const mealPlanId = mealPlanIdFor(cook.appUserId, weekStart);
  const pick = pickRecipe(snapshot, { mealOfDay, plannedCookDate: spreadDates(weekStart, count)[0]! }, [], `week:${mealPlanId}:${generatedMealIdFor(mealPlanId, mealOfDay, 0)}`);
  if (pick.kind !== 'picked') throw new Error(`no ${mealOfDay} recipe for the test cook: ${pick.why}`);
  return { id: pick.recipe.id, wishes: preferences!.wishes };
}

async function eventTypesOf(cook: TestUser, weekStart: string) {
  const { rows } = await pool.query<{ event_type: string; data: { reason?: string } }>('select event_type, data from events where stream_id = $1 order by stream_version', [mealPlanStreamId(cook.appUserId, weekStart)]);
  return rows;
}

/**
 * Adds `recipeId` by date on a week with no plan, checks the answer, then lets the generator run and
 * checks the cook's meal is still there exactly once among a full week.
 */
async function addToUnplannedWeek(cook: TestUser, weekStart: string, mealOfDay: MealOfDay, plannedCookDate: string) {
  const recipe = await generatorsFirstChoice(cook, weekStart, mealOfDay);
  expect((await dateCall(cook, plannedCookDate)).body).toEqual([]);

  const added = await addByDate(cook, recipe.id, mealOfDay, plannedCookDate, 3);
  expect(added.status).toBe(200);
  // The whole plan, as the read calls shape it (an object, not the date call's array).
  expect(added.body).toMatchObject({
    id: mealPlanIdFor(cook.appUserId, weekStart),
    app_user_id: cook.appUserId,
    start_date: weekStart,
    end_date: weekEndOf(weekStart),
    preferred_number_of_breakfast_meals: recipe.wishes.breakfast.count,
    preferred_number_of_lunch_meals: recipe.wishes.lunch.count,
    preferred_number_of_dinner_meals: recipe.wishes.dinner.count,
    generation: { status: 'generating', planned: 1 },
  });
  const cooksMeal = { recipe_id: recipe.id, source: 'cook', meal_of_day: mealOfDay, planned_cook_date: plannedCookDate, serving_size: 3, position: 0, has_been_cooked: false, actual_cook_date: null, reason: null };
  expect(added.body.meals).toEqual([expect.objectContaining(cooksMeal)]);
  const mealId = added.body.meals[0].id;

  // The plan exists now: the date call answers it, holding the cook's meal.
  const read = await dateCall(cook, plannedCookDate);
  expect(read.body).toHaveLength(1);
  expect(read.body[0].meals).toEqual([expect.objectContaining({ id: mealId, ...cooksMeal })]);

  jobOf(cook.appUserId, weekStart).start.release();
  expectWeekFilledAround(await generatedWeek(cook, plannedCookDate), { id: mealId, ...cooksMeal }, recipe.wishes);
  return eventTypesOf(cook, weekStart);
}

const generatedWeek = (cook: TestUser, date: string) =>
  eventually(async () => {
    const { body } = await dateCall(cook, date);
    return body[0]?.generation.status === 'complete' && body[0];
  }, 60_000, 'the generator to fill the week');

/**
 * The cook's meal is in the week once, as added, and counts toward its kind's wish: the generator
 * filled only the rest, one meal of a kind a day on the days the week had left.
 */
function expectWeekFilledAround(plan: any, cooksMeal: { id: string; recipe_id: string }, wishes: WeekWishes) {
  expect(plan.meals.filter((meal: any) => meal.recipe_id === cooksMeal.recipe_id)).toEqual([expect.objectContaining(cooksMeal)]);
  expect(plan.meals.filter((meal: any) => meal.source === 'cook').map((meal: any) => meal.id)).toEqual([cooksMeal.id]);
  const left = daysLeft(plan.start_date, todayUtc(new Date())).length;
  for (const kind of mealsOfDay) {
    const meals = plan.meals.filter((meal: any) => meal.meal_of_day === kind);
    expect(meals).toHaveLength(Math.min(wishes[kind].count, left));
    expect(new Set(meals.map((meal: any) => meal.planned_cook_date)).size).toBe(meals.length);
  }
  expect(new Set(plan.meals.map((meal: any) => meal.recipe_id)).size).toBe(plan.meals.length);
  const wanted = mealsOfDay.reduce((sum, kind) => sum + wishes[kind].count, 0);
  expect(plan.generation).toMatchObject({ planned: plan.meals.length, wanted });
  expect(plan.generation.unfilled).toHaveLength(plan.meals.length === wanted ? 0 : mealsOfDay.filter((kind) => wishes[kind].count > left).length);
}

describe('adding a recipe by date to a week with no plan yet', () => {
  it("this week: the add starts the plan access requested, answers it with the cook's meal, and the generator fills the rest around it", async () => {
    const cook = await signIn(larder);
    const today = todayUtc(new Date());
    const weekStart = weekStartOf(today);
    const events = await addToUnplannedWeek(cook, weekStart, 'dinner', today);
    // Access asked for this week's plan; the add did not ask again, and started it once.
    expect(events.slice(0, 3).map((event) => event.event_type)).toEqual(['PlanGenerationRequested', 'PlanGenerationStarted', 'MealPlanned']);
    expect(events.filter((event) => event.event_type === 'PlanGenerationRequested').map((event) => event.data.reason)).toEqual(['access-granted']);
    expect(events.filter((event) => event.event_type === 'PlanGenerationStarted')).toHaveLength(1);
  }, 120_000);

  it("next week: the add requests the week (week-opened), answers the plan with the cook's meal, and the generator fills the rest around it", async () => {
    const cook = await signIn(larder);
    const nextWeek = addDays(weekStartOf(todayUtc(new Date())), 7);
    const wednesday = addDays(nextWeek, 2);
    const events = await addToUnplannedWeek(cook, nextWeek, 'lunch', wednesday);
    expect(events.slice(0, 3).map((event) => event.event_type)).toEqual(['PlanGenerationRequested', 'PlanGenerationStarted', 'MealPlanned']);
    expect(events.filter((event) => event.event_type === 'PlanGenerationRequested').map((event) => event.data.reason)).toEqual(['week-opened']);
    expect(events.filter((event) => event.event_type === 'PlanGenerationStarted')).toHaveLength(1);
  }, 120_000);

});

describe('a recipe planned next week', () => {
  it("counts against this week's planning as the last two weeks' do: a refresh is steered off repeating it", async () => {
    const cook = await signIn(larder);
    const thisWeek = weekStartOf(todayUtc(new Date()));
    const nextWeek = addDays(thisWeek, 7);
    const recipe = await generatorsFirstChoice(cook, thisWeek, 'dinner');
    expect((await loadPlannerSnapshot(pool, (await findCookPreferences(pool, cook.appUserId))!, thisWeek, A_WEEK)).recentRecipeIds).not.toContain(recipe.id);
    expect((await addByDate(cook, recipe.id, 'dinner', addDays(nextWeek, 1), 2)).status).toBe(200);
    const snapshot = await loadPlannerSnapshot(pool, (await findCookPreferences(pool, cook.appUserId))!, thisWeek, A_WEEK);
    expect(snapshot.recentRecipeIds).toContain(recipe.id);
    // Three weeks on is too far to count.
    const later = await loadPlannerSnapshot(pool, (await findCookPreferences(pool, cook.appUserId))!, addDays(thisWeek, -21), A_WEEK);
    expect(later.recentRecipeIds).not.toContain(recipe.id);
    jobOf(cook.appUserId, nextWeek).start.release();
  }, 120_000);
});

describe('adding a recipe by date while the week is being generated', () => {
  it("the cook's meal takes a slot of its kind and counts toward the wish: the generator leaves that slot alone", async () => {
    const cook = await signIn(larder);
    const today = todayUtc(new Date());
    const weekStart = weekStartOf(today);
    // A recipe the generator can never pick for this cook (no diet, no cuisine): only the slot is shared.
    const recipeId = await writeRecipe(pool, "The cook's own stew", 4, []);
    const { wishes } = (await findCookPreferences(pool, cook.appUserId))!;

    const job = jobOf(cook.appUserId, weekStart);
    const pause = { meals: 1, reached: hold(), resume: hold() };
    job.pause = pause;
    job.start.release();
    await pause.reached.released;
    // The generator has started the plan and planned its first meal; no dinner yet.
    const added = await addByDate(cook, recipeId, 'dinner', today, 3);
    expect(added.status).toBe(200);
    expect(added.body.generation.status).toBe('generating');
    const cooksMeal = { recipe_id: recipeId, source: 'cook', meal_of_day: 'dinner', planned_cook_date: today, serving_size: 3, position: 0 };
    expect(added.body.meals.filter((meal: any) => meal.source === 'cook')).toEqual([expect.objectContaining(cooksMeal)]);

    pause.resume.release();
    expectWeekFilledAround(await generatedWeek(cook, today), { id: added.body.meals.find((meal: any) => meal.source === 'cook').id, ...cooksMeal }, wishes);
  }, 120_000);

  it("plans again a slot whose day the cook took while the generator's group for it was decided: the week is still full", async () => {
    const cook = await signIn(larder);
    const nextWeek = addDays(weekStartOf(todayUtc(new Date())), 7);
    const { wishes } = (await findCookPreferences(pool, cook.appUserId))!;
    // Commits of 1, 4 and 4 meals: once 5 are in (breakfasts and two lunches), the dinners are still to come.
    expect(mealsOfDay.map((kind) => wishes[kind].count)).toEqual([3, 3, 3]);
    const thirdDinnerDay = weekSlots({ breakfast: 3, lunch: 3, dinner: 3 }, nextWeek, nextWeek).slots.filter((slot) => slot.mealOfDay === 'dinner')[2]!.plannedCookDate;
    const recipeId = await writeRecipe(pool, "The cook's own stew", 4, []);

    const job = jobOf(cook.appUserId, nextWeek);
    const pause = { meals: 5, reached: hold(), resume: hold() };
    job.pause = pause;
    // Opening the week asks for its plan.
    expect((await dateCall(cook, nextWeek)).status).toBe(200);
    job.start.release();
    await pause.reached.released;
    // The cook takes the third dinner's day (and the next dinner's place) before the last group is committed.
    const added = await addByDate(cook, recipeId, 'dinner', thirdDinnerDay, 3);
    expect(added.status).toBe(200);
    const cooksMeal = { recipe_id: recipeId, source: 'cook', meal_of_day: 'dinner', planned_cook_date: thirdDinnerDay, serving_size: 3 };

    pause.resume.release();
    const plan = await generatedWeek(cook, nextWeek);
    // The group was decided again on the cook's week: the dinner it could no longer place went to a free day.
    expectWeekFilledAround(plan, { id: added.body.meals.find((meal: any) => meal.source === 'cook').id, ...cooksMeal }, wishes);
  }, 120_000);
});
