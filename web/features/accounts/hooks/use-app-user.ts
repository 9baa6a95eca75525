// The signed-in cook's product record. A new sign-up has none at first: poll up to 10 times, 1 s
// apart, while the backend creates it (spec §4, §9). Once the provider says the address is
// confirmed, tell the backend so it records the confirmation.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { session as sessionLimits } from '@/config/constants';
import { useAuth } from '@/features/auth/auth-provider';
import { appUserQueryOptions } from '../api/get-app-user';
import { confirmEmailSecure } from '../api/confirm-email';

export const ACCOUNT_NOT_CREATED = 'Error creating account. Please try again or contact support.';

export function useAppUser() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...appUserQueryOptions(user?.id),
    refetchInterval: (current) =>
      current.state.data === null && current.state.dataUpdateCount < sessionLimits.signupPollAttempts ? sessionLimits.signupPollEveryMs : false,
  });
  const attempts = queryClient.getQueryState(appUserQueryOptions(user?.id).queryKey)?.dataUpdateCount ?? 0;
  const notCreated = query.data === null && attempts >= sessionLimits.signupPollAttempts;

  const confirming = useRef(false);
  const providerConfirmed = Boolean(user?.email_confirmed_at);
  useEffect(() => {
    if (!user || !query.data || query.data.email_confirmed || !providerConfirmed || confirming.current) return;
    confirming.current = true;
    confirmEmailSecure(user.id)
      .then((updated) => queryClient.setQueryData(appUserQueryOptions(user.id).queryKey, updated))
      .catch(() => {})
      .finally(() => (confirming.current = false));
  }, [user, query.data, providerConfirmed, queryClient]);

  return {
    ...query,
    appUser: query.data ?? undefined,
    /** The provider's word counts at once; the backend's record follows. */
    emailConfirmed: Boolean(query.data?.email_confirmed) || providerConfirmed,
    notCreated,
  };
}
