// POST /auth/v1/token?grant_type=pkce: the code an email link or Google returns with becomes a
// session. A code works once, so each is exchanged once per page, however often a screen asks
// (a re-render, React's development double effects, a Retry).
import type { Session } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

const exchanges = new Map<string, Promise<Session>>();

export function exchangeCodeOnce(code: string): Promise<Session> {
  let exchange = exchanges.get(code);
  if (!exchange) {
    exchange = supabase.auth.exchangeCodeForSession(code).then(({ data, error }) => {
      if (error) throw error;
      if (!data.session) throw new Error('The provider answered without a session');
      return data.session;
    });
    // A failure may be the network: let a later attempt try again.
    exchange.catch(() => exchanges.delete(code));
    exchanges.set(code, exchange);
  }
  return exchange;
}

/** The session this tab holds now, if any (read from storage, so another tab's sign-in counts). */
export async function currentSession(): Promise<Session | null> {
  const { data } = await supabase.auth.getSession();
  return data.session;
}
