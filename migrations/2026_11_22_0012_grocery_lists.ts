// The grocery list read model: one row per week's list, its lines and pantry differences as JSON
// (always read whole, with the marks applied), found by id or by one of its items' ids.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table grocery_lists (
      id uuid primary key,
      app_user_id uuid not null,
      meal_plan_id uuid not null,
      week_start date not null,
      end_date date not null,
      total_items integer not null,
      estimated_total_cost_cents integer not null,
      items jsonb not null,
      differences jsonb not null,
      refreshed_at timestamptz not null
    );
    create index grocery_lists_by_user on grocery_lists (app_user_id, week_start);
    -- The item calls name an item only: find its list.
    create index grocery_lists_by_item on grocery_lists using gin (items jsonb_path_ops);
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
