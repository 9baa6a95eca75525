// The signed-in user's own endpoints: GET /user, PUT /user, POST /logout. The bearer token must be
// one of ours and its session must still exist: a signed-out token is refused even before it expires.
import type { Context } from 'hono';
import { withTransaction } from './db.ts';
import { authErrors } from './errors.ts';
import { sanitizeUserMetadata } from './metadata.ts';
import type { ProviderConfig } from './options.ts';
import { checkPassword } from './password-policy.ts';
import { voidRecoveryTokens } from './one-time-tokens.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { endSessions, findSession } from './sessions.ts';
import type { AccessClaims } from './tokens.ts';
import { findUserById, linkIdentity, mergeUserMetadata, updatePassword, userResponse, type UserJson } from './users.ts';

export function bearerOf(c: Context): string {
  const match = (c.req.header('authorization') ?? '').match(/^Bearer\s+(\S+)\s*$/i);
  if (!match?.[1]) throw authErrors.noAuthorization();
  return match[1];
}

/** The live session behind an access token, or GoTrue's session_not_found. */
export async function requireLiveSession(config: ProviderConfig, claims: AccessClaims) {
  const session = await findSession(config.pool, claims.session_id);
  if (!session || session.user_id !== claims.sub) throw authErrors.sessionNotFound();
  const user = await findUserById(config.pool, claims.sub);
  if (!user) throw authErrors.userNotFound();
  return { session, user };
}

export async function currentUser(config: ProviderConfig, claims: AccessClaims): Promise<UserJson> {
  const { user } = await requireLiveSession(config, claims);
  return userResponse(config.pool, user.id);
}

export interface UserUpdate {
  email?: string | null;
  password?: string | null;
  data?: Record<string, unknown> | null;
}

/**
 * A new password follows the sign-up rules and must differ from the old one. Changing it ends the
 * user's other sessions and voids any recovery link still in the mailbox, as GoTrue does.
 */
export async function updateUser(config: ProviderConfig, claims: AccessClaims, update: UserUpdate): Promise<UserJson> {
  const { user, session } = await requireLiveSession(config, claims);
  if (update.email && update.email.trim().toLowerCase() !== user.email.toLowerCase()) throw authErrors.emailChangeNotSupported();
  let passwordHash: string | undefined;
  if (update.password != null) {
    const verdict = checkPassword(update.password);
    if (!verdict.ok) throw authErrors.weakPassword(verdict.message, verdict.reasons);
    if (user.encrypted_password && (await verifyPassword(update.password, user.encrypted_password))) throw authErrors.samePassword();
    passwordHash = await hashPassword(update.password);
  }
  await withTransaction(config.pool, async (tx) => {
    if (passwordHash) {
      await updatePassword(tx, user.id, passwordHash);
      await endSessions(tx, user.id, session.id, 'others');
      await voidRecoveryTokens(tx, user.id);
      if (!user.encrypted_password) {
        await linkIdentity(tx, user, 'email', user.id, { sub: user.id, email: user.email, email_verified: user.email_confirmed_at !== null, phone_verified: false });
      }
    }
    if (update.data) await mergeUserMetadata(tx, user.id, sanitizeUserMetadata(update.data));
  });
  return userResponse(config.pool, user.id);
}

export async function logout(config: ProviderConfig, claims: AccessClaims, scope: 'global' | 'local' | 'others'): Promise<void> {
  await endSessions(config.pool, claims.sub, claims.session_id, scope);
}
