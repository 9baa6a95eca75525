// A projection: a name, a version, the event types it handles, the tables it owns, and a function
// that applies a batch of events to those tables inside the runner's transaction.
import type { Queryable } from '../event-store/event-store.ts';
import type { RecordedEvent } from '../event-store/types.ts';
import type { ReadModel } from '../contract/read-models.ts';
import { deferWrite } from '../db/deferred-writes.ts';

/** Which of a user's read models changed: the websocket tells that user's tabs to refetch these. */
export interface ChangeNotice {
  userId: string;
  model: string;
  /** The rows that changed; empty means "anything of this model". */
  ids: string[];
}

export interface Projection {
  name: string;
  /** Bump when the read model's shape or rules change: the runner rebuilds it from the log. */
  version: number;
  handles: readonly string[];
  /** The read models its notices name (what a client refetches). */
  models: readonly ReadModel[];
  /** Read-model tables it owns; a rebuild fills shadow copies of them and swaps them in. */
  tables: readonly string[];
  apply(db: Queryable, events: RecordedEvent[]): Promise<ChangeNotice[]>;
  /** Pure: the notices an event causes, so a reconnecting client can be told what it missed. */
  noticesOf(event: RecordedEvent): ChangeNotice[];
  /**
   * Optional, for a rebuild into freshly made (empty) tables: folds batches in memory and writes
   * each row about once, instead of reading and rewriting the touched rows batch after batch. The
   * tables must end exactly as `apply` over the same events would leave them.
   */
  rebuilder?(options?: RebuilderOptions): ProjectionRebuilder;
}

export interface RebuilderOptions {
  /** Rows held in memory before they are written out (bounds memory on long logs). */
  maxRows?: number;
  /**
   * The tables may start without their indexes (a bulk load is faster without them). Called once,
   * before the rebuilder reads rows back or overwrites rows it wrote, which needs them.
   */
  ensureIndexes?: (db: Queryable) => Promise<void>;
}

export interface ProjectionRebuilder {
  apply(db: Queryable, events: RecordedEvent[]): Promise<void>;
  /**
   * Writes every row still held in memory; call before the tables are read. `helpers` are idle
   * connections (same search path) that may share the writing, one statement at a time each.
   */
  flush(db: Queryable, helpers?: Queryable[]): Promise<void>;
}

export interface DocumentProjectionDefinition<Row extends { id: string }> {
  name: string;
  version: number;
  model: ReadModel;
  table: string;
  handles: readonly string[];
  /** The SQL type of the table's id column (default uuid). */
  keyType?: 'uuid' | 'text';
  /**
   * Rows of a second table derived from each document alone (a recipe's keys for the planner's
   * index): replaced whenever the document is written and removed with it, in the same transaction,
   * so they can never disagree with it. `keyColumn` names the document's id there.
   */
  derived?: { table: string; keyColumn: string; rowsOf(row: Row): object[] };
  /** The rows an event touches. */
  keysOf(event: RecordedEvent): string[];
  /**
   * Pure: the row after the event (null: the row is gone). Must not mutate `row`. During a rebuild
   * `row` is what evolve returned before rather than a fresh read of the table, so treat its values
   * as opaque (copy or replace them) unless they already have the type the table returns.
   */
  evolve(row: Row | null, event: RecordedEvent): Row | null;
}

/** Rows per statement when a rebuild writes out what it folded. */
const WRITE_CHUNK = 10_000;

/**
 * JSON.stringify(rows), several times faster: a Date (timestamps) drops V8 off its fast path, so
 * dates become the same ISO text first, in a copy; other values are left to JSON.stringify.
 */
function rowsJson(rows: readonly object[]): string {
  const plain = rows.map((row) => {
    let copy: Record<string, unknown> | undefined;
    for (const key of Object.keys(row)) {
      const value = (row as Record<string, unknown>)[key];
      if (value instanceof Date) {
        copy ??= { ...row };
        copy[key] = value.toJSON();
      }
    }
    return copy ?? row;
  });
  return JSON.stringify(plain);
}

/**
 * A projection whose read model is one row per key: per batch it loads the rows the events touch
 * (one query), folds the events over them in memory, and writes back the changed rows (one upsert,
 * one delete). The same code serves live batches and rebuilds; in a rebuild, large batches collapse
 * many events per row into one write.
 */
