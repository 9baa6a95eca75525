// GET /api/v1/recipe-time/enum: the meal times a recipe is for (Breakfast, Lunch, Dinner, Snack).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unnotifiedKeys } from '@contract/read-models';
import { cacheTimes } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { MealTimeEntry } from './types';

export const getMealTimes = () => api<MealTimeEntry[]>('GET', '/recipe-time/enum', { anonymous: true });

export const mealTimesQueryOptions = () =>
  queryOptions({ queryKey: [unnotifiedKeys.reference, 'recipe-time'], queryFn: getMealTimes, staleTime: cacheTimes.referenceListsMs, select: (times) => times.map((time) => time.value) });

export const useMealTimes = () => useQuery(mealTimesQueryOptions());
