// The diets a recipe keeps, judged from its ingredients and nutrition (decision 0031): what the
// planner holds a cook's diets to and what a card's badges say, beside the author's diet links.
// Null until judged; the recipes projection's version 3 fills it on its rebuild.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table recipes add column kept_diet_ids jsonb`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
