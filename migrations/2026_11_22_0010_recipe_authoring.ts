// Recipe authoring: favourites, and the indexes the catalogue needs at tens of thousands of recipes
// (name search by substring, the list by name, recipes of a cuisine, a step's recipe).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create extension if not exists pg_trgm;

    create table favorites (
      id uuid primary key,
      app_user_id uuid not null,
      recipe_id uuid not null,
      favorited_at timestamptz not null
    );
    create unique index favorites_by_user on favorites (app_user_id, recipe_id);
    create index favorites_by_recipe on favorites (recipe_id);

    -- ILIKE '%term%' on names (terms of 3+ characters use it).
    create index recipes_name_trigrams on recipes using gin (name gin_trgm_ops);
    -- The list pages in name order.
    create index recipes_by_name on recipes (name, id);
    create index recipes_by_cuisine on recipes using gin (cuisine_ids);
    -- DELETE /recipe-step/{stepId} finds the step's recipe.
    create index recipes_by_step on recipes using gin (steps jsonb_path_ops);
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
