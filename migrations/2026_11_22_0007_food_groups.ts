// The food groups ingredients belong to: a static reference list like diets and cuisines.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table food_groups (id uuid primary key, name text not null unique, description text not null, position integer not null)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
