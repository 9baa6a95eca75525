// The tab's auth state from supabase-js, and the session upkeep of spec §4 and §9: refresh when the
// page becomes visible again, check every 30 minutes while visible and refresh a token that expires
// within 2 minutes; a session that cannot be refreshed sends the cook to /login (via the guard).
import type { Session, User } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { session as sessionLimits } from '@/config/constants';
import { takeSessionEnded } from '@/lib/session-check';
import { supabase } from '@/lib/supabase';
import { forgetUserSessionState } from '@/lib/user-session-state';

export interface AuthState {
  status: 'loading' | 'signed-in' | 'signed-out';
  session: Session | null;
  user: User | null;
  /** True right after the cook chose Sign Out (they go to /, not to /login). */
  signedOutByChoice?: boolean;
  /** True when the session ended elsewhere (signed out on another device, revoked): /login says so. */
  sessionEnded?: boolean;
}

// Set by signOut() so the SIGNED_OUT that follows is known to be the cook's own choice.
let signingOut = false;

const AuthContext = createContext<AuthState>({ status: 'loading', session: null, user: null });

const stateOf = (session: Session | null): AuthState =>
  session ? { status: 'signed-in', session, user: session.user } : { status: 'signed-out', session: null, user: null };

async function refreshIfExpiring() {
  const { data } = await supabase.auth.getSession();
  const expiresAt = data.session?.expires_at;
  if (!data.session || !expiresAt) return;
  if (expiresAt - Date.now() / 1000 < sessionLimits.refreshWhenExpiringWithinS) await supabase.auth.refreshSession();
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', session: null, user: null });
  const queryClient = useQueryClient();

  useEffect(() => {
    let alive = true;
    void supabase.auth.getSession().then(({ data }) => alive && setState(stateOf(data.session)));
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      if (event === 'SIGNED_OUT') setState({ ...stateOf(null), ...(signingOut ? { signedOutByChoice: true } : takeSessionEnded() ? { sessionEnded: true } : {}) });
      else setState(stateOf(session));
      // Sign-out clears all user state (spec §4).
      if (event === 'SIGNED_OUT') {
        queryClient.clear();
        forgetUserSessionState();
      }
    });
    return () => {
      alive = false;
      data.subscription.unsubscribe();
    };
  }, [queryClient]);

  useEffect(() => {
    const onVisible = async () => {
      if (document.visibilityState !== 'visible') return;
      const { data } = await supabase.auth.getSession();
      if (!data.session) return;
      const { error } = await supabase.auth.refreshSession();
      // Refused and nothing valid left: start over from a clean page.
      if (error && !(await supabase.auth.getSession()).data.session) window.location.reload();
    };
    const check = setInterval(() => {
      if (document.visibilityState === 'visible') void refreshIfExpiring();
    }, sessionLimits.checkEveryMs);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(check);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const value = useMemo(() => state, [state]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export const useAuth = () => useContext(AuthContext);

/** Signs out everywhere this tab knows of and forgets every cached answer. */
export async function signOut() {
  signingOut = true;
  try {
    await supabase.auth.signOut();
  } finally {
    signingOut = false;
  }
}
