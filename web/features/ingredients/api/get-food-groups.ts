// GET /api/v1/food-group: the food groups ingredients belong to (public reference list).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unnotifiedKeys } from '@contract/read-models';
import { cacheTimes } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { FoodGroup } from './types';

export const getFoodGroups = () => api<FoodGroup[]>('GET', '/food-group', { anonymous: true });

export const foodGroupsQueryOptions = () => queryOptions({ queryKey: [unnotifiedKeys.reference, 'food-group'], queryFn: getFoodGroups, staleTime: cacheTimes.referenceListsMs });

export const useFoodGroups = () => useQuery(foodGroupsQueryOptions());
