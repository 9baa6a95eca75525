// GET /api/v1/diet, /cuisine, /food-type and /tag/default: what Explore Recipes shows, what a list
// page's name is resolved against and what the preference screens offer. Public; one fetcher and one
// cache entry per list for every screen. A non-array answer is an error (spec §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unnotifiedKeys } from '@contract/read-models';
import { cacheTimes } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { CatalogueEntry, ReferenceEntry } from '@contract/reference';

export type ReferenceKind = 'diet' | 'cuisine' | 'food-type' | 'tag';

const referencePaths: Record<ReferenceKind, string> = { diet: '/diet', cuisine: '/cuisine', 'food-type': '/food-type', tag: '/tag/default' };

/** Diets, cuisines and tags carry a description; food types only a name. */
export type ReferenceEntryOf<K extends ReferenceKind> = K extends 'food-type' ? CatalogueEntry : ReferenceEntry;

export async function getReferenceList<K extends ReferenceKind>(kind: K): Promise<ReferenceEntryOf<K>[]> {
  const answer = await api<unknown>('GET', referencePaths[kind], { anonymous: true });
  if (!Array.isArray(answer)) throw new Error(`The ${kind} list is not a list`);
  return answer as ReferenceEntryOf<K>[];
}

export const referenceListQueryOptions = <K extends ReferenceKind>(kind: K) =>
  queryOptions({ queryKey: [unnotifiedKeys.reference, kind], queryFn: () => getReferenceList(kind), staleTime: cacheTimes.referenceListsMs });

export const useReferenceList = <K extends ReferenceKind>(kind: K) => useQuery(referenceListQueryOptions(kind));
