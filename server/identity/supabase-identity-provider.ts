// The hosted adapter: asks Supabase with the caller's own token through the official SDK
// (GET /auth/v1/user), which also proves the session is still alive on the provider's side.
import { createClient, isAuthSessionMissingError, type AuthError } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { IdentityProvider } from './identity-provider.ts';

const PARALLEL_LOOKUPS = 8;
// supabase-js turns session_not_found into AuthSessionMissingError, which carries no code.
const isEnded = (error: AuthError) => isAuthSessionMissingError(error) || error.code === 'user_not_found';

export function supabaseIdentityProvider(options: { url: string; anonKey: string }): IdentityProvider {
  const client = createClient(options.url, options.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; the realtime client is built eagerly even though we never use it.
    realtime: { transport: WebSocket as never },
  });
  return {
    name: 'supabase',
    async emailConfirmation(caller) {
      const { data, error } = await client.auth.getUser(caller.token);
      if (error) {
        // 401/403/404: the provider does not know this session or user. Anything else is an outage.
        if (error.status && error.status >= 400 && error.status < 500) return undefined;
        throw new Error(`The auth provider could not be reached: ${error.message}`);
      }
      if (data.user.id !== caller.sub) return undefined;
      return { email: data.user.email ?? '', confirmedAt: data.user.email_confirmed_at ?? null };
    },
    // Supabase's advice for a server that must honour sign-outs before tokens expire: ask the Auth
    // server with the token (getUser), which answers session_not_found once the session has ended.
    async endedSessions(sessions) {
      const ended = new Set<string>();
      for (let start = 0; start < sessions.length; start += PARALLEL_LOOKUPS) {
        await Promise.all(
          sessions.slice(start, start + PARALLEL_LOOKUPS).map(async ({ sessionId, sub, token }) => {
            const { data, error } = await client.auth.getUser(token);
            // Only the provider's word that the session or user is gone ends it; an outage does not.
            if (error ? isEnded(error) : data.user.id !== sub) ended.add(sessionId);
          }),
        );
      }
      return ended;
    },
  };
}
