// Meal plan calls (spec §7 'Meal plan'). Every plan or meal named must be the caller's: another
// user's path id is a 403, another user's plan or meal id a 404 (nothing about it leaks).
// Every change answers the whole plan as the read calls do (or 202 while the read models lag).
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Reads } from '../../db/database.ts';
import type { Queryable } from '../../event-store/event-store.ts';
import type { JobRequest } from '../../event-store/types.ts';
import { acceptedResponse, runCommand, type CommandDeps } from '../../http/command.ts';
import { requireOwnAccount, requireReadyAccount } from '../../http/app-user.ts';
import type { AppEnv, AppUserRef } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { id, isoDate, validate } from '../../http/validate.ts';
import { groceryRefreshJob } from '../../grocery-refresh.job.ts';
import { jobsForPlanEvents } from './generate-week.ts';
import { changesGroceries, mealPlanDecider, type MealPlanCommand, type Planning } from './meal-plans.decider.ts';
import { mealPlanIdFor, mealPlanStreamId, mealsOfDay, type MealOfDay, type MealPlanEvent } from './meal-plans.events.ts';
import { findAdjacentPlan, findMealHome, findPlan, findPlanOfWeek, findRecipeName } from './meal-plans.queries.ts';
import { findCookPreferences, loadPlannerSnapshot, type MealNeeds } from './planner-snapshot.queries.ts';
import { addDays, weekEndOf, weekStartOf } from './weeks.ts';
import { latestToday, lenientToday } from '../../dates.ts';
import { cookToday, declaredToday } from '../../http/cook-today.ts';
import { MEAL_SERVINGS, MEALS_PER_WEEK, RECIPE_MEAL_SERVINGS } from '../../contract/meal-plans.ts';

export interface MealPlanDeps extends CommandDeps {
  reads: Reads;
  now: () => Date;
}

const NO_PLAN = 'This meal plan does not exist.';
const NO_MEAL = 'This meal is not in your meal plan.';
const NO_RECIPE = 'This recipe does not exist.';

/** A whole number within the contract's bounds; the message names the field and the bounds. */
const wholeNumber = (field: string, range: { min: number; max: number }) => {
  const message = `${field} must be a whole number from ${range.min} to ${range.max}.`;
  return z.number({ error: message }).int(message).min(range.min, message).max(range.max, message);
};
const mealOfDay = z.enum(mealsOfDay, { error: 'meal_of_day must be breakfast, lunch or dinner.' });
const servings = (range: { min: number; max: number }) => wholeNumber('serving_size', range);
const count = (what: string) => wholeNumber(what, MEALS_PER_WEEK);

/**
 * The caller's today when the call carries no browser date: the earliest date anywhere on Earth
 * (UTC-12), so a plan is never read-only for a cook for whom its last day has not ended yet.
 */

const weekStreams = (appUserId: string, weekStart: string) => ({ streamId: mealPlanStreamId(appUserId, weekStart), mealPlanId: mealPlanIdFor(appUserId, weekStart) });

/**
 * The weeks a cook can still plan: from the week of their today to the week after it. Without a
 * declared date, every week that is current or next somewhere on Earth.
 */
function plannableWeeks(c: Context, now: Date): { first: string; last: string } {
  const declared = declaredToday(c, now);
  return { first: weekStartOf(declared ?? lenientToday(now)), last: addDays(weekStartOf(declared ?? latestToday(now)), 7) };
}

/** Where a plan opened now starts: on the cook's declared today when it falls in the week; else Monday, or the start's UTC day. */
function firstDayIn(c: Context, now: Date, weekStart: string): { firstDay?: string } {
  const declared = declaredToday(c, now);
  return declared && weekStartOf(declared) === weekStart ? { firstDay: declared } : {};
}

