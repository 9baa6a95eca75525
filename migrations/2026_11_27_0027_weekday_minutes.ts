// How long a cook's weekday breakfast, lunch and dinner may take (decision 0033): what the planner
// holds a weeknight to. Null: any time. The app users projection's version 3 fills them on its rebuild.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table app_users add column weekday_breakfast_minutes integer, add column weekday_lunch_minutes integer, add column weekday_dinner_minutes integer`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
