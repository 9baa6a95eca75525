// GET /api/v1/postgres/users/{id}: the profile screen's record (spec §7: an array whose first
// element is the profile; empty means there is none). Under ['user', ...] so a websocket notice
// about the user refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import type { AppUser } from '@contract/accounts';
import { api } from '@/lib/api-client';

/** The fields of the user record this screen shows (spec §3 User). */
export type Profile = Pick<AppUser, 'id' | 'first_name' | 'last_name' | 'email' | 'email_confirmed_at'>;

export const getProfile = async (appUserId: string): Promise<Profile | null> => (await api<Profile[]>('GET', `/postgres/users/${appUserId}`))[0] ?? null;

export const profileQueryOptions = (appUserId: string | undefined) =>
  queryOptions({
    queryKey: [readModels.user, 'profile', appUserId],
    queryFn: () => getProfile(appUserId!),
    enabled: Boolean(appUserId),
  });

export const useProfile = (appUserId: string | undefined) => useQuery(profileQueryOptions(appUserId));
