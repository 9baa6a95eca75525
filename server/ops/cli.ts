// The operator CLI: `npm run ops -- <command>`. It works on the same database as `npm start`:
// DATABASE_URL when set, else the embedded server of .data/ (the running one, or started for the
// command and stopped after). It never makes a database: a data folder without one is an error, so a
// mistyped LARDER_DATA_DIR is not answered from an empty log.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readEnv } from '../env.ts';
import { openDatabase } from '../db/database.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded-postgres.ts';
import { migrateDatabase } from '../migrate-database.ts';
import { readStream } from '../event-store/event-store.ts';
import { dropSnapshots, snapshotCounts } from '../event-store/snapshots.ts';
import { openScriptSession } from '../stand-ins/auth/index.ts';
import { loadLocalSigningKey, signLocalToken } from '../http/auth.ts';
import { PROJECTION_LOCK_CLASS, projectionLag, readCheckpoint } from '../projections/checkpoints.ts';
import { rebuildProjection } from '../projections/rebuild.ts';
import { projectionsNamed, projections } from '../read-models.ts';
import { progressPrinter } from './progress-bar.ts';
import { createBetaCodes, grantAdmin, listBetaCodes } from './account-ops.ts';

const USAGE = `Usage: npm run ops -- <command>

  status                      checkpoints, lag, queue depth and connections
  rebuild [projection ...]    replay the log into fresh tables and swap them in (all when none named)
  events --stream ID          one stream's events, oldest first
  snapshots                   stream snapshots per schema (a cache of the commands' folds)
  snapshots --drop [--schema S]
                              delete every snapshot (or those of schema S); answers stay the same
  dev-token EMAIL             a bearer token for EMAIL from the local auth provider (local mode only)
  beta-codes create [CODE ...] [--count N]
                              issue beta codes (the given ones, or N generated) and print them
  beta-codes list             every code, and who claimed it
  admin grant EMAIL           make the user with this email an admin (they must have signed in once)
  help                        this list

Projections: ${projections.map((projection) => projection.name).join(', ')}`;

/** A usage mistake: said on stderr with exit code 2 (a failure of the work itself exits 1). */
class UsageError extends Error {}

/** Runs the work on the database; `label` says which, for the operator to check (never the password). */
async function withDatabase<T>(work: (url: string, label: string) => Promise<T>): Promise<T> {
  const env = readEnv();
  let embedded: EmbeddedServer | undefined;
  let label: string;
  if (!env.DATABASE_URL) {
    const pgDir = path.resolve(env.LARDER_DATA_DIR, 'pg');
    if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
      throw new Error(`No Larder database in ${pgDir}. Start Larder there once (npm start), or point LARDER_DATA_DIR (or DATABASE_URL) at the database you mean.`);
    }
    embedded = await startEmbeddedPostgres({ dataDir: env.LARDER_DATA_DIR, reuseRunning: true });
    label = `embedded PostgreSQL (${pgDir}, port ${embedded.port}${embedded.owned ? ', started for this command' : ''})`;
  } else {
    const url = new URL(env.DATABASE_URL);
    label = `DATABASE_URL (${url.hostname || url.searchParams.get('host') || 'local socket'}${url.port ? `:${url.port}` : ''}${url.pathname})`;
  }
  const url = env.DATABASE_URL ?? embedded!.url;
  try {
    if (embedded?.owned) await migrateDatabase(url);
    return await work(url, label);
  } finally {
    await embedded?.stop();
  }
}

/** A command's arguments: only these options, and at most `positionals` plain arguments; else a usage mistake. */
function argumentsOf<T extends NonNullable<Parameters<typeof parseArgs>[0]>['options']>(command: string, args: string[], options: T, positionals = 0) {
  try {
    const parsed = parseArgs({ args, options, allowPositionals: positionals > 0, strict: true });
    if (parsed.positionals.length > positionals) throw new Error(`Unexpected argument '${parsed.positionals[positionals]}'`);
    return parsed;
  } catch (error) {
    throw new UsageError(`${command}: ${(error as Error).message.split('.')[0]}. See npm run ops -- help`);
  }
}

