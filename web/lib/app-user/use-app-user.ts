// The signed-in cook's product record. A new sign-up has none at first: poll up to 10 times, 1 s
// apart, while the backend creates it (spec §4, §9). Once the provider says the address is
// confirmed, tell the backend so it records the confirmation.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { session as sessionLimits } from '@/config/constants';
import { useAuth } from '@/lib/auth';
import { appUserQueryOptions } from './get-app-user';
import { confirmEmailSecure } from './confirm-email';
import type { AppUser } from '@contract/accounts';

// Many components use this hook; the tab tells the backend once per user, not once per component.
const confirmations = new Map<string, Promise<AppUser | undefined>>();
function confirmOnce(supabaseId: string): Promise<AppUser | undefined> {
  let pending = confirmations.get(supabaseId);
  if (!pending) {
    pending = confirmEmailSecure(supabaseId).catch(() => {
      confirmations.delete(supabaseId); // a failure may be retried on the next render
      return undefined;
    });
    confirmations.set(supabaseId, pending);
  }
  return pending;
}

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

  const providerConfirmed = Boolean(user?.email_confirmed_at);
  useEffect(() => {
    if (!user || !query.data || query.data.email_confirmed || !providerConfirmed) return;
    void confirmOnce(user.id).then((updated) => updated && queryClient.setQueryData(appUserQueryOptions(user.id).queryKey, updated));
  }, [user, query.data, providerConfirmed, queryClient]);

  return {
    ...query,
    appUser: query.data ?? undefined,
    /** The provider's word counts at once; the backend's record follows. */
    emailConfirmed: Boolean(query.data?.email_confirmed) || providerConfirmed,
    notCreated,
  };
}
