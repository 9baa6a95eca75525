// Rebuild: replay the whole log into shadow copies of a projection's tables while the api keeps
// serving the live ones, catch up, then swap them in within one short transaction. Readers never see
// a half-built model; the live runner pauses only for the final catch-up and the swap.
import pg from 'pg';
import { readAll, type Queryable } from '../event-store/event-store.ts';
import { ZERO_CHECKPOINT, type Checkpoint, type RecordedEvent } from '../event-store/types.ts';
import { batchLockSql, writeCheckpoint, readCheckpoint } from './checkpoints.ts';
import { NOTIFY_CHANNEL, toPayloads } from './notices.ts';
import type { Projection } from './projection.ts';

export interface RebuildProgress {
  projection: string;
  applied: number;
  total: number;
  eventsPerSecond: number;
  etaSeconds: number;
}

export interface RebuildReport {
  projection: string;
  events: number;
  seconds: number;
  eventsPerSecond: number;
  /** How long the live tables were locked for the swap. */
  swapMs: number;
}

export interface RebuildOptions {
  batchSize?: number;
  onProgress?: (progress: RebuildProgress) => void;
  /** How long to wait for committed events held behind the read fence by open transactions (ms). */
  fenceWaitMs?: number;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

const shadowSchema = (name: string) => `rebuild_${name.replace(/[^a-z0-9_]/gi, '_')}`;
const retiredSchema = (name: string) => `retired_${name.replace(/[^a-z0-9_]/gi, '_')}`;

async function connect(url: string, name: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: `larder-rebuild:${name}` });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/**
 * Gives the shadow copies of `tables` the live tables' keys and indexes under their own names. LIKE's
 * INCLUDING INDEXES would generate new names, and the swap would then leave the live tables with
 * names no migration wrote: a later migration that drops or alters an index by name would fail on a
 * database that had been rebuilt, and only there.
 */
async function copyIndexes(db: Queryable, schema: string, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    const { rows } = await db.query<{ create: string }>(
      `select format('alter table %I.%I add constraint %I %s', $2::text, $1::text, c.conname, pg_get_constraintdef(c.oid)) as create, 0 as rank
         from pg_constraint c
        where c.conrelid = format('public.%I', $1::text)::regclass and c.contype in ('p', 'u', 'x')
       union all
       select regexp_replace(pg_get_indexdef(x.indexrelid), ' ON (ONLY )?\\S+ USING ', format(' ON %I.%I USING ', $2::text, $1::text)), 1
         from pg_index x
        where x.indrelid = format('public.%I', $1::text)::regclass
          and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid and c.conrelid = x.indrelid)
       order by 2, 1`,
      [table, schema],
    );
    // Keys first: an index may be declared on top of a key.
    for (const row of rows) await db.query(row.create);
  }
}

