// DELETE /api/v1/meal/delete_and_refresh: takes a meal off the plan.
import { api } from '@/lib/api-client';
import type { MealPlan } from './types';
import { usePlanChange } from './plan-change';

export const removeMeal = (mealId: string) => api<MealPlan>('DELETE', '/meal/delete_and_refresh', { body: { meal_id: mealId } });

export const useRemoveMeal = () => usePlanChange(removeMeal);
