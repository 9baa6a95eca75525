// `npm start` on the embedded PostgreSQL as an operator lives it: start, keep data across a crash
// (the node process SIGKILLed, its PostgreSQL left running), start again, use the ops CLI against
// the running server (status, events, rebuild, beta codes, admin), stop cleanly on a terminal's Ctrl-C
// (SIGINT to the process group) with its PostgreSQL last. While it starts, /readyz already answers 503
// with the phase.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, runningServer } from '../../server/db/embedded-postgres.ts';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { ApiClient, eventually, mintToken, SETUP_PREFERENCES, TEST_JWT_SECRET } from '../setup/larder.ts';
import { isRunning, larderDataDir, runOps, startLarderProcess } from '../fixtures/larder-process.ts';
import { pantryProjection } from '../../server/modules/pantry/pantry.projection.ts';

const data = larderDataDir();
const dataDir = data.dataDir;
const startLarder = (port: number, options: { ownProcessGroup?: boolean } = {}) => {
  const started = startLarderProcess(dataDir, port, { SUPABASE_JWT_SECRET: TEST_JWT_SECRET }, options);
  data.track(started.child);
  return started;
};
const ops = (...args: string[]) => runOps(dataDir, ...args);

afterAll(() => data.cleanup());

describe('npm start on the embedded PostgreSQL', () => {
  it('prints its URL, survives a crash with its data, serves the ops CLI and stops cleanly', async () => {
    const port = await freePort();
    const first = startLarder(port);
    const url = `http://127.0.0.1:${port}`;
    // While its PostgreSQL starts and the migrations run, the port already answers: not ready, and why.
    const starting = await eventually(async () => {
      const response = await fetch(`${url}/readyz`);
      return response.status === 503 && ((await response.json()) as { ready: boolean; reason: string });
    }, 60_000, 'the answer while starting');
    expect(starting).toEqual({ ready: false, reason: expect.stringMatching(/^(database starting|migrations running)$/) });
    await eventually(async () => (await fetch(`${url}/healthz`)).ok, 60_000, 'the first start');
    expect(await (await fetch(`${url}/readyz`)).json()).toEqual({ ready: true });
    // The real process also reports Node's own process metrics.
    const metrics = await (await fetch(`${url}/metrics`)).text();
    expect(metrics).toMatch(/^process_cpu_seconds_total /m);
    expect(metrics).toMatch(/^larder_projection_lag_events\{projection="pantry"\} \d+$/m);
    expect(first.output()).toContain(`URL:        http://localhost:${port}`);
    expect(first.output()).toMatch(/Auth:\s+local/);

    // A cook and a pantry item, written through the API.
    const { token, sub } = await mintToken();
    const client = new ApiClient(url, token);
    const user = await eventually(async () => {
      const { body } = await client.get(`/api/v1/users/supabase/${sub}`);
      return Array.isArray(body) && body[0];
    }, 15_000, 'the app user');
    // Setup, then a beta code issued with the ops CLI against the running server: the pantry opens.
    expect((await client.post(`/api/v1/users/setup_complete/${user.id}`, SETUP_PREFERENCES)).status).toBe(200);
    const issued = ops('beta-codes', 'create', '--count', '2');
    expect(issued.status, issued.stderr).toBe(0);
    const codes = issued.stdout.trim().split('\n');
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect((await client.post('/api/v1/beta-code', { code: codes[0] })).body).toMatchObject({ exists: true, available: true });
    const added = await client.post('/api/v1/pantry-ingredient', { ingredient_id: ingredientIdFor('Butter'), quantity: 250 });
    expect(added.status).toBe(201);
    const listed = ops('beta-codes', 'list');
    expect(listed.stdout).toMatch(new RegExp(`${codes[0]}\\s+issued .* claimed by ${user.email.replace('.', '\\.')}`));
    expect(listed.stdout).toMatch(new RegExp(`${codes[1]}\\s+issued .* available`));
    const admin = ops('admin', 'grant', user.email);
    expect(admin.stdout).toContain(`${user.email} is now an admin`);
    await eventually(async () => (await client.post('/api/v1/users/check_user', {})).body.isAdmin === true, 10_000, 'the admin flag');
    expect(ops('admin', 'grant', 'nobody@example.test')).toMatchObject({ status: 1, stderr: expect.stringContaining('No user has the email nobody@example.test') });

    // Crash: the node process dies without stopping its PostgreSQL.
    first.child.kill('SIGKILL');
    await first.exited;
    const orphan = runningServer(path.join(dataDir, 'pg'));
    expect(orphan, 'the crashed process leaves its PostgreSQL running').toBeDefined();

    const second = startLarder(port, { ownProcessGroup: true });
    await eventually(async () => (await fetch(`${url}/healthz`)).ok, 60_000, 'the start after the crash');
    // Its PostgreSQL listens where it did before, so a part started alone beside it finds it again.
    const databaseLine = /Database: +embedded PostgreSQL \(.*, port (\d+)\)/;
    expect(second.output().match(databaseLine)?.[1], 'the embedded server port across restarts').toBe(first.output().match(databaseLine)![1]);
    const list = await client.get(`/api/v1/pantry-ingredient/pantry/${user.pantry_id}/app_user/${user.id}`);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ ingredient_name: 'Butter', quantity: 250 });

    // The ops CLI finds the running server on the same data folder.
    const status = ops('status');
    expect(status.status, status.stderr).toBe(0);
    expect(status.stdout).toMatch(new RegExp(`pantry\\s+${pantryProjection.version}\\s+\\d+\\s+0`));
    // Who holds the server's connections, against its limit (the runbook's connection budget).
    expect(status.stdout).toMatch(/Connections: \d+ of max_connections 300 \(.*larder-api\+projector\+worker \d+/);
    const events = ops('events', '--stream', `pantry-${user.pantry_id}`);
    expect(events.stdout).toContain('"type":"PantryItemAdded"');
    const rebuild = ops('rebuild', 'pantry');
    expect(rebuild.status, rebuild.stderr).toBe(0);
    expect(rebuild.stderr).toMatch(/pantry\s+\[#+\] 100%/);
    expect(rebuild.stdout).toMatch(/Rebuilt pantry: 1 event in/);
    const afterRebuild = await client.get(`/api/v1/pantry-ingredient/pantry/${user.pantry_id}/app_user/${user.id}`);
    expect(afterRebuild.body).toEqual(list.body);

    // Ctrl-C in the terminal signals the whole process group. The server drains first and then stops
    // its PostgreSQL, which runs in a session of its own and so is not stopped under the requests.
    const server = runningServer(path.join(dataDir, 'pg'))!;
    process.kill(-second.child.pid!, 'SIGINT');
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain('"msg":"stopped"');
    expect(second.output(), 'nothing failed during the stop').not.toMatch(/"level":50|EPIPE|terminating connection/);
    expect(runningServer(path.join(dataDir, 'pg')), 'PostgreSQL stopped with it').toBeUndefined();
    expect(isRunning(server.pid)).toBe(false);
  }, 180_000); // two cold starts of the whole product and the ops CLI: slow on a loaded 2-core machine
});
