// GET /api/v1/cuisine: the cuisines a cook can choose from (public reference list).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cacheTimes } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { Cuisine } from './types';

export const getCuisines = () => api<Cuisine[]>('GET', '/cuisine', { anonymous: true });

export const cuisinesQueryOptions = () => queryOptions({ queryKey: ['reference', 'cuisine'], queryFn: getCuisines, staleTime: cacheTimes.referenceListsMs });

export const useCuisines = () => useQuery(cuisinesQueryOptions());
