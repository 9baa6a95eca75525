// An accepted event is a fact: a projection that cannot apply one (data that slipped past the edge)
// must step over it and record why, not stall every user's read model behind it.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../server/db/database.ts';
import { commit } from '../../server/event-store/event-store.ts';
import { pantryProjection } from '../../server/modules/pantry/pantry.projection.ts';
import { ProjectionRunner } from '../../server/projections/runner.ts';
import { LarderMetrics } from '../../server/system/metrics.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';
import { eventually } from '../setup/larder.ts';
import { addSpinach } from '../fixtures/pantry-log.ts';

let database: TestDatabase;
let pool: pg.Pool;
let runner: ProjectionRunner;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url);
});
afterAll(async () => {
  await runner?.stop();
  await pool?.end();
  await database?.drop();
});

const addItem = (pantryId: string, appUserId: string, purchaseDate: string) => addSpinach(pool, pantryId, appUserId, purchaseDate);

describe('a projection meeting an event it cannot apply', () => {
  it('records it as skipped, warns, counts it in /metrics and keeps projecting everyone else', async () => {
    const [pantryA, userA, pantryB, userB] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await addItem(pantryA, userA, '2026-11-01');
    // PostgreSQL has no year 0: the row cannot be written, whatever the projection does.
    const poisoned = await addItem(pantryA, userA, '0000-01-01');
    await addItem(pantryB, userB, '2026-11-02');
    await addItem(pantryA, userA, '2026-11-03');

    const logged: Array<{ message: string; fields?: Record<string, unknown> }> = [];
    runner = new ProjectionRunner(pantryProjection, { url: database.url, pollMs: 50, log: (message, fields) => logged.push({ message, fields }) });
    runner.start();

    const rows = await eventually(async () => {
      const { rows } = await pool.query<{ purchase_date: string }>('select purchase_date from pantry_items order by purchase_date');
      return rows.length === 3 && rows;
    }, 15_000, 'the three good items');
    expect(rows.map((row) => row.purchase_date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    const { rows: skipped } = await pool.query('select projection, global_position, event_type, error from projection_skipped_events');
    expect(skipped).toEqual([
      { projection: 'pantry', global_position: poisoned.appended[0]!.position, event_type: 'PantryItemAdded', error: expect.stringMatching(/date/i) },
    ]);
    // An operator hears of it: a warning in the log, and a count in /metrics that should stay 0.
    expect(logged.filter((line) => line.message === 'projection skipped an event it cannot apply').map((line) => line.fields?.level)).toEqual(['warn']);
    const scraped = await new LarderMetrics({ db: pool, projections: [pantryProjection] }).scrape();
    expect(scraped).toMatch(/^larder_projection_skipped_events\{projection="pantry"\} 1$/m);
  });
});
