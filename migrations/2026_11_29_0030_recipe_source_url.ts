// Where an imported recipe came from (the page it was read from), so the cook can go back to it and
// credit it. Null for a recipe typed in Larder; only recipes created since carry one, so no rebuild.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table recipes add column source_url text`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
