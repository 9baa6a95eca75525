// DELETE /api/v1/postgres/user-allergen-ingredient/ingredient/{id}: removes an ingredient to avoid from the cook's preferences.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userAllergensQueryOptions } from './get-user-allergens';
import { linkToggleOptions, type LinkToggleHandlers } from './link-toggle';
import type { PreferenceLink } from './types';

export const removeUserAllergen = (id: string) => api<PreferenceLink>('DELETE', `/postgres/user-allergen-ingredient/ingredient/${id}`);

/** `onError` hears every refused toggle (a mutate-level callback hears only the latest call). */
export function useRemoveUserAllergen(options: LinkToggleHandlers = {}) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeUserAllergen, ...linkToggleOptions(queryClient, userAllergensQueryOptions().queryKey, 'ingredient_id', 'remove', options) });
}
