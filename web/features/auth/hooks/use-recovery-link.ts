// /password-update's first step: turn the reset link into a recovery session. The link brings a
// PKCE `?code=` (or, from other email templates, `?token_hash=&type=recovery`), or the provider's
// `?error=` when it was spent or expired. A reload after a successful exchange finds the code spent
// but the recovery session still in this tab, and carries on.
import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { currentSession, exchangeCodeOnce } from '../api/exchange-code';
import { verifyRecoveryToken } from '../api/verify-recovery';

export type RecoveryLinkState = { status: 'verifying' } | { status: 'ready'; email: string } | { status: 'invalid' } | { status: 'unreachable' };

const RECOVERING = 'larder.recovering-user';

const remember = (userId: string) => {
  try {
    sessionStorage.setItem(RECOVERING, userId);
  } catch {
    // without storage a reload asks for a new link, which still works
  }
};

export const forgetRecovery = () => {
  try {
    sessionStorage.removeItem(RECOVERING);
  } catch {
    // nothing kept
  }
};

async function recoverySessionInThisTab() {
  const session = await currentSession();
  let recovering: string | null = null;
  try {
    recovering = sessionStorage.getItem(RECOVERING);
  } catch {
    // no storage, no carried-over recovery
  }
  return session && session.user.id === recovering ? session : null;
}

export function useRecoveryLink() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const tokenHash = params.get('token_hash');
  const type = params.get('type');
  const linkError = params.get('error') ?? params.get('error_code');
  const [state, setState] = useState<RecoveryLinkState>({ status: 'verifying' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let alive = true;
    const settle = (next: RecoveryLinkState) => alive && setState(next);
    const verify = async () => {
      if (linkError) return settle({ status: 'invalid' });
      try {
        const session = code
          ? await exchangeCodeOnce(code)
          : tokenHash && (type === 'recovery' || !type)
            ? await verifyRecoveryToken(tokenHash)
            : await recoverySessionInThisTab();
        if (!session) return settle({ status: 'invalid' });
        remember(session.user.id);
        settle({ status: 'ready', email: session.user.email ?? '' });
      } catch (error) {
        if (isAuthRetryableFetchError(error)) return settle({ status: 'unreachable' });
        const carriedOver = await recoverySessionInThisTab();
        settle(carriedOver ? { status: 'ready', email: carriedOver.user.email ?? '' } : { status: 'invalid' });
      }
    };
    setState({ status: 'verifying' });
    void verify();
    return () => {
      alive = false;
    };
  }, [code, tokenHash, type, linkError, round]);

  const retry = useCallback(() => setRound((value) => value + 1), []);
  return { state, retry };
}
