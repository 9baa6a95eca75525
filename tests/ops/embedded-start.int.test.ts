// `npm start` on the embedded PostgreSQL as an operator lives it: start, keep data across a crash
// (the node process SIGKILLed, its PostgreSQL left running), start again, use the ops CLI against
// the running server, stop cleanly on SIGTERM.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, runningServer } from '../../server/db/embedded-postgres.ts';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { ApiClient, eventually, mintToken, TEST_JWT_SECRET } from '../setup/larder.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-start-'));
const children: ChildProcess[] = [];

function startLarder(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', LARDER_DATA_DIR: dataDir, PORT: String(port), SUPABASE_JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

function ops(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/ops/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', LARDER_DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  const server = runningServer(path.join(dataDir, 'pg'));
  if (server) process.kill(server.pid, 'SIGINT');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on the embedded PostgreSQL', () => {
  it('prints its URL, survives a crash with its data, serves the ops CLI and stops cleanly', async () => {
    const port = await freePort();
    const first = startLarder(port);
    const url = `http://127.0.0.1:${port}`;
    await eventually(async () => (await fetch(`${url}/healthz`)).ok, 60_000, 'the first start');
    expect(first.output()).toContain(`URL:        http://localhost:${port}`);
    expect(first.output()).toMatch(/Auth:\s+local/);

    // A cook and a pantry item, written through the API.
    const { token, sub } = await mintToken();
    const client = new ApiClient(url, token);
    const user = await eventually(async () => {
      const { body } = await client.get(`/api/v1/users/supabase/${sub}`);
      return Array.isArray(body) && body[0];
    }, 15_000, 'the app user');
    const added = await client.post('/api/v1/pantry-ingredient', { ingredient_id: ingredientIdFor('Butter'), quantity: 250 });
    expect(added.status).toBe(201);

    // Crash: the node process dies without stopping its PostgreSQL.
    first.child.kill('SIGKILL');
    await first.exited;
    const orphan = runningServer(path.join(dataDir, 'pg'));
    expect(orphan, 'the crashed process leaves its PostgreSQL running').toBeDefined();

    const second = startLarder(port);
    await eventually(async () => (await fetch(`${url}/healthz`)).ok, 60_000, 'the start after the crash');
    const list = await client.get(`/api/v1/pantry-ingredient/pantry/${user.pantry_id}/app_user/${user.id}`);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ ingredient_name: 'Butter', quantity: 250 });

    // The ops CLI finds the running server on the same data folder.
    const status = ops('status');
    expect(status.status, status.stderr).toBe(0);
    expect(status.stdout).toMatch(/pantry\s+1\s+\d+\s+0/);
    const events = ops('events', '--stream', `pantry-${user.pantry_id}`);
    expect(events.stdout).toContain('"type":"PantryItemAdded"');
    const rebuild = ops('rebuild', 'pantry');
    expect(rebuild.status, rebuild.stderr).toBe(0);
    expect(rebuild.stderr).toMatch(/pantry\s+\[#+\] 100%/);
    expect(rebuild.stdout).toMatch(/Rebuilt pantry: 1 events/);
    const afterRebuild = await client.get(`/api/v1/pantry-ingredient/pantry/${user.pantry_id}/app_user/${user.id}`);
    expect(afterRebuild.body).toEqual(list.body);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain('"msg":"stopped"');
    expect(runningServer(path.join(dataDir, 'pg')), 'PostgreSQL stopped with it').toBeUndefined();
  });
});
