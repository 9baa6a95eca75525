// DELETE /api/v1/recipe/{id}: the author removes a recipe; it leaves every list, favourites too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FAVORITES_MODEL } from './favorites';

export const deleteRecipe = (recipeId: string) => api<{ recipeId: string; message: string }>('DELETE', `/recipe/${recipeId}`);

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['recipe'] }), queryClient.invalidateQueries({ queryKey: [FAVORITES_MODEL] })]),
  });
}
