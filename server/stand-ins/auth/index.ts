// The local auth provider: a Supabase-compatible (GoTrue) auth API at /auth/v1 for when no hosted
// Supabase is configured, with its own tables in schema auth and a development mailbox. Unmodified
// supabase-js works against it.
import { mailboxPage } from './mailbox-page.ts';
import { resolveOptions, type AuthProviderOptions } from './options.ts';
import { authRoutes } from './routes.ts';

export { DEFAULT_RATE_LIMITS, type AuthProviderOptions, type RateLimit, type RateLimits } from './options.ts';

/** What a deployment or a test may tune; the rest comes from the running server. */
export type LocalAuthSettings = Partial<
  Pick<AuthProviderOptions, 'rateLimits' | 'trustProxyHops' | 'accessTokenTtlSeconds' | 'refreshTokenReuseIntervalSeconds' | 'googleStandIn'>
> & {
  /** The public origin email links and the token issuer use; default APP_ORIGIN, else the server's own address. */
  publicOrigin?: string;
};
export { findLocalAuthUser } from './users.ts';
export { liveLocalSessions, openScriptSession } from './sessions.ts';
export { localIdentityProvider } from './identity-provider.ts';

/** `routes` mounts at /auth/v1; `mailboxPage` at /dev/mailbox. Mount neither when Supabase is configured. */
export function createAuthProvider(options: AuthProviderOptions) {
  const config = resolveOptions(options);
  return { routes: authRoutes(config), mailboxPage: mailboxPage(config) };
}
