// A meal's reason names another meal by recipe and day ('shares onion with Tuesday's Kedgeree').
// The day is kept beside the recipe (0021), so a read leaves the reason out once that day no longer
// has that recipe: a section refresh that moved the Kedgeree to Thursday had left 'Tuesday's'
// standing. Rows projected before know no day and are checked by the recipe alone.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table meals add column reason_date date`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
