// Append and read. Appends go through one SQL function call (larder_commit): one round trip and one
// transaction per command, however many streams and jobs it touches.
import type pg from 'pg';
import { StreamVersionConflictError } from './errors.ts';
import { currentSchemaVersion, upcast } from './upcasters.ts';
import { deterministicUuid } from './ids.ts';
import { announceNewEvents } from './new-events.ts';
import { DeferringClient } from '../db/deferred-writes.ts';
import type {
  AppendedEvent,
  Checkpoint,
  CommitResult,
  EventMetadata,
  ExpectedVersion,
  JobRequest,
  RecordedEvent,
  StreamAppend,
} from './types.ts';

type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

export interface CommitRequest<Result = unknown> {
  /** Set for idempotent commands: a second commit with the same key appends nothing. */
  commandKey?: string;
  /** A fingerprint of the request, so a reused key with a different request is caught. */
  requestHash?: string;
  metadata: EventMetadata;
  streams: StreamAppend[];
  jobs?: JobRequest[];
  /** The command's answer, returned again to a retry. */
  result?: Result;
  /**
   * False for a commit whose answer nobody waits on (a background job's): its read models are left
   * to the runner's batch, as applying them here would make every commit several round trips longer.
   */
  applyReadModels?: boolean;
}

const expectedCode = (expected: ExpectedVersion): number => {
  switch (expected) {
    case 'any':
      return -1;
    case 'no_stream':
      return 0;
    case 'stream_exists':
      return -2;
    default:
      if (!Number.isInteger(expected) || expected < 0) throw new Error(`invalid expected version ${expected}`);
      return expected;
  }
};

const expectedText = (code: number) =>
  code === 0 ? 'no stream' : code === -2 ? 'an existing stream' : String(code);

/** Told what each commit appended (never a duplicate's first answer), per connection pool. */
export type CommitObserver = (appended: readonly AppendedEvent[]) => void;
const commitObservers = new WeakMap<object, Set<CommitObserver>>();

/**
 * Calls `observer` after every commit made through `pool` that appended events (the metrics of the
 * process that owns the pool). Keyed by the pool, so several Larders in one process count apart.
 * Returns a function that stops observing.
 */
export function observeCommits(pool: Queryable, observer: CommitObserver): () => void {
  let observers = commitObservers.get(pool);
  if (!observers) commitObservers.set(pool, (observers = new Set()));
  observers.add(observer);
  return () => void observers.delete(observer);
}

/**
 * Read models written inside the commits of a pool (projections/inline.ts), registered by the process
 * that owns the pool. `apply` returns the names of the read models that now show the commit.
 */
export interface InCommitApplier {
  handles: ReadonlySet<string>;
  apply(db: Queryable, events: readonly RecordedEvent[]): Promise<string[]>;
}
const inCommitAppliers = new WeakMap<object, InCommitApplier>();
/**
 * Commits open through each pool that has read models to apply. A commit applies them only when it is
 * its process's only one: its transaction stays open across round trips and every runner's read fence
 * waits for it, and a commit that comes while the process is busy is served more cheaply by the
 * runner's batch (measured in decision 0041).
 */
const openCommits = new WeakMap<object, number>();

/** Commits through `pool` that append events `applier` handles apply them in their transaction. */
export function applyInCommits(pool: pg.Pool, applier: InCommitApplier): () => void {
  inCommitAppliers.set(pool, applier);
  return () => void inCommitAppliers.delete(pool);
}

interface CommitAnswer<Result> {
  duplicate: boolean;
  result: Result;
  versions?: Record<string, number>;
  appended: Array<[string, number]>;
  transactionId: string | null;
  requestHash?: string | null;
}

async function callCommit<Result>(db: Queryable, payload: object): Promise<CommitAnswer<Result>> {
  try {
    // Prepared once per connection: the server skips parsing and planning on every command.
    const { rows } = await db.query({ name: 'larder_commit', text: 'select larder_commit($1::jsonb) as answer', values: [JSON.stringify(payload)] });
    return rows[0].answer;
  } catch (error) {
    const pgError = error as { code?: string; detail?: string };
    if (pgError.code === 'LR409') {
      const detail = JSON.parse(pgError.detail ?? '{}') as { streamId: string; expected: number; actual: number };
      throw new StreamVersionConflictError(detail.streamId, expectedText(detail.expected), detail.actual);
    }
    throw error;
  }
}