export function documentProjection<Row extends { id: string }>(definition: DocumentProjectionDefinition<Row>): Projection {
  const handled = new Set(definition.handles);
  const table = definition.table;
  const keyArray = `$1::${definition.keyType ?? 'uuid'}[]`;
  const insertSql = `insert into ${table} select * from jsonb_populate_recordset(null::${table}, $1::jsonb)`;
  const derived = definition.derived;
  const insertDerivedSql = derived && `insert into ${derived.table} select * from jsonb_populate_recordset(null::${derived.table}, $1::jsonb)`;
  const deleteDerivedSql = derived && `delete from ${derived.table} where ${derived.keyColumn} = any(${keyArray})`;
  /** The derived rows of `rows`, after those of `replaced` keys are gone (none: a fresh table). */
  const writeDerived = async (db: Queryable, rows: readonly Row[], replaced: readonly string[]) => {
    if (!derived) return;
    if (replaced.length > 0) await deferWrite(db, deleteDerivedSql!, [replaced]);
    const derivedRows = rows.flatMap((row) => derived.rowsOf(row));
    for (let start = 0; start < derivedRows.length; start += WRITE_CHUNK) await deferWrite(db, insertDerivedSql!, [JSON.stringify(derivedRows.slice(start, start + WRITE_CHUNK))]);
  };
  const upsertSql = (sample: Row) =>
    `${insertSql}
     on conflict (id) do update set ${Object.keys(sample)
       .filter((column) => column !== 'id')
       .map((column) => `${column} = excluded.${column}`)
       .join(', ')}`;
  return {
    name: definition.name,
    version: definition.version,
    handles: definition.handles,
    models: [definition.model],
    tables: derived ? [table, derived.table] : [table],
    noticesOf(event) {
      if (!handled.has(event.type) || !event.ownerId) return [];
      return [{ userId: event.ownerId, model: definition.model, ids: definition.keysOf(event) }];
    },
    async apply(db, events) {
      const keys = [...new Set(events.flatMap((event) => definition.keysOf(event)))];
      const rows = new Map<string, Row | null>();
      for (const row of await load(db, keys)) rows.set(row.id, row);
      const existed = new Set(rows.keys());
      const touchedBy = new Map<string, Set<string>>();
      for (const event of events) {
        for (const key of definition.keysOf(event)) {
          rows.set(key, definition.evolve(rows.get(key) ?? null, event));
          if (event.ownerId) {
            const owned = touchedBy.get(event.ownerId) ?? new Set<string>();
            owned.add(key);
            touchedBy.set(event.ownerId, owned);
          }
        }
      }
      const upserts: Row[] = [];
      const deletes: string[] = [];
      for (const [key, row] of rows) {
        if (row) upserts.push(row);
        else if (existed.has(key)) deletes.push(key);
      }
      await write(db, upserts, deletes);
      return [...touchedBy].map(([userId, ids]) => ({ userId, model: definition.model, ids: [...ids] }));
    },
    rebuilder(options = {}) {
      const maxRows = options.maxRows ?? 400_000;
      // Folded since the last write-out: key -> row (null: gone).
      let folded = new Map<string, Row | null>();
      // Keys with a row in the table. The tables start empty, so until the first write-out no key
      // needs a read: an unknown key has no row yet.
      const stored = new Set<string>();

      let indexed = false;
      const ensureIndexes = async (db: Queryable) => {
        if (indexed) return;
        indexed = true;
        await options.ensureIndexes?.(db);
      };

      const writeOut = async (db: Queryable, helpers: Queryable[] = []) => {
        // Nothing written yet means an empty table: plain inserts, no conflicts, no index needed.
        const fresh = stored.size === 0;
        if (!fresh) await ensureIndexes(db);
        const upserts: Row[] = [];
        const deletes: string[] = [];
        for (const [key, row] of folded) {
          if (row) {
            upserts.push(row);
            stored.add(key);
          } else if (stored.delete(key)) {
            deletes.push(key);
          }
        }
        folded = new Map();
        // Converting rows is the server's main cost here: keep one statement in flight on each
        // connection, and serialise the next chunk while they run.
        const connections = [db, ...helpers];
        const lanes: Promise<unknown>[] = connections.map(() => Promise.resolve());
        for (let start = 0, lane = 0; start < upserts.length; start += WRITE_CHUNK, lane = (lane + 1) % connections.length) {
          const payload = rowsJson(upserts.slice(start, start + WRITE_CHUNK));
          await lanes[lane];
          const writing = connections[lane]!.query(fresh ? insertSql : upsertSql(upserts[start]!), [payload]);
          // Awaited later (failures surface there); a rejection must not go unhandled meanwhile.
          writing.catch(() => {});
          lanes[lane] = writing;
        }
        await Promise.all(lanes);
        for (let start = 0; start < deletes.length; start += WRITE_CHUNK) await write(db, [], deletes.slice(start, start + WRITE_CHUNK));
        // A fresh table has no derived rows to replace.
        await writeDerived(db, upserts, fresh ? [] : upserts.map((row) => row.id));
      };

      return {
        async apply(db, events) {
          if (stored.size > 0) {
            await ensureIndexes(db);
            const missing = new Set<string>();
            for (const event of events) {
              for (const key of definition.keysOf(event)) if (!folded.has(key) && stored.has(key)) missing.add(key);
            }
            for (const row of await load(db, [...missing])) folded.set(row.id, row);
          }
          for (const event of events) {
            for (const key of definition.keysOf(event)) {
              const row = definition.evolve(folded.get(key) ?? null, event);
              // A row that is gone and was never written needs no delete: forget it.
              if (row === null && !stored.has(key)) folded.delete(key);
              else folded.set(key, row);
            }
          }
          if (folded.size > maxRows) await writeOut(db);
        },
        flush: writeOut,
      };
    },
  };

  async function load(db: Queryable, keys: string[]): Promise<Row[]> {
    if (keys.length === 0) return [];
    const { rows } = await db.query<Row>(`select * from ${table} where id = any(${keyArray})`, [keys]);
    return rows;
  }

  async function write(db: Queryable, upserts: Row[], deletes: string[]): Promise<void> {
    // Held for the batch's closing round trip where the connection defers writes (a runner's batch).
    if (upserts.length > 0) await deferWrite(db, upsertSql(upserts[0]!), [rowsJson(upserts)]);
    if (deletes.length > 0) await deferWrite(db, `delete from ${table} where id = any(${keyArray})`, [deletes]);
    await writeDerived(db, upserts, [...upserts.map((row) => row.id), ...deletes]);
  }
}
