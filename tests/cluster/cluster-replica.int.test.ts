// `npm run cluster -- --replicas 2` as an operator runs it, on its own embedded PostgreSQL: it makes
// two hot-standby replicas streaming from it, says so in its table, the api nodes read from both
// (the diets come back through the proxy and each replica holds the api's read connections),
// `npm run ops -- status` names each with its lag, and SIGTERM stops them with everything else.
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

describe('npm run cluster -- --replicas 2', () => {
  it('serves reads from two streaming replicas of its PostgreSQL, and stops them on SIGTERM', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, LARDER_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SUPABASE_JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    const cluster = spawn(process.execPath, ['--import', 'tsx', 'server/ops/cluster.ts', '--replicas', '2'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    pids.push(cluster.pid!);
    let output = '';
    cluster.stdout!.on('data', (chunk) => (output += chunk));
    cluster.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<{ code: number | null }>((resolve) => cluster.on('exit', (code) => resolve({ code })));
    await eventually(async () => {
      if (cluster.exitCode !== null) throw new Error(output);
      return output.includes('  Stop:');
    }, 90_000, `the cluster to start:\n${output}`);

    const replicaLines = [...output.matchAll(/^ {2}Replica: +hot standby streaming from it \(.*, port (\d+), pid (\d+)\): the api nodes read from each in turn$/gm)];
    expect(replicaLines, output).toHaveLength(2);
    const replicaPids = replicaLines.map((line) => Number(line[2]));
    pids.push(...replicaPids);
    const primaryPort = Number(/Database: embedded PostgreSQL \(.*, port (\d+)\)/.exec(output)![1]);

    const proxyUrl = `http://127.0.0.1:${port}`;
    for (let n = 0; n < 4; n++) {
      expect((await fetch(`${proxyUrl}/readyz`)).status).toBe(200);
      const diets = await fetch(`${proxyUrl}/api/v1/diet`);
      expect(diets.status).toBe(200);
      expect(((await diets.json()) as unknown[]).length).toBeGreaterThan(0);
    }

    const primary = new pg.Client({ connectionString: `postgres://larder:larder@127.0.0.1:${primaryPort}/larder` });
    await primary.connect();
    try {
      for (const line of replicaLines) {
        const replica = new pg.Client({ connectionString: `postgres://larder:larder@127.0.0.1:${line[1]}/larder` });
        await replica.connect();
        try {
          expect((await replica.query('select pg_is_in_recovery() as standby')).rows[0].standby).toBe(true);
          const readers = await replica.query(`select count(*)::int as n from pg_stat_activity where application_name = 'larder-api-reads'`);
          expect(readers.rows[0].n, 'both api nodes hold read connections on each replica').toBeGreaterThanOrEqual(2);
        } finally {
          await replica.end();
        }
      }
      expect((await primary.query(`select application_name as name, state from pg_stat_replication order by 1`)).rows).toEqual([
        { name: 'larder_replica', state: 'streaming' },
        { name: 'larder_replica_2', state: 'streaming' },
      ]);
    } finally {
      await primary.end();
    }

    // The operator's status names the replica and how far behind it is.
    const status = runOps(dataDir, 'status');
    expect(status.stdout).toMatch(/^Replication: larder_replica streaming, \d+ bytes of WAL to replay, replay lag \d+ ms$/m);
    expect(status.stdout).toMatch(/^Replication: larder_replica_2 streaming, \d+ bytes of WAL to replay, replay lag \d+ ms$/m);

    cluster.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0 });
    // Its postmaster is no child of the cluster's (pg_ctl starts it detached): reaped a moment later.
    await eventually(async () => replicaPids.every((pid) => !isRunning(pid)), 10_000, 'the replicas to stop');
    expect(output).toContain('[cluster] stopped');
  }, 150_000);
});