/** Rolls back and hands the connection back; one that cannot roll back is closed. */
async function rollBack(client: pg.PoolClient): Promise<void> {
  try {
    await client.query('rollback');
    client.release();
  } catch (error) {
    client.release(error as Error);
  }
}

/**
 * The commit and the inline read models in one transaction (decision 0041): about six more round
 * trips (begin, read back, marks, rows loaded and written, marks written, commit), and the answer
 * needs no projector. Should a read model fail, the commit is made alone and the runner
 * applies the events (or records one it cannot): a read model never costs a command.
 */
async function commitApplying<Result>(pool: pg.Pool, payload: object, applier: InCommitApplier): Promise<{ answer: CommitAnswer<Result>; shownBy: string[] }> {
  const client = await pool.connect();
  let answer: CommitAnswer<Result>;
  try {
    await client.query('begin');
    answer = await callCommit<Result>(client, payload);
  } catch (error) {
    await rollBack(client);
    throw error;
  }
  let shownBy: string[] = [];
  try {
    const positions = (answer.appended ?? []).filter(([type]) => applier.handles.has(type)).map(([, position]) => position);
    if (!answer.duplicate && positions.length > 0) {
      // The rows' writes go together, in one round trip, before the commit: a failing one still
      // falls back to the plain commit below.
      const batch = new DeferringClient(client);
      shownBy = await applier.apply(batch, await queryEvents(client, `select ${EVENT_VALUES} from events where global_position = any($1::int8[]) order by global_position`, [positions]));
      const writes = batch.takeDeferred();
      if (writes) await client.query(writes);
    }
  } catch {
    // The runner meets the same event, and records it as one it cannot apply if it cannot either.
    await rollBack(client);
    return { answer: await callCommit<Result>(pool, payload), shownBy: [] };
  }
  try {
    await client.query('commit');
  } catch (error) {
    // It may have committed: the caller hears of the failure, and a retry with the same command's
    // ids is answered as a duplicate. The connection is not trusted again.
    client.release(error as Error);
    throw error;
  }
  client.release();
  return { answer, shownBy };
}

export async function commit<Result = unknown>(db: Queryable, request: CommitRequest<Result>): Promise<CommitResult<Result>> {
  const payload = {
    commandKey: request.commandKey ?? null,
    requestHash: request.requestHash ?? null,
    metadata: request.metadata,
    result: request.result ?? null,
    jobs: request.jobs ?? [],
    streams: request.streams.map((stream, streamIndex) => ({
      streamId: stream.streamId,
      expectedVersion: expectedCode(stream.expectedVersion),
      ownerId: stream.ownerId,
      events: stream.events.map((event, index) => ({
        // Derived from the command id: a replayed command can never land the same event twice.
        id: event.id ?? deterministicUuid(`${request.metadata.commandId}:${streamIndex}:${stream.streamId}:${index}`),
        type: event.type,
        schemaVersion: event.schemaVersion ?? currentSchemaVersion(event.type),
        data: event.data,
      })),
    })),
  };
  const applier = inCommitAppliers.get(db);
  const open = openCommits.get(db) ?? 0;
  const inline = applier !== undefined && open === 0 && request.applyReadModels !== false && request.streams.some((stream) => stream.events.some((event) => applier.handles.has(event.type)));
  if (applier) openCommits.set(db, open + 1);
  let outcome: { answer: CommitAnswer<Result>; shownBy: string[] };
  try {
    outcome = inline ? await commitApplying<Result>(db as pg.Pool, payload, applier) : { answer: await callCommit<Result>(db, payload), shownBy: [] };
  } finally {
    if (applier) openCommits.set(db, (openCommits.get(db) ?? 1) - 1);
  }
  const { answer, shownBy } = outcome;
  const committed = {
    duplicate: answer.duplicate,
    result: answer.result,
    versions: answer.versions ?? {},
    requestHash: answer.requestHash,
    ...appendedOf(answer.appended, answer.transactionId),
    ...(shownBy.length > 0 && { shownBy }),
  };
  if (!committed.duplicate && committed.appended.length > 0) {
    try {
      // Runners learn of the events after the commit, never inside it (new-events.ts).
      announceNewEvents(db, [...new Set(committed.appended.map((event) => event.type))]);
    } catch {
      // a wake-up is a hint: it must never fail a command that committed
    }
    for (const observer of commitObservers.get(db) ?? []) {
      try {
        observer(committed.appended);
      } catch {
        // counting must never fail a command that committed
      }
    }
  }
  return committed;
}

