// POST /api/v1/users/create_stripe_customer_portal_session { app_user_id } → { url }: the
// provider's customer portal, where cards are added and changed (opened in a new tab).
import { useMutation } from '@tanstack/react-query';
import { unnotifiedKeys } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { RedirectAnswer } from './types';

export const createPortalSession = (appUserId: string) =>
  api<RedirectAnswer>('POST', '/users/create_stripe_customer_portal_session', { body: { app_user_id: appUserId } });

export const useCreatePortalSession = () => useMutation({ mutationKey: [unnotifiedKeys.billing, 'portal'], mutationFn: createPortalSession });
