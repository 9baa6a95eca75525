// Named (server-side prepared) statements for parameterised queries. PostgreSQL then parses and
// plans each statement once per connection instead of on every call: under the mixed load, planning
// took 40 % of all statement time (pg_stat_statements with track_planning), more than executing
// most of the hot lookups (docs/benchmarks/history.md, (h); decision 0022).
//
// A statement that selects `*` stays unnamed: a prepared one fails once its table gains a column
// ("cached plan must not change result type"), as a migration or a rebuilt read model can make it
// do while processes run. Explicit columns only fail on a column's type change, which migrations
// here never make in place.
import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statements kept prepared per connection; past this, new texts run unnamed (generated IN lists). */
const MAX_PER_CONNECTION = 500;
const SELECTS_STAR = /\b(select|returning)\s+(distinct\s+)?([\w"]+\.)?\*/i;

const names = new Map<string, string | null>();

/** The statement's name, or null for a text that must stay unnamed. */
export function statementName(text: string): string | null {
  let name = names.get(text);
  if (name === undefined) {
    name = SELECTS_STAR.test(text) ? null : `larder_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    // Bounded like the connections' sets: texts built with varying parts stop being remembered.
    if (names.size < 5_000) names.set(text, name);
  }
  return name;
}

type QueryConfig = pg.QueryConfig & { submit?: unknown };

/**
 * A pg client that names parameterised statements (by a hash of their text). Calls that pass a
 * Submittable (cursors), a name of their own, or no parameters go through as they are.
 */
export class PreparingClient extends pg.Client {
  private readonly prepared = new Set<string>();

  // pg's query has many overloads; this only rewrites the arguments and hands them on.
  override query(...args: any[]): any {
    const [config, values] = args;
    const named = this.named(config, values);
    if (!named) return (super.query as (...rest: any[]) => any)(...args);
    const callback = args.find((arg) => typeof arg === 'function');
    return callback ? (super.query as (...rest: any[]) => any)(named, callback) : (super.query as (...rest: any[]) => any)(named);
  }

  private named(config: unknown, values: unknown): QueryConfig | undefined {
    let text: string;
    let parameters: unknown;
    let rest: Partial<QueryConfig> = {};
    if (typeof config === 'string') {
      text = config;
      parameters = values;
    } else if (config && typeof config === 'object' && typeof (config as QueryConfig).text === 'string') {
      const given = config as QueryConfig;
      if (given.name || typeof given.submit === 'function') return undefined;
      text = given.text;
      parameters = Array.isArray(values) ? values : given.values;
      rest = given;
    } else {
      return undefined;
    }
    // No parameters: possibly several statements (migrations), which only the simple protocol runs.
    if (!Array.isArray(parameters) || parameters.length === 0) return undefined;
    const name = statementName(text);
    if (!name) return undefined;
    if (!this.prepared.has(name)) {
      if (this.prepared.size >= MAX_PER_CONNECTION) return undefined;
      this.prepared.add(name);
    }
    return { ...rest, text, values: parameters, name };
  }
}
