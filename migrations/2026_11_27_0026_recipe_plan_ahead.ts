// What a recipe asks the cook to do the day before (soak, marinate, chill, rise), decision 0033: the
// calendar says so on the day before, and the planner never plans such a meal with no day before.
// Null when nothing; the recipes projection's version 4 fills it on its rebuild.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table recipes add column plan_ahead text`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
