// The planner's index of the catalogue: one row per recipe, meal time and cuisine, in a fixed random
// order (shuffle_key, from the recipe's id), with the diets the recipe keeps. A cook's candidates for
// a meal time are then a short range scan per chosen cuisine, however large the catalogue: before,
// every plan read every recipe of the cook's cuisines, and a week took 2.2 s at 50,000 recipes.
// Written by the recipes projection with each recipe (a derived table, decision 0039); filled here
// from the recipes already projected, as the projection would write them.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table recipe_planner_keys (
      recipe_id uuid not null,
      meal_time text not null,
      cuisine_id uuid not null,
      shuffle_key integer not null,
      kept_diet_ids uuid[] not null
    );
    insert into recipe_planner_keys (recipe_id, meal_time, cuisine_id, shuffle_key, kept_diet_ids)
    select distinct r.id, lower(meal.value), cuisine.value::uuid, ('x' || substr(r.id::text, 1, 8))::bit(32)::integer,
           coalesce((select array_agg(diet.value::uuid) from jsonb_array_elements_text(r.kept_diet_ids) diet), '{}')
      from recipes r
      cross join jsonb_array_elements_text(r.meal_times) meal
      cross join jsonb_array_elements_text(r.cuisine_ids) cuisine;
    create index recipe_planner_keys_by_slot on recipe_planner_keys (meal_time, cuisine_id, shuffle_key) include (kept_diet_ids, recipe_id);
    create index recipe_planner_keys_by_recipe on recipe_planner_keys (recipe_id);
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
