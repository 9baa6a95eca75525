// The grocery lists' lines and the stream snapshots are stored without compression. Both are large
// JSON documents (a list's lines are about 12 kB, a list's snapshot 18 kB) rewritten on every change:
// a mark in the cart rewrites the list's row, and a snapshot is taken every few events. PostgreSQL's
// built-in compression (pglz; this server has no lz4) took 0.29 ms per 18 kB value written, against
// 0.04 ms stored as it is, and reading paid for it again. They are caches of the event log, rebuilt
// from it, so the disk they take matters less than the CPU: the log itself (events) stays compressed.
// SET STORAGE changes only values written from now on; existing rows stay readable as they are.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table grocery_lists alter column items set storage external, alter column differences set storage external;
    alter table stream_snapshots alter column state set storage external
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
