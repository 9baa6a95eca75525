// The server ends a session before its token expires (signed out on another device, revoked): it then
// answers 401 and closes the socket with 4401. The tab asks for a fresh token: a live session gets one
// and carries on; for an ended one the provider says so, and the tab signs out here (supabase-js keeps
// a session whose access token has not yet expired), so the guard sends the cook to /login. One check
// at a time, however many calls were refused together.
import { isAuthApiError } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

/** What the provider answers a refresh of a session that no longer exists. */
const SESSION_GONE = new Set(['refresh_token_not_found', 'refresh_token_already_used', 'session_not_found', 'session_expired', 'user_not_found']);

let checking: Promise<void> | undefined;
let endedElsewhere = false;

/** Whether the last sign-out was this check's (the session ended elsewhere); asking forgets it. */
export function takeSessionEnded(): boolean {
  const ended = endedElsewhere;
  endedElsewhere = false;
  return ended;
}

export function recheckSession(): Promise<void> {
  checking ??= (async () => {
    const { data } = await supabase.auth.getSession();
    if (!data.session) return;
    const { error } = await supabase.auth.refreshSession();
    if (isAuthApiError(error) && SESSION_GONE.has(error.code ?? '')) {
      endedElsewhere = true;
      await supabase.auth.signOut({ scope: 'local' });
    }
  })()
    .catch(() => undefined)
    .finally(() => (checking = undefined));
  return checking;
}
