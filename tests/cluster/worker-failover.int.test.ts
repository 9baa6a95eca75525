// Two worker processes on one database with the production heartbeat settings (a beat every 5 s, a
// worker silent for 20 s is dead): the one holding a job is SIGKILLed mid-job, and the other runs the
// job again within a minute, appending no duplicate event (the job's command key). The in-process
// variant with short timings is tests/workers/worker-crash.int.test.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINISHED, HOLDING, SLOW_APPEND_TASK } from '../fixtures/slow-append-task.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';
import { eventually } from '../setup/larder.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/worker-process.ts', import.meta.url));
const REPO = fileURLToPath(new URL('../..', import.meta.url));
// workers/stranded-jobs.ts defaults, named here so a change there is a decision seen here.
const PRODUCTION_DEAD_AFTER_MS = 20_000;
const PRODUCTION_BEAT_MS = 5_000;

let database: TestDatabase;
let pool: pg.Pool;
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 3 });
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await pool?.end();
  await database?.drop();
});

function startWorkerProcess(name: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    cwd: REPO,
    env: { ...process.env, DATABASE_URL: database.url, WORKER_DEAD_AFTER_MS: String(PRODUCTION_DEAD_AFTER_MS), WORKER_BEAT_MS: String(PRODUCTION_BEAT_MS) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  const lines = () => stdout.split('\n');
  const ready = eventually(async () => {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${stderr}`);
    return lines().includes('ready');
  }, 60_000, `${name} to take jobs`);
  return { name, child, exited, ready, lines };
}

describe('two worker processes, one killed mid-job', () => {
  it('the other runs the job again within a minute and no event is appended twice', async () => {
    const workers = [startWorkerProcess('worker-1'), startWorkerProcess('worker-2')];
    await Promise.all(workers.map((worker) => worker.ready));
    const streamId = `test-note-${randomUUID()}`;
    await pool.query('select graphile_worker.add_job($1, $2::json, max_attempts := 5)', [SLOW_APPEND_TASK, JSON.stringify({ streamId, note: 'buy flour' })]);

    const holder = await eventually(async () => workers.find((worker) => worker.lines().some((line) => line.startsWith(HOLDING))), 20_000, 'a worker to take the job');
    const survivor = workers.find((worker) => worker !== holder)!;
    const jobId = holder.lines().find((line) => line.startsWith(HOLDING))!.slice(HOLDING.length + 1);
    const events = async () => (await pool.query<{ data: { attempt: number } }>('select data from events where stream_id = $1', [streamId])).rows;
    expect(await events()).toHaveLength(1);

    const killedAt = Date.now();
    holder.child.kill('SIGKILL');
    expect(await holder.exited).toBe('SIGKILL');

    const finished = await eventually(
      async () => survivor.lines().find((line) => line.startsWith(`${FINISHED} ${jobId} `)),
      60_000,
      'the other worker to run the job again',
    );
    const recoveredMs = Date.now() - killedAt;
    console.info(`worker failover: the job ran again on the other process ${Math.round(recoveredMs / 100) / 10} s after the SIGKILL`);
    expect(recoveredMs).toBeLessThan(60_000);
    expect(finished).toBe(`${FINISHED} ${jobId} attempt 2`);
    const { rows: left } = await pool.query('select 1 from graphile_worker.jobs where id = $1', [jobId]);
    expect(left, 'the job is done').toEqual([]);
    // The re-run's command carried the first attempt's key: the log holds the first event only.
    const recorded = await events();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.data).toMatchObject({ attempt: 1 });

    survivor.child.kill('SIGTERM');
    expect(await survivor.exited).toBe(0);
  }, 90_000);
});
