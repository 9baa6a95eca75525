// Shared plumbing for the benchmarks: progress on stderr (stdout carries only the JSON result),
// latency statistics, throwaway databases, machine CPU accounting and a cleanup list that also
// runs when the run fails or is interrupted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { statFields } from '../fixtures/proc-stat.ts';
import { readModelsCaughtUp } from '../setup/larder.ts';

const started = performance.now();

export function progress(message: string): void {
  const seconds = ((performance.now() - started) / 1000).toFixed(1).padStart(6);
  process.stderr.write(`[bench ${seconds}s] ${message}\n`);
}

export const round = (value: number, digits = 2): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentiles in milliseconds. */
export function summarize(samples: readonly number[]): LatencySummary {
  if (samples.length === 0) return { count: 0, p50: 0, p95: 0, p99: 0, max: 0, mean: 0 };
  const sorted = Float64Array.from(samples).sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
  let sum = 0;
  for (const value of sorted) sum += value;
  return {
    count: sorted.length,
    p50: round(at(0.5), 3),
    p95: round(at(0.95), 3),
    p99: round(at(0.99), 3),
    max: round(sorted[sorted.length - 1]!, 3),
    mean: round(sum / sorted.length, 3),
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Cleanup: every resource registers how to release itself; they run in reverse order, once.

type Cleanup = { name: string; run: () => Promise<void> | void };
const cleanups: Cleanup[] = [];
let cleaning: Promise<void> | undefined;

export function onCleanup(name: string, run: () => Promise<void> | void): () => void {
  const entry = { name, run };
  cleanups.push(entry);
  return () => {
    const index = cleanups.indexOf(entry);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

export function cleanupAll(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const entry = cleanups.pop()!;
      try {
        await entry.run();
      } catch (error) {
        progress(`cleanup of ${entry.name} failed: ${String(error)}`);
      }
    }
  })();
  return cleaning;
}

// ---------------------------------------------------------------------------------------------
// Databases: each benchmark gets its own, so one's events never feed another's figures.

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'larder-bench' });
  client.on('error', () => {});
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => {});
  }
}

const droppers = new Map<string, () => Promise<void>>();

/** Creates an empty database on the server and registers its removal. */
export async function createDatabase(serverUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = withDatabase(serverUrl, 'postgres');
  await withClient(admin, (client) => client.query(`create database ${name}`));
  const drop = () => withClient(admin, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {});
  const forget = onCleanup(`database ${name}`, drop);
  const url = withDatabase(serverUrl, name);
  droppers.set(url, async () => {
    forget();
    droppers.delete(url);
    await drop();
  });
  return url;
}

/** Drops a database this run created, now rather than at the end. */
export async function dropDatabase(url: string): Promise<void> {
  await droppers.get(url)?.();
}

/**
 * A new cluster creates and zero-fills each WAL segment the first time it is needed; later ones
 * recycle them. Write a few hundred MB of WAL first, so the first benchmark does not pay for what
 * the later ones get free.
 */
export async function warmUpWal(serverUrl: string): Promise<void> {
  const name = `bench_warmup_${Math.random().toString(36).slice(2, 8)}`;
  const admin = withDatabase(serverUrl, 'postgres');
  await withClient(admin, (client) => client.query(`create database ${name}`));
  try {
    await withClient(withDatabase(serverUrl, name), async (client) => {
      await client.query(`create table warmup as select g, repeat('x', 1000) as filler from generate_series(1, 250000) g`);
    });
  } finally {
    await withClient(admin, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
  await settle(serverUrl);
}

/**
 * Between benchmarks: vacuums what earlier ones wrote (or autovacuum would do it during the next
 * measurement) and writes out what they left dirty, so their I/O does not land there either (the
 * checkpoint needs a superuser or pg_checkpoint; skipped otherwise).
 */
export async function settle(serverUrl: string, written: Iterable<string> = []): Promise<void> {
  for (const url of written) await withClient(url, (client) => client.query('vacuum (analyze)')).catch(() => {});
  await withClient(withDatabase(serverUrl, 'postgres'), (client) => client.query('checkpoint')).catch(() => {});
}

export async function connect(url: string, applicationName = 'larder-bench'): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: applicationName });
  client.on('error', () => {});
  await client.connect();
  return client;
}

