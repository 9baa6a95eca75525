// A rebuild folds a document projection in memory and bulk-loads the rows into bare shadow tables
// whose indexes it builds afterwards. It must end exactly where the batch-by-batch rebuild and the
// pure fold of the log end, including when it runs out of room mid-way and has to write rows out,
// read them back, overwrite and delete them.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../server/db/database.ts';
import { pantryProjection } from '../../server/modules/pantry/pantry.projection.ts';
import type { Projection } from '../../server/projections/projection.ts';
import { rebuildProjection } from '../../server/projections/rebuild.ts';
import { projections } from '../../server/read-models.ts';
import { appendMany, foldPantry, PantryWorkload, readPantryEvents, readPantryItems, seededRandom } from '../fixtures/pantry-log.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';

let database: TestDatabase;
let pool: pg.Pool;
/** The live table's indexes and constraints as the migrations made them, before any rebuild. */
let migrated: Awaited<ReturnType<typeof tableShape>>;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, { max: 4 });
  migrated = await tableShape();
  // Adds, quantity and expiry changes, confirmations and removals over 30 cooks.
  await appendMany(pool, new PantryWorkload(seededRandom(11), 30), 120, 20);
});

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

/** Every column of every row, exactly as stored. */
const storedRows = async () => (await pool.query('select * from pantry_items order by id')).rows;

/** Index and constraint definitions of the live table, names included: migrations refer to them by name. */
async function tableShape() {
  const { rows: indexes } = await pool.query<{ definition: string }>(
    `select indexdef as definition from pg_indexes where schemaname = 'public' and tablename = 'pantry_items' order by 1`,
  );
  const { rows: constraints } = await pool.query<{ definition: string }>(
    `select contype::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as definition
       from pg_constraint where conrelid = 'public.pantry_items'::regclass order by 1`,
  );
  return { indexes: indexes.map((row) => row.definition), constraints: constraints.map((row) => row.definition) };
}

const batchByBatch: Projection = { ...pantryProjection, rebuilder: undefined };
const withRoomFor = (maxRows: number): Projection => ({
  ...pantryProjection,
  rebuilder: (options) => pantryProjection.rebuilder!({ ...options, maxRows }),
});

describe('when the pantry model is rebuilt by folding in memory', () => {
  it('stores the same rows as the batch-by-batch rebuild and the fold of the log', async () => {
    await rebuildProjection(database.url, batchByBatch, { batchSize: 97 });
    const expected = await storedRows();
    expect(expected.length).toBeGreaterThan(100);
    expect(await readPantryItems(pool)).toEqual(foldPantry(await readPantryEvents(pool)));

    await rebuildProjection(database.url, pantryProjection, { batchSize: 97 });
    expect(await storedRows()).toEqual(expected);
  });

  it('stores the same rows when it must write out, read back, overwrite and delete rows mid-way', async () => {
    await rebuildProjection(database.url, batchByBatch, { batchSize: 97 });
    const expected = await storedRows();
    // Room for a handful of rows: every few events a write-out, then reads of rows written before.
    await rebuildProjection(database.url, withRoomFor(7), { batchSize: 97 });
    expect(await storedRows()).toEqual(expected);
    await rebuildProjection(database.url, withRoomFor(150), { batchSize: 500 });
    expect(await storedRows()).toEqual(expected);
  });

  it('swaps in a table with the same indexes and constraints, under the names the migrations gave them', async () => {
    expect(migrated.indexes.length).toBeGreaterThanOrEqual(2);
    await rebuildProjection(database.url, batchByBatch, { batchSize: 500 });
    const before = await tableShape();
    expect(before).toEqual(migrated);
    await rebuildProjection(database.url, pantryProjection, { batchSize: 500 });
    expect(await tableShape()).toEqual(before);
    await rebuildProjection(database.url, withRoomFor(7), { batchSize: 97 });
    expect(await tableShape()).toEqual(before);
  });

  it("leaves every read model's keys and indexes named as the migrations named them", async () => {
    const tables = projections.flatMap((projection) => projection.tables);
    const names = async () => (await pool.query<{ name: string }>(
      `select tablename || ' ' || indexname as name from pg_indexes where schemaname = 'public' and tablename = any($1::text[])
       union all
       select conrelid::regclass::text || ' ' || conname from pg_constraint where conrelid = any(select format('public.%I', t)::regclass from unnest($1::text[]) t)
       order by 1`,
      [tables],
    )).rows.map((row) => row.name);
    const before = await names();
    expect(before.length).toBeGreaterThan(tables.length);
    for (const projection of projections) await rebuildProjection(database.url, projection, { batchSize: 500 });
    expect(await names()).toEqual(before);
  });
});
