// A worker process killed in the middle of a job: the job is not stranded for graphile-worker's
// four hours but runs again on a live worker within a minute, and appends nothing twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../server/db/database.ts';
import { startWorker } from '../../workers/worker.ts';
import { HOLDING, SLOW_APPEND_TASK, slowAppendTask } from '../fixtures/slow-append-task.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';
import { eventually } from '../setup/larder.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/worker-process.ts', import.meta.url));
const REPO = fileURLToPath(new URL('../..', import.meta.url));
const DEAD_AFTER_MS = 2_000;
const BEAT_MS = 250;

let database: TestDatabase;
let pool: pg.Pool;
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, { max: 6 });
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await pool?.end();
  await database?.drop();
});

/** Starts the worker fixture process; resolves once it takes jobs, with a way to wait for its lines. */
async function startWorkerProcess() {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    cwd: REPO,
    env: { ...process.env, DATABASE_URL: database.url, WORKER_DEAD_AFTER_MS: String(DEAD_AFTER_MS), WORKER_BEAT_MS: String(BEAT_MS) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines: string[] = [];
  let stderr = '';
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    lines.push(...parts);
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  const line = (prefix: string, timeoutMs = 30_000) =>
    eventually(async () => {
      if (child.exitCode !== null) throw new Error(`the worker process exited: ${stderr}`);
      return lines.find((candidate) => candidate.startsWith(prefix));
    }, timeoutMs, `'${prefix}' from the worker process`);
  await line('ready');
  return { child, line, exited };
}

async function stranded(jobId: string) {
  const { rows } = await pool.query<{ attempts: number; locked_by: string | null; last_error: string | null; run_at: Date }>(
    'select attempts, locked_by, last_error, run_at from graphile_worker.jobs where id = $1',
    [jobId],
  );
  return rows[0];
}

describe('a worker process killed mid-job', () => {
  it('has its job run again on a live worker within a minute, appending no duplicate event', async () => {
    const doomed = await startWorkerProcess();
    const streamId = `test-note-${randomUUID()}`;
    await pool.query('select graphile_worker.add_job($1, $2::json, max_attempts := 5)', [SLOW_APPEND_TASK, JSON.stringify({ streamId, note: 'buy flour' })]);
    const jobId = (await doomed.line(HOLDING)).slice(HOLDING.length + 1);
    const events = async () => (await pool.query<{ data: { attempt: number } }>('select data from events where stream_id = $1', [streamId])).rows;
    // The first attempt's event is durable and the job is still locked by the doomed process.
    expect(await events()).toHaveLength(1);
    expect(await stranded(jobId)).toMatchObject({ attempts: 1, locked_by: expect.any(String) });

    const runs: number[] = [];
    const logged: string[] = [];
    const task = slowAppendTask(pool, { firstAttemptHoldMs: 0 });
    const startedAt = Date.now();
    const survivor = await startWorker({
      pool,
      concurrency: 1,
      processName: 'survivor',
      deadAfterMs: DEAD_AFTER_MS,
      beatMs: BEAT_MS,
      log: (message, fields) => logged.push(`${((Date.now() - startedAt) / 1000).toFixed(1)} s ${message} ${JSON.stringify(fields ?? {})}`),
      extraTasks: {
        [SLOW_APPEND_TASK]: async (payload, helpers) => {
          runs.push(helpers.job.attempts);
          await task(payload, helpers);
        },
      },
    });
    try {
      const killedAt = Date.now();
      doomed.child.kill('SIGKILL');
      expect(await doomed.exited).toBe('SIGKILL');

      await eventually(async () => (await stranded(jobId)) === undefined, 60_000, 'the job to run again and finish').catch(async (error: unknown) => {
        throw new Error(`${(error as Error).message}; the job now ${JSON.stringify(await stranded(jobId))}; the survivor logged:\n${logged.join('\n')}`);
      });
      const recoveredInMs = Date.now() - killedAt;
      expect(recoveredInMs).toBeLessThan(60_000);
      expect(runs).toEqual([2]);
      const recorded = await events();
      expect(recorded).toHaveLength(1);
      expect(recorded[0]!.data).toMatchObject({ attempt: 1 });
      const { rows } = await pool.query<{ count: number }>('select count(*)::int as count from worker_heartbeats where process like $1', ['test-worker-process-%']);
      expect(rows[0]!.count).toBe(0);
    } finally {
      await survivor.stop();
    }
  }, 90_000);
});
