// DELETE /api/v1/postgres/user-cuisine/cuisine/{id}: removes a cuisine from the cook's preferences.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userCuisinesQueryOptions } from './get-user-cuisines';
import { linkToggleOptions, type LinkToggleHandlers } from './link-toggle';
import type { PreferenceLink } from './types';

export const removeUserCuisine = (id: string) => api<PreferenceLink>('DELETE', `/postgres/user-cuisine/cuisine/${id}`);

/** `onError` hears every refused toggle (a mutate-level callback hears only the latest call). */
export function useRemoveUserCuisine(options: LinkToggleHandlers = {}) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeUserCuisine, ...linkToggleOptions(queryClient, userCuisinesQueryOptions().queryKey, 'cuisine_id', 'remove', options) });
}
