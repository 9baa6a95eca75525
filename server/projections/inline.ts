// Read models a command writes in its own transaction (decision 0041): the pantry and the meal plans,
// whose rows each belong to one stream. The runner still reads every event, for its checkpoint and the
// websocket's notices; a per-stream mark says which events the rows already show, so each event is
// applied exactly once and in stream order (the order the stream's decider folds), whichever of the
// two applies it, and a rebuild folds them in that order too.
import { readStream, type InCommitApplier, type Queryable } from '../event-store/event-store.ts';
import type { RecordedEvent } from '../event-store/types.ts';
import type { Projection, ProjectionRebuilder } from './projection.ts';
import { deferWrite } from '../db/deferred-writes.ts';

export interface InlineProjection extends Projection {
  /** The projection it makes writable inside commits: what applies each event. */
  inner: Projection;
  /**
   * Inside a commit's transaction, after its events: applies them if the rows show every earlier
   * event of their streams (else the runner will, in order). True when it did.
   */
  applyInCommit(db: Queryable, events: readonly RecordedEvent[]): Promise<boolean>;
}

/** The last version per stream of `events`. */
function lastVersions(events: readonly RecordedEvent[]): Map<string, number> {
  const versions = new Map<string, number>();
  for (const event of events) versions.set(event.streamId, Math.max(versions.get(event.streamId) ?? 0, event.streamVersion));
  return versions;
}

const WRITE_CHUNK = 10_000;

/**
 * The events to apply, each stream's in version order from its mark on; advances `marks`. The log's
 * order is by transaction, and a commit across streams that took its transaction id first can land a
 * stream's later version ahead of an earlier one: that one then brings the earlier ones along, read
 * from the stream (committed already: a version is taken under the stream's lock), and the earlier
 * ones are skipped when the log reaches them.
 */
async function inStreamOrder(db: Queryable, events: readonly RecordedEvent[], marks: Map<string, number>, projection: Projection): Promise<RecordedEvent[]> {
  const ordered: RecordedEvent[] = [];
  for (const event of events) {
    const mark = marks.get(event.streamId) ?? 0;
    if (event.streamVersion <= mark) continue;
    if (event.streamVersion > mark + 1) {
      const earlier = (await readStream(db, event.streamId, mark)).filter((missed) => missed.streamVersion < event.streamVersion && projection.handles.includes(missed.type));
      // An event the runner stepped over (one it cannot apply, recorded as skipped) stays skipped.
      const { rows } = await db.query<{ global_position: number }>('select global_position from projection_skipped_events where projection = $1 and global_position = any($2::int8[])', [
        projection.name,
        earlier.map((missed) => missed.globalPosition),
      ]);
      const skipped = new Set(rows.map((row) => Number(row.global_position)));
      ordered.push(...earlier.filter((missed) => !skipped.has(missed.globalPosition)));
    }
    ordered.push(event);
    marks.set(event.streamId, event.streamVersion);
  }
  return ordered;
}

/**
 * `projection`, made writable inside commits. `marksTable` holds, per stream, the version its rows
 * show; it is one of the projection's tables, so a rebuild writes and swaps it with the rows.
 */
