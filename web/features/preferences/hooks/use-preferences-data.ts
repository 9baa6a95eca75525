// Everything the preferences screen shows, loaded in parallel (spec §7): diets, cuisines, the cook's
// diet, cuisine and avoided-ingredient links, their record, the ingredients, and the usual staples
// (the cook's own until they edit them, decision 0034).
import { useQueries } from '@tanstack/react-query';
import { ingredientsQueryOptions } from '../api/get-ingredients';
import { userQueryOptions } from '../api/get-user';
import { userAllergensQueryOptions } from '../api/get-user-allergens';
import { userCuisinesQueryOptions } from '../api/get-user-cuisines';
import { userDietsQueryOptions } from '../api/get-user-diets';
import { usualStaplesQueryOptions } from '../api/get-usual-staples';
import { referenceListQueryOptions } from '@/lib/reference-lists';
import { loadRetry } from './load-retry';

export function usePreferencesData(userId: string) {
  return useQueries({
    queries: [
      { ...referenceListQueryOptions('diet'), ...loadRetry },
      { ...referenceListQueryOptions('cuisine'), ...loadRetry },
      { ...userDietsQueryOptions(), ...loadRetry },
      { ...userCuisinesQueryOptions(), ...loadRetry },
      { ...userAllergensQueryOptions(), ...loadRetry },
      { ...userQueryOptions(userId), ...loadRetry },
      { ...ingredientsQueryOptions(), ...loadRetry },
      { ...usualStaplesQueryOptions(), ...loadRetry },
    ],
    combine: (results) => {
      const [diets, cuisines, userDiets, userCuisines, userAllergens, user, ingredients, usualStaples] = results;
      const ready = diets.data && cuisines.data && userDiets.data && userCuisines.data && userAllergens.data && user.data && ingredients.data && usualStaples.data;
      return {
        data: ready
          ? {
              diets: diets.data!,
              cuisines: cuisines.data!,
              dietIds: userDiets.data!.flatMap((link) => (link.diet_id ? [link.diet_id] : [])),
              cuisineIds: userCuisines.data!.flatMap((link) => (link.cuisine_id ? [link.cuisine_id] : [])),
              ingredientIds: userAllergens.data!.flatMap((link) => (link.ingredient_id ? [link.ingredient_id] : [])),
              user: user.data!,
              ingredients: ingredients.data!,
              stapleIds: user.data!.staple_ingredient_ids ?? usualStaples.data!.map((ingredient) => ingredient.id),
            }
          : undefined,
        // Shown only while nothing is on screen yet: a failed background refresh keeps the page.
        error: ready ? null : (results.find((result) => result.error)?.error ?? null),
        refetch: () => {
          for (const result of results) if (result.isError) void result.refetch();
        },
      };
    },
  });
}
