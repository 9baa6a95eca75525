// GET /api/v1/billing/plans (public): the two plans on sale with their price ids, which is how a
// subscription's plan.id is read as Monthly or Annual.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unnotifiedKeys } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { BillingPlans } from './types';

export const getBillingPlans = () => api<BillingPlans>('GET', '/billing/plans', { anonymous: true });

export const billingPlansQueryOptions = () =>
  queryOptions({
    queryKey: [unnotifiedKeys.billing, 'plans'],
    queryFn: getBillingPlans,
    // Prices change with a release, not while a cook is choosing.
    staleTime: 60 * 60_000,
  });

export const useBillingPlans = () => useQuery(billingPlansQueryOptions());
