// /auth-loading (spec §2): where a sign-in lands. It exchanges Google's `?code=` first, then sends
// the cook on: no user to /login, an unconfirmed address to /email-confirmation, setup not complete to
// /setup, otherwise back to the page they were sent to sign in from (`state.from` from /login, or the
// one kept across Google's consent page) or else /meal-plan. Trouble reaching the server shows an
// error box once it has lasted 5 s.
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { timers } from '@/config/constants';
import { paths } from '@/config/paths';
import { RetryCard } from '@/components/ui/retry-card';
import { ServerUnavailable } from '@/components/ui/server-unavailable';
import { ACCOUNT_NOT_CREATED, useAppUser } from '@/lib/app-user/use-app-user';
import { useAuth } from '@/lib/auth';
import { messages } from '@/features/auth/auth-messages';
import { AuthCard } from '@/features/auth/components/auth-card';
import { StatusIcon } from '@/features/auth/components/auth-status';
import { useReturnCode } from '@/features/auth/hooks/use-return-code';
import { useHeldFor } from '@/lib/use-timed-flags';
import { forgetGoogleReturn, keptForGoogleReturn, returnPathOf, returnState } from '@/lib/return-to';

export function Component() {
  const code = useReturnCode();
  const location = useLocation();
  const [params] = useSearchParams();
  // Read once: only a return from Google (with its code) takes the page kept before leaving for it.
  const [from] = useState(() => returnPathOf(location.state) ?? (params.has('code') ? keptForGoogleReturn() : undefined));
  useEffect(() => () => forgetGoogleReturn(), []);
  const { status } = useAuth();
  // A record already loaded is enough to send the cook on, whatever a later refresh of it did.
  const { appUser, isLoadingError, isFetching, notCreated, emailConfirmed, refetch } = useAppUser();

  const providerUnreachable = useHeldFor(code.status === 'unreachable', timers.authLoadingErrorAfterMs);
  const serverFailing = useHeldFor(status === 'signed-in' && isLoadingError && !isFetching, timers.authLoadingErrorAfterMs);

  if (code.status === 'exchanging' || status === 'loading') return <Waiting />;
  if (code.status === 'unreachable') {
    return providerUnreachable ? <RetryCard title="Unable to connect" message={messages.offline} onRetry={code.retry} /> : <Waiting />;
  }
  if (status === 'signed-out') return <Navigate to={paths.login} replace state={returnState(from)} />;
  if (notCreated) return <RetryCard title="Account not ready" message={ACCOUNT_NOT_CREATED} onRetry={() => void refetch()} />;
  if (isLoadingError) return serverFailing ? <ServerUnavailable onRetry={() => void refetch()} /> : <Waiting />;
  if (!appUser) return <Waiting />;
  if (!emailConfirmed) return <Navigate to={paths.emailConfirmation} replace />;
  // Setup comes first (spec §2, §6): an unfinished cook goes there whatever page they asked for.
  if (!appUser.setup_complete) return <Navigate to={paths.setup} replace />;
  return <Navigate to={from ?? paths.mealPlan} replace />;
}

function Waiting() {
  return <AuthCard live icon={<StatusIcon tone="working" />} title="Signing you in..." subtitle="Getting your kitchen ready." />;
}
