// POST /api/v1/users/setup_complete/{userId}: saves the wizard's preferences and marks setup done.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { AppUser, PreferencesBody } from './types';

export const completeSetup = (userId: string, body: PreferencesBody) => api<AppUser>('POST', `/users/setup_complete/${userId}`, { body });

export function useCompleteSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: PreferencesBody }) => completeSetup(userId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [readModels.user] }),
  });
}
