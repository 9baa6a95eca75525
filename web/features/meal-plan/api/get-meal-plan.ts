// GET /api/v1/postgres/meal-plan/{mealPlanId}/app_user/{userId}: one of the cook's plans by id.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mealPlanKeys, type MealPlan } from './types';

export const getMealPlan = (userId: string, mealPlanId: string) => api<MealPlan>('GET', `/postgres/meal-plan/${mealPlanId}/app_user/${userId}`);

export const mealPlanQueryOptions = (userId: string, mealPlanId: string) => queryOptions({ queryKey: mealPlanKeys.byId(userId, mealPlanId), queryFn: () => getMealPlan(userId, mealPlanId) });

export const useMealPlan = (userId: string, mealPlanId: string | undefined) => useQuery({ ...mealPlanQueryOptions(userId, mealPlanId ?? ''), enabled: Boolean(mealPlanId) });
