// POST /api/v1/meal-plan/update_meal_plan_preferences: how many meals of each kind this plan holds.
import { api } from '@/lib/api-client';
import type { MealOfDay, MealPlan } from './types';
import { usePlanChange } from './plan-change';

export type MealCounts = Record<MealOfDay, number>;

export const updatePlanPreferences = ({ mealPlanId, appUserId, counts }: { mealPlanId: string; appUserId: string; counts: MealCounts }) =>
  api<MealPlan>('POST', '/meal-plan/update_meal_plan_preferences', {
    body: {
      meal_plan_id: mealPlanId,
      app_user_id: appUserId,
      preferred_number_of_breakfast_meals: counts.breakfast,
      preferred_number_of_lunch_meals: counts.lunch,
      preferred_number_of_dinner_meals: counts.dinner,
    },
  });

export const useUpdatePlanPreferences = () => usePlanChange(updatePlanPreferences);
