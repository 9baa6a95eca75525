// POST /api/v1/users/stripe_subscription_schedules { app_user_id }: a pending switch to the other
// plan, or {} when there is none.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unnotifiedKeys } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { SubscriptionSchedule } from './types';

export const getSubscriptionSchedule = (appUserId: string) =>
  api<SubscriptionSchedule>('POST', '/users/stripe_subscription_schedules', { body: { app_user_id: appUserId } });

export const subscriptionScheduleQueryOptions = (appUserId: string | undefined) =>
  queryOptions({
    queryKey: [unnotifiedKeys.billing, 'schedule', appUserId],
    queryFn: () => getSubscriptionSchedule(appUserId!),
    enabled: Boolean(appUserId),
  });

export const useSubscriptionSchedule = (appUserId: string | undefined, enabled = true) =>
  useQuery({ ...subscriptionScheduleQueryOptions(appUserId), enabled: Boolean(appUserId) && enabled });
