// DELETE /api/v1/postgres/user-diet/diet/{id}: removes a diet from the cook's preferences.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userDietsQueryOptions } from './get-user-diets';
import { linkToggleOptions, type LinkToggleHandlers } from './link-toggle';
import type { PreferenceLink } from './types';

export const removeUserDiet = (id: string) => api<PreferenceLink>('DELETE', `/postgres/user-diet/diet/${id}`);

/** `onError` hears every refused toggle (a mutate-level callback hears only the latest call). */
export function useRemoveUserDiet(options: LinkToggleHandlers = {}) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeUserDiet, ...linkToggleOptions(queryClient, userDietsQueryOptions().queryKey, 'diet_id', 'remove', options) });
}