export function appendedOf(appended: Array<[string, number]> | null | undefined, transactionId: string | null | undefined) {
  const events = (appended ?? []).map(([type, position]) => ({ type, position: Number(position) }));
  return { appended: events, transactionId: events.length > 0 && transactionId ? BigInt(transactionId) : null };
}

interface EventRow {
  global_position: number;
  transaction_id: string;
  stream_id: string;
  stream_version: number;
  event_id: string;
  event_type: string;
  schema_version: number;
  owner_id: string | null;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

const EVENT_COLUMNS = `global_position, transaction_id::text as transaction_id, stream_id, stream_version, event_id,
  event_type, schema_version, owner_id, data, metadata, recorded_at`;

export function toRecordedEvent(row: EventRow): RecordedEvent {
  const current = upcast(row.event_type, row.schema_version, row.data);
  return {
    type: row.event_type,
    data: current.data,
    schemaVersion: current.schemaVersion,
    globalPosition: Number(row.global_position),
    transactionId: BigInt(row.transaction_id),
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    eventId: row.event_id,
    ownerId: row.owner_id,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  };
}

/**
 * The columns of EVENT_COLUMNS read as arrays, with the timestamp as epoch microseconds: several
 * times cheaper to turn into events than named rows and timestamp text, and a replay reads millions.
 */
const EVENT_VALUES = `global_position, transaction_id::text, stream_id, stream_version, event_id, event_type,
  schema_version, owner_id, data, metadata, (extract(epoch from recorded_at) * 1000000)::int8`;

type EventValues = [number | string, string, string, number, string, string, number, string | null, unknown, EventMetadata, number | string];

/** Exactly what toRecordedEvent makes of the same rows read with EVENT_COLUMNS. */
function toRecordedEvents(rows: EventValues[]): RecordedEvent[] {
  // The events of one commit share a transaction id: parse it once.
  let lastText = '';
  let last = 0n;
  return rows.map((row) => {
    if (row[1] !== lastText) {
      lastText = row[1];
      last = BigInt(lastText);
    }
    const current = upcast(row[5], row[6], row[8]);
    return {
      type: row[5],
      data: current.data,
      schemaVersion: current.schemaVersion,
      globalPosition: Number(row[0]),
      transactionId: last,
      streamId: row[2],
      streamVersion: row[3],
      eventId: row[4],
      ownerId: row[7],
      metadata: row[9],
      // The instant the timestamp text parses to: whole milliseconds, the fraction dropped.
      recordedAt: new Date(Math.floor(Number(row[10]) / 1000)),
    };
  });
}

async function queryEvents(db: Queryable, text: string, values: unknown[]): Promise<RecordedEvent[]> {
  const { rows } = await db.query<EventValues>({ text, values, rowMode: 'array' });
  return toRecordedEvents(rows);
}

export async function readStream(db: Queryable, streamId: string, afterVersion = 0): Promise<RecordedEvent[]> {
  return queryEvents(
    db,
    `select ${EVENT_VALUES} from events where stream_id = $1 and stream_version > $2 order by stream_version`,
    [streamId, afterVersion],
  );
}

/** A stream as far as its snapshot, plus the events after it. */
export interface SnapshotAndEvents {
  /** The snapshot of the asked schema (its state as stored), if any not past the stream's version. */
  snapshot: { version: number; state: unknown } | undefined;
  /** The stream's events after the snapshot's version (all of them without a snapshot). */
  events: RecordedEvent[];
}

/**
 * The stream's snapshot of `schema` and the events after it, in one statement (one round trip, one
 * MVCC snapshot). The snapshot comes back as a row of its own, its state in the data column and no
 * event type, ordered before the events since they all have later versions. A snapshot claiming a
 * version the stream does not have (which no commit can leave) is ignored.
 */
export async function readStreamFromSnapshot(db: Queryable, streamId: string, schema: string): Promise<SnapshotAndEvents> {
  const { rows } = await db.query<EventValues>({
    text: `with snapshot as (
        select stream_version, state from stream_snapshots
         where stream_id = $1 and schema = $2
           and stream_version <= coalesce((select version from streams where stream_id = $1), 0)
      )
      select ${EVENT_VALUES} from events
       where stream_id = $1 and stream_version > coalesce((select stream_version from snapshot), 0)
      union all
      select null, null, null, stream_version, null, null, null, null, state, null, null from snapshot
      order by 4`,
    values: [streamId, schema],
    rowMode: 'array',
  });
  const first = rows[0];
  const snapshot = first && first[5] === null ? { version: first[3], state: first[8] } : undefined;
  return { snapshot, events: toRecordedEvents(snapshot ? rows.slice(1) : rows) };
}

/**
 * readStreamFromSnapshot for several streams, each with the snapshot schema it is folded with (none:
 * its events from the first), in one statement: each stream's snapshot (if any) and its events after
 * it. A stream with neither comes back empty.
 */
export async function readStreamsFromSnapshots(
  db: Queryable,
  streams: ReadonlyArray<{ streamId: string; schema: string | undefined }>,
): Promise<Map<string, SnapshotAndEvents>> {
  const byStream = new Map<string, SnapshotAndEvents>(streams.map(({ streamId }) => [streamId, { snapshot: undefined, events: [] }]));
  if (streams.length === 0) return byStream;
  const { rows } = await db.query<EventValues>({
    text: `with snapshot as (
        select snapshots.stream_id, snapshots.stream_version, snapshots.state
          from unnest($1::text[], $2::text[]) as wanted(stream_id, schema)
          join stream_snapshots snapshots on snapshots.stream_id = wanted.stream_id and snapshots.schema = wanted.schema
          join streams on streams.stream_id = snapshots.stream_id
         where snapshots.stream_version <= streams.version
      )
      select ${EVENT_VALUES} from events
       where stream_id = any($1::text[])
         and stream_version > coalesce((select stream_version from snapshot where snapshot.stream_id = events.stream_id), 0)
      union all
      select null, null, stream_id, stream_version, null, null, null, null, state, null, null from snapshot
      order by 3, 4`,
    values: [streams.map(({ streamId }) => streamId), streams.map(({ schema }) => schema ?? null)],
    rowMode: 'array',
  });
  const eventRows = new Map<string, EventValues[]>();
  for (const row of rows) {
    const streamId = row[2];
    // A snapshot row has no event type, and comes first in its stream (its events are all later).
    if (row[5] === null) byStream.get(streamId)!.snapshot = { version: row[3], state: row[8] };
    else (eventRows.get(streamId) ?? eventRows.set(streamId, []).get(streamId)!).push(row);
  }
  for (const [streamId, streamRows] of eventRows) byStream.get(streamId)!.events = toRecordedEvents(streamRows);
  return byStream;
}

export interface ReadAllOptions {
  limit: number;
  /** Only these event types (the checkpoint still moves past the others). */
  types?: readonly string[];
  /** Only this user's events (websocket resume). */
  ownerId?: string;
  /** Stop at this checkpoint, inclusive (websocket resume reads up to what a projection has applied). */
  until?: Checkpoint;
}

/**
 * Events after a checkpoint in the global read order, gap-free under concurrent writers: only events
 * whose transaction is older than every transaction still running are returned, so an event whose
 * transaction commits late can never fall behind a reader's checkpoint.
 */
export async function readAll(db: Queryable, after: Checkpoint, options: ReadAllOptions): Promise<RecordedEvent[]> {
  const params: unknown[] = [after.transactionId.toString(), after.position, options.limit];
  let filters = '';
  if (options.types) {
    params.push(options.types);
    filters += ` and event_type = any($${params.length}::text[])`;
  }
  if (options.ownerId) {
    params.push(options.ownerId);
    filters += ` and owner_id = $${params.length}::uuid`;
  }
  if (options.until) {
    params.push(options.until.transactionId.toString(), options.until.position);
    filters += ` and (transaction_id, global_position) <= ($${params.length - 1}::xid8, $${params.length}::bigint)`;
  }
  return queryEvents(
    db,
    `select ${EVENT_VALUES} from events
      where (transaction_id, global_position) > ($1::xid8, $2::bigint)
        and transaction_id < pg_snapshot_xmin(pg_current_snapshot())${filters}
      -- qualified: a bare name would sort by a text alias ('1000' < '999') and skip events
      order by events.transaction_id, events.global_position
      limit $3`,
    params,
  );
}

export interface ScanOptions {
  /** How many events of the log (of any type) one scan walks at most. */
  limit: number;
  /** The types wanted; the others are walked over, not returned. */
  types: readonly string[];
}

export interface Scan {
  /** The wanted events among those walked, in read order. */
  events: RecordedEvent[];
  /** How many events of the log the scan walked over, wanted or not. */
  scanned: number;
  /** The last event walked over: a reader that handled `events` may move its checkpoint here. */
  scannedTo: Checkpoint | undefined;
}

/** The columns scanAll reads, each null unless the event's type is among `types` (SQL for a text[]). */
const wantedEventValues = (types: string) =>
  ['stream_id', 'stream_version', 'event_id', 'event_type', 'schema_version', 'owner_id', 'data', 'metadata', '(extract(epoch from recorded_at) * 1000000)::int8']
    .map((column) => `case when event_type = any(${types}) then ${column} end`)
    .join(', ');

/** scanAll's statement, `after` and `limit` given as SQL. */
const scanSql = (after: { transactionId: string; position: string }, limit: string, types: string) =>
  // One index walk in read order; an unwanted event yields only its place (its other columns null).
  `select global_position, transaction_id::text, ${wantedEventValues(types)} from events
      where (transaction_id, global_position) > (${after.transactionId}, ${after.position})
        and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      order by events.transaction_id, events.global_position
      limit ${limit}`;

const SCAN_SQL = scanSql({ transactionId: '$1::xid8', position: '$2::bigint' }, '$3', '$4::text[]');

/**
 * The next `limit` events of the log after a checkpoint (under the same fence as readAll), of which
 * only the wanted types are read in full. A reader interested in few types thus walks a bounded
 * stretch per call and learns how far it got, instead of searching ever further past events it will
 * never want: one statement, one snapshot, so no wanted event can hide behind `scannedTo`.
 */
export async function scanAll(db: Queryable, after: Checkpoint, options: ScanOptions): Promise<Scan> {
  const { rows } = await db.query<EventValues>({
    text: SCAN_SQL,
    values: [after.transactionId.toString(), after.position, options.limit, options.types],
    rowMode: 'array',
  });
  return scanOf(rows);
}

/**
 * scanAll's statement with its values quoted, to send with others in one simple query (a runner
 * opens its batch with it): the checkpoint is read where it stands, from SQL for its two values.
 * Its rows, read with rowMode 'array', make the scan through scanOf.
 */
export function scanAllSql(client: Pick<pg.ClientBase, 'escapeLiteral'>, after: { transactionId: string; position: string }, options: ScanOptions): string {
  const types = `array[${options.types.map((type) => client.escapeLiteral(type)).join(', ')}]::text[]`;
  return scanSql(after, String(Math.trunc(options.limit)), types);
}

export function scanOf(rows: unknown[][]): Scan {
  const values = rows as EventValues[];
  const last = values.at(-1);
  return {
    // Rows of unwanted events carry only their place in the log (no stream).
    events: toRecordedEvents(values.filter((row) => row[2] !== null)),
    scanned: values.length,
    scannedTo: last ? { transactionId: BigInt(last[1]), position: Number(last[0]) } : undefined,
  };
}

/** A stream's version: how many events it holds (0 when it does not exist). */
export async function streamVersion(db: Queryable, streamId: string): Promise<number> {
  const { rows } = await db.query<{ version: number }>('select version from streams where stream_id = $1', [streamId]);
  return rows[0]?.version ?? 0;
}

/**
 * The stream's last event as a commit's answer names it (its transaction and its type and place), to
 * wait for the read models to show the stream as it stands when a command recorded nothing.
 */
export async function lastEventOf(db: Queryable, streamId: string): Promise<{ transactionId: bigint | null; appended: AppendedEvent[] }> {
  const { rows } = await db.query<{ transaction_id: string; global_position: string; event_type: string }>(
    `select transaction_id::text as transaction_id, global_position, event_type from events
      where stream_id = $1 order by stream_version desc limit 1`,
    [streamId],
  );
  const row = rows[0];
  return row ? { transactionId: BigInt(row.transaction_id), appended: [{ type: row.event_type, position: Number(row.global_position) }] } : { transactionId: null, appended: [] };
}

/** The last event a reader may see now (the head of the fenced log). */
export async function readHead(db: Queryable): Promise<Checkpoint> {
  const { rows } = await db.query<{ transaction_id: string; global_position: number }>(
    `select transaction_id::text as transaction_id, global_position from events
      where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      order by events.transaction_id desc, events.global_position desc limit 1`,
  );
  const row = rows[0];
  return row ? { transactionId: BigInt(row.transaction_id), position: Number(row.global_position) } : { transactionId: 0n, position: 0 };
}

/** Where an event stands in the read order, from its global position (websocket resume). */
export async function checkpointOf(db: Queryable, position: number): Promise<Checkpoint | undefined> {
  const { rows } = await db.query<{ transaction_id: string }>(
    'select transaction_id::text as transaction_id from events where global_position = $1',
    [position],
  );
  return rows[0] ? { transactionId: BigInt(rows[0].transaction_id), position } : undefined;
}

export type { Queryable };
