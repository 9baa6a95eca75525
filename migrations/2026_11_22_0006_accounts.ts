// Accounts: the app user row gains preferences, access and admin; the static reference lists the
// preferences point at; beta codes as an ops read model.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table app_users
      add column diet_ids jsonb not null default '[]',
      add column cuisine_ids jsonb not null default '[]',
      add column avoided_ingredient_ids jsonb not null default '[]',
      add column access_sources jsonb not null default '[]',
      add column is_admin boolean not null default false,
      add column setup_completed_at timestamptz;
    create index app_users_by_email on app_users (lower(email));

    create table diets (id uuid primary key, name text not null unique, description text not null, position integer not null);
    create table cuisines (id uuid primary key, name text not null unique, description text not null, position integer not null);
    create table food_types (id uuid primary key, name text not null unique, description text not null, position integer not null);
    create table tags (id uuid primary key, name text not null unique, description text not null, position integer not null, is_default boolean not null default false);

    create table beta_codes (
      id text primary key,
      issued_at timestamptz not null,
      issued_by text not null,
      claimed_by uuid,
      claimed_at timestamptz
    );
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
