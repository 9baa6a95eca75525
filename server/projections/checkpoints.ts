// Projection checkpoints: where each projection stands in the global read order.
import type pg from 'pg';
import { scanAll, scanAllSql, scanOf, type Queryable, type Scan, type ScanOptions } from '../event-store/event-store.ts';
import { compareCheckpoints, type Checkpoint } from '../event-store/types.ts';

export interface StoredCheckpoint extends Checkpoint {
  version: number;
}

export async function readCheckpoint(db: Queryable, name: string, version: number): Promise<StoredCheckpoint> {
  // A plain read first: a write here would give the batch's transaction an id before it reads the
  // log, and every transaction id that is still running holds back the other projections' fence.
  const select = () =>
    db.query<{ version: number; transaction_id: string; global_position: number }>(
      `select version, transaction_id::text as transaction_id, global_position from projection_checkpoints where name = $1`,
      [name],
    );
  let { rows } = await select();
  if (rows.length === 0) {
    await db.query(`insert into projection_checkpoints (name, version) values ($1, $2) on conflict (name) do nothing`, [name, version]);
    ({ rows } = await select());
  }
  const row = rows[0]!;
  return { version: row.version, transactionId: BigInt(row.transaction_id), position: Number(row.global_position) };
}

/** Where every projection stands, by name (a read replica's, or the primary's to compare it with). */
export async function readCheckpoints(db: Queryable): Promise<Map<string, Checkpoint>> {
  const { rows } = await db.query<{ name: string; transaction_id: string; global_position: number }>(
    'select name, transaction_id::text as transaction_id, global_position from projection_checkpoints',
  );
  return new Map(rows.map((row) => [row.name, { transactionId: BigInt(row.transaction_id), position: Number(row.global_position) }]));
}

/** Every target is reached by what is shown (a projection missing from `shown` has reached nothing). */
export function reachesAll(shown: ReadonlyMap<string, Checkpoint>, targets: ReadonlyMap<string, Checkpoint>): boolean {
  for (const [name, target] of targets) {
    const reached = shown.get(name);
    if (!reached || compareCheckpoints(reached, target) < 0) return false;
  }
  return true;
}

export async function writeCheckpoint(db: Queryable, name: string, version: number, checkpoint: Checkpoint): Promise<void> {
  await db.query(
    `update projection_checkpoints set version = $2, transaction_id = $3::xid8, global_position = $4, updated_at = now()
      where name = $1`,
    [name, version, checkpoint.transactionId.toString(), checkpoint.position],
  );
}

/** The lock a batch (or a rebuild's swap) holds so only one applier moves a projection at a time. */
const BATCH_LOCK = 4243;
export const batchLockSql = `select pg_advisory_xact_lock(${BATCH_LOCK}, hashtext($1))`;
/** The first key of the session lock that makes one runner active per projection across processes. */
export const PROJECTION_LOCK_CLASS = 4242;
/** The session lock that makes one runner active per projection across processes. */
export const activeLockSql = `select pg_try_advisory_lock(${PROJECTION_LOCK_CLASS}, hashtext($1)) as locked`;

/** Events of the projection's types that it has not applied yet (capped, for health and status). */
export async function projectionLag(db: Queryable, handles: readonly string[], checkpoint: Checkpoint, cap = 1_000_000): Promise<number> {
  const { rows } = await db.query<{ lag: number }>(
    `select count(*)::int as lag from (
       select 1 from events
        where (transaction_id, global_position) > ($1::xid8, $2::bigint) and event_type = any($3::text[])
        order by transaction_id, global_position -- the index's order: see heldBackBeyondSql
        limit $4) behind`,
    [checkpoint.transactionId.toString(), checkpoint.position, handles, cap],
  );
  return rows[0]!.lag;
}

/** A batch's checkpoint, the read fence as the batch opened (the oldest transaction still running), and the events after it. */
export interface OpenedBatch {
  checkpoint: StoredCheckpoint;
  /** Undefined when the checkpoint row had to be made (the first batch). */
  fence: bigint | undefined;
  scan: Scan;
}

/**
 * Opens a batch's transaction, takes the projection's batch lock, reads its checkpoint and the read
 * fence, and scans the log after the checkpoint, in one round trip (several statements in one
 * simple query; the values are quoted by the client).
 */
export async function openBatch(client: pg.ClientBase, name: string, version: number, scanOptions: ScanOptions): Promise<OpenedBatch> {
  const quoted = client.escapeLiteral(name);
  const stored = (column: string) => `(select ${column} from projection_checkpoints where name = ${quoted})`;
  const results = (await client.query({
    text: `begin;
     select pg_advisory_xact_lock(${BATCH_LOCK}, hashtext(${quoted}));
     select version, transaction_id::text, global_position, pg_snapshot_xmin(pg_current_snapshot())::text
       from projection_checkpoints where name = ${quoted};
     ${scanAllSql(client, { transactionId: stored('transaction_id'), position: stored('global_position') }, scanOptions)}`,
    rowMode: 'array',
  })) as unknown as Array<pg.QueryResult<unknown[]>>;
  const row = results[2]?.rows[0] as [number, string, string | number, string] | undefined;
  // No row yet (a runner normally makes it when it becomes active): the plain path, which inserts it.
  if (!row) {
    const checkpoint = await readCheckpoint(client, name, version);
    return { checkpoint, fence: undefined, scan: await scanAll(client, checkpoint, scanOptions) };
  }
  return {
    checkpoint: { version: Number(row[0]), transactionId: BigInt(row[1]), position: Number(row[2]) },
    fence: BigInt(row[3]),
    scan: scanOf(results[3]!.rows),
  };
}

/**
 * Whether events of these types are committed but were held back by a read fence taken at or
 * before `fence`: events of transactions from the fence on. Only those few recent events are walked
 * (the read-order index from the fence), not the stretch since the checkpoint. The statement, with
 * its values quoted, to send with a batch's closing statements; it answers a row when some are.
 */
export function heldBackBeyondSql(client: Pick<pg.ClientBase, 'escapeLiteral'>, fence: bigint, handles: readonly string[]): string {
  const types = handles.map((type) => client.escapeLiteral(type)).join(', ');
  // In the index's order: a generic plan (the fence unknown) would otherwise walk the whole table
  // (3.6 ms against 0.05 at 31,000 events); decision 0022.
  return `select 1 as held from events where transaction_id >= ${client.escapeLiteral(fence.toString())}::xid8
            and event_type = any(array[${types}]::text[]) order by transaction_id limit 1`;
}

/** writeCheckpoint's statement with its values quoted, to send along with others. */
export function writeCheckpointSql(client: Pick<pg.ClientBase, 'escapeLiteral'>, name: string, version: number, checkpoint: Checkpoint): string {
  return `update projection_checkpoints set version = ${Number(version)}, transaction_id = ${client.escapeLiteral(checkpoint.transactionId.toString())}::xid8,
            global_position = ${Number(checkpoint.position)}, updated_at = now()
      where name = ${client.escapeLiteral(name)}`;
}
