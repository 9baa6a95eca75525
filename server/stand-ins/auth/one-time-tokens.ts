// What a confirmation or recovery email carries: a link token (also accepted as `token_hash`) and a
// six-digit code. Both are single use and expire; a new email of the same type voids the previous one,
// and a few wrong codes void the token (six digits are guessable otherwise).
import type { Queryable } from './db.ts';
import { CONFIRMATION_TTL_SECONDS, MAX_CODE_ATTEMPTS, RECOVERY_TTL_SECONDS } from './options.ts';
import { codeDigest, randomToken, sha256, sixDigitCode } from './secrets.ts';

export type EmailTokenType = 'signup' | 'recovery';

export interface OneTimeTokenRow {
  id: string;
  user_id: string;
  type: EmailTokenType;
  flow_state_id: string | null;
}

export const tokenTtlSeconds = (type: EmailTokenType) => (type === 'signup' ? CONFIRMATION_TTL_SECONDS : RECOVERY_TTL_SECONDS);

export async function createOneTimeToken(
  db: Queryable,
  userId: string,
  type: EmailTokenType,
  flowStateId: string | null,
  tokenPrefix = '',
): Promise<{ token: string; code: string }> {
  const token = `${tokenPrefix}${randomToken()}`;
  const code = sixDigitCode();
  await db.query(`delete from auth.one_time_tokens where user_id = $1 and type = $2`, [userId, type]);
  await db.query(
    `insert into auth.one_time_tokens (user_id, type, token_hash, code_hash, flow_state_id, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [userId, type, sha256(token), codeDigest(userId, code), flowStateId, tokenTtlSeconds(type)],
  );
  return { token, code };
}

/** Spends a link token: the row it was, or undefined when unknown, used, expired or of another type. */
export async function useLinkToken(db: Queryable, token: string, types: EmailTokenType[]): Promise<OneTimeTokenRow | undefined> {
  const { rows } = await db.query<OneTimeTokenRow>(
    `update auth.one_time_tokens set used_at = now()
      where token_hash = $1 and type = any($2) and used_at is null and expires_at > now() and failed_attempts < $3
      returning id, user_id, type, flow_state_id`,
    [sha256(token), types, MAX_CODE_ATTEMPTS],
  );
  return rows[0];
}

/** Spends a six-digit code of the user's; a wrong code counts against the user's live tokens. */
export async function useCode(db: Queryable, userId: string, code: string, types: EmailTokenType[]): Promise<OneTimeTokenRow | undefined> {
  const { rows } = await db.query<OneTimeTokenRow>(
    `update auth.one_time_tokens set used_at = now()
      where user_id = $1 and code_hash = $2 and type = any($3) and used_at is null and expires_at > now() and failed_attempts < $4
      returning id, user_id, type, flow_state_id`,
    [userId, codeDigest(userId, code), types, MAX_CODE_ATTEMPTS],
  );
  if (rows[0]) return rows[0];
  await db.query(`update auth.one_time_tokens set failed_attempts = failed_attempts + 1 where user_id = $1 and type = any($2) and used_at is null`, [userId, types]);
  return undefined;
}

/** A recovery link is pointless once the password changed: it would only be a way in for whoever has it. */
export async function voidRecoveryTokens(db: Queryable, userId: string): Promise<void> {
  await db.query(`delete from auth.one_time_tokens where user_id = $1 and type = 'recovery'`, [userId]);
}
