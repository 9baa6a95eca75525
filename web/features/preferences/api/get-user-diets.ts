// GET /api/v1/user-diet/user-diets: the cook's diet links, in the order chosen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { PreferenceLink } from './types';

export const getUserDiets = () => api<PreferenceLink[]>('GET', '/user-diet/user-diets');

export const userDietsQueryOptions = () => queryOptions({ queryKey: [readModels.user, 'diet-links'], queryFn: getUserDiets });

export const useUserDiets = () => useQuery(userDietsQueryOptions());
