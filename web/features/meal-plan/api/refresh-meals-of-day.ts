// POST /api/v1/meal-plan/refresh/{mealOfDay}: new recipes for every uncooked meal of that section.
import { api } from '@/lib/api-client';
import type { MealOfDay, MealPlan } from './types';
import { usePlanChange } from './plan-change';

export const refreshMealsOfDay = ({ mealPlanId, appUserId, mealOfDay }: { mealPlanId: string; appUserId: string; mealOfDay: MealOfDay }) =>
  api<MealPlan>('POST', `/meal-plan/refresh/${mealOfDay}`, { body: { meal_plan_id: mealPlanId, app_user_id: appUserId } });

export const useRefreshMealsOfDay = () => usePlanChange(refreshMealsOfDay);
