// A planned meal with its recipe, for the meal's detail and steps pages: composed here because the
// meal comes from the meal plan and the recipe pieces from the catalogue.
import { useQueries } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAppUser } from '@/lib/app-user/use-app-user';
import { useMeal } from '@/features/meal-plan/api/find-meal';
import { localDate } from '@/features/meal-plan/lib/browser-dates';
import type { MealLoadFailure } from '@/features/meal-plan/components/meal-load-error';
import { mealPlanPaths } from '@/features/meal-plan/lib/meal-plan-paths';
import { recipeQueryOptions } from '@/features/recipes/api/get-recipe';
import { recipeIngredientsQueryOptions } from '@/features/recipes/api/get-recipe-ingredients';
import { recipeStepsQueryOptions } from '@/features/recipes/api/get-recipe-steps';
import { ApiError } from '@/lib/api-client';
import { loadError } from '@/lib/query-state';

export function usePlannedMeal() {
  const { mealId = '' } = useParams();
  const [params] = useSearchParams();
  const { appUser } = useAppUser();
  const found = useMeal(appUser?.id ?? '', mealId, localDate(new Date()), params.get('plan') ?? undefined);
  const recipeId = found.data?.meal.recipe_id ?? '';
  // The recipe is asked for once the meal names it.
  const recipe = useQueries({
    queries: [
      { ...recipeQueryOptions(recipeId), enabled: Boolean(recipeId) },
      { ...recipeStepsQueryOptions(recipeId), enabled: Boolean(recipeId) },
      { ...recipeIngredientsQueryOptions(recipeId), enabled: Boolean(recipeId) },
    ],
    combine: ([card, steps, ingredients]) => ({
      data: card.data && steps.data && ingredients.data ? { recipe: card.data, steps: steps.data, ingredients: ingredients.data } : undefined,
      // Only what never loaded is a failure: a page on screen stays when a refresh fails.
      error: loadError(card, steps, ingredients),
      retry: () => [card, steps, ingredients].forEach((query) => query.isError && void query.refetch()),
    }),
  });
  const failure = (): MealLoadFailure | undefined => {
    if (found.isLoadingError) {
      const error = found.error;
      if (error instanceof ApiError && error.kind === 'network') return 'network';
      return error instanceof ApiError && error.kind === 'auth' ? 'auth' : 'meal-failed';
    }
    // Looked in the named plan, this week's and next week's: the cook has no such meal.
    if (found.data === null) return 'meal-not-found';
    if (recipe.error) {
      if (recipe.error instanceof ApiError && recipe.error.kind === 'network') return 'network';
      return recipe.error instanceof ApiError && recipe.error.status === 404 ? 'recipe-not-found' : 'recipe-failed';
    }
    return undefined;
  };
  const planHint = params.get('plan') ?? undefined;
  return {
    appUser,
    found: found.data ?? undefined,
    recipe: recipe.data,
    failure: failure(),
    /** Where 'Back to Meal Plan' leads when the meal could not be shown: the plan it was opened from. */
    backTo: mealPlanPaths.plan(found.data?.plan.id ?? planHint),
    retry: () => {
      void found.refetch();
      recipe.retry();
    },
  };
}
