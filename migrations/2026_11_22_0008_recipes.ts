// The recipe catalogue's read model: one row per recipe, its lines and links as JSON arrays (the
// catalogue's calls read whole recipes; link-by-link tables follow when authoring needs them).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table recipes (
      id uuid primary key,
      author_id text not null,
      name text not null,
      description text not null,
      servings integer not null,
      prep_time integer not null,
      cook_time integer not null,
      total_time integer not null,
      difficulty text not null,
      calories numeric,
      protein numeric,
      carbohydrate numeric,
      fat numeric,
      cost_per_serving numeric,
      is_vegetarian boolean not null,
      is_vegan boolean not null,
      ingredients jsonb not null,
      steps jsonb not null,
      cuisine_ids jsonb not null,
      diet_ids jsonb not null,
      meal_times jsonb not null,
      food_type_ids jsonb not null,
      tag_ids jsonb not null,
      created_at timestamptz not null
    );
    create index recipes_by_author on recipes (author_id);
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
