// POST /api/v1/meal/add_single_meal_to_meal_plan with recipe_id null: the generator picks the recipe.
import { api } from '@/lib/api-client';
import type { MealOfDay, MealPlan } from './types';
import { usePlanChange } from './plan-change';

export interface AddMealInput {
  mealPlanId: string;
  appUserId: string;
  mealOfDay: MealOfDay;
  servingSize: number;
}

export const addMeal = ({ mealPlanId, appUserId, mealOfDay, servingSize }: AddMealInput) =>
  api<MealPlan>('POST', '/meal/add_single_meal_to_meal_plan', { body: { meal_plan_id: mealPlanId, app_user_id: appUserId, meal_of_day: mealOfDay, serving_size: servingSize, recipe_id: null } });

export const useAddMeal = () => usePlanChange(addMeal);
