// PUT /api/v1/postgres/users/preferences/{userId}: diets, cuisines, ingredients to avoid and the
// meal-plan counts in one call.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { PreferencesUpdate, PreferencesUser } from './types';

export const updatePreferences = (userId: string, body: PreferencesUpdate) => api<PreferencesUser>('PUT', `/postgres/users/preferences/${userId}`, { body });

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [readModels.user, 'preferences'],
    mutationFn: ({ userId, body }: { userId: string; body: PreferencesUpdate }) => updatePreferences(userId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [readModels.user] }),
  });
}
