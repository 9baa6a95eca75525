// A meal by id for /meal-plan/meal/{mealId}: the API has no meal read of its own, so the meal is
// found in its plan (named by ?plan=), else in this week's plan, else in the plan after it. The next
// week is reached through the adjacent-plan call, not the date call, which would open that week.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { getAdjacentMealPlan } from './get-adjacent-meal-plan';
import { getMealPlan } from './get-meal-plan';
import { getMealPlanByDate } from '@/lib/meal-plan-by-date';
import { mealPlanKeys, type Meal, type MealPlan } from './types';

export interface FoundMeal {
  meal: Meal;
  plan: MealPlan;
}

const mealIn = (plan: MealPlan | null | undefined, mealId: string): FoundMeal | undefined => {
  const meal = plan?.meals.find((candidate) => candidate.id === mealId);
  return meal && plan ? { meal, plan } : undefined;
};

export async function findMeal(userId: string, mealId: string, today: string, planHint?: string): Promise<FoundMeal | null> {
  if (planHint) {
    // A hint naming no plan of the cook's (404) is a stale link: look further. A failing server is
    // not 'no such meal', so its error reaches the page.
    const hinted = await getMealPlan(userId, planHint).catch((error: unknown) => {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return undefined;
      throw error;
    });
    const found = mealIn(hinted, mealId);
    if (found) return found;
  }
  const thisWeek = await getMealPlanByDate(userId, today);
  const found = mealIn(thisWeek, mealId);
  if (found || !thisWeek) return found ?? null;
  return mealIn(await getAdjacentMealPlan(userId, thisWeek.id, 'next'), mealId) ?? null;
}

export const mealQueryOptions = (userId: string, mealId: string, today: string, planHint?: string) =>
  queryOptions({ queryKey: [...mealPlanKeys.all, 'meal', userId, mealId, planHint ?? ''] as const, queryFn: () => findMeal(userId, mealId, today, planHint) });

export const useMeal = (userId: string, mealId: string, today: string, planHint?: string) => useQuery(mealQueryOptions(userId, mealId, today, planHint));
