// POST /api/v1/users/create_stripe_checkout_session { app_user_id, price_id } → { url }: the
// provider's hosted checkout for one plan (locally a server page), where the browser goes next.
import { useMutation } from '@tanstack/react-query';
import { unnotifiedKeys } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { RedirectAnswer } from './types';

export interface CheckoutInput {
  appUserId: string;
  priceId: string;
}

export const createCheckoutSession = ({ appUserId, priceId }: CheckoutInput) =>
  api<RedirectAnswer>('POST', '/users/create_stripe_checkout_session', { body: { app_user_id: appUserId, price_id: priceId } });

export const useCreateCheckoutSession = () => useMutation({ mutationKey: [unnotifiedKeys.billing, 'checkout'], mutationFn: createCheckoutSession });
