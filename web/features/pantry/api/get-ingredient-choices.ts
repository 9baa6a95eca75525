// GET /api/v1/ingredient (public): what the Add Pantry Item dialog searches. Shares the catalogue's
// cache key, so a cook who has browsed ingredients does not fetch them again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cacheTimes } from '@/config/constants';
import { api } from '@/lib/api-client';

/** The fields the pantry needs of an ingredient (spec §3 'Ingredient (as used here)'). */
export interface IngredientChoice {
  id: string;
  name: string;
  unit_of_measurement: string | null;
  /** Grams in one of its unit: what lets an onion be given in grams or milk in cups. */
  grams_per_unit?: number | null;
  /** Days an ingredient keeps; null when it does not spoil in a way worth tracking. */
  estimated_shelf_life: number | null;
  primary_food_group?: string | null;
}

export const getIngredientChoices = () => api<IngredientChoice[]>('GET', '/ingredient', { anonymous: true });

export const ingredientChoicesQueryOptions = () =>
  queryOptions({ queryKey: ['ingredient', 'list'], queryFn: getIngredientChoices, staleTime: cacheTimes.referenceListsMs });

export const useIngredientChoices = (enabled: boolean) => useQuery({ ...ingredientChoicesQueryOptions(), enabled });
