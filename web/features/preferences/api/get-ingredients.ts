// GET /api/v1/ingredient: every ingredient, searched on the client for ingredients to avoid.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unnotifiedKeys } from '@contract/read-models';
import { cacheTimes } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { Ingredient } from './types';

export const getIngredients = () => api<Ingredient[]>('GET', '/ingredient', { anonymous: true });

export const ingredientsQueryOptions = () =>
  queryOptions({ queryKey: [unnotifiedKeys.reference, 'ingredient'], queryFn: getIngredients, staleTime: cacheTimes.referenceListsMs });

export const useIngredients = () => useQuery(ingredientsQueryOptions());
