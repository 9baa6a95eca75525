// POST /token: the three grants supabase-js uses. Each success is a new or refreshed session.
import { withTransaction } from './db.ts';
import { authErrors } from './errors.ts';
import { redeemAuthCode } from './flow-states.ts';
import type { ProviderConfig } from './options.ts';
import { spendPasswordCheck, verifyPassword } from './passwords.ts';
import { takeRateLimit } from './rate-limits.ts';
import { deleteSession, findRefreshTokenForUpdate, findSession, issueRefreshToken, recordRefresh, revokeRefreshToken } from './sessions.ts';
import { sessionResponse, signIn, type SessionJson } from './tokens.ts';
import { findUserByEmail } from './users.ts';

/**
 * grant_type=password. A wrong password and an unknown address get the same answer after the same
 * work; whether the address is confirmed is only said to someone who knows the password.
 */
export async function passwordGrant(config: ProviderConfig, request: { email: string; password: string; ip: string }): Promise<SessionJson> {
  const { pool } = config;
  await takeRateLimit(pool, config.rateLimits, 'signInPerIp', request.ip);
  await takeRateLimit(pool, config.rateLimits, 'signInPerEmail', `${request.email.trim()} from ${request.ip}`);
  const user = await findUserByEmail(pool, request.email);
  const matches = user?.encrypted_password ? await verifyPassword(request.password, user.encrypted_password) : await spendPasswordCheck(request.password);
  if (!user || !matches) throw authErrors.invalidCredentials();
  if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();
  return signIn(config, pool, user.id, 'password');
}

type RefreshOutcome = { kind: 'refreshed'; session: SessionJson } | { kind: 'not_found' } | { kind: 'reused' };

/**
 * grant_type=refresh_token, with rotation. A token presented again shortly after it was rotated (two
 * tabs refreshing at once) gets a fresh token in the same session; presented later, it is taken as
 * stolen and its whole session ends.
 */
export async function refreshGrant(config: ProviderConfig, refreshToken: string): Promise<SessionJson> {
  const outcome = await withTransaction(config.pool, async (tx): Promise<RefreshOutcome> => {
    const token = await findRefreshTokenForUpdate(tx, refreshToken, config.refreshTokenReuseIntervalSeconds);
    if (!token) return { kind: 'not_found' };
    if (token.revoked_at && token.reuse_expired) {
      await deleteSession(tx, token.session_id);
      return { kind: 'reused' };
    }
    if (!token.revoked_at) await revokeRefreshToken(tx, token.id);
    const child = await issueRefreshToken(tx, token.session_id, token.id);
    await recordRefresh(tx, token.session_id);
    const session = await findSession(tx, token.session_id);
    if (!session) return { kind: 'not_found' };
    return { kind: 'refreshed', session: await sessionResponse(config, tx, session, child) };
  });
  // Thrown after the commit: the ended session must stay ended.
  if (outcome.kind === 'not_found') throw authErrors.refreshTokenNotFound();
  if (outcome.kind === 'reused') throw authErrors.refreshTokenAlreadyUsed();
  return outcome.session;
}

/** grant_type=pkce: the code a redirect carried, with the verifier only the client that started the flow holds. */
export async function pkceGrant(config: ProviderConfig, request: { authCode: string; codeVerifier: string }): Promise<SessionJson> {
  if (!request.authCode || !request.codeVerifier) throw authErrors.validation('invalid request: both auth code and code verifier should be non-empty');
  const flow = await redeemAuthCode(config.pool, request.authCode, request.codeVerifier);
  return signIn(config, config.pool, flow.userId, flow.method);
}
