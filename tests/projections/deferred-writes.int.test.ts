// A projection batch's writes are held and sent with its closing statements, their values quoted by
// us (server/db/deferred-writes.ts): whatever a cook typed must land exactly as a parameter would
// have put it, and a read in the batch must still see the writes held before it.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeferringClient, deferWrite } from '../../server/db/deferred-writes.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';

let database: TestDatabase;
let client: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(`create table deferred_probe (id int primary key, body text, tags text[], doc jsonb, amount numeric, at timestamptz, done boolean,
    label text, day date, local_at timestamp, big int8)`);
});

afterAll(async () => {
  await client?.end();
  await database?.drop();
});

// Eleven values: $1 is not taken for the start of $10 or $11.
const INSERT = 'insert into deferred_probe (id, body, tags, doc, amount, at, done, label, day, local_at, big) values ($1, $2, $3::text[], $4::jsonb, $5, $6, $7, $8, $9, $10, $11)';

/**
 * What a cook may type, and what an attacker would: quotes, backslashes, placeholders, statement ends;
 * and values a parameter types from its place: a number into text, dates into date and timestamp.
 */
const hostile = [
  [1, "O'Brien's \\ \"stew\" $1 $2; drop table deferred_probe; --", ['a,b', '{braces}', 'say "hi"', 'back\\slash', 'NULL', '', "it's"], { note: "crème brûlée 🍲 \\n '$3'", nested: ['x"y'] }, -3.25, new Date('2026-11-30T06:00:00.123Z'), true, 42, new Date('2026-11-30T23:30:00Z'), new Date('2026-11-30T06:00:00.123Z'), 9007199254740993n],
  [2, null, [], [], 0, null, false, 3.5, null, null, null],
  [3, '\u00e9t\u00e9 \t tab\nnew line', [null, 'x'], null, 123456789.125, new Date(0), null, true, new Date(0), new Date(0), -1n],
] as const;

async function rowsOf(ids: number[]) {
  const { rows } = await client.query('select * from deferred_probe where id = any($1::int[]) order by id', [ids]);
  return rows.map(({ id, ...rest }) => rest);
}

describe('writes held for the closing round trip', () => {
  it('land exactly as the same statement with parameters writes them', async () => {
    for (const values of hostile) await client.query(INSERT, [...values] as unknown[]);
    const byParameters = await rowsOf(hostile.map(([id]) => id));
    await client.query('delete from deferred_probe');

    const batch = new DeferringClient(client);
    for (const values of hostile) await deferWrite(batch, INSERT, [...values] as unknown[]);
    // Nothing sent yet: the writes wait for the closing statements.
    expect((await client.query('select count(*)::int as n from deferred_probe')).rows[0].n).toBe(0);
    await client.query(batch.takeDeferred());
    expect(await rowsOf(hostile.map(([id]) => id))).toEqual(byParameters);
    expect(batch.takeDeferred()).toBe('');
  });

  it('are sent before a read through the batch, which sees them', async () => {
    await client.query('begin');
    try {
      const batch = new DeferringClient(client);
      await deferWrite(batch, INSERT, [10, 'first', [], {}, 1, null, false, null, null, null, null]);
      const { rows } = await batch.query<{ body: string }>('select body from deferred_probe where id = $1', [10]);
      expect(rows).toEqual([{ body: 'first' }]);
      expect(batch.takeDeferred()).toBe('');
    } finally {
      await client.query('rollback');
    }
  });

  it('go at once through a plain connection (a rebuild, a script)', async () => {
    await deferWrite(client, INSERT, [20, 'now', [], {}, 1, null, true, null, null, null, null]);
    expect(await rowsOf([20])).toHaveLength(1);
  });
});
