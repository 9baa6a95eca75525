// POST /api/v1/meal/refresh/meal: another recipe for one meal, picked by the generator.
import { api } from '@/lib/api-client';
import type { MealPlan } from './types';
import { usePlanChange } from './plan-change';

export const refreshMeal = (mealId: string) => api<MealPlan>('POST', '/meal/refresh/meal', { body: { meal_id: mealId } });

export const useRefreshMeal = () => usePlanChange(refreshMeal);
