// POST /api/v1/users/switch_stripe_subscription { app_user_id, new_price_id }: the other plan from
// the renewal date (the current subscription stays active until then).
import { useMutation } from '@tanstack/react-query';
import { unnotifiedKeys } from '@contract/read-models';
import { api } from '@/lib/api-client';

export interface SwitchInput {
  appUserId: string;
  newPriceId: string;
}

export const switchSubscription = ({ appUserId, newPriceId }: SwitchInput) =>
  api<unknown>('POST', '/users/switch_stripe_subscription', { body: { app_user_id: appUserId, new_price_id: newPriceId } });

// No invalidation: on success the page reloads (spec §4 'Plan change').
export const useSwitchSubscription = () => useMutation({ mutationKey: [unnotifiedKeys.billing, 'switch'], mutationFn: switchSubscription });
