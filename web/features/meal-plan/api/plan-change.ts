// What every plan change shares: it answers the whole plan (or 202 while the read model lags), and
// the plan's queries are refetched at once rather than waiting for the websocket's notice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mealPlanKeys } from './types';

export function usePlanChange<Variables>(change: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mealPlanKeys.all }),
  });
}
