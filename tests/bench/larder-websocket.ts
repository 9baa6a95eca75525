// (e) Command to websocket: real processes as deployed (two api processes, one projector+worker),
// users signed in with tokens signed by the project secret, two open tabs (sockets) each, and
// commands sent at a fixed rate whatever the answers do (open loop). For half of the users the
// command goes to the api process that does not hold their sockets, so the notice has to cross
// processes through PostgreSQL's NOTIFY.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { freePort } from '../../server/db/embedded-postgres.ts';
import { readIngredientFacts } from '../../server/modules/ingredients/index.ts';
import { createBetaCodes } from '../../server/ops/account-ops.ts';
import { ApiClient, mintToken, SETUP_PREFERENCES, TEST_JWT_SECRET } from '../setup/larder.ts';
import { cpuSince, cpuSnapshot, disownProcessGroup, inBatches, onCleanup, ownProcessGroup, progress, round, sleep, summarize, until, workerIdle } from './support.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface WebsocketSettings {
  users: number;
  socketsPerUser: number;
  commandsPerSecond: number;
  warmupSeconds: number;
  seconds: number;
  otherRates: number[];
  otherRatesSeconds: number;
}

interface ServerProcess {
  name: string;
  child: ChildProcess;
  url?: string;
  stop(): Promise<void>;
}

/**
 * Starts the server (node with tsx as a loader, as `npm start` does: no tsx parent process to relay
 * signals) in its own process group, so stopping it stops its children too.
 */
async function startServer(name: string, env: Record<string, string>): Promise<ServerProcess> {
  // BENCH_CPU_PROFILE_DIR=folder: the servers write V8 CPU profiles there when they stop (node
  // refuses --cpu-prof in NODE_OPTIONS, so it is given on the command line).
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid) ownProcessGroup(child.pid);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const signal = (sig: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    if (exited) return;
    signal('SIGTERM');
    const stopped = await Promise.race([exit.then(() => true), sleep(10_000).then(() => false)]);
    if (!stopped) {
      signal('SIGKILL');
      await exit;
    }
  };
  const removeCleanup = onCleanup(`process ${name}`, stop);
  child.stderr!.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim() && !line.includes('nodedir')) progress(`${name}: ${line.trim()}`);
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 60 s:\n${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Larder is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} before it was ready:\n${output}`));
    });
  });
  return {
    name,
    child,
    url: env.PORT ? `http://127.0.0.1:${env.PORT}` : undefined,
    stop: async () => {
      await stop();
      removeCleanup();
      if (child.pid) disownProcessGroup(child.pid);
    },
  };
}

/**
 * The measured commands go through plain keep-alive HTTP: the load generator shares the two cores
 * with the system under test, and fetch costs it several times more CPU per request.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function postJson(baseUrl: string, path: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; body: any }> {
  const payload = JSON.stringify(body);
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          try {
            resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
          } catch {
            resolve({ status: response.statusCode ?? 0, body: text });
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

interface BenchUser {
  index: number;
  sub: string;
  token: string;
  client: ApiClient;
  /** Bearer token, CSRF token and its cookie, as the web client sends them. */
  headers: Record<string, string>;
  commandProcess: number;
  socketProcess: number;
  sockets: WebSocket[];
  busy: boolean;
}

/** Signs the user in as the web client does: the first call enqueues the account, then it polls. */
async function waitForAccount(user: BenchUser): Promise<string> {
  return until('an account', 60_000, async () => {
    const { status, body } = await user.client.get(`/api/v1/users/supabase/${user.sub}`);
    if (status !== 200) throw new Error(`user lookup answered ${status}`);
    return Array.isArray(body) && body.length > 0 ? (body[0] as { id: string }).id : undefined;
  });
}

/** Completes setup and claims a beta code, as a new cook does before the pantry is theirs to fill. */
async function makeCook(user: BenchUser, appUserId: string, code: string): Promise<void> {
  const setup = await user.client.post(`/api/v1/users/setup_complete/${appUserId}`, SETUP_PREFERENCES);
  if (setup.status !== 200) throw new Error(`setup answered ${setup.status}: ${JSON.stringify(setup.body)}`);
  const claim = await user.client.post('/api/v1/beta-code', { code });
  if (claim.status !== 200) throw new Error(`the beta code answered ${claim.status}: ${JSON.stringify(claim.body)}`);
}

