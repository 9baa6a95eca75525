// POST /api/v1/users/create_stripe_checkout_session { app_user_id, price_id } → { url }: the
// provider's hosted checkout for one plan (locally a server page), where the browser goes next.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface CheckoutInput {
  appUserId: string;
  priceId: string;
}

export const createCheckoutSession = ({ appUserId, priceId }: CheckoutInput) =>
  api<{ url: string }>('POST', '/users/create_stripe_checkout_session', { body: { app_user_id: appUserId, price_id: priceId } });

export const useCreateCheckoutSession = () => useMutation({ mutationKey: ['billing', 'checkout'], mutationFn: createCheckoutSession });