// ---------------------------------------------------------------------------------------------
// CPU: where the two cores went during a measurement window, as percent of one core (max 100 x nproc).

interface CpuSnapshot {
  at: number;
  busy: number;
  total: number;
  byOwner: Map<string, number>;
  self: NodeJS.CpuUsage;
}

const CLOCK_TICKS = 100;

/** Whose CPU is whose: the server this run started and the process groups it spawned. */
const owned = { postmaster: undefined as number | undefined, groups: new Set<number>() };
export const ownPostmaster = (pid: number | undefined) => (owned.postmaster = pid);
export const ownProcessGroup = (pgid: number) => owned.groups.add(pgid);
export const disownProcessGroup = (pgid: number) => owned.groups.delete(pgid);

function readMachineCpu(): { busy: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

function readProcessCpu(): Map<string, number> {
  const byOwner = new Map<string, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = statFields(fs.readFileSync(`/proc/${entry}/stat`, 'utf8'));
      const comm = stat.command;
      const pid = Number(entry);
      const ppid = stat.field(4);
      const pgrp = stat.field(5);
      // utime and stime.
      let ticks = stat.field(14) + stat.field(15);
      // Backends that ended are in their postmaster's reaped-children time (fields 16 and 17),
      // so connections opened and closed within a measurement still count.
      if (pid === owned.postmaster) ticks += stat.field(16) + stat.field(17);
      const ours = owned.postmaster === undefined || pid === owned.postmaster || ppid === owned.postmaster;
      const key =
        pid === process.pid ? 'bench' : comm === 'postgres' && ours ? 'postgres' : owned.groups.has(pgrp) ? 'servers' : 'other';
      byOwner.set(key, (byOwner.get(key) ?? 0) + ticks);
      // Processes this run spawned and that ended are in its own reaped-children time.
      if (pid === process.pid) byOwner.set('servers', (byOwner.get('servers') ?? 0) + stat.field(16) + stat.field(17));
    } catch {
      // the process ended between listing and reading
    }
  }
  return byOwner;
}

export function cpuSnapshot(): CpuSnapshot {
  const machine = readMachineCpu();
  return { at: performance.now(), busy: machine.busy, total: machine.total, byOwner: readProcessCpu(), self: process.cpuUsage() };
}

export interface CpuReport {
  /** Percent of one core; the machine has nproc x 100. */
  machineBusyPct: number;
  /** This run's PostgreSQL server. */
  postgresPct: number;
  /** This benchmark process (the load generator and, for the in-process benchmarks, the code under test). */
  benchPct: number;
  /** Processes the benchmark spawned (servers, a rebuild), including those that ended meanwhile. */
  serversPct: number;
  /** Everything else on the machine (other work sharing it, the kernel, processes that ended). */
  otherPct: number;
}

/**
 * Per-process CPU counts processes alive at both ends (and, for PostgreSQL, backends that ended);
 * the machine figure is exact.
 */
export function cpuSince(before: CpuSnapshot): CpuReport {
  const after = cpuSnapshot();
  const seconds = (after.at - before.at) / 1000;
  const cores = os.cpus().length;
  const machineBusyPct = ((after.busy - before.busy) / Math.max(1, after.total - before.total)) * 100 * cores;
  const pct = (key: string) => Math.max(0, (((after.byOwner.get(key) ?? 0) - (before.byOwner.get(key) ?? 0)) / CLOCK_TICKS / seconds) * 100);
  const self = process.cpuUsage(before.self);
  const benchPct = ((self.user + self.system) / 1e6 / seconds) * 100;
  const postgresPct = pct('postgres');
  const serversPct = pct('servers');
  return {
    machineBusyPct: round(machineBusyPct, 1),
    postgresPct: round(postgresPct, 1),
    benchPct: round(benchPct, 1),
    serversPct: round(serversPct, 1),
    otherPct: round(Math.max(0, machineBusyPct - postgresPct - benchPct - serversPct), 1),
  };
}

