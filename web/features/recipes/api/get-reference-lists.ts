// GET /api/v1/diet, /cuisine, /food-type and /tag/default: what Explore Recipes shows and what a list
// page's name is resolved against. Public. The keys are the ones the preference screens use, so the
// two share one copy. A non-array answer is an error (spec §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cacheTimes } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { CatalogueReference } from './types';

export type ReferenceKind = 'diet' | 'cuisine' | 'food-type' | 'tag';

const referencePaths: Record<ReferenceKind, string> = { diet: '/diet', cuisine: '/cuisine', 'food-type': '/food-type', tag: '/tag/default' };

export async function getReferenceList(kind: ReferenceKind): Promise<CatalogueReference[]> {
  const answer = await api<unknown>('GET', referencePaths[kind], { anonymous: true });
  if (!Array.isArray(answer)) throw new Error(`The ${kind} list is not a list`);
  return answer as CatalogueReference[];
}

export const referenceListQueryOptions = (kind: ReferenceKind) =>
  queryOptions({ queryKey: ['reference', kind], queryFn: () => getReferenceList(kind), staleTime: cacheTimes.referenceListsMs });

export const useReferenceList = (kind: ReferenceKind) => useQuery(referenceListQueryOptions(kind));
