// A projection that wants few event types must not search ever further past the others: each batch
// walks a bounded stretch of the log and moves its checkpoint past long runs of events it does not
// want, so its work per wake-up stays flat however many other events the log holds.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../server/db/database.ts';
import { Listener } from '../../server/db/listener.ts';
import { commit } from '../../server/event-store/event-store.ts';
import { pantryProjection } from '../../server/modules/pantry/pantry.projection.ts';
import { readCheckpoint } from '../../server/projections/checkpoints.ts';
import { ProjectionRunner } from '../../server/projections/runner.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';
import { eventually } from '../setup/larder.ts';
import { addSpinach } from '../fixtures/pantry-log.ts';

let database: TestDatabase;
let pool: pg.Pool;
let runner: ProjectionRunner | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url);
});
afterAll(async () => {
  await runner?.stop();
  await pool?.end();
  await database?.drop();
});

const metadata = () => ({ actor: 'test', commandId: randomUUID(), correlationId: 'c', causationId: 'c' });

const addItem = (pantryId: string, appUserId: string, purchaseDate: string) => addSpinach(pool, pantryId, appUserId, purchaseDate);

/** Events no pantry projection wants, in one commit; answers the last one's position. */
async function otherEvents(count: number): Promise<number> {
  const committed = await commit(pool, {
    metadata: metadata(),
    streams: [{ streamId: `notes-${randomUUID()}`, expectedVersion: 'no_stream', ownerId: null, events: Array.from({ length: count }, (_, index) => ({ type: 'TestNoteWritten', data: { index } })) }],
  });
  return committed.appended.at(-1)!.position;
}

describe('a projection among many events of other types', () => {
  it('applies its own events, steps over a poisoned one, and moves its checkpoint past long runs of the others', async () => {
    const [pantry, user] = [randomUUID(), randomUUID()];
    await addItem(pantry, user, '2026-11-01');
    await otherEvents(700);
    const poisoned = await addItem(pantry, user, '0000-01-01');
    await otherEvents(40);
    const last = await addItem(pantry, user, '2026-11-03');
    const tail = await otherEvents(450);

    // Batches of 100: the 700 and the 450 need several walks each, with nothing to apply in most.
    runner = new ProjectionRunner(pantryProjection, { url: database.url, pollMs: 50, batchSize: 100 });
    runner.start();

    const rows = await eventually(async () => {
      const { rows } = await pool.query<{ purchase_date: string }>('select purchase_date from pantry_items order by purchase_date');
      return rows.length === 2 && rows;
    }, 15_000, 'the two good items');
    expect(rows.map((row) => row.purchase_date)).toEqual(['2026-11-01', '2026-11-03']);
    const { rows: skipped } = await pool.query('select global_position from projection_skipped_events');
    expect(skipped).toEqual([{ global_position: poisoned.appended[0]!.position }]);
    // Past its last own event and the long run of others after it (a full batch of them is worth a write).
    const reached = await eventually(async () => {
      const checkpoint = await readCheckpoint(pool, 'pantry', pantryProjection.version);
      return checkpoint.position >= tail - 99 && checkpoint;
    }, 15_000, 'the checkpoint past the tail');
    expect(reached.position).toBeGreaterThan(last.appended[0]!.position);
    await runner.stop();
    runner = undefined;
  });

  it('is woken by commits that hold its events, and left asleep by the others', async () => {
    const listener = new Listener(database.url);
    await listener.start();
    const onBatch: number[] = [];
    // No poll to speak of: only a notice can wake it.
    runner = new ProjectionRunner(pantryProjection, { url: database.url, listener, pollMs: 600_000, batchSize: 100, onBatch: (_name, _checkpoint, applied) => onBatch.push(applied) });
    try {
      runner.start();
      await eventually(async () => runner!.active, 10_000, 'the runner to become active');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const before = onBatch.length;
      // 150 events it does not want: woken, it would walk them and record the walk.
      await otherEvents(150);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(onBatch.length).toBe(before);
      const [pantry, user] = [randomUUID(), randomUUID()];
      await addItem(pantry, user, '2026-11-05');
      await eventually(async () => {
        const { rows } = await pool.query('select 1 from pantry_items where purchase_date = $1', ['2026-11-05']);
        return rows.length === 1;
      }, 5_000, 'the new item, applied on its notice');
    } finally {
      await runner.stop();
      runner = undefined;
      await listener.stop();
    }
  });

  it('looks again soon when its events are held back by a transaction still running, with no poll to wake it', async () => {
    const listener = new Listener(database.url);
    await listener.start();
    runner = new ProjectionRunner(pantryProjection, { url: database.url, listener, pollMs: 600_000, batchSize: 100 });
    const blocker = await pool.connect();
    try {
      runner.start();
      await eventually(async () => runner!.active, 10_000, 'the runner to become active');
      // A transaction that began before the item's commit holds the read fence: the item's notice
      // wakes the runner, but the item is not readable yet, and no other notice will come.
      await blocker.query('begin');
      await blocker.query('select pg_current_xact_id()');
      const [pantry, user] = [randomUUID(), randomUUID()];
      await addItem(pantry, user, '2026-11-07');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const held = await pool.query('select 1 from pantry_items where purchase_date = $1', ['2026-11-07']);
      expect(held.rows).toEqual([]);
      await blocker.query('rollback');
      await eventually(async () => {
        const { rows } = await pool.query('select 1 from pantry_items where purchase_date = $1', ['2026-11-07']);
        return rows.length === 1;
      }, 3_000, 'the held-back item, once the fence moves');
    } finally {
      await blocker.query('rollback').catch(() => {});
      blocker.release();
      await runner.stop();
      runner = undefined;
      await listener.stop();
    }
  });
});