/** fdatasync rate of 8 kB writes in a folder: commit throughput on one connection is bounded by it. */
export function measureFdatasync(dir: string, seconds = 1): { opsPerSecond: number; microsecondsPerOp: number; where: string } {
  const file = path.join(dir, `fsync-probe-${process.pid}`);
  const fd = fs.openSync(file, 'w');
  const block = Buffer.alloc(8192, 7);
  let ops = 0;
  const deadline = performance.now() + seconds * 1000;
  const begun = performance.now();
  try {
    while (performance.now() < deadline) {
      fs.writeSync(fd, block, 0, block.length, 0);
      fs.fdatasyncSync(fd);
      ops++;
    }
  } finally {
    fs.closeSync(fd);
    fs.rmSync(file, { force: true });
  }
  const elapsed = (performance.now() - begun) / 1000;
  return { opsPerSecond: Math.round(ops / elapsed), microsecondsPerOp: round((elapsed / ops) * 1e6, 1), where: dir };
}

/** Runs `work` for about `seconds`, `concurrency` loops at once, and collects per-call latencies. */
export async function timedLoops(
  seconds: number,
  concurrency: number,
  work: (worker: number, iteration: number) => Promise<void>,
): Promise<{ calls: number; seconds: number; latencies: number[] }> {
  const latencies: number[] = [];
  const begun = performance.now();
  const deadline = begun + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let iteration = 0; performance.now() < deadline; iteration++) {
        const t0 = performance.now();
        await work(worker, iteration);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { calls: latencies.length, seconds: (performance.now() - begun) / 1000, latencies };
}

/**
 * The machine's speed at the time of the run, so that figures from different hours can be told
 * apart from the code's: this machine's CPU has run the same suite up to 70 % slower from one day to
 * the next. Two probes, each the median of three:
 * - `jsWorkMs`: one Node thread serializing and parsing a 12 kB document 2,000 times (the kind of
 *   work a request does on a CPU that is already awake);
 * - `hopMicroseconds`: one byte sent to another process over loopback TCP and back, one at a time:
 *   two wake-ups of sleeping processes and four system calls, what every hop between the load's
 *   processes costs at least.
 */
export async function measureMachineSpeed(): Promise<{ jsWorkMs: number; hopMicroseconds: number }> {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const document = Array.from({ length: 60 }, (_, n) => ({ id: `item-${n}`, name: `ingredient number ${n}`, quantity: n * 1.5, unit: 'g', inCart: n % 2 === 0, costCents: n * 37, recipes: [n, n + 1, n + 2] }));
  const jsRuns: number[] = [];
  for (let run = 0; run < 3; run++) {
    const begun = performance.now();
    let size = 0;
    for (let n = 0; n < 2_000; n++) size += (JSON.parse(JSON.stringify(document)) as unknown[]).length;
    if (size !== 120_000) throw new Error('the speed probe lost items');
    jsRuns.push(performance.now() - begun);
  }

  const echo = spawn(process.execPath, ['-e', "const s=require('net').createServer(c=>{c.setNoDelay(true);c.on('data',d=>c.write(d))}).listen(0,'127.0.0.1',()=>console.log(s.address().port))"], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      echo.stdout.once('data', (data: Buffer) => resolve(Number(data.toString().trim())));
      echo.once('exit', () => reject(new Error('the echo process for the speed probe ended')));
    });
    const socket = net.connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const hopRuns: number[] = [];
    for (let run = 0; run < 3; run++) {
      const trips = 2_000;
      const begun = performance.now();
      for (let n = 0; n < trips; n++) {
        await new Promise<void>((resolve) => {
          socket.once('data', () => resolve());
          socket.write('x');
        });
      }
      hopRuns.push(((performance.now() - begun) * 1000) / trips);
    }
    socket.destroy();
    return { jsWorkMs: round(median(jsRuns), 1), hopMicroseconds: round(median(hopRuns), 1) };
  } finally {
    echo.kill();
  }
}

// ---------------------------------------------------------------------------------------------
// Setting cooks up: in batches, waiting for what the servers do in the background.

export async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(run));
}

export async function until<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The worker's queue empty and every read model caught up with the log. */
export async function workerIdle(databaseUrl: string, timeoutMs: number): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await until('the worker queue to drain', timeoutMs, async () => {
      const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from graphile_worker.jobs');
      return rows[0]!.n === 0 ? true : undefined;
    });
  } finally {
    await pool.end();
  }
  await readModelsCaughtUp(databaseUrl, timeoutMs);
}