async function status(url: string, database: string) {
  const handle = openDatabase(url, { max: 2, applicationName: 'larder-ops' });
  try {
    const { rows: head } = await handle.pool.query<{ position: number | null; events: number }>(
      'select max(global_position) as position, count(*)::int as events from events',
    );
    console.log(`Database: ${database}`);
    console.log(`Event log: ${head[0]!.events.toLocaleString('en-US')} events, head position ${head[0]!.position ?? 0}`);
    // Which process is active for each projection: the holder of its runner lock (activeLockSql) in
    // this database (advisory locks are per database; the server may hold others'), named in that
    // connection's application_name (larder-projector:<projection>@<node>).
    const { rows: holders } = await handle.pool.query<{ name: string }>(
      `select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where l.locktype = 'advisory' and l.classid = ${PROJECTION_LOCK_CLASS} and l.objsubid = 2 and l.granted
          and l.database = (select oid from pg_database where datname = current_database())`,
    );
    const activeIn = new Map(
      holders.map(({ name }) => {
        const [role, node] = name.split('@');
        return [role!.slice('larder-projector:'.length), node || '(a process without a name)'] as const;
      }),
    );
    console.log('\nProjection        version  position    lag     updated                   active in');
    for (const projection of projections) {
      const checkpoint = await readCheckpoint(handle.pool, projection.name, projection.version);
      const lag = await projectionLag(handle.pool, projection.handles, checkpoint);
      const { rows } = await handle.pool.query<{ updated_at: Date; version: number }>(
        'select updated_at, version from projection_checkpoints where name = $1',
        [projection.name],
      );
      const stale = rows[0]!.version !== projection.version ? ` (code is at v${projection.version}: rebuild)` : '';
      console.log(
        `${projection.name.padEnd(17)} ${String(rows[0]!.version).padStart(7)}  ${String(checkpoint.position).padStart(8)}  ${String(lag).padStart(5)}     ${rows[0]!.updated_at.toISOString()}  ${activeIn.get(projection.name) ?? 'none (no projector running)'}${stale}`,
      );
    }
    const { rows: skipped } = await handle.pool.query<{ projection: string; count: number }>(
      'select projection, count(*)::int as count from projection_skipped_events group by projection',
    );
    for (const row of skipped) {
      console.log(`  ${row.projection}: ${row.count} event(s) skipped as unappliable (see projection_skipped_events)`);
    }
    const { rows: jobs } = await handle.pool.query<{ ready: number; locked: number; failed: number }>(
      `select count(*) filter (where locked_at is null and attempts < max_attempts)::int as ready,
              count(*) filter (where locked_at is not null)::int as locked,
              count(*) filter (where attempts >= max_attempts)::int as failed
         from graphile_worker._private_jobs`,
    );
    console.log(`\nJob queue: ${jobs[0]!.ready} waiting, ${jobs[0]!.locked} running, ${jobs[0]!.failed} failed for good`);
    // Every node's pool counts against the server's limit (DATABASE_POOL_SIZE each, runbook 'Add a node').
    const { rows: connections } = await handle.pool.query<{ name: string; count: number; limit: number }>(
      `select coalesce(nullif(split_part(application_name, '@', 1), ''), '(unnamed)') as name, count(*)::int as count,
              current_setting('max_connections')::int as limit
         from pg_stat_activity where backend_type = 'client backend' group by 1 order by 2 desc, 1`,
    );
    const total = connections.reduce((sum, row) => sum + row.count, 0);
    const limit = connections[0]?.limit ?? 0;
    console.log(`Connections: ${total} of max_connections ${limit} (${connections.map((row) => `${row.name} ${row.count}`).join(', ')})`);
    // Replicas streaming from this server (DATABASE_READ_URL, decision 0025), and how far behind each is.
    const { rows: replicas } = await handle.pool.query<{ name: string; state: string; bytes: string | null; lag: string | null }>(
      `select application_name as name, state, pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::bigint::text as bytes,
              coalesce(extract(epoch from replay_lag) * 1000, 0)::int::text as lag
         from pg_stat_replication order by 1`,
    );
    for (const replica of replicas) {
      console.log(`Replication: ${replica.name} ${replica.state}, ${replica.bytes ?? '?'} bytes of WAL to replay, replay lag ${replica.lag ?? '?'} ms`);
    }
  } finally {
    await handle.close();
  }
}

