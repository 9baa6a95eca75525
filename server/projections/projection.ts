// A projection: a name, a version, the event types it handles, the tables it owns, and a function
// that applies a batch of events to those tables inside the runner's transaction.
import type { Queryable } from '../event-store/event-store.ts';
import type { RecordedEvent } from '../event-store/types.ts';

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
  models: readonly string[];
  /** Read-model tables it owns; a rebuild fills shadow copies of them and swaps them in. */
  tables: readonly string[];
  apply(db: Queryable, events: RecordedEvent[]): Promise<ChangeNotice[]>;
  /** Pure: the notices an event causes, so a reconnecting client can be told what it missed. */
  noticesOf(event: RecordedEvent): ChangeNotice[];
}

export interface DocumentProjectionDefinition<Row extends { id: string }> {
  name: string;
  version: number;
  model: string;
  table: string;
  handles: readonly string[];
  /** The rows an event touches. */
  keysOf(event: RecordedEvent): string[];
  /** Pure: the row after the event (null: the row is gone). Must not mutate `row`. */
  evolve(row: Row | null, event: RecordedEvent): Row | null;
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
  return {
    name: definition.name,
    version: definition.version,
    handles: definition.handles,
    models: [definition.model],
    tables: [table],
    noticesOf(event) {
      if (!handled.has(event.type) || !event.ownerId) return [];
      return [{ userId: event.ownerId, model: definition.model, ids: definition.keysOf(event) }];
    },
    async apply(db, events) {
      const keys = [...new Set(events.flatMap((event) => definition.keysOf(event)))];
      const rows = new Map<string, Row | null>();
      if (keys.length > 0) {
        const { rows: existing } = await db.query<Row>(`select * from ${table} where id = any($1::uuid[])`, [keys]);
        for (const row of existing) rows.set(row.id, row);
      }
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
      if (upserts.length > 0) {
        const columns = Object.keys(upserts[0]!).filter((column) => column !== 'id');
        await db.query(
          `insert into ${table} select * from jsonb_populate_recordset(null::${table}, $1::jsonb)
           on conflict (id) do update set ${columns.map((column) => `${column} = excluded.${column}`).join(', ')}`,
          [JSON.stringify(upserts)],
        );
      }
      if (deletes.length > 0) await db.query(`delete from ${table} where id = any($1::uuid[])`, [deletes]);
      return [...touchedBy].map(([userId, ids]) => ({ userId, model: definition.model, ids: [...ids] }));
    },
  };
}
