// POST /api/v1/users/revert_stripe_subscription { app_user_id, scheduled_subscription_id,
// current_subscription_id }: drop the pending switch; the current plan simply renews.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unnotifiedKeys } from '@contract/read-models';
import { api } from '@/lib/api-client';

export interface RevertInput {
  appUserId: string;
  scheduleId: string;
  subscriptionId: string;
}

export const revertSubscription = ({ appUserId, scheduleId, subscriptionId }: RevertInput) =>
  api<unknown>('POST', '/users/revert_stripe_subscription', {
    body: { app_user_id: appUserId, scheduled_subscription_id: scheduleId, current_subscription_id: subscriptionId },
  });

export function useRevertSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [unnotifiedKeys.billing, 'revert'],
    mutationFn: revertSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [unnotifiedKeys.billing] }),
  });
}
