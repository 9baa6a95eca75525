// The provider's SQL runs on the pool or, inside a flow that must be all-or-nothing, on one client.
import type pg from 'pg';

export type Queryable = pg.Pool | pg.PoolClient;

export async function withTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