export function appliedInline(projection: Projection, marksTable: string): InlineProjection {
  // In stream order: a commit and the runner lock the same rows in the same order, never crosswise.
  const lockSql = `select stream_id, version from ${marksTable} where stream_id = any($1::text[]) order by stream_id for update`;
  const markSql = `insert into ${marksTable} (stream_id, version) select * from unnest($1::text[], $2::int[])
    on conflict (stream_id) do update set version = greatest(${marksTable}.version, excluded.version)`;

  // The commit's side, in one round trip: the marks it can lock at once (one the runner holds is
  // skipped, not waited for), and the version of the code that built the rows. Rows built by code that
  // keeps no marks (an older runner, during a rolling upgrade) are left to the runner: it applies every
  // event, and one applied here too would count twice.
  const commitLockSql = `with locked as (${lockSql} skip locked)
    select (select version from projection_checkpoints where name = $2) as built_by,
           coalesce(json_agg(json_build_array(stream_id, version)), '[]') as marks from locked`;

  const lockMarks = async (db: Queryable, streamIds: readonly string[]) => {
    const { rows } = await db.query<{ stream_id: string; version: number }>(lockSql, [streamIds]);
    return new Map(rows.map((row) => [row.stream_id, row.version]));
  };
  const writeMarks = async (db: Queryable, versions: ReadonlyMap<string, number>) => {
    const entries = [...versions];
    for (let start = 0; start < entries.length; start += WRITE_CHUNK) {
      const chunk = entries.slice(start, start + WRITE_CHUNK);
      await deferWrite(db, markSql, [chunk.map(([streamId]) => streamId), chunk.map(([, version]) => version)]);
    }
  };

  return {
    ...projection,
    inner: projection,
    // The marks first: the rebuild's swap locks the tables in this order, as commits and the runner do.
    tables: [marksTable, ...projection.tables],
    async apply(db, events) {
      // The runner's side: what a commit applied already is skipped, but still announced.
      const marks = await lockMarks(db, [...new Set(events.map((event) => event.streamId))]);
      const before = new Map(marks);
      const ordered = await inStreamOrder(db, events, marks, projection);
      const notices = ordered.length > 0 ? await projection.apply(db, ordered) : [];
      const applied = new Set(ordered);
      const skipped = events.filter((event) => !applied.has(event)).flatMap((event) => projection.noticesOf(event));
      await writeMarks(db, new Map([...marks].filter(([streamId, version]) => before.get(streamId) !== version)));
      return [...notices, ...skipped];
    },
    async applyInCommit(db, events) {
      const firsts = new Map<string, number>();
      for (const event of events) firsts.set(event.streamId, Math.min(firsts.get(event.streamId) ?? Infinity, event.streamVersion));
      const { rows } = await db.query<{ built_by: number | null; marks: Array<[string, number]> }>(commitLockSql, [[...firsts.keys()].sort(), projection.name]);
      const { built_by: builtBy, marks } = rows[0]!;
      // No checkpoint yet: no runner has built rows, so none can apply these without their marks.
      if (builtBy !== null && builtBy !== projection.version) return false;
      const versions = new Map(marks);
      // A stream with events the rows do not show yet (the runner has not reached them), or whose mark
      // the runner holds, is left to it.
      for (const [streamId, first] of firsts) if ((versions.get(streamId) ?? 0) !== first - 1) return false;
      await projection.apply(db, [...events]);
      await writeMarks(db, lastVersions(events));
      return true;
    },
    rebuilder: projection.rebuilder && ((options) => {
      const rows: ProjectionRebuilder = projection.rebuilder!(options);
      // Every stream's mark, from the first event: the shadow tables start empty.
      const marks = new Map<string, number>();
      let written = new Map<string, number>();
      return {
        async apply(db, events) {
          await rows.apply(db, await inStreamOrder(db, events, marks, projection));
        },
        async flush(db, helpers) {
          await rows.flush(db, helpers);
          // The marks' key first: the shadow tables may start bare.
          await options?.ensureIndexes?.(db);
          await writeMarks(db, new Map([...marks].filter(([streamId, version]) => written.get(streamId) !== version)));
          written = new Map(marks);
        },
      };
    }),
  };
}

/** What the commits of a process's pool apply in their own transactions: every inline projection. */
export function inCommitApplier(projections: readonly Projection[]): InCommitApplier {
  const inline = projections.filter((projection): projection is InlineProjection => 'applyInCommit' in projection);
  return {
    handles: new Set(inline.flatMap((projection) => projection.handles)),
    async apply(db, events) {
      const shown: string[] = [];
      for (const projection of inline) {
        const handled = events.filter((event) => projection.handles.includes(event.type));
        if (handled.length > 0 && (await projection.applyInCommit(db, handled))) shown.push(projection.name);
      }
      return shown;
    },
  };
}
