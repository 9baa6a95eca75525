// POST /api/v1/postgres/user-diet { diet_id }: adds a diet to the cook's preferences.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userDietsQueryOptions } from './get-user-diets';
import { linkToggleOptions, type LinkToggleHandlers } from './link-toggle';
import type { PreferenceLink } from './types';

export const addUserDiet = (id: string) => api<PreferenceLink>('POST', '/postgres/user-diet', { body: { diet_id: id } });

/** `onError` hears every refused toggle (a mutate-level callback hears only the latest call). */
export function useAddUserDiet(options: LinkToggleHandlers = {}) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addUserDiet, ...linkToggleOptions(queryClient, userDietsQueryOptions().queryKey, 'diet_id', 'add', options) });
}
