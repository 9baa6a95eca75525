// GET /api/v1/users/supabase/{supabaseId}: the signed-in cook's product record ([] until created).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { AppUser } from '@contract/accounts';

export const getAppUser = async (supabaseId: string): Promise<AppUser | null> =>
  (await api<AppUser[]>('GET', `/users/supabase/${supabaseId}`))[0] ?? null;

export const appUserQueryOptions = (supabaseId: string | undefined) =>
  queryOptions({
    queryKey: [readModels.user, 'supabase', supabaseId],
    queryFn: () => getAppUser(supabaseId!),
    enabled: Boolean(supabaseId),
    staleTime: 5 * 60_000,
  });

export const useAppUserQuery = (supabaseId: string | undefined) => useQuery(appUserQueryOptions(supabaseId));
