// How a cook's amounts are shown (metric or US) and which ingredients they always keep (decision 0034).
// Null staples: the kitchen's usual ones (salt, pepper, oil, water) until the cook edits the set.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table app_users add column unit_system text not null default 'metric', add column staple_ingredient_ids jsonb`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
