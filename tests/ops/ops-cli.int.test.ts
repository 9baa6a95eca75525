// The ops CLI's answers to an operator's mistakes: an unknown command or option, a stream or snapshot
// schema that is not there, a data folder that holds no database (it is not made afresh and read as
// an empty log), and a reader that closes the pipe early. Each says what is wrong on stderr and exits
// non-zero: 2 for a usage mistake, 1 for a failure of the work. `status` names the database it reads.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../fixtures/larder-process.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

function ops(args: string[], env: Record<string, string> = { DATABASE_URL: database.url }) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/ops/cli.ts', ...args], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run ops', () => {
  it('refuses an unknown command or option with exit code 2, naming it', () => {
    const unknown = ops(['frobnicate']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("Unknown command 'frobnicate'.");
    expect(unknown.stderr).toContain('help                        this list');

    const option = ops(['status', '--frob']);
    expect(option.status).toBe(2);
    expect(option.stderr).toContain("status: Unknown option '--frob'");

    const both = ops(['beta-codes', 'create', 'FOO-BAR', '--count', '2']);
    expect(both).toMatchObject({ status: 2, stderr: expect.stringContaining('beta-codes create takes codes or --count N, not both') });
  }, 60_000);

  it('names the database it reads, and says what is missing when a stream or snapshot schema is not there', () => {
    const status = ops(['status']);
    expect(status.status, status.stderr).toBe(0);
    const url = new URL(database.url);
    expect(status.stdout.split('\n')[0]).toBe(`Database: DATABASE_URL (${url.hostname}:${url.port}${url.pathname})`);
    expect(status.stdout, 'never the password').not.toContain(`:${url.password}@`);

    const events = ops(['events', '--stream', 'user-00000000-0000-4000-8000-000000000000']);
    expect(events.status).toBe(1);
    expect(events.stdout).toBe('');
    expect(events.stderr).toMatch(/^No stream user-00000000-0000-4000-8000-000000000000 in DATABASE_URL .*; the categories here: /);

    const schema = ops(['snapshots', '--drop', '--schema', 'nosuch']);
    expect(schema.status).toBe(1);
    expect(schema.stderr).toContain('No snapshots of schema nosuch.');
  }, 60_000);

  it('does not make a database in a data folder that holds none', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-ops-'));
    try {
      const status = ops(['status'], { DATABASE_URL: '', LARDER_DATA_DIR: empty });
      expect(status.status).toBe(1);
      expect(status.stderr).toContain(`No Larder database in ${path.join(empty, 'pg')}.`);
      expect(fs.readdirSync(empty), 'nothing written in the folder').toEqual([]);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  }, 60_000);

  it('ends quietly when its reader closes the pipe', () => {
    const piped = spawnSync('bash', ['-c', `"${process.execPath}" --import tsx server/ops/cli.ts help | true; echo "exit \${PIPESTATUS[0]}"`], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(piped.stdout.trim()).toBe('exit 0');
    expect(piped.stderr).not.toContain('EPIPE');
  }, 60_000);
});
