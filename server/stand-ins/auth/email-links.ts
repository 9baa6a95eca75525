// POST /recover, and what the emails lead to: GET /verify (the link) and POST /verify (the code, or
// the link's token as token_hash). Following either proves the person reads that mailbox, so both
// confirm the address.
import { withTransaction } from './db.ts';
import { emailProof, PKCE_TOKEN_PREFIX } from './email-proofs.ts';
import { AuthApiError, authErrors } from './errors.ts';
import { abandonFlowState, issueAuthCode, type CodeChallenge } from './flow-states.ts';
import type { ProviderConfig } from './options.ts';
import { useCode, useLinkToken, type EmailTokenType, type OneTimeTokenRow } from './one-time-tokens.ts';
import { takeRateLimit } from './rate-limits.ts';
import { withCode, withError, withSessionFragment } from './redirects.ts';
import { signIn, type SessionJson } from './tokens.ts';
import { findUserByEmail, markEmailConfirmed } from './users.ts';

/** Always `{}` to the caller, account or not; the email goes out only when there is an account. */
export async function recover(config: ProviderConfig, request: { email: string; challenge: CodeChallenge | null; redirectTo: string; ip: string }): Promise<void> {
  const { pool } = config;
  await takeRateLimit(pool, config.rateLimits, 'recoveryPerIp', request.ip);
  await takeRateLimit(pool, config.rateLimits, 'recoveryPerEmail', request.email);
  const user = await findUserByEmail(pool, request.email);
  if (!user) return;
  await withTransaction(pool, (tx) => emailProof(tx, { user, type: 'recovery', challenge: request.challenge, origin: config.publicOrigin(), redirectTo: request.redirectTo }));
}

/** Which stored tokens a verification type may spend ('email' is GoTrue's name for any emailed code). */
function tokenTypesFor(type: string): EmailTokenType[] {
  switch (type) {
    case 'signup':
      return ['signup'];
    case 'recovery':
    case 'magiclink':
      return ['recovery'];
    case 'email':
      return ['signup', 'recovery'];
    default:
      throw authErrors.validation('Unsupported verification type');
  }
}

const linkExpired = () => new AuthApiError(403, 'otp_expired', 'Email link is invalid or has expired');

const OAUTH_ERRORS: Record<number, string> = { 400: 'invalid_request', 401: 'unauthorized_client', 403: 'access_denied', 429: 'temporarily_unavailable', 500: 'server_error' };

/**
 * GET /verify: answers with the redirect. PKCE flows get `?code=` for the page to exchange; implicit
 * ones get the session in the fragment; failures get GoTrue's error parameters.
 */
export async function verifyLink(config: ProviderConfig, request: { token: string; type: string; redirectTo: string; ip: string }): Promise<string> {
  const pkce = request.token.startsWith(PKCE_TOKEN_PREFIX);
  try {
    await takeRateLimit(config.pool, config.rateLimits, 'verifyPerIp', request.ip);
    const spent = await useLinkToken(config.pool, request.token, tokenTypesFor(request.type));
    if (!spent) throw linkExpired();
    await markEmailConfirmed(config.pool, spent.user_id);
    if (spent.flow_state_id) {
      const code = await issueAuthCode(config.pool, spent.flow_state_id);
      if (!code) throw authErrors.flowStateNotFound();
      return withCode(request.redirectTo, code);
    }
    const session = await signIn(config, config.pool, spent.user_id, spent.type === 'recovery' ? 'recovery' : 'otp');
    return withSessionFragment(request.redirectTo, session, request.type);
  } catch (error) {
    if (!(error instanceof AuthApiError)) throw error;
    return withError(request.redirectTo, { error: OAUTH_ERRORS[error.status] ?? 'server_error', code: error.code, description: error.message }, pkce);
  }
}

/** POST /verify: `{email, token}` with the six-digit code, or `{token_hash}` with the link's token. */
export async function verifyCode(
  config: ProviderConfig,
  request: { type: string; email?: string; token?: string; tokenHash?: string; ip: string },
): Promise<SessionJson> {
  const { pool } = config;
  const types = tokenTypesFor(request.type);
  await takeRateLimit(pool, config.rateLimits, 'verifyPerIp', request.ip);
  let spent: OneTimeTokenRow | undefined;
  if (request.tokenHash) {
    spent = await useLinkToken(pool, request.tokenHash, types);
  } else if (request.email && request.token) {
    const user = await findUserByEmail(pool, request.email);
    spent = user ? await useCode(pool, user.id, request.token.trim(), types) : undefined;
  } else {
    throw authErrors.validation('Verify requires either a token_hash, or an email and a token');
  }
  if (!spent) throw authErrors.otpExpired();
  await markEmailConfirmed(pool, spent.user_id);
  // A code entered by hand completes a PKCE flow too: its code exchange is no longer needed.
  if (spent.flow_state_id) await abandonFlowState(pool, spent.flow_state_id);
  return signIn(config, pool, spent.user_id, request.type === 'recovery' ? 'recovery' : 'otp');
}
