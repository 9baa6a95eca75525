// /auth-loading is where Google sign-in returns, with `?code=` to exchange for a session before the
// screen can tell where the cook belongs. A code that does not work leaves the cook signed out (and
// the screen sends them to /login); only a failure to reach the provider is worth a Retry.
import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { exchangeCodeOnce } from '../api/exchange-code';

export type ReturnCodeStatus = 'none' | 'exchanging' | 'exchanged' | 'rejected' | 'unreachable';

export function useReturnCode() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const [status, setStatus] = useState<ReturnCodeStatus>(code ? 'exchanging' : 'none');
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!code) {
      setStatus('none');
      return;
    }
    let alive = true;
    setStatus('exchanging');
    exchangeCodeOnce(code).then(
      () => alive && setStatus('exchanged'),
      (error: unknown) => alive && setStatus(isAuthRetryableFetchError(error) ? 'unreachable' : 'rejected'),
    );
    return () => {
      alive = false;
    };
  }, [code, round]);

  const retry = useCallback(() => setRound((value) => value + 1), []);
  return { status, retry };
}
