// The refresh job: its payload as the task reads it, and which jobs a pantry change causes. A plan
// change enqueues `groceryRefreshJob` of its week from the meal-plans slice, which imports it from
// server/grocery-refresh.job.ts (a slice may not import this folder).
import { z } from 'zod';
import type { GuardedJobs } from '../../event-store/command-handler.ts';
import type { Queryable } from '../../event-store/event-store.ts';
import type { JobRequest } from '../../event-store/types.ts';
import { addDays, weekStartOf } from '../../dates.ts';
import { groceryRefreshJob } from '../../grocery-refresh.job.ts';
import type { MealPlanState } from '../../modules/meal-plans/meal-plan.state.ts';
import { loadWeekPlans, recipesUsingAny, type WeekPlan } from './grocery-refresh.reads.ts';

export { groceryRefreshJob, REFRESH_GROCERY_LIST_TASK, type GroceryRefreshPayload } from '../../grocery-refresh.job.ts';

const week = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The payload as the task takes it. `weekStart` alone: a job queued before one job refreshed several weeks. */
export const groceryRefreshPayload = z.union([
  z.object({ appUserId: z.uuid(), weekStarts: z.array(week).min(1) }),
  z.object({ appUserId: z.uuid(), weekStart: week }).transform(({ appUserId, weekStart }) => ({ appUserId, weekStarts: [weekStart] })),
]);

/** The weeks a pantry change touches (spec §9): the one `today` is in and the one a week later. */
export const refreshWindow = (today: string) => [weekStartOf(today), weekStartOf(addDays(today, 7))];

/** The refresh a pantry change causes, unguarded: one job for the window's weeks and any named. */
export const groceryRefreshJobsAfterPantryChange = (appUserId: string, today: string, alsoWeeks: readonly string[] = []): JobRequest[] => [
  groceryRefreshJob(appUserId, [...alsoWeeks, ...refreshWindow(today)]),
];

/** The recipes a week's meals still need bought for: cooked meals need nothing more. */
export const uncookedRecipesOf = (plan: MealPlanState) => new Set(Object.values(plan.meals).flatMap((meal) => (meal.cooked ? [] : [meal.recipeId])));

/**
 * Which weeks a change to some ingredients' quantities can change (pure): those with an uncooked meal
 * whose recipe uses one of them (a week's list is its meals' needs less the pantry, ingredient by
 * ingredient, whatever the other week holds). The plans of the weeks left out come back as guards:
 * the choice holds only while they stay as read. A week with no plan stream yet has nothing to hold,
 * so then every week is due (a week with no plan records nothing).
 */
export function weeksAfterPantryChange(weeks: readonly WeekPlan[], usesChanged: (recipeId: string) => boolean): { due: string[]; guards: GuardedJobs['guards'] } {
  if (weeks.some((week) => week.stream.version === 0)) return { due: weeks.map((week) => week.weekStart), guards: [] };
  const changes = weeks.map((week) => [...uncookedRecipesOf(week.stream.state)].some(usesChanged));
  return {
    due: weeks.filter((_, index) => changes[index]).map((week) => week.weekStart),
    guards: weeks.flatMap((week, index) => (changes[index] ? [] : [{ streamId: week.streamId, version: week.stream.version }])),
  };
}

/**
 * The refresh a change to these ingredients' quantities causes, guarded (PantryDeps.jobsAfterChange):
 * most pantry changes are of staples no planned meal needs, and their refresh computed two lists to
 * record nothing. A plan change that commits first makes the pantry change re-decide; one that
 * commits after waits for it, and its own refresh then reads the changed pantry.
 */
export async function groceryRefreshAfterPantryChange(db: Queryable, appUserId: string, today: string, ingredientIds: readonly string[]): Promise<GuardedJobs> {
  const weeks = await loadWeekPlans(db, appUserId, refreshWindow(today));
  const planned = weeks.every((week) => week.stream.version > 0);
  const recipes = planned ? [...new Set(weeks.flatMap((week) => [...uncookedRecipesOf(week.stream.state)]))] : [];
  const using = await recipesUsingAny(db, recipes, ingredientIds);
  const { due, guards } = weeksAfterPantryChange(weeks, (recipeId) => using.has(recipeId));
  return { jobs: due.length > 0 ? [groceryRefreshJob(appUserId, due)] : [], guards };
}
