// Connections: a pg pool for the hot paths and a Kysely instance over the same pool for queries.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PreparingClient } from './prepared-statements.ts';
import type { Database } from './schema.ts';
import './type-parsers.ts';


export type Db = Kysely<Database>;

/**
 * Where query routes read: the read replicas (DATABASE_READ_URL, replica-set.ts), or the primary when
 * there are none. Commands, and the reads a command's answer makes, always use the primary.
 */
export interface Reads {
  pool: Pick<pg.Pool, 'query'>;
  db: Db;
}

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

export interface PoolOptions {
  max?: number;
  applicationName?: string;
  /** A session that sits idle inside a transaction holds back every projection (the read fence): cap it. */
  idleInTransactionTimeoutMs?: number;
  /**
   * A connection that does not open, or a statement that gets no answer, within this many ms fails
   * (pg's own errors: 'timeout expired' while connecting, 'Query read timeout' after). For
   * a server that drops packets rather than refusing them, which would otherwise hold a query until
   * the kernel gives up on the connection, minutes later. None by default.
   */
  answerTimeoutMs?: number;
}

export function createPool(url: string, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    // Parameterised statements are prepared once per connection (prepared-statements.ts).
    Client: options.answerTimeoutMs ? clientWithConnectTimeout(options.answerTimeoutMs) : PreparingClient,
    query_timeout: options.answerTimeoutMs,
    max: options.max ?? 20,
    // pg closes a connection idle for 10 s by default; opened again at the next burst, it starts
    // with cold caches and every statement to prepare again. A minute rides out a lull.
    idleTimeoutMillis: 60_000,
    application_name: options.applicationName ?? 'larder',
    options: `-c idle_in_transaction_session_timeout=${options.idleInTransactionTimeoutMs ?? 30_000}`,
  });
  // A server restart or an administrator's kill ends idle clients; the pool replaces them.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/**
 * The connect timeout on the client alone: pg-pool reads the same option as how long a query may
 * wait for a free connection, and a wait in a busy pool is not a server that does not answer.
 */
function clientWithConnectTimeout(ms: number): typeof PreparingClient {
  return class extends PreparingClient {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: ms });
    }
  };
}

export function openDatabase(url: string, options: PoolOptions = {}): DatabaseHandle {
  const pool = createPool(url, options);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    pool,
    db,
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
      // Kysely ends the pool only if it ever ran a query itself; raw pool users would otherwise keep
      // an idle connection (and the process) alive for the pool's idle timeout.
      if (!pool.ended) await pool.end();
    },
  };
}
