// POST /api/v1/postgres/user-allergen-ingredient { ingredient_id }: adds an ingredient to avoid to the cook's preferences.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userAllergensQueryOptions } from './get-user-allergens';
import { linkToggleOptions, type LinkToggleHandlers } from './link-toggle';
import type { PreferenceLink } from './types';

export const addUserAllergen = (id: string) => api<PreferenceLink>('POST', '/postgres/user-allergen-ingredient', { body: { ingredient_id: id } });

/** `onError` hears every refused toggle (a mutate-level callback hears only the latest call). */
export function useAddUserAllergen(options: LinkToggleHandlers = {}) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addUserAllergen, ...linkToggleOptions(queryClient, userAllergensQueryOptions().queryKey, 'ingredient_id', 'add', options) });
}
