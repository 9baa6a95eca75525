// POST /api/v1/users/stripe_payment_methods { app_user_id }: the cook's saved cards.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unnotifiedKeys } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { PaymentMethod } from './types';

export const getPaymentMethods = (appUserId: string) => api<PaymentMethod[]>('POST', '/users/stripe_payment_methods', { body: { app_user_id: appUserId } });

export const paymentMethodsQueryOptions = (appUserId: string | undefined) =>
  queryOptions({
    queryKey: [unnotifiedKeys.billing, 'payment-methods', appUserId],
    queryFn: () => getPaymentMethods(appUserId!),
    enabled: Boolean(appUserId),
  });

export const usePaymentMethods = (appUserId: string | undefined) => useQuery(paymentMethodsQueryOptions(appUserId));
