// `npm run cluster`: the production shape on one machine, for trying failover and rolling restarts
// by hand. One PostgreSQL (embedded in LARDER_DATA_DIR, default .data-cluster, or DATABASE_URL),
// migrated once; then, as child processes, two api nodes behind a round-robin proxy on PORT, two
// projector candidates (one active per projection, the other a hot standby) and two workers.
// `--replica` adds a hot-standby replica of the embedded PostgreSQL, made afresh at each start and
// streaming from it, and points every part's DATABASE_READ_URL at it (the api nodes read from it);
// `--replicas N` adds N of them (the api nodes read from each in turn).
// SIGINT/SIGTERM drain and stop every child, then the database. A child that dies unexpectedly is
// reported and started again after a back-off (1 s, doubling to 30 s while it keeps dying within 10 s
// of its start), as a process supervisor would in production. The proxy sends connections only to
// api nodes that have finished starting, as a load balancer's health check would.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import path from 'node:path';
import { Registry } from 'prom-client';
import { freePort, handleSignalsOurselves, runningServer, startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded-postgres.ts';
import { migrateDatabase } from '../migrate-database.ts';
import { dropUnusedReplicaSlots, replicaSlotName, startStreamingReplica, type StreamingReplica } from '../db/streaming-replica.ts';
import { readEnvOrExit } from '../env.ts';
import { listen, type Role } from '../runtime.ts';
import { registerProcessMetrics } from '../system/metrics.ts';
import { createProxy, type ProxyTarget } from './proxy.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRY = path.join(ROOT, 'server/index.ts');
const STOP_TIMEOUT_MS = 20_000;

interface Member {
  name: string;
  role: Role;
  port?: number;
  /** A projector's or worker's METRICS_PORT: how it is scraped, as in docker-compose.yml. */
  metricsPort?: number;
  child?: ChildProcess;
  startedAt: number;
  backoffMs: number;
  /** Resolves when the current child printed its start banner. */
  ready?: Promise<void>;
  /** The current child printed its start banner and has not exited: an api node the proxy may use. */
  serving: boolean;
  exited?: Promise<void>;
}

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  // The cluster keeps its own data folder, so it never competes with `npm start` for `.data/`.
  const env = readEnvOrExit({ LARDER_DATA_DIR: '.data-cluster', ...process.env });

  let embedded: EmbeddedServer | undefined;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: env.LARDER_DATA_DIR, ownSignalHandling: true, log: (line) => say(`[cluster] ${line}`) });
    databaseUrl = embedded.url;
  }
  const report = await migrateDatabase(databaseUrl);
  if (report.applied.length > 0) say(`[cluster] migrations applied: ${report.applied.join(', ')}`);

  const replicaCount = replicasAsked(process.argv.slice(2));
  const replicas: StreamingReplica[] = [];
  let databaseReadUrl = env.DATABASE_READ_URL?.join(',');
  if (replicaCount > 0) {
    if (!embedded) {
      console.error('--replica and --replicas make replicas of the embedded PostgreSQL. With DATABASE_URL, set DATABASE_READ_URL to your own replicas instead.');
      process.exit(2);
    }
    const slots = Array.from({ length: replicaCount }, (_, index) => replicaSlotName(index + 1));
    await dropUnusedReplicaSlots(databaseUrl, slots);
    for (const [index, slot] of slots.entries()) {
      const replicaDir = path.join(env.LARDER_DATA_DIR, index === 0 ? 'replica' : `replica-${index + 1}`);
      replicas.push(await startStreamingReplica({ primaryUrl: databaseUrl, primaryDir: path.join(env.LARDER_DATA_DIR, 'pg'), replicaDir, slot, log: (line) => say(`[cluster] ${line}`) }));
    }
    databaseReadUrl = replicas.map((replica) => replica.url).join(',');
  } else if (embedded) {
    // A slot no replica reads keeps the primary's WAL for ever: drop those an earlier --replica made.
    await dropUnusedReplicaSlots(databaseUrl);
  }

  const publicHost = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
  const members: Member[] = [];
  for (const [role, count] of [['api', 2], ['projector', 2], ['worker', 2]] as const) {
    for (let n = 1; n <= count; n++) {
      members.push({
        name: `${role}-${n}`,
        role,
        port: role === 'api' ? await freePort() : undefined,
        metricsPort: role === 'api' ? undefined : await freePort(),
        startedAt: 0,
        backoffMs: 1_000,
        serving: false,
      });
    }
  }

  let stopping = false;
  // A node still starting answers 503 ('Larder is starting'): it gets connections once it is up.
  const proxyTargets = (): ProxyTarget[] =>
    members.filter((member) => member.role === 'api' && member.serving).map((member) => ({ name: member.name, host: '127.0.0.1', port: member.port! }));
  const proxy = createProxy({ targets: proxyTargets, log: (message, fields) => say(`[proxy] ${message} ${JSON.stringify(fields ?? {})}`) });
  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(env.PORT, env.HOST, () => resolve());
  });
  const proxyPort = (proxy.address() as { port: number }).port;
  const proxyUrl = `http://${publicHost}:${proxyPort}`;
  const supervisorMetrics = await serveSupervisorMetrics();

  // Background parts yield the CPU to the api nodes: on a machine they share, a request waits for
  // no projector batch or plan generation, and the projectors, running less eagerly, apply larger
  // batches. Started through nice(1), so that every thread of theirs runs at that priority (a renice
  // after the start reaches only the main thread on Linux). Decision 0027.
  const backgroundNice = env.CLUSTER_BACKGROUND_NICE > 0 && canNice() ? env.CLUSTER_BACKGROUND_NICE : 0;
  if (env.CLUSTER_BACKGROUND_NICE > 0 && backgroundNice === 0) say('[cluster] nice(1) is not available: projectors and workers run at the api nodes\' priority');
  const niceOf = (member: Member) => (member.role === 'api' ? 0 : backgroundNice);

  const launch = (member: Member) => {
    const node = [process.execPath, '--import', 'tsx', ENTRY];
    const [command, ...args] = niceOf(member) > 0 ? ['nice', '-n', String(niceOf(member)), ...node] : node;
    const child = spawn(command!, args, {
      cwd: ROOT,
      // What `npm run start:<role>` sets, plus what the cluster decides: its database, its data
      // folder (shared, so the api nodes see the same local recipe photos), the proxy in front.
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        ...(databaseReadUrl ? { DATABASE_READ_URL: databaseReadUrl } : {}),
        LARDER_DATA_DIR: env.LARDER_DATA_DIR,
        LARDER_ROLES: member.role,
        HOST: '127.0.0.1',
        PORT: String(member.port ?? 0),
        ...(member.metricsPort ? { METRICS_PORT: String(member.metricsPort) } : {}),
        // The proxy names each client on a PROXY protocol line; each node names itself in its answers.
        PROXY_PROTOCOL: 'accept',
        // Named in its answers (api) or in `ops status`' active column (projector).
        LARDER_NODE_NAME: member.name,
        APP_ORIGIN: env.APP_ORIGIN ?? proxyUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    member.child = child;
    member.startedAt = Date.now();
    member.serving = false;
    let resolveReady!: () => void;
    member.ready = new Promise<void>((resolve) => (resolveReady = resolve));
    for (const stream of [child.stdout!, child.stderr!]) {
      let buffered = '';
      stream.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop()!;
        for (const line of lines) {
          if (line.includes('Larder is running')) {
            member.serving = member.child === child && child.exitCode === null && child.signalCode === null;
            resolveReady();
          }
          // The children's start banners say what the cluster's table says; their logs pass through.
          if (line.trim() && !line.startsWith('  ')) say(`[${member.name}] ${line}`);
        }
      });
    }
    member.exited = new Promise<void>((resolve) =>
      child.on('exit', (code, signal) => {
        if (member.child === child) member.serving = false;
        resolveReady();
        resolve();
        if (stopping) {
          say(`[cluster] ${member.name} (pid ${child.pid}) stopped: ${signal ?? `exit code ${code}`}`);
          return;
        }
        // A part that ran a while and then died restarts after 1 s; one that keeps dying as it starts backs off.
        if (Date.now() - member.startedAt > 10_000) member.backoffMs = 1_000;
        say(`[cluster] ${member.name} (pid ${child.pid}) died: ${signal ?? `exit code ${code}`}; restarting in ${member.backoffMs / 1000} s`);
        const delay = member.backoffMs;
        member.backoffMs = Math.min(member.backoffMs * 2, 30_000);
        setTimeout(() => {
          if (stopping) return;
          launch(member);
          void member.ready!.then(() => {
            if (member.child === child || member.child?.exitCode !== null) return;
            say(`[cluster] ${member.name} restarted: pid ${member.child.pid}`);
          });
        }, delay).unref();
      }),
    );
  };

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`[cluster] ${signal}: draining and stopping every part`);
    // No new connections at the door. Those open end as each api node drains: it closes the idle
    // ones, and the others once their requests in flight are answered.
    const proxyClosed = new Promise<void>((resolve) => proxy.close(() => resolve()));
    const running = members.filter((member) => member.child && member.child.exitCode === null && member.child.signalCode === null);
    for (const member of running) member.child!.kill('SIGTERM');
    const deadline = setTimeout(() => {
      for (const member of running) {
        if (member.child!.exitCode === null && member.child!.signalCode === null) {
          say(`[cluster] ${member.name} (pid ${member.child!.pid}) did not stop within ${STOP_TIMEOUT_MS / 1000} s: killing it`);
          member.child!.kill('SIGKILL');
        }
      }
    }, STOP_TIMEOUT_MS);
    await Promise.all(running.map((member) => member.exited));
    clearTimeout(deadline);
    proxy.closeAllConnections();
    await proxyClosed;
    supervisorMetrics.server.close();
    for (const replica of replicas) await replica.stop();
    await embedded?.stop();
    say('[cluster] stopped');
    process.exit(0);
  };
  handleSignalsOurselves();
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  for (const member of members) launch(member);
  await Promise.all(members.map((member) => member.ready));
  if (stopping) return;

  const rows = [
    ['proxy', 'proxy', String(process.pid), proxyUrl],
    ...members.map((member) => [
      member.role,
      member.name,
      String(member.child?.pid ?? '-'),
      member.port
        ? `http://127.0.0.1:${member.port}`
        : `http://127.0.0.1:${member.metricsPort} (metrics${member.role === 'projector' ? '; one active per projection' : ''}${niceOf(member) > 0 ? `; nice ${niceOf(member)}` : ''})`,
    ]),
  ];
  const widths = [11, 13, 8];
  say('');
  say('  Larder cluster is running');
  say(`  ${['role', 'name', 'pid'].map((text, i) => text.padEnd(widths[i]!)).join('')}address`);
  for (const row of rows) say(`  ${row.slice(0, 3).map((text, i) => text.padEnd(widths[i]!)).join('')}${row[3]}`);
  say(`  Database: ${embedded ? `embedded PostgreSQL (${env.LARDER_DATA_DIR}/pg, port ${embedded.port})` : 'DATABASE_URL'}`);
  for (const replica of replicas) {
    say(`  Replica:  hot standby streaming from it (${env.LARDER_DATA_DIR}/${path.basename(replica.dataDir)}, port ${replica.port}, pid ${runningServer(replica.dataDir)?.pid ?? '-'}): the api nodes read from ${replicas.length > 1 ? 'each in turn' : 'it'}`);
  }
  if (replicas.length === 0 && env.DATABASE_READ_URL) say(`  Replica:  DATABASE_READ_URL: the api nodes read from ${env.DATABASE_READ_URL.length > 1 ? `its ${env.DATABASE_READ_URL.length} replicas in turn` : 'it'}`);
  say(`  Proxy:    ${proxyUrl}  (round robin of connections over the api nodes; x-larder-node names the one that answered)`);
  say(`  Metrics:  ${supervisorMetrics.url}  (the supervisor's and proxy's own process)`);
  say('  Stop:     Ctrl-C (or SIGTERM): every part drains and stops, then the database');
  say('');
}

