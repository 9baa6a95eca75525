// Stream snapshots: a write-side cache of a decider's folded state at a stream version (decision
// 0021). Read with the events after them by readStreamFromSnapshot; taken after a commit by
// handleCommand. Deleting them changes no answer.
import type { Queryable } from './event-store.ts';

/**
 * Stores `state` (already as JSON) as the stream's snapshot at `version`, unless one at that version
 * or later is there already: racing writers never move it backwards. A snapshot of another schema
 * (written by a different version of the code) is replaced whatever its version.
 */
export async function saveSnapshot(db: Queryable, snapshot: { streamId: string; version: number; schema: string; state: unknown }): Promise<void> {
  await db.query({
    name: 'larder_save_snapshot',
    text: `insert into stream_snapshots (stream_id, stream_version, schema, state) values ($1, $2, $3, $4::jsonb)
      on conflict (stream_id) do update
         set stream_version = excluded.stream_version, schema = excluded.schema, state = excluded.state, taken_at = now()
       where stream_snapshots.stream_version < excluded.stream_version or stream_snapshots.schema <> excluded.schema`,
    values: [snapshot.streamId, snapshot.version, snapshot.schema, JSON.stringify(snapshot.state)],
  });
}

/** Deletes every snapshot (or those of one schema); commands fold whole streams until new ones are taken. */
export async function dropSnapshots(db: Queryable, schema?: string): Promise<number> {
  const { rowCount } = schema === undefined
    ? await db.query('delete from stream_snapshots')
    : await db.query('delete from stream_snapshots where schema = $1', [schema]);
  return rowCount ?? 0;
}

/** How many snapshots there are per schema, and the versions they stand at. */
export async function snapshotCounts(db: Queryable) {
  const { rows } = await db.query<{ schema: string; snapshots: number; max_version: number; last_taken: Date }>(
    `select schema, count(*)::int as snapshots, max(stream_version) as max_version, max(taken_at) as last_taken
       from stream_snapshots group by schema order by schema`,
  );
  return rows;
}
