// auth.users and auth.identities: the accounts the provider knows, and the user object GoTrue answers.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Queryable } from './db.ts';

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  raw_user_meta_data: Record<string, unknown>;
  raw_app_meta_data: { provider?: string; providers?: string[] } & Record<string, unknown>;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

interface IdentityRow {
  id: string;
  user_id: string;
  provider: string;
  provider_id: string;
  identity_data: Record<string, unknown>;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** Addresses compare without regard to case; the spelling first given is the one kept. */
export const normalizeEmail = (email: string): string => email.trim();

export async function findUserByEmail(db: Queryable, email: string, options: { forUpdate?: boolean } = {}): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select * from auth.users where lower(email) = lower($1)${options.forUpdate ? ' for update' : ''}`,
    [normalizeEmail(email)],
  );
  return rows[0];
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUserById(db: Queryable, id: string, options: { forUpdate?: boolean } = {}): Promise<UserRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const { rows } = await db.query<UserRow>(`select * from auth.users where id = $1${options.forUpdate ? ' for update' : ''}`, [id]);
  return rows[0];
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  provider: 'email' | 'google';
  confirmed: boolean;
}

/** Inserts the user, or answers undefined when the address is already taken (a concurrent sign-up). */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (email, encrypted_password, raw_user_meta_data, raw_app_meta_data, email_confirmed_at)
     values ($1, $2, $3, $4, case when $5::boolean then now() end)
     on conflict (lower(email)) do nothing
     returning *`,
    [
      normalizeEmail(user.email),
      user.passwordHash,
      JSON.stringify(user.userMetadata),
      JSON.stringify({ provider: user.provider, providers: [user.provider] }),
      user.confirmed,
    ],
  );
  return rows[0];
}

export async function linkIdentity(db: Queryable, user: UserRow, provider: 'email' | 'google', providerId: string, identityData: Record<string, unknown>): Promise<void> {
  await db.query(
    `insert into auth.identities (user_id, provider, provider_id, identity_data, last_sign_in_at)
     values ($1, $2, $3, $4, now())
     on conflict (provider, provider_id) do update set identity_data = excluded.identity_data, last_sign_in_at = now(), updated_at = now()`,
    [user.id, provider, providerId, JSON.stringify(identityData)],
  );
  await db.query(
    `update auth.users
        set raw_app_meta_data = jsonb_set(raw_app_meta_data, '{providers}',
              (select coalesce(jsonb_agg(distinct p), '[]') from jsonb_array_elements_text(coalesce(raw_app_meta_data->'providers', '[]') || to_jsonb($2::text)) as p)),
            updated_at = now()
      where id = $1`,
    [user.id, provider],
  );
}

export async function markEmailConfirmed(db: Queryable, userId: string): Promise<void> {
  await db.query(`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`, [userId]);
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}', updated_at = now() where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

export async function recordSignIn(db: Queryable, userId: string): Promise<void> {
  await db.query(`update auth.users set last_sign_in_at = now() where id = $1`, [userId]);
}

export async function recordMailSent(db: Queryable, userId: string, type: 'signup' | 'recovery'): Promise<void> {
  const column = type === 'signup' ? 'confirmation_sent_at' : 'recovery_sent_at';
  await db.query(`update auth.users set ${column} = now() where id = $1`, [userId]);
}

export async function updatePassword(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [userId, passwordHash]);
}

export async function mergeUserMetadata(db: Queryable, userId: string, metadata: Record<string, unknown>): Promise<void> {
  await db.query(`update auth.users set raw_user_meta_data = raw_user_meta_data || $2, updated_at = now() where id = $1`, [userId, JSON.stringify(metadata)]);
}

/** The user object of GoTrue's API (what supabase-js calls User). No factors: MFA is not offered. */
export async function userResponse(db: Queryable, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`auth user ${userId} vanished`);
  const { rows: identities } = await db.query<IdentityRow>(`select * from auth.identities where user_id = $1 order by created_at`, [userId]);
  return toUserJson(user, identities);
}

function toUserJson(user: UserRow, identities: IdentityRow[]) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.email_confirmed_at,
    phone: '',
    confirmed_at: user.email_confirmed_at,
    confirmation_sent_at: user.confirmation_sent_at,
    recovery_sent_at: user.recovery_sent_at,
    last_sign_in_at: user.last_sign_in_at,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      email: user.email,
      last_sign_in_at: identity.last_sign_in_at,
      created_at: identity.created_at,
      updated_at: identity.updated_at,
    })),
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
    factors: [],
  };
}

export type UserJson = ReturnType<typeof toUserJson>;

/**
 * A sign-up of an address that already has an account answers this: the user a new sign-up would
 * answer (fresh ids and times, the names given, keys in jsonb's order), so nobody learns from the
 * answer which addresses are registered. GoTrue does the same with confirmations on.
 */
export function newUserLookalike(email: string, userMetadata: Record<string, unknown>): UserJson {
  const now = new Date();
  const id = randomUUID();
  const user: UserRow = {
    id,
    email: normalizeEmail(email),
    encrypted_password: null,
    email_confirmed_at: null,
    raw_user_meta_data: inJsonbOrder(userMetadata),
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    confirmation_sent_at: now,
    recovery_sent_at: null,
    last_sign_in_at: null,
    created_at: now,
    updated_at: now,
  };
  const identityData = { sub: id, email: user.email, email_verified: false, phone_verified: false };
  return toUserJson(user, [{ id: randomUUID(), user_id: id, provider: 'email', provider_id: id, identity_data: identityData, last_sign_in_at: now, created_at: now, updated_at: now }]);
}

/** jsonb keeps an object's keys shorter first, then by their bytes: what a stored object reads back as. */
function inJsonbOrder(value: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(value).sort((a, b) => Buffer.byteLength(a) - Buffer.byteLength(b) || Buffer.compare(Buffer.from(a), Buffer.from(b)));
  return Object.fromEntries(keys.map((key) => [key, value[key]]));
}

/** For the product: who a token's `sub` is, and whether their address is confirmed. */
export async function findLocalAuthUser(pool: pg.Pool, userId: string): Promise<{ id: string; email: string; emailConfirmedAt: Date | null } | undefined> {
  const user = await findUserById(pool, userId);
  return user ? { id: user.id, email: user.email, emailConfirmedAt: user.email_confirmed_at } : undefined;
}
