// A fresh database per test file, cloned from the migrated template.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { withDatabase } from './global-setup.ts';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminUrl');
  const name = `larder_test_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(adminUrl, 'postgres') });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
  await admin.end();
  return {
    url: withDatabase(adminUrl, name),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: withDatabase(adminUrl, 'postgres') });
      await client.connect();
      // A pool's end() resolves once its clients are asked to close, not once they have: forcing the
      // drop then ends a connection still closing, whose client reports 'terminating connection due to
      // administrator command' as an uncaught error in the test file (a pool with no error listener).
      // So the drop waits for the connections to go, a while, before it forces the rest.
      const deadline = Date.now() + 3_000;
      while (Date.now() < deadline) {
        const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A fresh database for this test file, with a small pool on it: made before its tests, dropped
 * after them. The pool ignores the server ending its connections, which the drop (with force) does
 * to a client still closing.
 */
export function useTestDatabase(options: { max?: number } = {}): { readonly database: TestDatabase; readonly pool: pg.Pool } {
  let database: TestDatabase | undefined;
  let pool: pg.Pool | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: options.max ?? 2 });
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });
  return {
    get database() {
      return database!;
    },
    get pool() {
      return pool!;
    },
  };
}
