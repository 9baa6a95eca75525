// Bumping a projection's version in code is how a changed read model ships: the runner that becomes
// active rebuilds it from the log (shadow tables, then a swap) before going on.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../server/db/database.ts';
import { commit } from '../../server/event-store/event-store.ts';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { pantryStreamId } from '../../server/modules/pantry/pantry.events.ts';
import { pantryProjection } from '../../server/modules/pantry/pantry.projection.ts';
import { ProjectionRunner } from '../../server/projections/runner.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';
import { eventually } from '../setup/larder.ts';

let database: TestDatabase;
let pool: pg.Pool;
const runners: ProjectionRunner[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url);
});
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  await pool?.end();
  await database?.drop();
});

describe('a projection whose version changed', () => {
  it('is rebuilt from the log by the runner, and then kept up to date', async () => {
    const pantryId = randomUUID();
    const appUserId = randomUUID();
    const add = (quantity: number) =>
      commit(pool, {
        metadata: { actor: 'test', commandId: randomUUID(), correlationId: 'c', causationId: 'c' },
        streams: [{
          streamId: pantryStreamId(pantryId),
          expectedVersion: 'any',
          ownerId: appUserId,
          events: [{ type: 'PantryItemAdded', data: { itemId: randomUUID(), pantryId, appUserId, ingredientId: ingredientIdFor('Rice'), quantity, unitOfMeasurement: 'g', purchaseDate: '2026-11-01', expirationDate: null } }],
        }],
      });
    await add(1);
    await add(2);
    const first = new ProjectionRunner(pantryProjection, { url: database.url, pollMs: 50 });
    runners.push(first);
    first.start();
    await eventually(async () => (await pool.query('select 1 from pantry_items')).rowCount === 2, 10_000, 'the current version to apply');
    await first.stop();

    // Tamper with the live table: only a rebuild from the log brings the row back.
    await pool.query('delete from pantry_items where quantity = 1');
    const changed = new ProjectionRunner({ ...pantryProjection, version: pantryProjection.version + 1 }, { url: database.url, pollMs: 50 });
    runners.push(changed);
    changed.start();
    await eventually(async () => {
      const { rows } = await pool.query<{ version: number }>(`select version from projection_checkpoints where name = 'pantry'`);
      return rows[0]?.version === pantryProjection.version + 1;
    }, 15_000, 'the rebuild to the next version');
    await add(3);
    const quantities = await eventually(async () => {
      const { rows } = await pool.query<{ quantity: number }>('select quantity from pantry_items order by quantity');
      return rows.length === 3 && rows.map((row) => row.quantity);
    }, 10_000, 'the new event after the rebuild');
    expect(quantities).toEqual([1, 2, 3]);
  });
});
