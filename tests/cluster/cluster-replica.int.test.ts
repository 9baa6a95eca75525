// `npm run cluster -- --replica` as an operator runs it, on its own embedded PostgreSQL: it makes a
// hot-standby replica streaming from it, says so in its table, the api nodes read from the replica
// (the diets come back through the proxy and the replica holds the api's read connections),
// `npm run ops -- status` names it with its lag, and SIGTERM stops it with everything else.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/db/embedded-postgres.ts';
import { isRunning, root, runOps } from '../fixtures/larder-process.ts';
import { eventually, TEST_JWT_SECRET } from '../setup/larder.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-cluster-replica-'));
const pids: number[] = [];

afterAll(() => {
  for (const pid of pids) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run cluster -- --replica', () => {
  it('serves reads from a streaming replica of its PostgreSQL, and stops it on SIGTERM', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, LARDER_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SUPABASE_JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    const cluster = spawn(process.execPath, ['--import', 'tsx', 'server/ops/cluster.ts', '--replica'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    pids.push(cluster.pid!);
    let output = '';
    cluster.stdout!.on('data', (chunk) => (output += chunk));
    cluster.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<{ code: number | null }>((resolve) => cluster.on('exit', (code) => resolve({ code })));
    await eventually(async () => {
      if (cluster.exitCode !== null) throw new Error(output);
      return output.includes('  Stop:');
    }, 90_000, `the cluster to start:\n${output}`);

    const replicaLine = /^ {2}Replica: +hot standby streaming from it \(.*, port (\d+), pid (\d+)\): the api nodes read from it$/m.exec(output);
    expect(replicaLine, output).not.toBeNull();
    const replicaPid = Number(replicaLine![2]);
    pids.push(replicaPid);
    const primaryPort = Number(/Database: embedded PostgreSQL \(.*, port (\d+)\)/.exec(output)![1]);

    const proxyUrl = `http://127.0.0.1:${port}`;
    for (let n = 0; n < 4; n++) {
      expect((await fetch(`${proxyUrl}/readyz`)).status).toBe(200);
      const diets = await fetch(`${proxyUrl}/api/v1/diet`);
      expect(diets.status).toBe(200);
      expect(((await diets.json()) as unknown[]).length).toBeGreaterThan(0);
    }

    const replica = new pg.Client({ connectionString: `postgres://larder:larder@127.0.0.1:${replicaLine![1]}/larder` });
    const primary = new pg.Client({ connectionString: `postgres://larder:larder@127.0.0.1:${primaryPort}/larder` });
    await replica.connect();
    await primary.connect();
    try {
      expect((await replica.query('select pg_is_in_recovery() as standby')).rows[0].standby).toBe(true);
      const readers = await replica.query(`select count(*)::int as n from pg_stat_activity where application_name = 'larder-api-reads'`);
      expect(readers.rows[0].n, 'both api nodes hold read connections on the replica').toBeGreaterThanOrEqual(2);
      expect((await primary.query(`select state from pg_stat_replication`)).rows).toEqual([{ state: 'streaming' }]);
    } finally {
      await replica.end();
      await primary.end();
    }

    // The operator's status names the replica and how far behind it is.
    const status = runOps(dataDir, 'status');
    expect(status.stdout).toMatch(/^Replication: larder_replica streaming, \d+ bytes of WAL to replay, replay lag \d+ ms$/m);

    cluster.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0 });
    // Its postmaster is no child of the cluster's (pg_ctl starts it detached): reaped a moment later.
    await eventually(async () => !isRunning(replicaPid), 10_000, 'the replica to stop');
    expect(output).toContain('[cluster] stopped');
  }, 150_000);
});
