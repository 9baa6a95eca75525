// POST /api/v1/postgres/users/meal_plan_preferences: meals per week and serving sizes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AppUser } from './types';

export interface MealPlanPreferencesBody {
  number_of_breakfast_meals: number;
  number_of_lunch_meals: number;
  number_of_dinner_meals: number;
  breakfast_serving_size: number;
  lunch_serving_size: number;
  dinner_serving_size: number;
}

export const saveMealPlanPreferences = (body: MealPlanPreferencesBody) => api<AppUser>('POST', '/postgres/users/meal_plan_preferences', { body });

export function useSaveMealPlanPreferences() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveMealPlanPreferences, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }) });
}
