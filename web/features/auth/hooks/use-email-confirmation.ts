// /email-confirmation's states and transitions (spec §4 'Email confirmation'):
// - a URL `error` is an error: 'Authentication failed: {description}';
// - a `code` is confirming: exchange it; if the session's address is confirmed, wait 1 s, record the
//   confirmation with the backend, show success, then /meal-plan if setup is complete, else /setup;
//   after 20 s it is an error ('Verification timed out...');
// - no code but a signed-in or temporary signup user is pending ('Check Your Email'), and a poll
//   every second moves on as soon as the profile says the address is confirmed;
// - nobody at all goes to /login.
// The product-record calls arrive as arguments: this slice does not reach into the accounts slice.
import { isAuthPKCECodeVerifierMissingError } from '@supabase/supabase-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { timers } from '@/config/constants';
import { paths } from '@/config/paths';
import { messages } from '../auth-messages';
import { useAuth } from '@/lib/auth';
import { currentSession, exchangeCodeOnce } from '../api/exchange-code';
import { clearSignupUser, readSignupUser } from '../temporary-signup-user';

/** What the screen needs to know of the product's user record. */
export interface ConfirmationProfile {
  email_confirmed: boolean;
  setup_complete: boolean;
}

export interface EmailConfirmationDeps {
  /** Records the confirmation with the backend (it asks the provider itself) and answers the record. */
  confirm: (supabaseId: string) => Promise<ConfirmationProfile>;
  /** The record as it stands, or null while the backend is still creating it. */
  loadProfile: (supabaseId: string) => Promise<ConfirmationProfile | null>;
}

export type EmailConfirmationState =
  | { status: 'starting' }
  | { status: 'confirming' }
  | { status: 'pending' }
  | { status: 'success'; next: string }
  /** Confirmed, but the link was opened in a browser without the sign-up's session: log in. */
  | { status: 'confirmed-elsewhere' }
  | { status: 'error'; message: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nextFor = (profile: ConfirmationProfile) => (profile.setup_complete ? paths.mealPlan : paths.setup);

export function useEmailConfirmation(deps: EmailConfirmationDeps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const auth = useAuth();
  const [state, setState] = useState<EmailConfirmationState>({ status: 'starting' });
  const depsRef = useRef(deps);
  depsRef.current = deps;
  const started = useRef(false);

  const code = params.get('code');
  const linkError = params.get('error');
  const linkErrorDescription = params.get('error_description') ?? linkError ?? '';

  // Decide once the auth state is known: error, confirming, pending or away to /login.
  useEffect(() => {
    if (auth.status === 'loading' || started.current) return;
    started.current = true;
    if (linkError) {
      setState({ status: 'error', message: messages.authenticationFailed(linkErrorDescription) });
      return;
    }
    if (!code) {
      if (auth.user || readSignupUser()) setState({ status: 'pending' });
      else navigate(paths.login, { replace: true });
      return;
    }

    setState({ status: 'confirming' });
    let settled = false;
    const settle = (next: EmailConfirmationState) => {
      if (settled) return;
      settled = true;
      clearTimeout(timeout);
      setState(next);
    };
    const timeout = setTimeout(() => settle({ status: 'error', message: messages.verifyTimedOut }), timers.verificationTimeoutMs);

    void (async () => {
      try {
        let session;
        try {
          session = await exchangeCodeOnce(code);
        } catch (error) {
          // The provider confirmed the address before it sent the cook here; only the sign-up's own
          // browser can turn the code into a session.
          if (isAuthPKCECodeVerifierMissingError(error)) return settle({ status: 'confirmed-elsewhere' });
          // A reload after the exchange: the code is spent, the session is already here.
          session = await currentSession();
          if (!session) throw error;
        }
        if (!session.user.email_confirmed_at) throw new Error('The address is not confirmed yet');
        await sleep(timers.confirmationWaitMs);
        if (settled) return;
        const profile = await depsRef.current.confirm(session.user.id);
        clearSignupUser();
        settle({ status: 'success', next: nextFor(profile) });
      } catch {
        settle({ status: 'error', message: messages.verifyFailed });
      }
    })();
    // Runs once per page: the exchange and its timer belong to the page, not to a render.
  }, [auth.status, auth.user, code, linkError, linkErrorDescription, navigate]);

  // Pending: every second, look whether the address has been confirmed meanwhile (another tab, or
  // the provider told the backend first) and move on the same way.
  useEffect(() => {
    if (state.status !== 'pending') return;
    let alive = true;
    let busy = false;
    const check = async () => {
      if (busy) return;
      busy = true;
      try {
        const session = await currentSession();
        if (!session || !alive) return;
        let profile = await depsRef.current.loadProfile(session.user.id);
        if (profile && !profile.email_confirmed && session.user.email_confirmed_at) profile = await depsRef.current.confirm(session.user.id);
        if (!alive || !profile?.email_confirmed) return;
        clearSignupUser();
        navigate(nextFor(profile), { replace: true });
      } catch {
        // The next tick tries again; the screen stays as it is.
      } finally {
        busy = false;
      }
    };
    void check();
    const poll = setInterval(() => void check(), timers.sessionPollMs);
    return () => {
      alive = false;
      clearInterval(poll);
    };
  }, [state.status, navigate]);

  // Success: let 'Email Confirmed!' be read, then go on.
  useEffect(() => {
    if (state.status !== 'success') return;
    const away = setTimeout(() => navigate(state.next, { replace: true }), timers.emailConfirmedRedirectMs);
    return () => clearTimeout(away);
  }, [state, navigate]);

  const pendingEmail = readSignupUser()?.email ?? auth.user?.email ?? '';
  const goNow = useCallback(() => state.status === 'success' && navigate(state.next, { replace: true }), [state, navigate]);
  return { state, pendingEmail, goNow };
}