async function rebuild(url: string, names: string[]) {
  const nameWidth = Math.max(...projections.map((projection) => projection.name.length));
  for (const projection of projectionsNamed(names)) {
    const printer = progressPrinter(process.stderr, nameWidth);
    let last: Parameters<typeof printer.done>[0] | undefined;
    const report = await rebuildProjection(url, projection, {
      onProgress: (progress) => {
        last = progress;
        printer.update(progress);
      },
    });
    if (last) printer.done(last);
    console.log(
      `Rebuilt ${report.projection}: ${report.events.toLocaleString('en-US')} event${report.events === 1 ? '' : 's'} in ${report.seconds.toFixed(2)} s ` +
        `(${Math.round(report.eventsPerSecond).toLocaleString('en-US')} ev/s), tables swapped in ${report.swapMs.toFixed(1)} ms`,
    );
  }
}

async function events(url: string, database: string, streamId: string) {
  const handle = openDatabase(url, { max: 1, applicationName: 'larder-ops' });
  try {
    const stream = await readStream(handle.pool, streamId);
    if (stream.length === 0) {
      // Say what the stream ids of this log look like: a wrong prefix or a pasted id is the usual cause.
      const { rows } = await handle.pool.query<{ category: string }>(
        `select distinct split_part(stream_id, '-', 1) as category from streams order by 1`,
      );
      throw new Error(`No stream ${streamId} in ${database}. Stream ids are a category and an id, e.g. user-<appUserId>; the categories here: ${rows.map((row) => `${row.category}-…`).join(', ') || 'none (the log is empty)'}.`);
    }
    for (const event of stream) {
      console.log(
        JSON.stringify({
          version: event.streamVersion,
          position: event.globalPosition,
          type: event.type,
          recordedAt: event.recordedAt,
          data: event.data,
          metadata: event.metadata,
        }),
      );
    }
  } finally {
    await handle.close();
  }
}

async function snapshots(url: string, drop: boolean, schema: string | undefined) {
  const handle = openDatabase(url, { max: 1, applicationName: 'larder-ops' });
  try {
    if (drop) {
      if (schema !== undefined) {
        const stored = (await snapshotCounts(handle.pool)).map((row) => row.schema);
        if (!stored.includes(schema)) throw new Error(`No snapshots of schema ${schema}. Schemas with snapshots: ${stored.join(', ') || 'none'}.`);
      }
      const deleted = await dropSnapshots(handle.pool, schema);
      console.log(`Deleted ${deleted.toLocaleString('en-US')} snapshot(s)${schema ? ` of schema ${schema}` : ''}. Commands fold whole streams until new ones are taken.`);
      return;
    }
    const rows = await snapshotCounts(handle.pool);
    if (rows.length === 0) console.log('No stream snapshots.');
    else console.log('Schema                     snapshots  highest version  last taken');
    for (const row of rows) {
      console.log(`${row.schema.padEnd(26)} ${String(row.snapshots).padStart(9)}  ${String(row.max_version).padStart(15)}  ${row.last_taken.toISOString()}`);
    }
  } finally {
    await handle.close();
  }
}

