// `npm run bench [-- name ...]`: Larder's event store, projections and websocket path against the
// goals in the research notes, with Emmett 0.42 driven side by side on the same PostgreSQL server.
// Prints one JSON document on stdout; progress goes to stderr. Names select benchmarks (or the
// groups larder, emmett, all); ratios and targets cover whatever ran.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runningServer, startEmbeddedPostgres } from '../../server/db/embedded-postgres.ts';
import { migrateDatabase } from '../../server/migrate-database.ts';
import { emmettConcurrentAppends, emmettConsumerCatchUp, emmettSequentialAppends, prepareEmmett } from './emmett.ts';
import { batchedAppends, concurrentAppends, plainInsertCeiling, sequentialAppends } from './larder-append.ts';
import { catalogueBenchmark } from './larder-catalogue.ts';
import { loadBenchmark } from './larder-load.ts';
import { plansBenchmark } from './larder-plans.ts';
import { rebuildBenchmark } from './larder-rebuild.ts';
import { websocketBenchmark } from './larder-websocket.ts';
import { summaryTable } from './summary.ts';
import { unjudgeable, type Sample } from './verdict.ts';
import {
  cleanupAll,
  createDatabase,
  dropDatabase,
  measureFdatasync,
  measureMachineSpeed,
  onCleanup,
  ownPostmaster,
  progress,
  round,
  settle,
  warmUpWal,
  withClient,
  withDatabase,
} from './support.ts';

// Run in this order: each Larder workload next to its Emmett counterpart, so slow drifts of a
// shared machine touch both alike.
const BENCHMARKS = ['append', 'emmett-append', 'concurrent', 'emmett-concurrent', 'batch', 'rebuild', 'emmett-consumer', 'websocket', 'catalogue', 'plans', 'load', 'soak'] as const;
type BenchmarkName = (typeof BENCHMARKS)[number];
// The ten-minute soak runs only when named.
const BY_DEFAULT = BENCHMARKS.filter((name) => name !== 'soak');
const GROUPS: Record<string, BenchmarkName[]> = {
  all: [...BY_DEFAULT],
  larder: ['append', 'concurrent', 'batch', 'rebuild', 'websocket', 'catalogue', 'plans', 'load'],
  emmett: ['emmett-append', 'emmett-concurrent', 'emmett-consumer'],
};

/**
 * How big each benchmark runs. BENCH_TINY=1: every benchmark end to end on a few operations, as CI
 * runs them so that a broken benchmark fails the build; its figures mean nothing.
 */
const TINY = process.env.BENCH_TINY === '1';
const SCALE = TINY
  ? {
      append: { seconds: 0.5, warmupSeconds: 0.2 },
      short: { seconds: 0.5, warmupSeconds: 0.2 },
      rebuild: { pantries: 20, eventsPerPantry: 20, chunk: 100, readers: 1, liveWritesPerSecond: 20 },
      // Each cook's command every 2 s: a slow machine's notice must not count as a skipped command.
      websocket: { users: 8, socketsPerUser: 2, commandsPerSecond: 4, warmupSeconds: 0.5, seconds: 2, otherRates: [], otherRatesSeconds: 1 },
      catalogue: { recipes: 600, requests: 10 },
      plansCooks: 8,
      load: { cooks: 4, seconds: 2, warmupSeconds: 1, readsOnlySeconds: 1 },
      emmettConsumer: { events: 400, eventsPerPantry: 20, batchSizes: [100] },
    }
  : {
      append: { seconds: 8, warmupSeconds: 1 },
      short: { seconds: 5, warmupSeconds: 1 },
      rebuild: { pantries: 10_000, eventsPerPantry: 100, chunk: 100_000, readers: 1, liveWritesPerSecond: 100 },
      websocket: { users: 500, socketsPerUser: 2, commandsPerSecond: 200, warmupSeconds: 3, seconds: 20, otherRates: [100], otherRatesSeconds: 15 },
      catalogue: { recipes: 50_000, requests: 400 },
      plansCooks: 10_000,
      load: { cooks: 60, seconds: undefined, warmupSeconds: 15, readsOnlySeconds: undefined },
      emmettConsumer: { events: 20_000, eventsPerPantry: 100, batchSizes: [100, 1000] },
    };

