// Snapshots of a stream's folded state, so a command on a long stream reads the snapshot and the
// events after it instead of the whole stream. A cache derived from the events: deleting its rows
// never changes an answer, only how long it takes (decision 0021).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table stream_snapshots (
      stream_id text primary key,
      -- the state is the fold of exactly events 1..stream_version of the stream
      stream_version integer not null,
      -- the shape of the state (the decider's snapshot schema): a snapshot of another shape is ignored
      schema text not null,
      state jsonb not null,
      taken_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
