// POST /api/v1/users/cancel_stripe_subscription_all { app_user_id }: every subscription ends at the
// end of its billing period (a pending switch is dropped too).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unnotifiedKeys } from '@contract/read-models';
import { api } from '@/lib/api-client';

export const cancelSubscription = (appUserId: string) => api<unknown>('POST', '/users/cancel_stripe_subscription_all', { body: { app_user_id: appUserId } });

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [unnotifiedKeys.billing, 'cancel'],
    mutationFn: cancelSubscription,
    // The subscription is re-checked afterwards (spec §4 'Cancel'), whichever way it went.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [unnotifiedKeys.billing] }),
  });
}
