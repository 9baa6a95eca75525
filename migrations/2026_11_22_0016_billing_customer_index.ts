// A payment provider's webhook names a customer; the user it belongs to is found by that id.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index app_users_by_billing_customer on app_users (stripe_customer_id) where stripe_customer_id is not null`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
