// First read models (app users, pantry) and the first ingredient table, seeded from public-domain facts.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table app_users (
      id uuid primary key,
      supabase_id text not null unique,
      email text not null,
      first_name text not null default '',
      last_name text not null default '',
      email_confirmed boolean not null default false,
      email_confirmed_at timestamptz,
      setup_complete boolean not null default false,
      has_access boolean not null default false,
      pantry_id uuid not null,
      stripe_customer_id text,
      price_id text,
      subscription_id text,
      preferred_number_of_breakfast_meals integer not null default 3,
      preferred_number_of_lunch_meals integer not null default 3,
      preferred_number_of_dinner_meals integer not null default 3,
      preferred_breakfast_serving_size integer not null default 2,
      preferred_lunch_serving_size integer not null default 2,
      preferred_dinner_serving_size integer not null default 2,
      created_at timestamptz not null
    );

    create table pantry_items (
      id uuid primary key,
      pantry_id uuid not null,
      app_user_id uuid not null,
      ingredient_id uuid not null,
      quantity numeric not null,
      unit_of_measurement text not null,
      purchase_date date not null,
      expiration_date date,
      is_confirmed boolean not null default false,
      confirmed_at timestamptz,
      added_at timestamptz not null,
      updated_at timestamptz not null
    );
    create index pantry_items_by_pantry on pantry_items (pantry_id, added_at, id);

    -- Reference data for this first cut; the catalogue issue moves ingredients onto their own streams.
    create table ingredients (
      id uuid primary key,
      name text not null unique,
      primary_food_group text not null default 'Other',
      unit_of_measurement text not null,
      grams_per_unit numeric,
      estimated_shelf_life integer,
      is_perishable boolean,
      is_vegetarian boolean,
      is_vegan boolean,
      calories_per_100g numeric,
      protein_per_100g numeric,
      carbohydrate_per_100g numeric,
      fat_per_100g numeric,
      estimated_cost_per_unit_cents numeric,
      source_ids text
    );
    create index ingredients_by_name on ingredients (lower(name));

    create table units_of_measurement (
      unit text primary key,
      sort_order integer not null
    );
    insert into units_of_measurement (unit, sort_order) values
      ('g', 1), ('kg', 2), ('ml', 3), ('l', 4), ('piece', 5), ('tsp', 6), ('tbsp', 7), ('cup', 8),
      ('oz', 9), ('lb', 10), ('pinch', 11), ('clove', 12), ('slice', 13), ('can', 14), ('bunch', 15);
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
