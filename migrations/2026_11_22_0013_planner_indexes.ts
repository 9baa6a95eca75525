// The planner reads one cook's pantry and the last two weeks' meals for every decision; both were
// found by app_user_id with no index, so each read walked the whole table, a cost growing with every
// cook (60,000 pantry items at 10,000 cooks in the plans bench). Indexes only.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index pantry_items_by_user on pantry_items (app_user_id);
    create index meals_by_user_and_date on meals (app_user_id, planned_cook_date);
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
