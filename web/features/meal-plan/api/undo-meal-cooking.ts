// POST /api/v1/meal/undo_meal_cooking (decision 0032): the meal open again, and the pantry given back
// exactly what that cooking took.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import { groceryKeys, mealPlanKeys } from './types';

export const undoMealCooking = (mealId: string) => api<unknown>('POST', '/meal/undo_meal_cooking', { body: { meal_id: mealId } });

export function useUndoMealCooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoMealCooking,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: mealPlanKeys.all }), queryClient.invalidateQueries({ queryKey: [readModels.pantry] }), queryClient.invalidateQueries({ queryKey: groceryKeys.all })]),
  });
}
