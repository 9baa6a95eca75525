// App user reads, shaped as the spec's User (plus the preference links and the admin flag).
import type { Db } from '../../db/database.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function findAppUser(db: Db, appUserId: string) {
  const row = await db.selectFrom('app_users').selectAll().where('id', '=', appUserId).executeTakeFirst();
  if (!row) return undefined;
  const { access_sources: _internal, ...user } = row;
  return {
    ...user,
    email_confirmed_at: iso(row.email_confirmed_at),
    setup_completed_at: iso(row.setup_completed_at),
    created_at: iso(row.created_at)!,
  };
}

export type AppUserProfile = NonNullable<Awaited<ReturnType<typeof findAppUser>>>;

export async function findAppUserIdByEmail(db: Db, email: string): Promise<string[]> {
  const rows = await db.selectFrom('app_users').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase())).execute();
  return rows.map((row) => row.id);
}

/** The user a payment provider's customer belongs to (linked on their stream), if any. */
export async function findAppUserIdByBillingCustomer(db: Db, customerId: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_users').select('id').where('stripe_customer_id', '=', customerId).executeTakeFirst();
  return row?.id;
}
