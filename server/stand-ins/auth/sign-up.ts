// POST /signup and POST /resend. Email confirmation is required: the answer is the user object alone
// (supabase-js then reports `session: null`) and the confirmation waits in the mailbox. An address
// that already has an account gets the same answer, and its owner an email saying so.
import { withTransaction } from './db.ts';
import { emailProof } from './email-proofs.ts';
import { authErrors } from './errors.ts';
import type { CodeChallenge } from './flow-states.ts';
import { sanitizeUserMetadata } from './metadata.ts';
import type { ProviderConfig } from './options.ts';
import { checkPassword } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import { takeRateLimit } from './rate-limits.ts';
import { sendAccountExists } from './mailer.ts';
import { findUserByEmail, insertUser, linkIdentity, newUserLookalike, userResponse, type UserJson, type UserRow } from './users.ts';

export interface SignUpRequest {
  email: string;
  password: string;
  data: Record<string, unknown> | null | undefined;
  challenge: CodeChallenge | null;
  redirectTo: string;
  ip: string;
}

const NAME_MIN_LENGTH = 2;

/** The product's sign-up form rules (spec §5), held here too: names of 2 to 50 characters, once cleaned. */
function checkNames(metadata: Record<string, unknown>) {
  for (const [key, label] of [['firstName', 'First name'], ['lastName', 'Last name']] as const) {
    const value = metadata[key];
    if (typeof value !== 'string' || [...value].length < NAME_MIN_LENGTH) {
      throw authErrors.validation(`${label} must be at least ${NAME_MIN_LENGTH} characters long`);
    }
  }
}

export async function signUp(config: ProviderConfig, request: SignUpRequest): Promise<UserJson> {
  const { pool } = config;
  const verdict = checkPassword(request.password);
  if (!verdict.ok) throw authErrors.weakPassword(verdict.message, verdict.reasons);
  const metadata = sanitizeUserMetadata(request.data ?? undefined);
  checkNames(metadata);
  await takeRateLimit(pool, config.rateLimits, 'signUpPerIp', request.ip);

  await takeRateLimit(pool, config.rateLimits, 'signUpPerEmail', request.email);
  const existing = await findUserByEmail(pool, request.email);
  if (existing?.email_confirmed_at) {
    // The answer a new address gets, after the same work; the owner hears of it by email.
    await hashPassword(request.password);
    const firstName = existing.raw_user_meta_data.firstName;
    await sendAccountExists(pool, { to: existing.email, firstName: typeof firstName === 'string' ? firstName : undefined, appOrigin: new URL(request.redirectTo).origin });
    return newUserLookalike(request.email, metadata);
  }
  // Registered but not confirmed: send the confirmation again. The password and names stay as first
  // given, as in GoTrue: nothing proves yet that this request comes from the same person.
  if (existing) {
    await withTransaction(pool, (tx) => emailProof(tx, { user: existing, type: 'signup', challenge: request.challenge, origin: config.publicOrigin(), redirectTo: request.redirectTo }));
    return userResponse(pool, existing.id);
  }

  const passwordHash = await hashPassword(request.password);
  const created = await withTransaction(pool, async (tx) => {
    const user = await insertUser(tx, { email: request.email, passwordHash, userMetadata: metadata, provider: 'email', confirmed: false });
    // Undefined: a concurrent sign-up of the same address won, and sent its own confirmation.
    if (!user) return undefined;
    await linkIdentity(tx, user, 'email', user.id, { sub: user.id, email: user.email, email_verified: false, phone_verified: false });
    await emailProof(tx, { user, type: 'signup', challenge: request.challenge, origin: config.publicOrigin(), redirectTo: request.redirectTo });
    return user;
  });
  const user: UserRow | undefined = created ?? (await findUserByEmail(pool, request.email));
  if (!user) throw authErrors.unexpected();
  return userResponse(pool, user.id);
}

/**
 * POST /resend {type: 'signup'}: another confirmation for an unconfirmed account. The answer is the
 * same whether or not the address has one, so it tells nobody which addresses are registered.
 */
export async function resendConfirmation(config: ProviderConfig, request: { email: string; challenge: CodeChallenge | null; redirectTo: string; ip: string }): Promise<void> {
  const { pool } = config;
  await takeRateLimit(pool, config.rateLimits, 'signUpPerIp', request.ip);
  await takeRateLimit(pool, config.rateLimits, 'signUpPerEmail', request.email);
  const user = await findUserByEmail(pool, request.email);
  if (!user || user.email_confirmed_at) return;
  await withTransaction(pool, (tx) => emailProof(tx, { user, type: 'signup', challenge: request.challenge, origin: config.publicOrigin(), redirectTo: request.redirectTo }));
}
