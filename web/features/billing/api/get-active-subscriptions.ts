// POST /api/v1/users/stripe_active_subscriptions { app_user_id }: the cook's active subscriptions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unnotifiedKeys } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { Subscription } from './types';

export const getActiveSubscriptions = (appUserId: string) => api<Subscription[]>('POST', '/users/stripe_active_subscriptions', { body: { app_user_id: appUserId } });

export const activeSubscriptionsQueryOptions = (appUserId: string | undefined) =>
  queryOptions({
    queryKey: [unnotifiedKeys.billing, 'subscriptions', appUserId],
    queryFn: () => getActiveSubscriptions(appUserId!),
    enabled: Boolean(appUserId),
  });

export interface ActiveSubscriptionsOptions {
  /** Ask again this often while it answers none (access arrives a moment after checkout). */
  pollWhileNoneMs?: number | false;
  /** ...at most this many answers in all. */
  maxPolls?: number;
}

export const useActiveSubscriptions = (appUserId: string | undefined, options: ActiveSubscriptionsOptions = {}) =>
  useQuery({
    ...activeSubscriptionsQueryOptions(appUserId),
    refetchInterval: (query) =>
      options.pollWhileNoneMs && query.state.data?.length === 0 && query.state.dataUpdateCount < (options.maxPolls ?? Infinity) ? options.pollWhileNoneMs : false,
  });
