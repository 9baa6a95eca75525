// Parameterised statements are prepared once per connection, by name; statements selecting `*`,
// cursors and parameterless (possibly multi-statement) texts run as before. A table that gains a
// column breaks neither kind.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../server/db/database.ts';
import { statementName } from '../../server/db/prepared-statements.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';

let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase();
  // One connection: what one statement prepared, the next one sees.
  pool = createPool(database.url, { max: 1 });
  await pool.query('create table prepared_probe (id int primary key, name text not null)');
  await pool.query(`insert into prepared_probe values (1, 'one'), (2, 'two'), (3, 'three')`);
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

const preparedOnConnection = async () =>
  (await pool.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements where name <> $1 order by name', [''])).rows;

describe('prepared statements', () => {
  it('prepares a parameterised statement once and answers each call with its own values', async () => {
    const text = 'select id, name from prepared_probe where id = $1';
    expect((await pool.query(text, [1])).rows).toEqual([{ id: 1, name: 'one' }]);
    expect((await pool.query({ text, values: [2] })).rows).toEqual([{ id: 2, name: 'two' }]);
    expect((await pool.query({ text, values: [3], rowMode: 'array' })).rows).toEqual([[3, 'three']]);
    const prepared = await preparedOnConnection();
    expect(prepared.filter((row) => row.statement === text)).toEqual([{ name: statementName(text), statement: text }]);
  });

  it('leaves statements selecting * unnamed, and parameterless texts (several statements) as they were', async () => {
    const star = 'select * from prepared_probe where id = $1';
    expect(statementName(star)).toBeNull();
    expect(statementName('select p.* from prepared_probe p where id = $1')).toBeNull();
    expect(statementName('insert into prepared_probe values ($1, $2) returning *')).toBeNull();
    expect(statementName('select count(*) from prepared_probe where id > $1')).toMatch(/^larder_/);
    expect((await pool.query(star, [1])).rows).toEqual([{ id: 1, name: 'one' }]);
    const results = (await pool.query('select 1 as a; select 2 as b', [])) as unknown as pg.QueryResult[];
    expect(results.map((result) => result.rows[0])).toEqual([{ a: 1 }, { b: 2 }]);
    expect((await preparedOnConnection()).map((row) => row.statement)).not.toContain(star);
  });

  it('keeps answering after the table gains a column', async () => {
    const named = 'select name from prepared_probe where id = $1';
    const star = 'select * from prepared_probe where id = $1';
    expect((await pool.query(named, [2])).rows).toEqual([{ name: 'two' }]);
    expect((await pool.query(star, [2])).rows).toEqual([{ id: 2, name: 'two' }]);
    await pool.query(`alter table prepared_probe add column colour text not null default 'green'`);
    expect((await pool.query(named, [2])).rows).toEqual([{ name: 'two' }]);
    expect((await pool.query(star, [2])).rows).toEqual([{ id: 2, name: 'two', colour: 'green' }]);
  });
});