/** How many replicas the command line asks for: `--replica` one, `--replicas N` (or `=N`) N, up to 4. */
function replicasAsked(args: readonly string[]): number {
  const at = args.findIndex((arg) => arg === '--replicas' || arg.startsWith('--replicas='));
  if (at < 0) return args.includes('--replica') ? 1 : 0;
  const given = args[at]!.includes('=') ? args[at]!.slice('--replicas='.length) : args[at + 1];
  const count = Number(given);
  if (!Number.isInteger(count) || count < 1 || count > 4) {
    console.error(`--replicas takes a number of replicas from 1 to 4 (got ${given ?? 'nothing'}).`);
    process.exit(2);
  }
  return count;
}

/** Whether nice(1) runs here (coreutils on Linux and macOS; an image may leave it out). */
function canNice(): boolean {
  return spawnSync('nice', ['-n', '1', 'true'], { stdio: 'ignore' }).status === 0;
}

/**
 * The supervisor's own /metrics (CPU, memory, the heap it keeps) on a free loopback port: the proxy
 * runs in this process, and its memory and CPU are read as every other part's are.
 */
async function serveSupervisorMetrics(): Promise<{ server: Server; url: string }> {
  const registry = new Registry();
  registerProcessMetrics(registry);
  const server = await listen(
    async (request) => (new URL(request.url).pathname === '/metrics' ? new Response(await registry.metrics(), { headers: { 'content-type': registry.contentType } }) : new Response(null, { status: 404 })),
    0,
    '127.0.0.1',
  );
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/metrics` };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
