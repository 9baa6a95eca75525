// POST /api/v1/recipe/ownership_check {recipe_id}: whether the signed-in cook wrote this recipe.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { RecipeOwnership } from './types';

export const checkOwnership = (recipeId: string) => api<RecipeOwnership>('POST', '/recipe/ownership_check', { body: { recipe_id: recipeId } });

export const ownershipQueryOptions = (recipeId: string, appUserId: string | undefined) =>
  queryOptions({ queryKey: [readModels.recipe, recipeId, 'ownership', appUserId], queryFn: () => checkOwnership(recipeId), enabled: Boolean(appUserId), retry: false });

/** False for visitors and while unknown: the Edit button appears only on the server's word. */
export const useIsRecipeOwner = (recipeId: string, appUserId: string | undefined) =>
  useQuery({ ...ownershipQueryOptions(recipeId, appUserId), select: (answer) => answer.recipe_owner === true }).data === true;
