// graphile-worker leaves a job locked by a killed worker for 4 hours. Live workers beat here; any
// worker may unlock the jobs of one that stopped beating (see workers/stranded-jobs.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table worker_heartbeats (
      worker_id text primary key,
      process text not null,
      beat_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
