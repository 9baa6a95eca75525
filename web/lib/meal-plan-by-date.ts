// GET /api/v1/postgres/meal-plan/date/{YYYY-MM-DD}/app_user/{userId}: the plan of the week holding the
// cook's local date, or [] while it has not started (the call also opens the week: decision 0013).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import type { MealPlan } from '@contract/meal-plans';
import { mealPlanKeys } from './query-keys';

export async function getMealPlanByDate(userId: string, date: string): Promise<MealPlan | null> {
  const [plan] = await api<MealPlan[]>('GET', `/postgres/meal-plan/date/${date}/app_user/${userId}`);
  return plan ?? null;
}

export const mealPlanByDateQueryOptions = (userId: string, date: string) =>
  queryOptions({ queryKey: mealPlanKeys.byDate(userId, date), queryFn: () => getMealPlanByDate(userId, date) });

export const useMealPlanByDate = (userId: string, date: string, enabled = true) => useQuery({ ...mealPlanByDateQueryOptions(userId, date), enabled });
