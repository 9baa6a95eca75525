// GET /api/v1/recipe/my-recipes: the recipes the signed-in cook wrote (My Recipes, and the edit
// screen's first ownership check).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { RecipeCard } from './types';

export const getMyRecipes = () => api<RecipeCard[]>('GET', '/recipe/my-recipes');

export const myRecipesQueryOptions = (appUserId: string | undefined) =>
  queryOptions({ queryKey: [readModels.recipe, 'mine', appUserId], queryFn: getMyRecipes, enabled: Boolean(appUserId) });

export const useMyRecipes = (appUserId: string | undefined) => useQuery(myRecipesQueryOptions(appUserId));
