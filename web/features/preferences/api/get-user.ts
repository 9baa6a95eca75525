// GET /api/v1/users/{id}: the cook's record, for the meal-plan counts on the preferences screen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { PreferencesUser } from './types';

export const getUser = (userId: string) => api<PreferencesUser>('GET', `/users/${userId}`);

export const userQueryOptions = (userId: string) => queryOptions({ queryKey: [readModels.user, userId], queryFn: () => getUser(userId) });

export const useUser = (userId: string) => useQuery(userQueryOptions(userId));
