// GET /api/v1/diet: the diets a cook can choose from, the public reference list every screen shares.
import { useQuery } from '@tanstack/react-query';
import { getReferenceList, referenceListQueryOptions } from '@/lib/reference-lists';

export const getDiets = () => getReferenceList('diet');

export const dietsQueryOptions = () => referenceListQueryOptions('diet');

export const useDiets = () => useQuery(dietsQueryOptions());
