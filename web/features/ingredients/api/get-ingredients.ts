// GET /api/v1/ingredient: every ingredient (public). About four hundred, so the list page filters
// them in the browser.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { Ingredient } from './types';

export const getIngredients = () => api<Ingredient[]>('GET', '/ingredient', { anonymous: true });

export const ingredientsQueryOptions = () => queryOptions({ queryKey: [readModels.ingredient, 'list'], queryFn: getIngredients, staleTime: 5 * 60_000 });

export const useIngredients = () => useQuery(ingredientsQueryOptions());
