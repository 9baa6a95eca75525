// Week plans for the refresh's unit tests, folded from the plan's own events as its stream would be.
import { addDays } from '../../dates.ts';
import { fold } from '../../event-store/decider.ts';
import { mealPlanDecider } from '../../modules/meal-plans/meal-plans.decider.ts';
import { generatedMealIdFor, groceryListIdFor, mealPlanIdFor, mealPlanStreamId, type MealPlanEvent } from '../../modules/meal-plans/meal-plans.events.ts';
import { weekEndOf } from '../../modules/meal-plans/weeks.ts';
import type { WeekPlan } from './grocery-refresh.reads.ts';

export interface TestMeal {
  recipeId: string;
  servings: number;
  cooked?: boolean;
}

export const mealIdOf = (appUserId: string, weekStart: string, position: number) => generatedMealIdFor(mealPlanIdFor(appUserId, weekStart), 'dinner', position);

/** A started plan with these dinners, one a day, the cooked ones cooked on their day. */
export function planEvents(appUserId: string, weekStart: string, meals: readonly TestMeal[]): MealPlanEvent[] {
  const mealPlanId = mealPlanIdFor(appUserId, weekStart);
  const wishes = { breakfast: { count: 0, servings: 1 }, lunch: { count: 0, servings: 1 }, dinner: { count: meals.length, servings: 2 } };
  return [
    { type: 'PlanGenerationStarted', data: { mealPlanId, groceryListId: groceryListIdFor(mealPlanId), appUserId, weekStart, weekEnd: weekEndOf(weekStart), wishes, startedAt: `${weekStart}T08:00:00.000Z`, seed: 'seed' } },
    ...meals.flatMap((meal, position): MealPlanEvent[] => {
      const mealId = mealIdOf(appUserId, weekStart, position);
      const plannedCookDate = addDays(weekStart, position);
      return [
        { type: 'MealPlanned', data: { mealId, mealPlanId, mealOfDay: 'dinner', position, plannedCookDate, recipeId: meal.recipeId, recipeName: meal.recipeId, servings: meal.servings, source: 'generator', reason: null } },
        ...(meal.cooked ? [{ type: 'MealCooked' as const, data: { mealId, servings: meal.servings, cookedOn: plannedCookDate } }] : []),
      ];
    }),
  ];
}

/** The week as the refresh reads it: no meals given, no plan stream yet (version 0). */
export function weekPlan(appUserId: string, weekStart: string, meals?: readonly TestMeal[]): WeekPlan {
  const events = meals ? planEvents(appUserId, weekStart, meals) : [];
  return { weekStart, streamId: mealPlanStreamId(appUserId, weekStart), stream: { state: fold(mealPlanDecider, events), version: events.length } };
}
