// POST /api/v1/users/check_user: whether the signed-in cook is an admin (catalogue spec §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { CheckUserAnswer } from './types';

export const checkUser = () => api<CheckUserAnswer>('POST', '/users/check_user');

export const checkUserQueryOptions = (appUserId: string | undefined) =>
  queryOptions({ queryKey: [readModels.user, 'check', appUserId], queryFn: checkUser, enabled: Boolean(appUserId), staleTime: 5 * 60_000 });

export const useIsAdmin = (appUserId: string | undefined) => useQuery({ ...checkUserQueryOptions(appUserId), select: (answer) => answer.isAdmin });
