// Diets, cuisines and ingredients together: the setup wizard needs all three before its first step.
import { useQueries } from '@tanstack/react-query';
import { ingredientsQueryOptions } from '../api/get-ingredients';
import { loadError } from '@/lib/query-state';
import { referenceListQueryOptions } from '@/lib/reference-lists';
import { loadRetry } from './load-retry';

export function useReferenceLists() {
  return useQueries({
    queries: [{ ...referenceListQueryOptions('diet'), ...loadRetry }, { ...referenceListQueryOptions('cuisine'), ...loadRetry }, { ...ingredientsQueryOptions(), ...loadRetry }],
    combine: ([diets, cuisines, ingredients]) => ({
      data: diets.data && cuisines.data && ingredients.data ? { diets: diets.data, cuisines: cuisines.data, ingredients: ingredients.data } : undefined,
      // Only what never loaded: a refresh that fails later leaves the wizard, and what was chosen in it.
      error: loadError(diets, cuisines, ingredients),
      refetch: () => {
        for (const query of [diets, cuisines, ingredients]) if (query.isError) void query.refetch();
      },
    }),
  });
}
