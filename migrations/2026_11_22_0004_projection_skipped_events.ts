// An accepted event is a fact: a projection that cannot apply one (bad data that slipped past the edge)
// skips it and records why here, instead of stalling every user's read model behind it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table projection_skipped_events (
      projection text not null,
      global_position bigint not null,
      event_type text not null,
      error text not null,
      skipped_at timestamptz not null default now(),
      primary key (projection, global_position)
    );
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
