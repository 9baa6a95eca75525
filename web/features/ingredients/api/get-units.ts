// GET /api/v1/ingredient/unit_of_measurement_enum: the units an ingredient may be measured in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unnotifiedKeys } from '@contract/read-models';
import type { UnitEntry } from '@contract/reference';
import { cacheTimes } from '@/config/constants';
import { api } from '@/lib/api-client';

export const getUnits = () => api<UnitEntry[]>('GET', '/ingredient/unit_of_measurement_enum', { anonymous: true });

export const unitsQueryOptions = () => queryOptions({ queryKey: [unnotifiedKeys.reference, 'unit'], queryFn: getUnits, staleTime: cacheTimes.referenceListsMs, select: (units) => units.map((entry) => entry.unit) });

export const useUnits = () => useQuery(unitsQueryOptions());
