// Sessions and their refresh tokens. A session is one signed-in device; its access tokens name it in
// `session_id`, and its refresh tokens rotate: each refresh revokes the token it used and issues a
// child. Only SHA-256 digests of refresh tokens are stored.
import type { Queryable } from './db.ts';
import { randomToken, sha256 } from './secrets.ts';
import { findUserByEmail, insertUser, UUID } from './users.ts';

export type AuthMethod = 'password' | 'otp' | 'email/signup' | 'recovery' | 'oauth';

export interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  authentication_method: AuthMethod;
  created_at: Date;
}

export async function createSession(db: Queryable, userId: string, method: AuthMethod): Promise<SessionRow> {
  const { rows } = await db.query<SessionRow>(
    `insert into auth.sessions (user_id, authentication_method) values ($1, $2) returning id, user_id, aal, authentication_method, created_at`,
    [userId, method],
  );
  return rows[0]!;
}

export async function findSession(db: Queryable, sessionId: string): Promise<SessionRow | undefined> {
  if (!UUID.test(sessionId)) return undefined;
  const { rows } = await db.query<SessionRow>(`select id, user_id, aal, authentication_method, created_at from auth.sessions where id = $1`, [sessionId]);
  return rows[0];
}

/** Issues a refresh token in the session; `parentId` is the token it replaces. Answers the token itself. */
export async function issueRefreshToken(db: Queryable, sessionId: string, parentId: number | null = null): Promise<string> {
  const token = randomToken();
  await db.query(`insert into auth.refresh_tokens (token_hash, session_id, parent_id) values ($1, $2, $3)`, [sha256(token), sessionId, parentId]);
  return token;
}

export interface RefreshTokenRow {
  id: number;
  session_id: string;
  user_id: string;
  revoked_at: Date | null;
  /** Whether it was revoked longer ago than the reuse interval. */
  reuse_expired: boolean;
}

/** Finds a refresh token and locks its session's tokens, so two refreshes of one session take turns. */
export async function findRefreshTokenForUpdate(db: Queryable, token: string, reuseIntervalSeconds: number): Promise<RefreshTokenRow | undefined> {
  const { rows } = await db.query<RefreshTokenRow>(
    `select t.id, t.session_id, s.user_id, t.revoked_at,
            coalesce(t.revoked_at < now() - make_interval(secs => $2), false) as reuse_expired
       from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
      where t.token_hash = $1
      for update of s`,
    [sha256(token), reuseIntervalSeconds],
  );
  return rows[0];
}

export async function revokeRefreshToken(db: Queryable, tokenId: number): Promise<void> {
  await db.query(`update auth.refresh_tokens set revoked_at = now() where id = $1 and revoked_at is null`, [tokenId]);
}

export async function recordRefresh(db: Queryable, sessionId: string): Promise<void> {
  await db.query(`update auth.sessions set refreshed_at = now() where id = $1`, [sessionId]);
}

export async function deleteSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query(`delete from auth.sessions where id = $1`, [sessionId]);
}

/** Signs out: `local` this session, `global` every session of the user, `others` all but this one. */
export async function endSessions(db: Queryable, userId: string, sessionId: string, scope: 'global' | 'local' | 'others'): Promise<void> {
  if (scope === 'local') await db.query(`delete from auth.sessions where id = $1 and user_id = $2`, [sessionId, userId]);
  else if (scope === 'global') await db.query(`delete from auth.sessions where user_id = $1`, [userId]);
  else await db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, sessionId]);
}

/** Of these sessions (each with the user its token names), the ids of those that still exist. */
export async function liveLocalSessions(db: Queryable, sessions: readonly { sessionId: string; sub: string }[]): Promise<Set<string>> {
  const wellFormed = sessions.filter((session) => UUID.test(session.sessionId) && UUID.test(session.sub));
  if (wellFormed.length === 0) return new Set();
  const { rows } = await db.query<{ id: string }>(
    `select s.id from auth.sessions s join unnest($1::uuid[], $2::uuid[]) as asked (id, user_id) on s.id = asked.id and s.user_id = asked.user_id`,
    [wellFormed.map((session) => session.sessionId), wellFormed.map((session) => session.sub)],
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * A session for a script's token (`ops dev-token`): the address's account, made confirmed and
 * password-less if it has none, so the token is refused like any other once the session ends.
 */
export async function openScriptSession(db: Queryable, email: string, userMetadata: Record<string, unknown>): Promise<SessionRow> {
  const user = (await findUserByEmail(db, email)) ?? (await insertUser(db, { email, passwordHash: null, userMetadata, provider: 'email', confirmed: true })) ?? (await findUserByEmail(db, email));
  return createSession(db, user!.id, 'password');
}
