// A command's wait for the read models: answered by the projection's notice, and only falling back
// to reading the checkpoints table when the notice is late. Every write waits, so a fallback read
// that still runs after the answer costs one more statement per write.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ProjectionProgress } from '../../server/projections/progress.ts';
import { pantryProjection } from '../../server/modules/pantry/pantry.projection.ts';
import { useTestDatabase } from '../setup/database.ts';
import { sleep } from '../fixtures/pantry-log.ts';

const testDb = useTestDatabase();
/** The statements the progress tracker sends, counted as it sends them. */
let checkpointReads = 0;

const counting = {
  query: (text: string, values?: unknown[]) => {
    checkpointReads++;
    return testDb.pool.query(text, values);
  },
} as unknown as pg.Pool;

describe('waiting for a write to reach the read models', () => {
  it('reads the checkpoints table no more once the notice has answered, before or after its timeout', async () => {
    const progress = new ProjectionProgress(counting, [pantryProjection]);
    const target = new Map([[pantryProjection.name, { transactionId: 1_000n, position: 50 }]]);
    const waiting = progress.waitFor(target, 150);
    // The projection's notice, as the listener hands it on.
    progress.record(pantryProjection.name, { transactionId: 1_000n, position: 50 });
    expect(await waiting).toBe(true);
    await sleep(400);
    expect(checkpointReads).toBe(0);
  });

  it('still reads the table when no notice comes, and answers from it', async () => {
    checkpointReads = 0;
    const progress = new ProjectionProgress(counting, [pantryProjection]);
    // The table holds no row for this name: the target is never reached.
    const waiting = progress.waitFor(new Map([['no-such-projection', { transactionId: 1n, position: 1 }]]), 150);
    expect(await waiting).toBe(false);
    // The early look (at half the timeout) and the last one.
    expect(checkpointReads).toBe(2);
  });
});

describe("waiting for a replica's progress (polled: a replica hears no notice)", () => {
  it('answers as soon as the replica shows the checkpoint, and backs off while a stalled replica shows nothing', async () => {
    checkpointReads = 0;
    const replica = new ProjectionProgress(counting, [pantryProjection], undefined, 2);
    // What the replica's table shows (no projector runs on this database).
    await testDb.pool.query(`insert into projection_checkpoints (name, version, transaction_id, global_position) values ('pantry', 1, '900'::xid8, 40)`);
    const shown = { transactionId: 900n, position: 40 };
    expect(await replica.waitFor(new Map([['pantry', shown]]), 1_000)).toBe(true);
    expect(checkpointReads).toBe(1);

    // A checkpoint the table never reaches: every 2 ms for 50 ms, then doubling to one look every
    // 100 ms. Polling every 2 ms throughout would be about 500 reads in the second.
    checkpointReads = 0;
    const never = new Map([['pantry', { transactionId: shown.transactionId + 1_000_000n, position: shown.position + 1_000_000 }]]);
    expect(await replica.waitFor(never, 1_000)).toBe(false);
    expect(checkpointReads).toBeGreaterThan(10);
    expect(checkpointReads).toBeLessThan(45);
  });
});
