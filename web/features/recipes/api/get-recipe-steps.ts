// GET /api/v1/recipe-step/{recipeId}: the numbered steps, in order.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { RecipeStep } from './types';

export const getRecipeSteps = (recipeId: string) => api<RecipeStep[]>('GET', `/recipe-step/${recipeId}`, { anonymous: true });

export const recipeStepsQueryOptions = (recipeId: string) =>
  queryOptions({ queryKey: [readModels.recipe, recipeId, 'steps'], queryFn: () => getRecipeSteps(recipeId), select: (steps) => [...steps].sort((a, b) => a.step_number - b.step_number) });

export const useRecipeSteps = (recipeId: string) => useQuery(recipeStepsQueryOptions(recipeId));
