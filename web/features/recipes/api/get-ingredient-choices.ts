// GET /api/v1/ingredient: what a recipe line can be made of, with the unit it is measured in. Same
// call and key as the ingredient screens, so the list is fetched once for both.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Measure } from '@/lib/amounts';
import { api } from '@/lib/api-client';

export interface IngredientChoice {
  id: string;
  name: string;
  unit_of_measurement: string | null;
  /** Grams in one of its unit (a piece's weight, a liquid's density), when the facts say. */
  grams_per_unit?: number | null;
  /** How an amount of it is said (decision 0034): a clove, a spoon's weight. */
  measure?: Measure | null;
}

export const getIngredientChoices = () => api<IngredientChoice[]>('GET', '/ingredient', { anonymous: true });

export const ingredientChoicesQueryOptions = () => queryOptions({ queryKey: ['ingredient', 'list'], queryFn: getIngredientChoices, staleTime: 5 * 60_000 });

export const useIngredientChoices = () => useQuery(ingredientChoicesQueryOptions());
