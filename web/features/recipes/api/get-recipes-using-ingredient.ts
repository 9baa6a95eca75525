// GET /api/v1/recipe-ingredient/uses_ingredient/{id}: the recipes an ingredient goes into.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { RecipeCard } from './types';

export const getRecipesUsingIngredient = (ingredientId: string) => api<RecipeCard[]>('GET', `/recipe-ingredient/uses_ingredient/${ingredientId}`, { anonymous: true });

export const recipesUsingIngredientQueryOptions = (ingredientId: string) =>
  queryOptions({ queryKey: [readModels.recipe, 'uses-ingredient', ingredientId], queryFn: () => getRecipesUsingIngredient(ingredientId) });

export const useRecipesUsingIngredient = (ingredientId: string) => useQuery(recipesUsingIngredientQueryOptions(ingredientId));
