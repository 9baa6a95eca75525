// The meal plan's read model: one row per plan (with its generation's progress) and one per meal.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table meal_plans (
      id uuid primary key,
      app_user_id uuid not null,
      start_date date not null,
      end_date date not null,
      grocery_list_id uuid not null,
      preferred_number_of_breakfast_meals integer not null,
      preferred_number_of_lunch_meals integer not null,
      preferred_number_of_dinner_meals integer not null,
      -- requested | generating | complete: the date call shows a plan from 'generating' on.
      generation_status text not null,
      planned integer not null,
      wanted integer not null,
      unfilled jsonb not null
    );
    -- The date call and previous/next find a user's plans by week.
    create unique index meal_plans_by_user_week on meal_plans (app_user_id, start_date);

    create table meals (
      id uuid primary key,
      meal_plan_id uuid not null,
      app_user_id uuid not null,
      meal_of_day text not null,
      position integer not null,
      recipe_id uuid not null,
      recipe_name text not null,
      serving_size integer not null,
      planned_cook_date date not null,
      actual_cook_date date,
      has_been_cooked boolean not null,
      source text not null,
      reason text
    );
    create index meals_by_plan on meals (meal_plan_id, meal_of_day, position);
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
