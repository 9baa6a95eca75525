// POST /api/v1/postgres/user-cuisine { cuisine_id }: adds a cuisine to the cook's preferences.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userCuisinesQueryOptions } from './get-user-cuisines';
import { linkToggleOptions, type LinkToggleHandlers } from './link-toggle';
import type { PreferenceLink } from './types';

export const addUserCuisine = (id: string) => api<PreferenceLink>('POST', '/postgres/user-cuisine', { body: { cuisine_id: id } });

/** `onError` hears every refused toggle (a mutate-level callback hears only the latest call). */
export function useAddUserCuisine(options: LinkToggleHandlers = {}) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addUserCuisine, ...linkToggleOptions(queryClient, userCuisinesQueryOptions().queryKey, 'cuisine_id', 'add', options) });
}
