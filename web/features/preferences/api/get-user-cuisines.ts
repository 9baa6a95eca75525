// GET /api/v1/user-cuisine/user-cuisines: the cook's cuisine links, in the order chosen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { PreferenceLink } from './types';

export const getUserCuisines = () => api<PreferenceLink[]>('GET', '/user-cuisine/user-cuisines');

export const userCuisinesQueryOptions = () => queryOptions({ queryKey: [readModels.user, 'cuisine-links'], queryFn: getUserCuisines });

export const useUserCuisines = () => useQuery(userCuisinesQueryOptions());
