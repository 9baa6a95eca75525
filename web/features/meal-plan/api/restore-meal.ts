// POST /api/v1/meal/restore (decision 0032): undoes a removal, the meal back as it was.
import { api } from '@/lib/api-client';
import type { MealPlan } from './types';
import { usePlanChange } from './plan-change';

export const restoreMeal = ({ mealId, mealPlanId }: { mealId: string; mealPlanId: string }) =>
  api<MealPlan>('POST', '/meal/restore', { body: { meal_id: mealId, meal_plan_id: mealPlanId } });

export const useRestoreMeal = () => usePlanChange(restoreMeal);
