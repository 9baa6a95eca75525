// GET /api/v1/recipe-ingredient/recipe/{id}: the recipe's ingredient lines, for its own servings.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { RecipeIngredientLine } from './types';

export const getRecipeIngredients = (recipeId: string) => api<RecipeIngredientLine[]>('GET', `/recipe-ingredient/recipe/${recipeId}`, { anonymous: true });

export const recipeIngredientsQueryOptions = (recipeId: string) => queryOptions({ queryKey: [readModels.recipe, recipeId, 'ingredients'], queryFn: () => getRecipeIngredients(recipeId) });

export const useRecipeIngredients = (recipeId: string) => useQuery(recipeIngredientsQueryOptions(recipeId));
