// GET /api/v1/ingredient/usual_staples: the staples a kitchen keeps (salt, black pepper, cooking
// oils; decision 0034), which are the cook's own until they edit the set (public reference list).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unnotifiedKeys } from '@contract/read-models';
import { cacheTimes } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { Ingredient } from './types';

export const getUsualStaples = () => api<Ingredient[]>('GET', '/ingredient/usual_staples', { anonymous: true });

export const usualStaplesQueryOptions = () =>
  queryOptions({ queryKey: [unnotifiedKeys.reference, 'usual-staples'], queryFn: getUsualStaples, staleTime: cacheTimes.referenceListsMs });

export const useUsualStaples = () => useQuery(usualStaplesQueryOptions());
