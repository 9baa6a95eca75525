// A planned meal with its recipe, for the meal's detail and steps pages: composed here because the
// meal comes from the meal plan and the recipe pieces from the catalogue.
import { useQueries } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAppUser } from '@/features/accounts/hooks/use-app-user';
import { useMeal } from '@/features/meal-plan/api/find-meal';
import { localDate } from '@/features/meal-plan/lib/browser-dates';
import { mealPlanMessages } from '@/features/meal-plan/lib/messages';
import { recipeQueryOptions } from '@/features/recipes/api/get-recipe';
import { recipeIngredientsQueryOptions } from '@/features/recipes/api/get-recipe-ingredients';
import { recipeStepsQueryOptions } from '@/features/recipes/api/get-recipe-steps';
import { ApiError } from '@/lib/api-client';

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
      error: card.error ?? steps.error ?? ingredients.error,
      retry: () => [card, steps, ingredients].forEach((query) => query.isError && void query.refetch()),
    }),
  });
  const failure = (): string | undefined => {
    if (found.isError) return found.error instanceof ApiError && found.error.kind === 'auth' ? mealPlanMessages.authFailed : mealPlanMessages.mealUnavailable;
    if (found.data === null) return mealPlanMessages.mealUnavailable;
    if (recipe.error) return recipe.error instanceof ApiError && recipe.error.status === 404 ? mealPlanMessages.recipeNotFound : mealPlanMessages.recipeLoadFailed;
    return undefined;
  };
  return {
    appUser,
    found: found.data ?? undefined,
    recipe: recipe.data,
    failure: failure(),
    retry: () => {
      void found.refetch();
      recipe.retry();
    },
  };
}
