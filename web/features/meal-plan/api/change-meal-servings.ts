// PUT /api/v1/meal/serving_size_and_refresh: a meal's servings; the grocery list follows on the server.
import { api } from '@/lib/api-client';
import type { MealPlan } from './types';
import { usePlanChange } from './plan-change';

export const changeMealServings = ({ mealId, servingSize }: { mealId: string; servingSize: number }) =>
  api<MealPlan>('PUT', '/meal/serving_size_and_refresh', { body: { meal_id: mealId, serving_size: servingSize } });

export const useChangeMealServings = () => usePlanChange(changeMealServings);