function openSocket(baseUrl: string, token: string, onChanged: (message: { model: string; ids: string[] }) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws`);
    const timer = setTimeout(() => reject(new Error('socket was not ready within 20 s')), 20_000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('error', (error) => reject(error));
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { type: string; model: string; ids: string[] };
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(socket);
      } else if (message.type === 'changed') {
        onChanged(message);
      }
    });
  });
}

export async function websocketBenchmark(url: string, settings: WebsocketSettings) {
  const secret = TEST_JWT_SECRET;
  const ports = [await freePort(), await freePort()];
  const common: Record<string, string> = { DATABASE_URL: url, SUPABASE_JWT_SECRET: secret, LOG_LEVEL: 'warn' };
  progress('websocket: starting two api processes and one projector+worker process');
  const processes = await Promise.all([
    startServer('api-1', { ...common, PORT: String(ports[0]), LARDER_ROLES: 'api' }),
    startServer('api-2', { ...common, PORT: String(ports[1]), LARDER_ROLES: 'api' }),
    startServer('projector', { ...common, PORT: '0', LARDER_ROLES: 'projector,worker' }),
  ]);
  const apis = processes.slice(0, 2).map((server) => server.url!);
  const sockets: WebSocket[] = [];
  try {
    // The seed's ingredients, known without waiting for the projector to fill their read model.
    const ingredients = readIngredientFacts()
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .slice(0, 50);

    progress(`websocket: signing in ${settings.users} users`);
    const users: BenchUser[] = [];
    for (let index = 0; index < settings.users; index++) {
      const minted = await mintToken({ secret, expiresInSeconds: 3600 });
      const commandProcess = Math.floor(index / 2) % 2;
      users.push({
        index,
        sub: minted.sub,
        token: minted.token,
        client: new ApiClient(apis[commandProcess]!, minted.token),
        headers: {},
        commandProcess,
        socketProcess: index % 2,
        sockets: [],
        busy: false,
      });
    }
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const codes = await createBetaCodes(pool, [], settings.users).finally(() => pool.end());
    await inBatches(users, 25, async (user) => {
      await makeCook(user, await waitForAccount(user), codes[user.index]!);
      const csrf = await user.client.csrfToken();
      user.headers = { authorization: `Bearer ${user.token}`, 'x-csrf-token': csrf.token, cookie: csrf.cookie };
    });
    // Setup asks for each cook's week: the measured commands must not share the machine with it.
    progress(`websocket: waiting for ${settings.users} weeks to be planned`);
    await workerIdle(url, 600_000);

    // When each pantry item's first notice reached one of its user's sockets, and its last.
    const arrivals = new Map<string, { first: number; last: number; count: number }>();
    const waiters = new Map<string, () => void>();
    progress(`websocket: opening ${settings.users * settings.socketsPerUser} sockets`);
    await inBatches(users, 25, async (user) => {
      for (let tab = 0; tab < settings.socketsPerUser; tab++) {
        const socket = await openSocket(apis[user.socketProcess]!, user.token, (message) => {
          if (message.model !== 'pantry') return;
          const now = performance.now();
          for (const id of message.ids) {
            const seen = arrivals.get(id);
            if (seen) {
              seen.last = now;
              seen.count++;
            } else arrivals.set(id, { first: now, last: now, count: 1 });
            if ((arrivals.get(id)?.count ?? 0) >= settings.socketsPerUser) waiters.get(id)?.();
          }
        });
        user.sockets.push(socket);
        sockets.push(socket);
      }
    });

    interface Sample {
      first: number;
      all: number;
      http: number;
      crossProcess: boolean;
    }
    const samples: Sample[] = [];
    const outcome = { sent: 0, answered: 0, accepted202: 0, failed: 0, skippedBusy: 0, noticeMissing: 0 };
    // Why commands failed, counted by answer ('403 Your access has ended'), so a failed run says why.
    let failures: Record<string, number> = {};
    const failedBecause = (reason: string) => {
      outcome.failed++;
      failures[reason] = (failures[reason] ?? 0) + 1;
    };
    const send = async (user: BenchUser, record: boolean) => {
      user.busy = true;
      const sentAt = performance.now();
      try {
        const response = await postJson(
          apis[user.commandProcess]!,
          '/api/v1/pantry-ingredient',
          { ingredient_id: ingredients[user.index % ingredients.length]!.id, quantity: 100 + (user.index % 9) * 25 },
          user.headers,
        );
        const answeredAt = performance.now();
        if (response.status !== 201 && response.status !== 202) {
          if (record) failedBecause(`${response.status} ${String(response.body?.message ?? response.body?.error ?? '').slice(0, 80)}`);
          return;
        }
        const itemId: string = response.status === 201 ? response.body.id : response.body.result.itemIds[0];
        if (record && response.status === 202) outcome.accepted202++;
        // Every socket of the user must hear of the item; wait a while for stragglers.
        if ((arrivals.get(itemId)?.count ?? 0) < settings.socketsPerUser) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, 5_000);
            waiters.set(itemId, () => (clearTimeout(timer), resolve()));
          });
          waiters.delete(itemId);
        }
        const seen = arrivals.get(itemId);
        if (!record) return;
        outcome.answered++;
        if (!seen || seen.count < settings.socketsPerUser) {
          outcome.noticeMissing++;
          return;
        }
        samples.push({ first: seen.first - sentAt, all: seen.last - sentAt, http: answeredAt - sentAt, crossProcess: user.commandProcess !== user.socketProcess });
      } catch (error) {
        if (record) failedBecause(String(error).slice(0, 80));
      } finally {
        user.busy = false;
      }
    };

    const drive = async (commandsPerSecond: number, seconds: number, record: boolean) => {
      const interval = 1000 / commandsPerSecond;
      const inFlight: Promise<void>[] = [];
      const begun = performance.now();
      for (let count = 0; ; count++) {
        const due = begun + count * interval;
        if (due - begun >= seconds * 1000) break;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        const user = users[count % users.length]!;
        if (user.busy) {
          if (record) outcome.skippedBusy++;
          continue;
        }
        if (record) outcome.sent++;
        inFlight.push(send(user, record));
      }
      const offered = (performance.now() - begun) / 1000;
      await Promise.all(inFlight);
      return offered;
    };

    const measure = async (commandsPerSecond: number, seconds: number) => {
      samples.length = 0;
      Object.assign(outcome, { sent: 0, answered: 0, accepted202: 0, failed: 0, skippedBusy: 0, noticeMissing: 0 });
      failures = {};
      progress(`websocket: measuring ${seconds}s at ${commandsPerSecond} commands/s`);
      const cpu = cpuSnapshot();
      const offeredSeconds = await drive(commandsPerSecond, seconds, true);
      const cpuReport = cpuSince(cpu);
      if (outcome.failed > 0) progress(`websocket: ${outcome.failed} of ${outcome.sent} commands failed: ${JSON.stringify(failures)}`);
      const pick = (filter: (sample: Sample) => boolean, field: keyof Omit<Sample, 'crossProcess'>) =>
        summarize(samples.filter(filter).map((sample) => sample[field]));
      return {
        commandsPerSecondOffered: commandsPerSecond,
        commandsPerSecondAchieved: round(outcome.sent / offeredSeconds, 1),
        ...outcome,
        failures,
        commandToFirstSocketMs: pick(() => true, 'first'),
        commandToAllUserSocketsMs: pick(() => true, 'all'),
        sameProcessFirstSocketMs: pick((sample) => !sample.crossProcess, 'first'),
        crossProcessFirstSocketMs: pick((sample) => sample.crossProcess, 'first'),
        httpAnswerMs: pick(() => true, 'http'),
        cpu: cpuReport,
      };
    };

    progress(`websocket: warm-up ${settings.warmupSeconds}s at ${settings.commandsPerSecond} commands/s`);
    await drive(settings.commandsPerSecond, settings.warmupSeconds, false);
    const atTarget = await measure(settings.commandsPerSecond, settings.seconds);
    // The same at other rates, to tell a saturated machine from a slow path.
    const atOtherRates = [];
    for (const rate of settings.otherRates) atOtherRates.push(await measure(rate, settings.otherRatesSeconds));
    return {
      apiProcesses: 2,
      projectorProcesses: 1,
      users: settings.users,
      openSockets: sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length,
      ...atTarget,
      atOtherRates,
    };
  } finally {
    agent.destroy();
    for (const socket of sockets) socket.terminate();
    await Promise.all(processes.map((server) => server.stop()));
  }
}