async function devToken(url: string, email: string) {
  const env = readEnv();
  if (env.SUPABASE_URL) throw new Error('dev-token works in local auth mode only (SUPABASE_URL is set).');
  const handle = openDatabase(url, { max: 1, applicationName: 'larder-ops' });
  try {
    const key = await loadLocalSigningKey(handle.db);
    const origin = env.APP_ORIGIN ?? `http://localhost:${env.PORT}`;
    const userMetadata = { firstName: email.split('@')[0], lastName: '' };
    const session = await openScriptSession(handle.pool, email, userMetadata);
    const token = await signLocalToken(key, `${origin}/auth/v1`, { sub: session.user_id, sessionId: session.id, email, userMetadata });
    console.log(token);
  } finally {
    await handle.close();
  }
}

async function betaCodes(url: string, args: string[]) {
  const { values, positionals } = argumentsOf('beta-codes', args, { count: { type: 'string' } }, Infinity);
  const [action, ...codes] = positionals;
  const handle = openDatabase(url, { max: 2, applicationName: 'larder-ops' });
  try {
    if (action === 'create') {
      if (codes.length > 0 && values.count !== undefined) throw new UsageError('beta-codes create takes codes or --count N, not both');
      const count = values.count === undefined ? 1 : Number(values.count);
      if (!Number.isInteger(count) || count < 1 || count > 1000) throw new UsageError('--count must be a whole number from 1 to 1000');
      for (const code of await createBetaCodes(handle.pool, codes, count)) console.log(code);
    } else if (action === 'list') {
      const rows = await listBetaCodes(handle.db);
      if (rows.length === 0) console.log('No beta codes yet: npm run ops -- beta-codes create');
      for (const row of rows) {
        console.log(`${row.code.padEnd(20)} issued ${new Date(row.issued_at).toISOString()}  ${row.claimed_at ? `claimed by ${row.claimed_by ?? '?'} at ${new Date(row.claimed_at).toISOString()}` : 'available'}`);
      }
    } else {
      throw new UsageError(action ? `beta-codes: unknown action '${action}' (create or list)` : 'beta-codes needs create or list');
    }
  } finally {
    await handle.close();
  }
}

async function admin(url: string, args: string[]) {
  const [action, email] = args;
  if (action !== 'grant' || !email?.includes('@') || args.length > 2) throw new UsageError('Usage: admin grant EMAIL');
  const handle = openDatabase(url, { max: 2, applicationName: 'larder-ops' });
  try {
    const ids = await grantAdmin(handle.pool, handle.db, email);
    if (ids.length === 0) throw new Error(`No user has the email ${email}. They must sign in once before they can be made an admin.`);
    console.log(`${email} is now an admin (app user ${ids.join(', ')}).`);
  } finally {
    await handle.close();
  }
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  switch (command) {
    case 'status':
      argumentsOf('status', rest, {});
      return withDatabase(status);
    case 'rebuild':
      argumentsOf('rebuild', rest, {}, Infinity);
      projectionsNamed(rest);
      return withDatabase((url) => rebuild(url, rest));
    case 'events': {
      const { values } = argumentsOf('events', rest, { stream: { type: 'string' } });
      if (!values.stream) throw new UsageError('events needs --stream ID');
      return withDatabase((url, database) => events(url, database, values.stream!));
    }
    case 'snapshots': {
      const { values } = argumentsOf('snapshots', rest, { drop: { type: 'boolean' }, schema: { type: 'string' } });
      if (values.schema !== undefined && !values.drop) throw new UsageError('--schema goes with --drop');
      return withDatabase((url) => snapshots(url, values.drop ?? false, values.schema));
    }
    case 'dev-token':
      argumentsOf('dev-token', rest, {}, 1);
      if (!rest[0] || !rest[0].includes('@')) throw new UsageError('dev-token needs an email address');
      return withDatabase((url) => devToken(url, rest[0]!));
    case 'beta-codes':
      return withDatabase((url) => betaCodes(url, rest));
    case 'admin':
      return withDatabase((url) => admin(url, rest));
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      console.log(USAGE);
      if (command === undefined) process.exitCode = 2;
      return;
    default:
      throw new UsageError(`Unknown command '${command}'.\n\n${USAGE}`);
  }
}

// `npm run ops -- status | head` closes the pipe early: that is the reader's choice, not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});
