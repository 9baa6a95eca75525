// GET /api/v1/ingredient: what a recipe line can be made of, with the unit it is measured in. Same
// call and key as the ingredient screens, so the list is fetched once for both.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import type { Ingredient } from '@contract/ingredients';
import { api } from '@/lib/api-client';

/** What a recipe line needs of an ingredient: its unit, and how an amount of it is said (decision 0034). */
export type IngredientChoice = Pick<Ingredient, 'id' | 'name' | 'unit_of_measurement' | 'grams_per_unit' | 'measure'>;

export const getIngredientChoices = () => api<IngredientChoice[]>('GET', '/ingredient', { anonymous: true });

export const ingredientChoicesQueryOptions = () => queryOptions({ queryKey: [readModels.ingredient, 'list'], queryFn: getIngredientChoices, staleTime: 5 * 60_000 });

export const useIngredientChoices = () => useQuery(ingredientChoicesQueryOptions());
