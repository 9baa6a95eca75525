// `npm run cluster` as an operator runs it (here on the test database through DATABASE_URL, on free
// ports): it prints every part with its pid, runs projectors and workers at a lower CPU priority, the
// proxy alternates connections between the two api nodes, a cook signs in and writes through the proxy
// (the CSRF token from one node is accepted by the other), a socket works through it, an api node
// killed is restarted without the proxy sending anyone to it while it starts, and SIGTERM drains and
// stops every child before the script exits 0.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort } from '../../server/db/embedded-postgres.ts';
import { isRunning, root } from '../fixtures/larder-process.ts';
import { statFields } from '../fixtures/proc-stat.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';
import { ApiClient, eventually, mintToken, SETUP_PREFERENCES, TEST_JWT_SECRET } from '../setup/larder.ts';

/** A request on a connection of its own (the proxy balances connections, not requests). */
function requestOnNewConnection(url: string, options: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; body: string; node: string | undefined; setCookie: string | undefined }>((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, body, node: response.headers['x-larder-node'] as string | undefined, setCookie: response.headers['set-cookie']?.[0] }),
      );
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

/** The niceness of each thread of a process (Linux: field 19 of /proc/PID/task/TID/stat). */
function threadNiceness(pid: number): number[] {
  return fs.readdirSync(`/proc/${pid}/task`).map((tid) => {
    return statFields(fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')).field(19);
  });
}

let database: TestDatabase;
const pids: number[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const pid of pids) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  await database?.drop();
});

