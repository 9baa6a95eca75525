// POST /api/v1/users/uncancel_stripe_subscription { app_user_id, subscription_id }: a subscription
// set to end at its period end renews again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unnotifiedKeys } from '@contract/read-models';
import { api } from '@/lib/api-client';

export interface UncancelInput {
  appUserId: string;
  subscriptionId: string;
}

export const uncancelSubscription = ({ appUserId, subscriptionId }: UncancelInput) =>
  api<unknown>('POST', '/users/uncancel_stripe_subscription', { body: { app_user_id: appUserId, subscription_id: subscriptionId } });

export function useUncancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [unnotifiedKeys.billing, 'uncancel'],
    mutationFn: uncancelSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [unnotifiedKeys.billing] }),
  });
}