/** A positive number from the environment, or undefined when unset. */
function positiveNumber(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  if (!(parsed > 0)) throw new Error(`${name}: ${value} is not a positive number`);
  return parsed;
}

/** A comma-separated list of numbers, each checked; undefined when the variable is not set. */
function numbersFrom(name: string, valid: (value: number) => boolean, what: string): number[] | undefined {
  return process.env[name]
    ?.split(',')
    .filter((value) => value.trim() !== '')
    .map((value) => {
      const parsed = Number(value);
      if (!valid(parsed)) throw new Error(`${name}: ${value} is not ${what}`);
      return parsed;
    });
}

function selected(args: string[]): BenchmarkName[] {
  if (args.length === 0) return [...BY_DEFAULT];
  const names = new Set<BenchmarkName>();
  for (const arg of args) {
    const group = GROUPS[arg];
    if (group) group.forEach((name) => names.add(name));
    else if ((BENCHMARKS as readonly string[]).includes(arg)) names.add(arg as BenchmarkName);
    else throw new Error(`Unknown benchmark ${arg}. Known: ${[...BENCHMARKS, ...Object.keys(GROUPS)].join(', ')}`);
  }
  return BENCHMARKS.filter((name) => names.has(name));
}

/** The exact folder this run created, and nothing else, is removed at the end. */
function makeTempDir(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-bench-'));
  return {
    dir,
    remove: () => {
      const resolved = path.resolve(dir);
      if (path.dirname(resolved) === path.resolve(os.tmpdir()) && path.basename(resolved).startsWith('larder-bench-')) {
        fs.rmSync(resolved, { recursive: true, force: true });
      }
    },
  };
}

async function serverSettings(url: string) {
  return withClient(url, async (client) => {
    const { rows } = await client.query<Record<string, string>>(
      `select version() as version, current_setting('server_version') as server_version,
              current_setting('fsync') as fsync, current_setting('synchronous_commit') as synchronous_commit,
              current_setting('wal_sync_method') as wal_sync_method, current_setting('full_page_writes') as full_page_writes,
              current_setting('shared_buffers') as shared_buffers, current_setting('max_connections') as max_connections,
              current_setting('commit_delay') as commit_delay`,
    );
    return rows[0]!;
  });
}

