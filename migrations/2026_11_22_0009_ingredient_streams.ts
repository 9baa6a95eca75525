// Ingredients move onto their own streams (ingredient-{id}): the table becomes the `ingredients`
// projection's read model, filled from the log (the seed is imported as events with actor system).
// Rows written by the earlier direct seed are removed so the projector alone decides what is here.
// Names are no longer unique in the table: the create and edit commands refuse a taken name, and a
// read model must never refuse an event the log has accepted.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from ingredients;
    alter table ingredients drop constraint if exists ingredients_name_key;
    alter table ingredients
      add column description text,
      add column serving_size numeric,
      add column calories_per_base_unit numeric,
      add column protein numeric,
      add column carbohydrate numeric,
      add column fat numeric,
      add column micronutrients text,
      add column common_uses text,
      add column author_id text not null,
      add column food_group_ids jsonb not null,
      add column created_at timestamptz not null,
      add column updated_at timestamptz not null;
    create index ingredients_by_food_group on ingredients using gin (food_group_ids);
    create index ingredients_by_author on ingredients (author_id);
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
