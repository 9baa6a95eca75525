// GET /api/v1/postgres/meal-plan/{next|previous}/{id}/app_user/{userId}: the cook's plan after or
// before this one; an empty body means there is none (the arrow is then disabled).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mealPlanKeys, type MealPlan } from './types';

export async function getAdjacentMealPlan(userId: string, mealPlanId: string, direction: 'next' | 'previous'): Promise<MealPlan | null> {
  const plan = await api<MealPlan | undefined>('GET', `/postgres/meal-plan/${direction}/${mealPlanId}/app_user/${userId}`);
  return plan && plan.id ? plan : null;
}

export const adjacentMealPlanQueryOptions = (userId: string, mealPlanId: string, direction: 'next' | 'previous') =>
  queryOptions({ queryKey: mealPlanKeys.adjacent(userId, mealPlanId, direction), queryFn: () => getAdjacentMealPlan(userId, mealPlanId, direction) });

export const useAdjacentMealPlan = (userId: string, mealPlanId: string | undefined, direction: 'next' | 'previous') =>
  useQuery({ ...adjacentMealPlanQueryOptions(userId, mealPlanId ?? '', direction), enabled: Boolean(mealPlanId) });
