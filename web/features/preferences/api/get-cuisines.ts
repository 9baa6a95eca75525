// GET /api/v1/cuisine: the cuisines a cook can choose from, the public reference list every screen shares.
import { useQuery } from '@tanstack/react-query';
import { getReferenceList, referenceListQueryOptions } from '@/lib/reference-lists';

export const getCuisines = () => getReferenceList('cuisine');

export const cuisinesQueryOptions = () => referenceListQueryOptions('cuisine');

export const useCuisines = () => useQuery(cuisinesQueryOptions());
