// POST /api/v1/ingredient/multiple_ids: how the cart's ingredients are measured (a piece's weight, a
// liquid's density, a spoon's), so the confirm modal can offer every unit each converts to. Asked
// for when the modal opens: the list itself carries only what saying its amounts needs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import type { Ingredient } from '@contract/ingredients';
import type { Measure } from '@/lib/amounts';
import { api } from '@/lib/api-client';

/** The part of each ingredient answered that this reads. */
type IngredientMeasure = Pick<Ingredient, 'id' | 'measure'>;

export const getIngredientMeasures = async (ids: readonly string[]): Promise<Map<string, Measure>> =>
  new Map((await api<IngredientMeasure[]>('POST', '/ingredient/multiple_ids', { body: { ids } })).map((ingredient) => [ingredient.id, ingredient.measure]));

export const ingredientMeasuresQueryOptions = (ids: readonly string[]) =>
  queryOptions({ queryKey: [readModels.ingredient, 'measures', [...ids].sort()], queryFn: () => getIngredientMeasures(ids), enabled: ids.length > 0, staleTime: 5 * 60_000 });

export const useIngredientMeasures = (ids: readonly string[]) => useQuery(ingredientMeasuresQueryOptions(ids));
