// The cook's subscription as the profile shows it: the plans, the active subscriptions and, when
// the subscription is cancelling, the schedule that may be switching it (spec §4).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useBillingPlans } from '../api/get-billing-plans';
import { activeSubscriptionsQueryOptions, useActiveSubscriptions } from '../api/get-active-subscriptions';
import { useSubscriptionSchedule } from '../api/get-subscription-schedule';
import { subscriptionStateOf, type SubscriptionState } from '../lib/subscription-state';

/** After checkout the provider's webhook grants the subscription a moment later: ask this often... */
const SETUP_POLL_MS = 2_000;
/** ...this many times, then say it is taking longer than usual. */
const SETUP_POLL_ATTEMPTS = 30;

export interface SubscriptionStateQuery {
  state: SubscriptionState | undefined;
  isPending: boolean;
  isError: boolean;
  /** Back from checkout and the subscription not there yet, still asking. */
  settingUp: boolean;
  /** Back from checkout, asked every time, still none. */
  settingUpSlow: boolean;
  refetch: () => void;
}

export function useSubscriptionState(appUserId: string | undefined, options: { checkoutReturned?: boolean } = {}): SubscriptionStateQuery {
  const queryClient = useQueryClient();
  const plans = useBillingPlans();
  const subscriptions = useActiveSubscriptions(appUserId, { pollWhileNoneMs: options.checkoutReturned ? SETUP_POLL_MS : false, maxPolls: SETUP_POLL_ATTEMPTS });
  const cancelling = subscriptions.data?.[0]?.cancel_at_period_end === true;
  const schedule = useSubscriptionSchedule(appUserId, cancelling);

  const none = subscriptions.data?.length === 0;
  const polls = queryClient.getQueryState(activeSubscriptionsQueryOptions(appUserId).queryKey)?.dataUpdateCount ?? 0;
  const settingUp = Boolean(options.checkoutReturned) && none && polls < SETUP_POLL_ATTEMPTS;
  const settingUpSlow = Boolean(options.checkoutReturned) && none && polls >= SETUP_POLL_ATTEMPTS;

  const isPending = plans.isPending || subscriptions.isPending || (cancelling && schedule.isPending);
  // Only what never loaded: a subscription on screen stays when a refresh fails.
  const isError = plans.isLoadingError || subscriptions.isLoadingError || (cancelling && schedule.isLoadingError);
  const state = isPending || isError ? undefined : subscriptionStateOf(subscriptions.data!, cancelling ? schedule.data : {}, plans.data);

  return {
    state,
    isPending,
    isError,
    settingUp,
    settingUpSlow,
    refetch: () => {
      if (plans.isError) void plans.refetch();
      void subscriptions.refetch();
      if (cancelling) void schedule.refetch();
    },
  };
}

/** Asks for the subscription again when the cook's access changes (a websocket 'user' notice). */
export function useRecheckOnAccessChange(hasAccess: boolean | undefined, recheck: () => void) {
  const seen = useRef(hasAccess);
  useEffect(() => {
    if (seen.current === hasAccess) return;
    seen.current = hasAccess;
    recheck();
  }, [hasAccess, recheck]);
}
