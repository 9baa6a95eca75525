// GET /api/v1/recipe/{id}: an array whose first item is the recipe; 404 'Recipe not found'.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api, ApiError } from '@/lib/api-client';
import type { Recipe } from './types';

export async function getRecipe(recipeId: string): Promise<Recipe> {
  const [recipe] = await api<Recipe[]>('GET', `/recipe/${recipeId}`, { anonymous: true });
  if (!recipe) throw new ApiError('Recipe not found', 404, 'client');
  return recipe;
}

export const recipeQueryOptions = (recipeId: string) => queryOptions({ queryKey: [readModels.recipe, recipeId], queryFn: () => getRecipe(recipeId) });

export const useRecipe = (recipeId: string) => useQuery(recipeQueryOptions(recipeId));