export function mealPlanRoutes(deps: MealPlanDeps) {
  /** The planner's inputs for a decision on `weekStart` that may plan the meals `needs` counts. */
  async function planning(user: AppUserRef, weekStart: string, needs: MealNeeds): Promise<Planning> {
    const cook = await findCookPreferences(deps.pool, user.id);
    if (!cook) throw new HttpError(403, 'Your account is still being set up. Please try again in a moment.');
    return { snapshot: await loadPlannerSnapshot(deps.pool, cook, weekStart, needs), seed: randomUUID() };
  }

  /** Runs a change on a week's plan; its grocery list follows when what is cooked changed. */
  async function change(c: Context<AppEnv>, user: AppUserRef, weekStart: string, command: MealPlanCommand, body: unknown) {
    const { streamId, mealPlanId } = weekStreams(user.id, weekStart);
    const outcome = await runCommand(
      c,
      deps,
      {
        streamId,
        ownerId: user.id,
        decider: mealPlanDecider,
        command,
        jobs: (events: MealPlanEvent[]) => {
          const jobs: JobRequest[] = jobsForPlanEvents(events);
          if (changesGroceries(events)) jobs.push(groceryRefreshJob(user.id, [weekStart]));
          return jobs;
        },
        result: () => ({ mealPlanId }),
      },
      body,
    );
    if (outcome.kind === 'accepted') return acceptedResponse(c, outcome.position, outcome.result);
    const plan = await findPlan(deps.pool, user.id, mealPlanId);
    if (!plan) throw new HttpError(404, NO_PLAN);
    return c.json(plan);
  }

  /** The caller's plan named in a body: its week, or 404 for anyone else's (the primary's unless a query route says otherwise). */
  async function ownPlan(user: AppUserRef, mealPlanId: string, from: Queryable = deps.pool) {
    const plan = await findPlan(from, user.id, mealPlanId);
    if (!plan) throw new HttpError(404, NO_PLAN);
    return plan;
  }

  /** The caller's meal: found through the meals read model, then its owner checked. */
  async function ownMeal(user: AppUserRef, mealId: string) {
    const home = await findMealHome(deps.pool, mealId);
    if (!home || home.appUserId !== user.id) throw new HttpError(404, NO_MEAL);
    return home;
  }

  return new Hono<AppEnv>()
    .get('/meal-plan/:mealPlanId/app_user/:userId', validate('param', z.object({ mealPlanId: id('mealPlanId'), userId: id('userId') })), async (c) => {
      const path = c.req.valid('param');
      const user = requireOwnAccount(c, path.userId);
      return c.json(await ownPlan(user, path.mealPlanId, deps.reads.pool));
    })
    // Reading a week also opens it: a ready cook's week with no plan requested gets its generation
    // requested here (reason 'week-opened'), and the answer is [] until the generator starts.
    .get('/postgres/meal-plan/date/:date/app_user/:userId', validate('param', z.object({ date: isoDate, userId: id('userId') })), async (c) => {
      const path = c.req.valid('param');
      const user = requireOwnAccount(c, path.userId);
      const weekStart = weekStartOf(path.date);
      // Read from the replica; when it has no plan yet, the request below goes to the primary,
      // whose stream says whether generation was already requested (then nothing is appended).
      const plan = await findPlanOfWeek(deps.reads.pool, user.id, weekStart);
      if (plan) return c.json([plan]);
      const now = deps.now();
      // Only weeks a cook can still use (not past, at most next week) are generated on sight.
      const weeks = plannableWeeks(c, now);
      const opens = user.setupComplete && user.hasAccess && weekStart >= weeks.first && weekStart <= weeks.last;
      if (opens) {
        await runCommand(c, deps, {
          streamId: mealPlanStreamId(user.id, weekStart),
          ownerId: user.id,
          decider: mealPlanDecider,
          command: { type: 'RequestPlanGeneration', appUserId: user.id, weekStart, weekEnd: weekEndOf(weekStart), requestedAt: now.toISOString(), reason: 'week-opened', ...firstDayIn(c, now, weekStart) },
          jobs: (events) => jobsForPlanEvents(events),
        });
      }
      return c.json([]);
    })
    .get('/postgres/meal-plan/:direction{next|previous}/:mealPlanId/app_user/:userId', validate('param', z.object({ direction: z.enum(['next', 'previous']), mealPlanId: id('mealPlanId'), userId: id('userId') })), async (c) => {
      const path = c.req.valid('param');
      const user = requireOwnAccount(c, path.userId);
      await ownPlan(user, path.mealPlanId, deps.reads.pool);
      const adjacent = await findAdjacentPlan(deps.reads.pool, user.id, path.mealPlanId, path.direction);
      // No adjacent plan: 200 with an empty body (the spec: a non-empty body means a plan exists).
      return adjacent ? c.json(adjacent) : c.body(null, 200);
    })
    .get('/postgres/meal-plan/:mealPlanId/app_user/:userId', validate('param', z.object({ mealPlanId: id('mealPlanId'), userId: id('userId') })), async (c) => {
      const path = c.req.valid('param');
      const user = requireOwnAccount(c, path.userId);
      return c.json(await ownPlan(user, path.mealPlanId, deps.reads.pool));
    })
    .post('/meal-plan/refresh/:mealOfDay', validate('param', z.object({ mealOfDay })), validate('json', z.object({ meal_plan_id: id('meal_plan_id'), app_user_id: id('app_user_id') })), async (c) => {
      const body = c.req.valid('json');
      const user = requireOwnAccount(c, body.app_user_id);
      requireReadyAccount(c);
      const plan = await ownPlan(user, body.meal_plan_id);
      const { mealOfDay } = c.req.valid('param');
      const replaced = plan.meals.filter((meal) => meal.meal_of_day === mealOfDay && !meal.has_been_cooked).length;
      const command: MealPlanCommand = { type: 'RefreshMealsOfDay', mealOfDay, today: cookToday(c, deps.now()), planning: await planning(user, plan.start_date, { [mealOfDay]: replaced }) };
      return change(c, user, plan.start_date, command, body);
    })
    .post(
      '/meal-plan/update_meal_plan_preferences',
      validate('json', z.object({ meal_plan_id: id('meal_plan_id'), app_user_id: id('app_user_id'), preferred_number_of_breakfast_meals: count('preferred_number_of_breakfast_meals'), preferred_number_of_lunch_meals: count('preferred_number_of_lunch_meals'), preferred_number_of_dinner_meals: count('preferred_number_of_dinner_meals') })),
      async (c) => {
        const body = c.req.valid('json');
        const user = requireOwnAccount(c, body.app_user_id);
        requireReadyAccount(c);
        const plan = await ownPlan(user, body.meal_plan_id);
        const counts = { breakfast: body.preferred_number_of_breakfast_meals, lunch: body.preferred_number_of_lunch_meals, dinner: body.preferred_number_of_dinner_meals };
        const newMealIds = Array.from({ length: 21 }, () => randomUUID());
        // The meals the new counts add to those the week has.
        const needs = Object.fromEntries(mealsOfDay.filter((kind) => counts[kind] > 0).map((kind) => [kind, Math.max(0, counts[kind] - plan.meals.filter((meal) => meal.meal_of_day === kind).length)]));
        return change(c, user, plan.start_date, { type: 'UpdatePreferences', counts, today: cookToday(c, deps.now()), planning: await planning(user, plan.start_date, needs), newMealIds }, body);
      },
    )
    .post('/meal/add_single_meal_to_meal_plan', validate('json', z.object({ meal_plan_id: id('meal_plan_id'), app_user_id: id('app_user_id').optional(), meal_of_day: mealOfDay, serving_size: servings(MEAL_SERVINGS), recipe_id: id('recipe_id').nullable() })), async (c) => {
      const body = c.req.valid('json');
      const user = requireOwnAccount(c, body.app_user_id);
      requireReadyAccount(c);
      const plan = await ownPlan(user, body.meal_plan_id);
      const recipe = body.recipe_id === null ? null : { id: body.recipe_id, name: (await findRecipeName(deps.pool, body.recipe_id)) ?? '' };
      if (recipe && !recipe.name) throw new HttpError(404, NO_RECIPE);
      const added = { type: 'AddMeal', mealId: randomUUID(), mealOfDay: body.meal_of_day, servings: body.serving_size, today: cookToday(c, deps.now()) } as const;
      // The planner's inputs only for its own pick: the cook's recipe is planned as asked.
      const command: MealPlanCommand = recipe ? { ...added, recipe } : { ...added, recipe, planning: await planning(user, plan.start_date, { [body.meal_of_day]: 1 }) };
      return change(c, user, plan.start_date, command, body);
    })
    // The recipe page's add: this week or next. A week with no plan yet is opened here (requested and
    // started with the cook's wishes); the generator then fills the rest around the cook's meal.
    .post(
      '/meal/meal_plan_by_date_and_refresh',
      validate('json', z.object({ recipe_id: id('recipe_id'), app_user_id: id('app_user_id'), serving_size: servings(RECIPE_MEAL_SERVINGS), meal_of_day: mealOfDay, planned_cook_date: isoDate, actual_cook_date: z.null().optional(), has_been_cooked: z.literal(false).optional(), is_favorite: z.boolean().optional() })),
      async (c) => {
        const body = c.req.valid('json');
        const user = requireOwnAccount(c, body.app_user_id);
        requireReadyAccount(c);
        const now = deps.now();
        const weekStart = weekStartOf(body.planned_cook_date);
        const weeks = plannableWeeks(c, now);
        if (weekStart < weeks.first || weekStart > weeks.last) throw new HttpError(400, 'Choose a day this week or next week.');
        const name = await findRecipeName(deps.pool, body.recipe_id);
        if (!name) throw new HttpError(404, NO_RECIPE);
        const cook = await findCookPreferences(deps.pool, user.id);
        if (!cook) throw new HttpError(403, 'Your account is still being set up. Please try again in a moment.');
        const today = cookToday(c, now);
        const command: MealPlanCommand = {
          type: 'AddMealOnDate',
          open: { appUserId: user.id, weekStart, wishes: cook.wishes, at: now.toISOString(), seed: `week:${mealPlanIdFor(user.id, weekStart)}`, ...firstDayIn(c, now, weekStart) },
          add: { type: 'AddMeal', mealId: randomUUID(), mealOfDay: body.meal_of_day, servings: body.serving_size, recipe: { id: body.recipe_id, name }, plannedCookDate: body.planned_cook_date, today },
        };
        return change(c, user, weekStart, command, body);
      },
    )
    .post('/meal/refresh/meal', validate('json', z.object({ meal_id: id('meal_id') })), async (c) => {
      const body = c.req.valid('json');
      const user = requireReadyAccount(c);
      const home = await ownMeal(user, body.meal_id);
      // Every meal time weighed: the meal's own is in its stream (a move to another may not be projected yet).
      const needs = { breakfast: 0, lunch: 0, dinner: 0, [home.mealOfDay]: 1 };
      return change(c, user, home.weekStart, { type: 'RefreshMeal', mealId: body.meal_id, today: cookToday(c, deps.now()), planning: await planning(user, home.weekStart, needs) }, body);
    })
    .put('/meal/serving_size_and_refresh', validate('json', z.object({ meal_id: id('meal_id'), serving_size: servings(MEAL_SERVINGS) })), async (c) => {
      const body = c.req.valid('json');
      const user = requireReadyAccount(c);
      const home = await ownMeal(user, body.meal_id);
      return change(c, user, home.weekStart, { type: 'ChangeServings', mealId: body.meal_id, servings: body.serving_size, today: cookToday(c, deps.now()) }, body);
    })
    .delete('/meal/delete_and_refresh', validate('json', z.object({ meal_id: id('meal_id') })), async (c) => {
      const body = c.req.valid('json');
      const user = requireReadyAccount(c);
      const home = await ownMeal(user, body.meal_id);
      return change(c, user, home.weekStart, { type: 'RemoveMeal', mealId: body.meal_id, today: cookToday(c, deps.now()) }, body);
    })
    // Beside the spec (decision 0032): move a meal to another day or meal of the day of its week; a
    // taken slot swaps. Answers the plan.
    .post('/meal/move', validate('json', z.object({ meal_id: id('meal_id'), planned_cook_date: isoDate, meal_of_day: mealOfDay })), async (c) => {
      const body = c.req.valid('json');
      const user = requireReadyAccount(c);
      const home = await ownMeal(user, body.meal_id);
      return change(c, user, home.weekStart, { type: 'MoveMeal', mealId: body.meal_id, plannedCookDate: body.planned_cook_date, mealOfDay: body.meal_of_day, today: cookToday(c, deps.now()) }, body);
    })
    // Beside the spec (decision 0032): undo a removal, the meal back as it was. A removed meal is no
    // longer in the meals read model, so the call names its plan. Answers the plan.
    .post('/meal/restore', validate('json', z.object({ meal_id: id('meal_id'), meal_plan_id: id('meal_plan_id') })), async (c) => {
      const body = c.req.valid('json');
      const user = requireReadyAccount(c);
      const plan = await ownPlan(user, body.meal_plan_id);
      return change(c, user, plan.start_date, { type: 'RestoreMeal', mealId: body.meal_id, today: cookToday(c, deps.now()) }, body);
    });
}