export async function rebuildProjection(url: string, projection: Projection, options: RebuildOptions = {}): Promise<RebuildReport> {
  const batchSize = options.batchSize ?? 10_000;
  const shadow = shadowSchema(projection.name);
  const retired = retiredSchema(projection.name);
  const writer = await connect(url, projection.name);
  const reader = await connect(url, projection.name);
  const started = performance.now();
  try {
    await writer.query(`drop schema if exists ${shadow} cascade`);
    await writer.query(`drop schema if exists ${retired} cascade`);
    await writer.query(`create schema ${shadow}`);
    for (const table of projection.tables) {
      await writer.query(`create table ${shadow}.${table} (like public.${table} including all excluding indexes)`);
    }
    // A projection that folds in memory loads its rows in bulk: into tables without indexes, which
    // get them afterwards, once (several times faster than maintaining them); others get them now.
    let indexed = false;
    const ensureIndexes = async (db: Queryable) => {
      if (indexed) return;
      indexed = true;
      await copyIndexes(db, shadow, projection.tables);
    };
    if (!projection.rebuilder) await ensureIndexes(writer);
    // Projections name their tables unqualified: the shadow copies come first on this connection.
    await writer.query(`set search_path = ${shadow}, public`);
    // Shadow writes can be redone, so they need not wait for the disk; the swap commit does.
    await writer.query('set synchronous_commit = off');

    const { rows } = await reader.query<{ total: number }>(
      'select count(*)::int as total from events where event_type = any($1::text[])',
      [projection.handles],
    );
    let total = rows[0]!.total;
    // Every event committed before the rebuild began is replayed before the swap. The read fence is
    // cluster-wide: a transaction open anywhere (another database on the server included) can hide
    // committed events for a while, so wait for them, up to a bound; past it the live runner, which
    // continues from the swapped checkpoint, applies the rest.
    const committedAtStart = total;
    const fenceDeadline = Date.now() + (options.fenceWaitMs ?? 15_000);
    let applied = 0;
    let checkpoint: Checkpoint = ZERO_CHECKPOINT;
    const read = (after: Checkpoint) => readAll(reader, after, { limit: batchSize, types: projection.handles });
    const report = () => {
      const seconds = (performance.now() - started) / 1000;
      const eventsPerSecond = applied / Math.max(seconds, 0.001);
      total = Math.max(total, applied);
      options.onProgress?.({
        projection: projection.name,
        applied,
        total,
        eventsPerSecond,
        etaSeconds: (total - applied) / Math.max(eventsPerSecond, 1),
      });
    };

    // The shadow tables start empty, so a projection that can fold in memory writes each row about
    // once instead of reading and rewriting the touched rows batch after batch.
    const rebuilder = projection.rebuilder?.({ ensureIndexes });
    // Read the next batch while the current one is applied.
    let next: Promise<RecordedEvent[]> = read(checkpoint);
    while (true) {
      const events = await next;
      if (events.length === 0) {
        if (applied >= committedAtStart || Date.now() > fenceDeadline) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
        next = read(checkpoint);
        continue;
      }
      const last = events[events.length - 1]!;
      checkpoint = { transactionId: last.transactionId, position: last.globalPosition };
      next = events.length < batchSize ? Promise.resolve([]) : read(checkpoint);
      await writer.query('begin');
      if (rebuilder) await rebuilder.apply(writer, events);
      else await projection.apply(writer, events);
      await writer.query('commit');
      applied += events.length;
      report();
    }
    if (rebuilder) {
      // The reader is idle now: let it share the bulk write.
      await reader.query(`set search_path = ${shadow}, public`);
      await reader.query('set synchronous_commit = off');
      await writer.query('begin');
      await rebuilder.flush(writer, [reader]);
      await writer.query('commit');
    }
    await ensureIndexes(writer);
    // Fresh tables have no statistics: without them the first queries after the swap can pick
    // a sequential scan and stall readers right when the new tables go live.
    for (const table of projection.tables) await writer.query(`analyze ${shadow}.${table}`);

    // Swap: hold the batch lock so the live runner pauses, apply what arrived meanwhile, then move
    // the tables. Only the final ALTERs and the commit hold the live tables' lock.
    await writer.query('begin');
    await writer.query('set local synchronous_commit = on');
    await writer.query(batchLockSql, [projection.name]);
    for (let events = await readAll(writer, checkpoint, { limit: batchSize, types: projection.handles }); events.length > 0; events = await readAll(writer, checkpoint, { limit: batchSize, types: projection.handles })) {
      await projection.apply(writer, events);
      const last = events[events.length - 1]!;
      checkpoint = { transactionId: last.transactionId, position: last.globalPosition };
      applied += events.length;
    }
    await readCheckpoint(writer, projection.name, projection.version);
    const swapStarted = performance.now();
    await writer.query(`create schema ${retired}`);
    for (const table of projection.tables) {
      await writer.query(`alter table public.${table} set schema ${retired}`);
      await writer.query(`alter table ${shadow}.${table} set schema public`);
    }
    await writeCheckpoint(writer, projection.name, projection.version, checkpoint);
    for (const payload of toPayloads(projection.name, checkpoint, [], true)) {
      await writer.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, payload]);
    }
    await writer.query('commit');
    const swapMs = performance.now() - swapStarted;
    await writer.query(`drop schema ${retired} cascade`);
    await writer.query(`drop schema ${shadow} cascade`);
    report();
    const seconds = (performance.now() - started) / 1000;
    return { projection: projection.name, events: applied, seconds, eventsPerSecond: applied / Math.max(seconds, 0.001), swapMs };
  } catch (error) {
    await writer.query('rollback').catch(() => {});
    throw error;
  } finally {
    await writer.end().catch(() => {});
    await reader.end().catch(() => {});
  }
}
