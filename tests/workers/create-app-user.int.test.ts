// create-app-user: a new provider user's first calls enqueue it once, and however often it runs the
// user is registered once, with one pantry. Jobs are read from graphile-worker's own tables: its
// public view leaves out the payload.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUserIdFor, createAppUser, createAppUserJobKey, CREATE_APP_USER_TASK, userStreamId } from '../../server/modules/accounts/index.ts';
import { createPool } from '../../server/db/database.ts';
import { startWorker, type WorkerHandle } from '../../workers/worker.ts';
import { ApiClient, eventually, mintToken, startTestLarder, type TestLarder } from '../setup/larder.ts';

let api: TestLarder;
let pool: pg.Pool;

beforeAll(async () => {
  // No worker here: each test decides when jobs may run.
  api = await startTestLarder({ roles: ['api', 'projector'] });
  pool = createPool(api.database.url, { max: 8 });
});
afterAll(async () => {
  await pool?.end();
  await api?.close();
});

async function withWorker<T>(run: (worker: WorkerHandle) => Promise<T>): Promise<T> {
  const worker = await startWorker({ pool, concurrency: 2 });
  try {
    return await run(worker);
  } finally {
    await worker.stop();
  }
}

async function queuedJobs(supabaseId: string): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(
    `select count(*)::int as count from ${JOBS} where tasks.identifier = $1 and jobs.key = $2`,
    [CREATE_APP_USER_TASK, createAppUserJobKey(supabaseId)],
  );
  return rows[0]!.count;
}

async function jobsFor(supabaseId: string): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(
    `select count(*)::int as count from ${JOBS} where tasks.identifier = $1 and jobs.payload->>'supabaseId' = $2`,
    [CREATE_APP_USER_TASK, supabaseId],
  );
  return rows[0]!.count;
}

async function registrations(supabaseId: string): Promise<Array<{ data: { pantryId: string; appUserId: string } }>> {
  const { rows } = await pool.query(`select data from events where stream_id = $1 and event_type = 'UserRegistered'`, [userStreamId(appUserIdFor(supabaseId))]);
  return rows;
}

const JOBS = `graphile_worker._private_jobs jobs join graphile_worker._private_tasks tasks on tasks.id = jobs.task_id`;

const input = (supabaseId: string) => ({ supabaseId, email: `cook-${supabaseId.slice(0, 8)}@example.test`, firstName: 'Ada', lastName: 'Cook' });

describe('enqueueing', () => {
  it('enqueues create-app-user once however many first calls arrive, on however many api processes', async () => {
    const second = await startTestLarder({ roles: ['api'], database: api.database });
    try {
      const minted = await mintToken();
      const path = `/api/v1/users/supabase/${minted.sub}`;
      const clients = [new ApiClient(api.baseUrl, minted.token), new ApiClient(second.baseUrl, minted.token)];
      const answers = await Promise.all(clients.flatMap((client) => [client.get(path), client.get(`${path}/signup-check`), client.get(path)]));
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      expect(answers.map((answer) => answer.body)).toEqual(answers.map(() => []));
      expect(await queuedJobs(minted.sub)).toBe(1);
      expect(await jobsFor(minted.sub)).toBe(1);

      const [user] = await withWorker(() =>
        eventually(async () => {
          const response = await clients[1]!.get(path);
          return response.body.length > 0 && response.body;
        }, 15_000, 'the app user'),
      );
      expect(user).toMatchObject({ supabase_id: minted.sub, email: minted.email, first_name: 'Test', last_name: 'Cook' });
      expect(await registrations(minted.sub)).toHaveLength(1);
      expect((await registrations(minted.sub))[0]!.data.pantryId).toBe(user.pantry_id);
      // Done, the job is gone, and a known user's calls enqueue nothing more.
      expect(await jobsFor(minted.sub)).toBe(0);
      await clients[0]!.get(path);
      await clients[1]!.get(`/api/v1/pantry-ingredient/pantry/${user.pantry_id}/app_user/${user.id}`);
      expect(await jobsFor(minted.sub)).toBe(0);
    } finally {
      await second.close();
    }
  });
});

describe('running it more than once', () => {
  it('registers the user once when the command runs twice, keeping the first pantry', async () => {
    const supabaseId = randomUUID();
    const first = await createAppUser(pool, input(supabaseId), { jobId: '1' });
    const again = await createAppUser(pool, input(supabaseId), { jobId: '2' });
    expect(first.events).toHaveLength(1);
    expect(again.events).toHaveLength(0);
    const recorded = await registrations(supabaseId);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.data).toMatchObject({ appUserId: appUserIdFor(supabaseId) });

    const pantryId = recorded[0]!.data.pantryId;
    const { rows } = await eventually(async () => {
      const result = await pool.query('select pantry_id from app_users where id = $1', [appUserIdFor(supabaseId)]);
      return result.rows.length > 0 && result;
    }, 10_000, 'the app user row');
    expect(rows[0].pantry_id).toBe(pantryId);
  });

  it('registers the user once when several runs race', async () => {
    const supabaseId = randomUUID();
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map((run) => createAppUser(pool, input(supabaseId), { jobId: String(run) })));
    expect(outcomes.reduce((sum, outcome) => sum + outcome.events.length, 0)).toBe(1);
    expect(await registrations(supabaseId)).toHaveLength(1);
  });

  it('registers the user once when the worker runs the job twice', async () => {
    const supabaseId = randomUUID();
    // Two jobs for one user: what a retried or re-enqueued job looks like to the task.
    for (let copy = 0; copy < 2; copy++) {
      await pool.query('select graphile_worker.add_job($1, $2::json)', [CREATE_APP_USER_TASK, JSON.stringify(input(supabaseId))]);
    }
    expect(await jobsFor(supabaseId)).toBe(2);
    await withWorker(() => eventually(async () => (await jobsFor(supabaseId)) === 0, 15_000, 'both jobs to finish'));
    const { rows } = await pool.query<{ count: number }>(`select count(*)::int as count from graphile_worker.jobs where last_error is not null`);
    expect(rows[0]!.count).toBe(0);
    expect(await registrations(supabaseId)).toHaveLength(1);
  });

  it('fails a job with a malformed payload without registering anyone', async () => {
    const supabaseId = randomUUID();
    await pool.query('select graphile_worker.add_job($1, $2::json, max_attempts := 1)', [CREATE_APP_USER_TASK, JSON.stringify({ email: 'nobody@example.test', badField: supabaseId })]);
    await withWorker(() =>
      eventually(async () => {
        const { rows } = await pool.query(`select jobs.last_error from ${JOBS} where jobs.payload->>'badField' = $1`, [supabaseId]);
        return rows[0]?.last_error;
      }, 15_000, 'the job to fail'),
    );
    const { rows } = await pool.query<{ count: number }>(`select count(*)::int as count from events where event_type = 'UserRegistered' and data->>'email' = 'nobody@example.test'`);
    expect(rows[0]!.count).toBe(0);
  });
});
