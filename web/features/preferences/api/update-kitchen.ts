// PUT /api/v1/users/kitchen/{userId} { unit_system?, staple_ingredient_ids? }: the cook's metric or
// US amounts and the staples they keep (decision 0034), saved on each change. The change shows at
// once in the cook's record wherever it is cached (this screen's, and the one every screen reads the
// unit system from), so every amount on screen is said the new way without waiting for the server;
// a refusal puts back what it changed. The records are read again once the last change settles.
import { useMutation, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import { userQueryOptions } from './get-user';
import type { KitchenChange, PreferencesUser } from './types';

export const updateKitchen = (userId: string, change: KitchenChange) => api<PreferencesUser>('PUT', `/users/kitchen/${userId}`, { body: change });

/** A cached answer that is this cook's record (any 'user' query whose data carries their id). */
const isRecordOf = (userId: string) => (query: Query) => {
  const data = query.state.data as { id?: unknown } | null | undefined;
  return typeof data === 'object' && data !== null && !Array.isArray(data) && data.id === userId;
};

const patchRecords = (queryClient: QueryClient, userId: string, fields: Partial<PreferencesUser>) =>
  queryClient.setQueriesData<object>({ queryKey: [readModels.user], predicate: isRecordOf(userId) }, (record) => record && { ...record, ...fields });

export interface KitchenHandlers {
  onError?: (error: Error) => void;
}

export function useUpdateKitchen(userId: string, handlers: KitchenHandlers = {}) {
  const queryClient = useQueryClient();
  // The screen's record as the mutation key: a websocket notice leaves it to the change in flight.
  const mutationKey = userQueryOptions(userId).queryKey;
  return useMutation({
    mutationKey,
    mutationFn: (change: KitchenChange) => updateKitchen(userId, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: [readModels.user], predicate: isRecordOf(userId) });
      const before = queryClient.getQueryData(mutationKey);
      patchRecords(queryClient, userId, change);
      // Only the fields this change touched go back if it is refused: a later change keeps its own.
      return {
        before: {
          ...(change.unit_system !== undefined && { unit_system: before?.unit_system }),
          ...(change.staple_ingredient_ids !== undefined && { staple_ingredient_ids: before?.staple_ingredient_ids ?? null }),
        },
      };
    },
    onError: (error, _change, context) => {
      if (context) patchRecords(queryClient, userId, context.before);
      handlers.onError?.(error);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) <= 1) return queryClient.invalidateQueries({ queryKey: [readModels.user], predicate: isRecordOf(userId) });
      return undefined;
    },
  });
}
