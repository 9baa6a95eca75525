// A recipe with its steps and ingredient lines, loaded together: the detail and steps pages show
// nothing until all three are here, and one Retry fetches whatever failed.
import { useQueries } from '@tanstack/react-query';
import { recipeQueryOptions } from '../api/get-recipe';
import { recipeIngredientsQueryOptions } from '../api/get-recipe-ingredients';
import { recipeStepsQueryOptions } from '../api/get-recipe-steps';
import { loadError } from '@/lib/query-state';

export function useRecipePageData(recipeId: string) {
  return useQueries({
    queries: [recipeQueryOptions(recipeId), recipeStepsQueryOptions(recipeId), recipeIngredientsQueryOptions(recipeId)],
    combine: ([recipe, steps, ingredients]) => ({
      data: recipe.data && steps.data && ingredients.data ? { recipe: recipe.data, steps: steps.data, ingredients: ingredients.data } : undefined,
      // The recipe's own answer says most (not found, not allowed); the others only fail or not. Only
      // what never loaded is a failure: a page on screen stays when a refresh fails.
      error: loadError(recipe, steps, ingredients),
      retry: () => {
        for (const query of [recipe, steps, ingredients]) if (query.isError) void query.refetch();
      },
    }),
  });
}
