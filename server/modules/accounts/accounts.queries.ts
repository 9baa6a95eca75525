// App user reads, shaped as the spec's User (plus the preference links and the admin flag).
import type { Db } from '../../db/database.ts';
import type { AppUsersTable } from '../../db/schema.ts';
import type { Queryable } from '../../event-store/event-store.ts';
import type { AppUserRef } from '../../http/context.ts';
import type { AppUser } from '../../contract/accounts.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Every column but access_sources (internal), named: a statement without `*` is prepared once per connection. */
const APP_USER_COLUMNS = [
  'id',
  'supabase_id',
  'email',
  'first_name',
  'last_name',
  'email_confirmed',
  'email_confirmed_at',
  'setup_complete',
  'has_access',
  'pantry_id',
  'stripe_customer_id',
  'price_id',
  'subscription_id',
  'preferred_number_of_breakfast_meals',
  'preferred_number_of_lunch_meals',
  'preferred_number_of_dinner_meals',
  'preferred_breakfast_serving_size',
  'preferred_lunch_serving_size',
  'preferred_dinner_serving_size',
  'weekday_breakfast_minutes',
  'weekday_lunch_minutes',
  'weekday_dinner_minutes',
  'unit_system',
  'staple_ingredient_ids',
  'created_at',
  'diet_ids',
  'cuisine_ids',
  'avoided_ingredient_ids',
  'is_admin',
  'setup_completed_at',
] as const satisfies ReadonlyArray<Exclude<keyof AppUsersTable, 'access_sources'>>;
// A column added to the table and not listed above fails to compile here.
type UnlistedColumn = Exclude<Exclude<keyof AppUsersTable, 'access_sources'>, (typeof APP_USER_COLUMNS)[number]>;
const everyColumnListed: [UnlistedColumn] extends [never] ? true : UnlistedColumn = true;
void everyColumnListed;

export async function findAppUser(db: Db, appUserId: string): Promise<AppUser | undefined> {
  const row = await db.selectFrom('app_users').select(APP_USER_COLUMNS).where('id', '=', appUserId).executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    email_confirmed_at: iso(row.email_confirmed_at),
    setup_completed_at: iso(row.setup_completed_at),
    created_at: iso(row.created_at)!,
  };
}

/**
 * The caller as every signed-in request needs them (ids, email, and the flags the guards check), in
 * one prepared statement of eight columns: the whole profile's twenty-five columns, its dates and
 * its query built anew each time cost more than most reads that follow it.
 */
export async function findAppUserRef(db: Queryable, appUserId: string): Promise<AppUserRef | undefined> {
  const { rows } = await db.query<AppUserRef>({
    name: 'app_user_ref',
    text: `select id, supabase_id as "supabaseId", pantry_id as "pantryId", email, email_confirmed as "emailConfirmed",
                  setup_complete as "setupComplete", has_access as "hasAccess", is_admin as "isAdmin", unit_system as "unitSystem"
             from app_users where id = $1`,
    values: [appUserId],
  });
  return rows[0];
}

export type AppUserProfile = AppUser;

export async function findAppUserIdByEmail(db: Db, email: string): Promise<string[]> {
  const rows = await db.selectFrom('app_users').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase())).execute();
  return rows.map((row) => row.id);
}

/** The user a payment provider's customer belongs to (linked on their stream), if any. */
export async function findAppUserIdByBillingCustomer(db: Db, customerId: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_users').select('id').where('stripe_customer_id', '=', customerId).executeTakeFirst();
  return row?.id;
}
