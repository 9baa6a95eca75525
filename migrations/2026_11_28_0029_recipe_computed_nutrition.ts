// Which of a recipe's nutrition figures were computed from its ingredients rather than typed by its
// author (decision 0034): the recipe page marks them. The recipes projection's version 5 fills it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table recipes add column computed_nutrition jsonb`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
