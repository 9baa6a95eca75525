// GET /api/v1/ingredient (public): what the Add Pantry Item dialog searches. Shares the catalogue's
// cache key, so a cook who has browsed ingredients does not fetch them again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import type { Ingredient } from '@contract/ingredients';
import { cacheTimes } from '@/config/constants';
import { api } from '@/lib/api-client';

/**
 * The fields the pantry needs of an ingredient (spec §3 'Ingredient (as used here)'): grams per unit
 * let an onion be given in grams or milk in cups; the shelf life dates a new item's expiry.
 */
export type IngredientChoice = Pick<Ingredient, 'id' | 'name' | 'unit_of_measurement' | 'grams_per_unit' | 'estimated_shelf_life' | 'primary_food_group'>;

export const getIngredientChoices = () => api<IngredientChoice[]>('GET', '/ingredient', { anonymous: true });

export const ingredientChoicesQueryOptions = () =>
  queryOptions({ queryKey: [readModels.ingredient, 'list'], queryFn: getIngredientChoices, staleTime: cacheTimes.referenceListsMs });

export const useIngredientChoices = (enabled: boolean) => useQuery({ ...ingredientChoicesQueryOptions(), enabled });
