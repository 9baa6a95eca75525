// Operator commands on accounts: issue beta codes, list them, make a user an admin. They append
// events like any other client (actor ops:cli), so the log says who did what.
import type pg from 'pg';
import type { Db } from '../db/database.ts';
import { handleCommandAcross } from '../event-store/command-handler.ts';
import { newId } from '../event-store/ids.ts';
import type { EventMetadata } from '../event-store/types.ts';
import { findAppUserIdByEmail } from '../modules/accounts/accounts.queries.ts';
import { BETA_CODE_PATTERN, generateBetaCode, issueBetaCode, normalizeBetaCode } from '../modules/beta-codes/index.ts';
import { accountCommand } from '../workflows/account-commands.ts';

const opsMetadata = (what: string): EventMetadata => {
  const commandId = newId();
  return { actor: `ops:${process.env.USER ?? 'cli'}`, commandId, correlationId: commandId, causationId: `ops:${what}` };
};

/** Issues the given codes (or `count` generated ones); returns them as issued. */
export async function createBetaCodes(pool: pg.Pool, wanted: string[], count = 1): Promise<string[]> {
  const codes = wanted.length > 0 ? wanted.map(normalizeBetaCode) : Array.from({ length: count }, generateBetaCode);
  const malformed = codes.filter((code) => !BETA_CODE_PATTERN.test(code));
  if (malformed.length > 0) {
    throw new Error(`Not a usable code: ${malformed.join(', ')}. Codes are 4 to 64 letters, digits and dashes, starting and ending with a letter or digit.`);
  }
  for (const code of codes) await issueBetaCode(pool, code, opsMetadata('beta-codes create'));
  return codes;
}

export async function listBetaCodes(db: Db) {
  return db
    .selectFrom('beta_codes')
    .leftJoin('app_users', 'app_users.id', 'beta_codes.claimed_by')
    .select(['beta_codes.id as code', 'beta_codes.issued_at', 'beta_codes.claimed_at', 'app_users.email as claimed_by'])
    .orderBy('beta_codes.issued_at')
    .execute();
}

/** Makes every app user with this email an admin; returns their ids (none: they never signed in). */
export async function grantAdmin(pool: pg.Pool, db: Db, email: string, now = new Date()): Promise<string[]> {
  const ids = await findAppUserIdByEmail(db, email);
  const metadata = opsMetadata('admin grant');
  for (const appUserId of ids) {
    await handleCommandAcross(pool, { ...accountCommand(appUserId, { type: 'GrantAdmin', grantedBy: metadata.actor, grantedAt: now.toISOString() }, now), metadata });
  }
  return ids;
}
