// Writes whose answers nobody reads, held back and sent with the transaction's closing statements:
// a projection batch's upserts, deletes and stream marks then cost one round trip together instead
// of one each. On two cores shared with PostgreSQL a round trip costs both processes more than such
// a statement does (decision 0042).
import pg from 'pg';

type Queryable = Pick<pg.ClientBase, 'query'>;

/** A transaction's connection that holds writes back until `takeDeferred` (the closing round trip). */
export class DeferringClient {
  private deferred: string[] = [];

  constructor(private readonly client: pg.ClientBase) {}

  /** A read, or a write whose answer is read: the writes held so far are sent first, so it sees them. */
  query: pg.ClientBase['query'] = ((...args: unknown[]) => {
    if (this.deferred.length === 0) return (this.client.query as (...rest: unknown[]) => unknown)(...args);
    const pending = this.takeDeferred();
    return this.client.query(pending).then(() => (this.client.query as (...rest: unknown[]) => unknown)(...args));
  }) as pg.ClientBase['query'];

  escapeLiteral(value: string): string {
    return this.client.escapeLiteral(value);
  }

  defer(text: string, values: readonly unknown[] = []): void {
    this.deferred.push(inlineValues(this.client, text, values));
  }

  /** The held writes as one string of statements (empty: none), and none held after. */
  takeDeferred(): string {
    const statements = this.deferred.join(';\n');
    this.deferred = [];
    return statements;
  }
}

/**
 * Runs a write whose answer is not read: held for the closing round trip when `db` defers writes (a
 * projection batch), at once otherwise (a rebuild, a plain pool).
 */
export async function deferWrite(db: Queryable, text: string, values: readonly unknown[] = []): Promise<void> {
  if (db instanceof DeferringClient) db.defer(text, values);
  else await db.query(text, values as unknown[]);
}

/** The driver's own conversion of a parameter to its text form (arrays, dates, JSON, Buffers, toPostgres). */
const prepareValue = (pg as unknown as { utils: { prepareValue(value: unknown): string | Buffer | null } }).utils.prepareValue;

/**
 * `text` with each `$n` replaced by its value as a quoted literal, for the simple-query protocol
 * (several statements in one message): the text the driver would send as the parameter, quoted, so
 * PostgreSQL types it from its place as it types a parameter. Only for our own statement texts: a
 * `$n` inside a string literal there would be replaced too.
 */
export function inlineValues(client: Pick<pg.ClientBase, 'escapeLiteral'>, text: string, values: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, index: string) => {
    const position = Number(index);
    if (position < 1 || position > values.length) throw new Error(`no value for $${index}`);
    const prepared = prepareValue(values[position - 1]);
    if (prepared === null) return 'null';
    return client.escapeLiteral(Buffer.isBuffer(prepared) ? `\\x${prepared.toString('hex')}` : prepared);
  });
}
