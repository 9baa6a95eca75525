// POST /api/v1/meal/complete_meal_cooking: the meal is cooked and its ingredients leave the pantry
// (decision 0013 'Cooking'); the browser's dates name this week's and next week's grocery lists.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import { mealPlanKeys } from './types';

export interface CompleteMealCookingInput {
  mealId: string;
  servingSize: number;
  today: string;
  nextWeek: string;
}

export const completeMealCooking = ({ mealId, servingSize, today, nextWeek }: CompleteMealCookingInput) =>
  api<unknown>('POST', '/meal/complete_meal_cooking', { body: { meal_id: mealId, serving_size: servingSize, today_browser_date: today, next_week_browser_date: nextWeek } });

export function useCompleteMealCooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeMealCooking,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: mealPlanKeys.all }), queryClient.invalidateQueries({ queryKey: [readModels.pantry] }), queryClient.invalidateQueries({ queryKey: [readModels.groceryList] })]),
  });
}