function peerVersion(): string {
  const manifest = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/@event-driven-io/emmett-postgresql/package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

interface Diagnostics {
  sequentialPlainInsert?: Awaited<ReturnType<typeof plainInsertCeiling>>;
  batchPlainInsert100?: Awaited<ReturnType<typeof plainInsertCeiling>>;
}

interface Results {
  append?: Awaited<ReturnType<typeof sequentialAppends>>;
  concurrent?: Awaited<ReturnType<typeof concurrentAppends>>;
  batch?: Awaited<ReturnType<typeof batchedAppends>>;
  rebuild?: Awaited<ReturnType<typeof rebuildBenchmark>>;
  websocket?: Awaited<ReturnType<typeof websocketBenchmark>>;
  catalogue?: Awaited<ReturnType<typeof catalogueBenchmark>>;
  plans?: Awaited<ReturnType<typeof plansBenchmark>>;
  load?: Awaited<ReturnType<typeof loadBenchmark>>;
  soak?: Awaited<ReturnType<typeof loadBenchmark>>;
  emmettAppend?: Awaited<ReturnType<typeof emmettSequentialAppends>>;
  emmettConcurrent?: Awaited<ReturnType<typeof emmettConcurrentAppends>>;
  emmettConsumer?: Awaited<ReturnType<typeof emmettConsumerCatchUp>>;
}

const ratio = (a: number | undefined, b: number | undefined) => (a !== undefined && b ? round(a / b, 2) : undefined);

function fastestConsumerRate(results: Results): number | undefined {
  const rates = (results.emmettConsumer?.runs ?? []).map((run) => run.eventsPerSecond);
  return rates.length > 0 ? Math.max(...rates) : undefined;
}

function compare(results: Results) {
  const consumer = results.emmettConsumer?.runs ?? [];
  const fastestConsumer = consumer.reduce<(typeof consumer)[number] | undefined>(
    (best, run) => (!best || run.eventsPerSecond > best.eventsPerSecond ? run : best),
    undefined,
  );
  const rebuildRate = results.rebuild?.emptyLiveTable.eventsPerSecond;
  const byConsumer = Object.fromEntries(
    consumer.map((run) => [`${run.handler === 'no-op' ? 'noOp' : 'rowPerEvent'}Batch${run.batchSize}`, ratio(rebuildRate, run.eventsPerSecond)]),
  );
  return {
    sequentialAppendCommandsPerSecond: ratio(results.append?.commandsPerSecond, results.emmettAppend?.commandsPerSecond),
    sequentialAppendP50LatencyEmmettOverLarder: ratio(results.emmettAppend?.latencyMs.p50, results.append?.latencyMs.p50),
    concurrentAppendEventsPerSecond: ratio(results.concurrent?.eventsPerSecond, results.emmettConcurrent?.eventsPerSecond),
    rebuildVsEmmettConsumer:
      rebuildRate !== undefined && consumer.length > 0 ? { ...byConsumer, vsFastestEmmettRun: ratio(rebuildRate, fastestConsumer?.eventsPerSecond) } : undefined,
  };
}

interface Target {
  id: string;
  what: string;
  target: string;
  measured: number | undefined;
  met: boolean | undefined;
  /** Why the figure cannot be judged (no operations, too few, or failed ones): then never met. */
  unjudgeable?: string;
}

type Judge = (id: string, what: string, value: number | undefined, goal: number, sample?: Sample) => Target;

function targets(results: Results, ratios: ReturnType<typeof compare>): Target[] {
  const judged =
    (sign: '>=' | '<=', meets: (value: number, goal: number) => boolean): Judge =>
    (id, what, value, goal, sample) => {
      const why = value === undefined || !sample ? undefined : unjudgeable(sample);
      return { id, what, target: `${sign} ${goal}`, measured: value, met: value === undefined ? undefined : !why && meets(value, goal), ...(why ? { unjudgeable: why } : {}) };
    };
  const atLeast = judged('>=', (value, goal) => value >= goal);
  const atMost = judged('<=', (value, goal) => value <= goal);
  const { append, concurrent, batch, websocket, plans } = results;
  return [
    atLeast('a', 'sequential single-event commands/s, one connection, durable', append?.commandsPerSecond, 2_000, append && { count: append.commands }),
    atLeast('a', 'sequential commands/s, Larder / Emmett', ratios.sequentialAppendCommandsPerSecond, 3),
    atLeast('b', '16 concurrent writers, events/s', concurrent?.eventsPerSecond, 8_000, concurrent && { count: concurrent.events }),
    atLeast('c', '100-event commits, events/s', batch?.eventsPerSecond, 50_000, batch && { count: batch.commits }),
    // A rebuild whose tables do not match the log, or whose reader got errors, measured nothing.
    atLeast('d', 'full rebuild of pantry over 1M events, events/s', results.rebuild?.emptyLiveTable.eventsPerSecond, 100_000, results.rebuild && {
      count: results.rebuild.generated.pantries,
      failed: results.rebuild.emptyLiveTable.check.ok ? 0 : 1,
    }),
    atLeast('d', 'rebuild events/s / fastest Emmett consumer run', ratios.rebuildVsEmmettConsumer?.vsFastestEmmettRun, 20),
    atMost('d', 'swap blackout seen by a reader in a tight loop, ms', results.rebuild?.withReadersAndWriter.blackoutMs, 100, results.rebuild && {
      count: results.rebuild.withReadersAndWriter.readerQueriesAroundSwap,
      failed: results.rebuild.withReadersAndWriter.readerErrors + (results.rebuild.withReadersAndWriter.check.ok ? 0 : 1),
    }),
    atMost('e', 'command -> websocket p99 at 200 commands/s, 1,000 sockets, 2 api processes, ms', websocket?.commandToFirstSocketMs.p99, 50, websocket && {
      count: websocket.commandToFirstSocketMs.count,
      // A command skipped because its cook's last one was still waiting for its notice is one the rate lost.
      failed: websocket.failed + websocket.noticeMissing + websocket.skippedBusy,
    }),
    atMost('f', 'GET /recipe?search=...&limit=50 p99 at 50,000 recipes, worst term, ms', results.catalogue?.searchP99WorstMs, 20),
    atLeast('g', `week plans generated/s, ${plans?.cooks ?? 0} cooks, real worker`, plans?.oneAtATime ? undefined : plans?.plansPerSecond, 50, plans && { count: plans.plans, minimum: plans.cooks }),
    atMost('g', `one cook's week at a time, request -> last meal's notice p95, ${plans?.recipes ?? 0} recipes, ms`, plans?.oneAtATime?.requestToLastMealNoticeMs.p95, (plans?.recipes ?? 0) > 50_000 ? 150 : 100, plans?.oneAtATime && {
      count: plans.oneAtATime.requestToLastMealNoticeMs.count,
      failed: plans.oneAtATime.noticesMissing,
    }),
    atMost('g', 'job start -> last meal change notice p95, ms', plans?.jobStartToLastMealNoticeMs.p95, 200, plans && { count: plans.jobStartToLastMealNoticeMs.count }),
    atMost('g', 'hard-rule violations (checked outside the planner)', results.plans?.hardRuleViolations, 0),
    atMost('g', 'grocery cost, planner / random valid plan, mean ratio (below 1)', results.plans?.groceryCost.meanRatioPlannerOverRandom, 0.999),
    ...loadTargets(results.load, atLeast, atMost),
    atLeast('h', 'soak: mixed workload requests/s over the whole soak', results.soak?.requestsPerSecond, 1_000),
    atMost('h', 'soak: p99 of the slowest read route, ms', results.soak?.worstReadRouteP99Ms, 20),
    atMost('h', 'soak: errors', results.soak?.errors, 0),
    atMost('h', 'soak: memory change of a Larder process after the warm-up minute, either way (the low, 10th percentile, of its RSS sampled every 5 s, in the last 2 minutes against the first 2), %', results.soak?.worstLarderMemoryFlatnessPct, 10),
  ].filter((target) => target.measured !== undefined);
}

/**
 * Target (h) for `load`. Closed loops: requests/s, the slowest read route's p99 and errors, together
 * (on 64 connections the p99 was mostly the loop's own queue; on 10 it is the requests' latency).
 * Several numbers of connections: the most requests/s of a step whose read p99 met 20 ms. An open
 * loop (BENCH_LOAD_RATE): the p99 judged at that rate, the rate achieved, errors and dropped starts.
 * Several rates (BENCH_LOAD_RATES): the highest rate whose slowest read route's p99 met 20 ms with 0
 * errors and 0 dropped, against 1,000.
 */
function loadTargets(load: Results['load'], atLeast: Judge, atMost: Judge): Target[] {
  if (!load) return [];
  if (load.connectionLadder !== undefined) {
    const steps = load.connectionLadder.map((row) => row.connections).join(', ');
    return [
      atLeast('h', `mixed workload: most requests/s of closed loops (on ${steps} connections) with the slowest read route's p99 <= ${load.readP99GoalMs} ms and 0 errors`, load.mostRequestsPerSecondMeetingReadP99 ?? 0, 1_000),
      atMost('h', 'mixed workload: errors over all steps', load.connectionLadder.reduce((sum, row) => sum + row.errors, 0), 0),
    ];
  }
  if (load.rates !== undefined) {
    const rates = load.rates.map((row) => row.targetRate).join(', ');
    return [
      atLeast('h', `mixed workload: highest open-loop rate (of ${rates}) with the slowest read route's p99 <= ${load.readP99GoalMs} ms, 0 errors, 0 dropped, requests/s`, load.highestRateMeetingReadP99 ?? 0, 1_000),
      atMost('h', 'mixed workload: errors over all rates', load.rates.reduce((sum, row) => sum + row.errors, 0), 0),
    ];
  }
  if (load.mode === 'open') {
    return [
      atLeast('h', `mixed workload requests/s achieved, open loop at ${load.targetRate} requests/s, ${load.cooks} cooks, ${load.target.kind}`, load.achievedRate, 1_000),
      atMost('h', `mixed workload at ${load.targetRate} requests/s (open loop): p99 of the slowest read route, ms`, load.worstReadRouteP99Ms, 20),
      atMost('h', 'mixed workload: errors (non-2xx answers and failed requests)', load.errors, 0),
      atMost('h', `mixed workload: starts dropped (over ${load.openLoop?.maxInFlight} in flight)`, load.dropped, 0),
    ];
  }
  return [
    atLeast('h', `mixed workload requests/s, ${load.cooks} cooks, ${load.connections ?? 0} connections, ${load.target.kind}`, load.requestsPerSecond, 1_000, { count: load.requests, failed: load.errors }),
    atMost('h', 'mixed workload: p99 of the slowest read route, ms', load.worstReadRouteP99Ms, 20, { count: load.readsMs.count }),
    atMost('h', 'mixed workload: errors (non-2xx answers and failed requests)', load.errors, 0),
  ];
}

async function main() {
  const names = selected(process.argv.slice(2));
  const runStarted = performance.now();
  // Other work on a shared machine shows here and in each result's cpu.otherPct.
  const loadAverageAtStart = os.loadavg().map((value) => round(value, 2));
  progress(`benchmarks: ${names.join(', ')}`);

  let serverUrl = process.env.DATABASE_URL;
  let fsyncProbeDir = os.tmpdir();
  if (!serverUrl) {
    const temp = makeTempDir();
    onCleanup('temp folder', temp.remove);
    progress(`starting embedded PostgreSQL (durable) in ${temp.dir}`);
    const embedded = await startEmbeddedPostgres({ dataDir: temp.dir, durable: true, log: (line) => progress(line) });
    onCleanup('embedded PostgreSQL', () => embedded.stop());
    ownPostmaster(runningServer(path.join(temp.dir, 'pg'))?.pid);
    serverUrl = embedded.url;
    fsyncProbeDir = temp.dir;
  }
  const server = serverUrl;
  const settings = await serverSettings(withDatabase(server, 'postgres'));
  const disk = measureFdatasync(fsyncProbeDir);
  const speed = await measureMachineSpeed();
  progress(`machine speed: ${speed.jsWorkMs} ms of JSON work, ${speed.hopMicroseconds} µs a loopback round trip`);
  if (!TINY) {
    progress('warming up the WAL');
    await warmUpWal(server);
  }

  const larderDatabase = async (prefix: string) => {
    const url = await createDatabase(server, prefix);
    await migrateDatabase(url);
    return url;
  };
  const emmettDatabase = async (prefix: string) => {
    const url = await createDatabase(server, prefix);
    await prepareEmmett(url);
    return url;
  };
  // The append benchmarks share one database per store, as a growing log would.
  let larderAppendDb: Promise<string> | undefined;
  let emmettAppendDb: Promise<string> | undefined;
  const appendSettings = SCALE.append;
  const shortSettings = SCALE.short;
  const diagnostics: Diagnostics = {};
  const results: Results = {};
  // A benchmark's own database goes as soon as it is done: its dirty pages must not be flushed
  // during the next measurement.
  const once = async <T>(prefix: string, make: (prefix: string) => Promise<string>, run: (url: string) => Promise<T>): Promise<T> => {
    const url = await make(prefix);
    try {
      return await run(url);
    } finally {
      await dropDatabase(url);
    }
  };

  for (const name of names) {
    const written = await Promise.all([larderAppendDb, emmettAppendDb].filter((db): db is Promise<string> => db !== undefined));
    if (!TINY) await settle(server, written);
    progress(`--- ${name}`);
    switch (name) {
      case 'append':
        results.append = await sequentialAppends(await (larderAppendDb ??= larderDatabase('bench_append')), appendSettings);
        progress('append: diagnostic, plain single-row inserts into the events table');
        diagnostics.sequentialPlainInsert = await once('bench_diag_insert', larderDatabase, (url) => plainInsertCeiling(url, { ...shortSettings, rowsPerStatement: 1 }));
        break;
      case 'concurrent':
        results.concurrent = await concurrentAppends(await (larderAppendDb ??= larderDatabase('bench_append')), { ...appendSettings, writers: 16 });
        break;
      case 'batch':
        results.batch = await batchedAppends(await (larderAppendDb ??= larderDatabase('bench_append')), { ...appendSettings, batch: 100, connections: 1 });
        progress('batch: diagnostic, plain 100-row inserts into the events table');
        diagnostics.batchPlainInsert100 = await once('bench_diag_batch', larderDatabase, (url) => plainInsertCeiling(url, { ...shortSettings, rowsPerStatement: 100 }));
        break;
      case 'rebuild':
        results.rebuild = await once('bench_rebuild', larderDatabase, (url) =>
          rebuildBenchmark(url, SCALE.rebuild),
        );
        break;
      case 'websocket':
        results.websocket = await once('bench_ws', larderDatabase, (url) =>
          websocketBenchmark(url, SCALE.websocket),
        );
        break;
      case 'catalogue':
        results.catalogue = await once('bench_catalogue', larderDatabase, (url) => catalogueBenchmark(url, SCALE.catalogue));
        break;
      case 'plans': {
        // BENCH_PLANS_COOKS=1000 for a quick run; 10,000 cooks by default. BENCH_PLANS_RECIPES=50000:
        // a catalogue of that size (variants of the seed's recipes). BENCH_PLANS_ONE_AT_A_TIME=1: each
        // cook's week alone, timed from its request to its last meal's notice.
        const cooks = Number(process.env.BENCH_PLANS_COOKS ?? SCALE.plansCooks);
        const workerConcurrency = Number(process.env.BENCH_PLANS_CONCURRENCY ?? 4);
        const recipes = positiveNumber('BENCH_PLANS_RECIPES');
        const oneAtATime = process.env.BENCH_PLANS_ONE_AT_A_TIME === '1';
        results.plans = await once('bench_plans', larderDatabase, (url) => plansBenchmark(url, { cooks, workerConcurrency, seed: 20261122, recipes, oneAtATime }));
        break;
      }
      case 'load':
      case 'soak': {
        // BENCH_LOAD_SECONDS / BENCH_SOAK_SECONDS, BENCH_LOAD_COOKS (60), BENCH_LOAD_CONNECTIONS (10);
        // BENCH_LOAD_CONNECTIONS=N,M,...: closed loops on each number of connections in turn
        // (BENCH_LOAD_SECONDS each, 20 by default), the curve of throughput against read latency.
        // BENCH_LOAD_RATE=N: an open loop at N requests/s instead of the closed loops;
        // BENCH_LOAD_RATES=N,M,...: one open-loop run per rate in turn (BENCH_LOAD_SECONDS each, 20 by
        // default); BENCH_LOAD_MAX_IN_FLIGHT (2,000), BENCH_LOAD_MAX_SOCKETS (256) for both.
        // BENCH_LOAD_WEIGHTS=action:weight,...: a diagnostic mix in place of the workload's.
        const soak = name === 'soak';
        const rate = positiveNumber('BENCH_LOAD_RATE');
        const rates = numbersFrom('BENCH_LOAD_RATES', (value) => value > 0, 'a positive number of requests/s');
        const open = rate !== undefined || (rates?.length ?? 0) > 0;
        const connections = numbersFrom('BENCH_LOAD_CONNECTIONS', (value) => Number.isInteger(value) && value > 0, 'a positive whole number of connections') ?? [10];
        const ladder = !open && connections.length > 1;
        const settings = {
          name,
          cooks: Number(process.env.BENCH_LOAD_COOKS ?? SCALE.load.cooks),
          connections: connections[0] ?? 10,
          connectionLadder: ladder ? connections : undefined,
          seconds: Number((soak ? process.env.BENCH_SOAK_SECONDS : process.env.BENCH_LOAD_SECONDS) ?? SCALE.load.seconds ?? (soak ? 600 : (rates?.length ?? 0) > 0 || ladder ? 20 : 60)),
          memorySampleSeconds: soak ? 30 : 10,
          memoryWarmupSeconds: soak ? 60 : 0,
          warmupSeconds: Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? SCALE.load.warmupSeconds),
          // The reads-alone diagnostic runs closed loops at saturation: not by default after an open loop.
          readsOnlySeconds: Number(process.env.BENCH_LOAD_READS_ONLY_SECONDS ?? (soak || open || ladder ? 0 : (SCALE.load.readsOnlySeconds ?? 10))),
          rate,
          rates,
          maxInFlight: positiveNumber('BENCH_LOAD_MAX_IN_FLIGHT') ?? 2_000,
          maxSockets: positiveNumber('BENCH_LOAD_MAX_SOCKETS') ?? 256,
          // The servers' folder for recipe photos (their database is the bench's).
          dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'larder-bench-load-')),
        } as const;
        onCleanup(`${name} data folder`, () => fs.rmSync(settings.dataDir, { recursive: true, force: true }));
        results[name] = await once(`bench_${name}`, larderDatabase, (url) => loadBenchmark(url, settings));
        break;
      }
      case 'emmett-append':
        results.emmettAppend = await emmettSequentialAppends(await (emmettAppendDb ??= emmettDatabase('bench_emmett')), appendSettings);
        break;
      case 'emmett-concurrent':
        results.emmettConcurrent = await emmettConcurrentAppends(await (emmettAppendDb ??= emmettDatabase('bench_emmett')), { ...appendSettings, writers: 16 });
        break;
      case 'emmett-consumer':
        // Its own log: the append runs' events would change the count and interleave transactions.
        results.emmettConsumer = await once('bench_emmett_log', emmettDatabase, (url) =>
          emmettConsumerCatchUp(url, SCALE.emmettConsumer),
        );
        break;
    }
  }

  const ratios = compare(results);
  const output = {
    startedAt: new Date(Date.now() - (performance.now() - runStarted)).toISOString(),
    nproc: os.cpus().length,
    machine: {
      cpu: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: round(os.totalmem() / 2 ** 30, 1),
      node: process.version,
      loadAverageAtStart,
      loadAverageAtEnd: os.loadavg().map((value) => round(value, 2)),
      diskFdatasync: disk,
      speed,
    },
    postgres: {
      embedded: !process.env.DATABASE_URL,
      version: settings.server_version,
      versionString: settings.version,
      fsync: settings.fsync,
      synchronous_commit: settings.synchronous_commit,
      wal_sync_method: settings.wal_sync_method,
      full_page_writes: settings.full_page_writes,
      shared_buffers: settings.shared_buffers,
      max_connections: settings.max_connections,
      commit_delay: settings.commit_delay,
    },
    peer: { name: '@event-driven-io/emmett-postgresql', version: peerVersion(), database: 'its own, on the same server' },
    benchmarks: names,
    ...(TINY ? { tiny: 'BENCH_TINY=1: every benchmark on a few operations, to show it runs; the figures mean nothing' } : {}),
    results,
    ratiosLarderOverEmmett: ratios,
    targets: targets(results, ratios),
    // What bounds the figures on this machine; never counted as Larder's own.
    diagnostics: Object.keys(diagnostics).length > 0 ? diagnostics : undefined,
    totalSeconds: round((performance.now() - runStarted) / 1000, 1),
  };
  const summary = summaryTable({
    ...output,
    sideBySide: [
      { what: 'sequential single-event commands/s', larder: results.append?.commandsPerSecond, emmett: results.emmettAppend?.commandsPerSecond },
      { what: '16 concurrent writers, events/s', larder: results.concurrent?.eventsPerSecond, emmett: results.emmettConcurrent?.eventsPerSecond },
      { what: 'rebuild events/s / fastest Emmett consumer run', larder: results.rebuild?.emptyLiveTable.eventsPerSecond, emmett: fastestConsumerRate(results) },
    ],
  });
  process.stdout.write(`${JSON.stringify({ ...output, summary }, null, 2)}\n`);
  // The table for the benchmarks page, on stderr (stdout carries only the JSON).
  process.stderr.write(`\n${summary}\n\n`);
  // A figure from nothing, or from failed operations, fails the run whatever the targets say.
  const unjudged = output.targets.filter((target) => target.unjudgeable);
  for (const target of unjudged) progress(`cannot judge '${target.what}': ${target.unjudgeable}`);
  return unjudged.length > 0 ? 1 : 0;
}

let exitCode = 0;
const interrupted = (signal: string) => {
  progress(`${signal}: cleaning up`);
  void cleanupAll().finally(() => process.exit(130));
};
process.on('SIGINT', () => interrupted('SIGINT'));
process.on('SIGTERM', () => interrupted('SIGTERM'));
// Spawned servers run in their own process groups: a crash must still stop them.
const crashed = (error: unknown) => {
  progress(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  void cleanupAll().finally(() => process.exit(1));
};
process.on('uncaughtException', crashed);
process.on('unhandledRejection', crashed);

try {
  exitCode = await main();
} catch (error) {
  exitCode = 1;
  progress(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await cleanupAll();
}
process.exit(exitCode);
