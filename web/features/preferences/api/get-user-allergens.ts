// GET /api/v1/user-allergen-ingredient/user-allergens: the cook's ingredients to avoid, in the order chosen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { PreferenceLink } from './types';

export const getUserAllergens = () => api<PreferenceLink[]>('GET', '/user-allergen-ingredient/user-allergens');

export const userAllergensQueryOptions = () => queryOptions({ queryKey: [readModels.user, 'allergen-links'], queryFn: getUserAllergens });

export const useUserAllergens = () => useQuery(userAllergensQueryOptions());
