// A meal's reason can name another meal of the week ('shares onion with Monday's Dal'). The recipe
// it names is kept beside it, so a read leaves the reason out once no other meal of the plan has
// that recipe (removed, or given another recipe) instead of naming a meal that is gone. Rows
// projected before this column know no such recipe and keep their reason as it was.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table meals add column reason_recipe_id uuid`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