describe('npm run cluster', () => {
  it('serves through its proxy from both api nodes, and stops every part on SIGTERM', async () => {
    const port = await freePort();
    const cluster = spawn(process.execPath, ['--import', 'tsx', 'server/ops/cluster.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url, PORT: String(port), HOST: '127.0.0.1', SUPABASE_JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pids.push(cluster.pid!);
    let output = '';
    cluster.stdout!.on('data', (chunk) => (output += chunk));
    cluster.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => cluster.on('exit', (code, signal) => resolve({ code, signal })));

    await eventually(async () => {
      if (cluster.exitCode !== null) throw new Error(output);
      return output.includes('  Stop:');
    }, 60_000, `the cluster to start:\n${output}`);
    const proxyUrl = `http://127.0.0.1:${port}`;
    expect(output).toContain(`Proxy:    ${proxyUrl}`);
    const table = [...output.matchAll(/^ {2}(proxy|api|projector|worker) +(\S+) +(\d+) +(.*)$/gm)].map(([, role, name, pid, address]) => ({ role, name, pid: Number(pid), address }));
    expect(table.map((row) => row.name)).toEqual(['proxy', 'api-1', 'api-2', 'projector-1', 'projector-2', 'worker-1', 'worker-2']);
    expect(table[0]!.pid).toBe(cluster.pid);
    for (const row of table) expect(isRunning(row.pid), `${row.name} runs`).toBe(true);
    expect(table.filter((row) => row.role === 'api').map((row) => row.address)).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/)]);
    pids.push(...table.map((row) => row.pid));

    // Projectors and workers yield the CPU to the api nodes (CLUSTER_BACKGROUND_NICE, 10 unless set):
    // every thread of theirs, not only the one a renice would reach.
    for (const row of table) {
      const expected = row.role === 'projector' || row.role === 'worker' ? 10 : 0;
      const threads = threadNiceness(row.pid);
      expect(threads.length, `${row.name}'s threads`).toBeGreaterThan(1);
      expect(new Set(threads), `${row.name}'s niceness, thread by thread`).toEqual(new Set([expected]));
      if (expected > 0) expect(row.address).toContain(`; nice ${expected})`);
    }

    // Projectors and workers are scraped on their own metrics ports, as docker-compose.yml's are; the
    // supervisor (the proxy's process) on the port its Metrics line names.
    const scraped = table.filter((row) => row.role === 'projector' || row.role === 'worker');
    const metricsUrls = scraped.map((row) => `${row.address!.match(/^(http:\/\/127\.0\.0\.1:\d+) \(metrics/)![1]}/metrics`);
    metricsUrls.push(output.match(/^ {2}Metrics: +(http:\/\/127\.0\.0\.1:\d+\/metrics) /m)![1]!);
    expect(new Set(metricsUrls).size).toBe(5);
    for (const url of metricsUrls) {
      const metrics = await (await fetch(url)).text();
      expect(metrics).toMatch(/^process_cpu_seconds_total /m);
      expect(metrics).toMatch(/^larder_heap_retained_bytes /m);
    }

    // Round robin: consecutive connections alternate between the nodes, each named in x-larder-node.
    const nodes: string[] = [];
    for (let n = 0; n < 4; n++) {
      const response = await requestOnNewConnection(`${proxyUrl}/healthz`);
      expect(response.status).toBe(200);
      expect(JSON.parse(response.body)).toMatchObject({ status: 'ok' });
      nodes.push(response.node!);
    }
    expect(nodes[0]).not.toBe(nodes[1]);
    expect([nodes[0], nodes[1]]).toEqual([nodes[2], nodes[3]]);
    expect(new Set(nodes)).toEqual(new Set(['api-1', 'api-2']));

    // An api node killed is restarted; while it starts (503 'Larder is starting' on its port) the
    // proxy sends every connection to the other, and the restarted node gets its turn again.
    const api1 = table.find((row) => row.name === 'api-1')!;
    process.kill(api1.pid, 'SIGKILL');
    await eventually(async () => output.includes(`[cluster] api-1 (pid ${api1.pid}) died`), 10_000, 'the cluster to see api-1 die');
    const duringRestart: Array<{ status: number; node: string | undefined }> = [];
    await eventually(async () => {
      const { status, node } = await requestOnNewConnection(`${proxyUrl}/healthz`);
      duringRestart.push({ status, node });
      return /\[cluster\] api-1 restarted: pid \d+/.test(output) && node === 'api-1';
    }, 60_000, `api-1 to serve again:\n${output}`);
    pids.push(Number(output.match(/\[cluster\] api-1 restarted: pid (\d+)/)![1]));
    expect(duringRestart.length, 'requests sent while api-1 restarted').toBeGreaterThan(3);
    expect(duringRestart.filter((answer) => answer.status !== 200), 'answers other than 200 while api-1 restarted').toEqual([]);

    // A cook signs in through the proxy; a worker creates the app user; setup is written.
    const { token, sub } = await mintToken();
    const client = new ApiClient(proxyUrl, token);
    const user = await eventually(async () => {
      const { body } = await client.get(`/api/v1/users/supabase/${sub}`);
      return Array.isArray(body) && body[0];
    }, 20_000, 'the app user');
    // The CSRF token comes from one node and the write lands on the other (the secret is shared).
    const csrf = await requestOnNewConnection(`${proxyUrl}/api/v1/csrf/token`);
    const setup = await requestOnNewConnection(`${proxyUrl}/api/v1/users/setup_complete/${user.id}`, {
      method: 'POST',
      body: JSON.stringify(SETUP_PREFERENCES),
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-csrf-token': (JSON.parse(csrf.body) as { csrfToken: string }).csrfToken,
        cookie: csrf.setCookie!.split(';')[0]!,
      },
    });
    expect(setup.status, setup.body).toBe(200);
    expect(setup.node).not.toBe(csrf.node);

    // A socket through the proxy: authenticated by whichever node it reached.
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    const messages: any[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
    socket.on('error', () => {});
    const socketClosed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(JSON.stringify({ type: 'auth', token }));
    await eventually(async () => messages.find((message) => message.type === 'ready'), 10_000, 'the socket to be ready');
    expect(messages[0]).toEqual({ type: 'ready', userId: user.id });

    cluster.kill('SIGTERM');
    expect(await socketClosed, 'the socket is asked to reconnect').toBe(1001);
    expect(await exited).toEqual({ code: 0, signal: null });
    const restartedApi1 = pids.at(-1)!;
    const parts = table.slice(1).map((row) => (row.name === 'api-1' ? { ...row, pid: restartedApi1 } : row));
    for (const row of parts) expect(isRunning(row.pid), `${row.name} stopped`).toBe(false);
    for (const row of parts) expect(output).toContain(`[cluster] ${row.name} (pid ${row.pid}) stopped: exit code 0`);
    expect(output).toContain('[cluster] stopped');
    expect(output.match(/ died: /g), 'only the api node killed on purpose died').toHaveLength(1);
  }, 90_000);
});
