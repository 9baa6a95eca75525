// DELETE /api/v1/recipe/{id}: the author removes a recipe; it leaves every list, favourites too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { RecipeWritten } from './types';

export const deleteRecipe = (recipeId: string) => api<RecipeWritten>('DELETE', `/recipe/${recipeId}`);

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: [readModels.recipe] }), queryClient.invalidateQueries({ queryKey: [readModels.favorite] })]),
  });
}
