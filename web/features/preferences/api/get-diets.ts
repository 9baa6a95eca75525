// GET /api/v1/diet: the diets a cook can choose from (public reference list).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cacheTimes } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { Diet } from './types';

export const getDiets = () => api<Diet[]>('GET', '/diet', { anonymous: true });

export const dietsQueryOptions = () => queryOptions({ queryKey: ['reference', 'diet'], queryFn: getDiets, staleTime: cacheTimes.referenceListsMs });

export const useDiets = () => useQuery(dietsQueryOptions());
