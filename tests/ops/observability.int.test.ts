// What an operator watches (docs/observability.md): /metrics as Prometheus scrapes it, one JSON log
// line per request and per job carrying the ids that tie them together, and /readyz that follows the
// database and the schema. Against a real Larder on a real PostgreSQL.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { projections } from '../../server/read-models.ts';
import { databaseLink } from '../fixtures/database-link.ts';
import { find, parseExposition, valueOf, type Sample } from '../fixtures/prometheus.ts';
import { eventually, signIn, startTestLarder, type TestLarder, type TestUser } from '../setup/larder.ts';

async function scrape(baseUrl: string): Promise<Sample[]> {
  const response = await fetch(`${baseUrl}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(await response.text());
}

type LogLine = Record<string, unknown> & { message: string };

let larder: TestLarder;
let cook: TestUser;
const logLines: LogLine[] = [];

beforeAll(async () => {
  larder = await startTestLarder({ log: (message, fields) => logLines.push({ message, ...fields }) });
  // Signing in runs create-app-user; getting ready completes setup, which asks for this week's plan.
  cook = await signIn(larder);
});

afterAll(async () => {
  await larder?.close();
});

describe('GET /metrics', () => {
  it('labels requests by route pattern and status, never by the ids in the path', async () => {
    const mealPlanId = '00000000-0000-4000-8000-00000000abcd';
    const answered = await cook.client.get(`/api/v1/meal-plan/${mealPlanId}/app_user/${cook.appUserId}`);
    const samples = await scrape(larder.baseUrl);

    const route = '/api/v1/meal-plan/:mealPlanId/app_user/:userId';
    const statusClass = `${Math.floor(answered.status / 100)}xx`;
    expect(valueOf(samples, 'larder_http_request_duration_seconds_count', { method: 'GET', route, status_class: statusClass })).toBe(1);
    expect(find(samples, 'larder_http_request_duration_seconds_bucket', { method: 'GET', route, le: '+Inf' })).toHaveLength(1);
    expect(valueOf(samples, 'larder_http_requests_total', { method: 'GET', route, status: String(answered.status) })).toBe(1);
    // The sign-in above looked the cook up by their provider id until the worker had created them.
    expect(valueOf(samples, 'larder_http_requests_total', { method: 'GET', route: '/api/v1/users/supabase/:supabaseId', status: '200' })).toBeGreaterThanOrEqual(1);

    const httpSamples = samples.filter((sample) => sample.name.startsWith('larder_http_'));
    for (const sample of httpSamples) {
      for (const value of Object.values(sample.labels)) {
        for (const id of [mealPlanId, cook.appUserId, cook.sub]) expect(value).not.toContain(id);
      }
    }
  });

  it('counts the events each committed command appends, by type', async () => {
    const before = valueOf(await scrape(larder.baseUrl), 'larder_events_appended_total', { type: 'PantryItemAdded' }) ?? 0;
    const added = await cook.client.post('/api/v1/pantry-ingredient', { ingredient_id: ingredientIdFor('Butter'), quantity: 250 });
    expect(added.status).toBe(201);
    expect(valueOf(await scrape(larder.baseUrl), 'larder_events_appended_total', { type: 'PantryItemAdded' })).toBe(before + 1);

    const again = await cook.client.post('/api/v1/pantry-ingredient', { ingredient_id: ingredientIdFor('Yellow onion'), quantity: 2 });
    expect(again.status).toBe(201);
    expect(valueOf(await scrape(larder.baseUrl), 'larder_events_appended_total', { type: 'PantryItemAdded' })).toBe(before + 2);
  });

  it("reads every projection's lag and position from the database at each scrape", async () => {
    const added = await cook.client.post('/api/v1/pantry-ingredient', { ingredient_id: ingredientIdFor('Spinach'), quantity: 100 });
    expect(added.status).toBe(201);
    const pool = new pg.Pool({ connectionString: larder.database.url, max: 1 });
    const { rows } = await pool.query<{ position: number }>(
      `select max(global_position)::int as position from events where stream_id = $1 and event_type = 'PantryItemAdded'`,
      [`pantry-${cook.pantryId}`],
    );
    await pool.end();

    const samples = await scrape(larder.baseUrl);
    expect(valueOf(samples, 'larder_database_up')).toBe(1);
    for (const projection of projections) {
      const lag = valueOf(samples, 'larder_projection_lag_events', { projection: projection.name });
      expect(lag, projection.name).toBeDefined();
      expect(lag).toBeGreaterThanOrEqual(0);
      expect(valueOf(samples, 'larder_projection_position', { projection: projection.name }), projection.name).toBeDefined();
    }
    // The runners pass the event (the pantry's rows may show it already, written in the command's own
    // transaction: decision 0041), and their lag comes back to 0.
    const feeding = projections.filter((each) => each.handles.includes('PantryItemAdded'));
    await eventually(async () => {
      const later = await scrape(larder.baseUrl);
      return feeding.every(
        (projection) =>
          (valueOf(later, 'larder_projection_position', { projection: projection.name }) ?? -1) >= rows[0]!.position &&
          valueOf(later, 'larder_projection_lag_events', { projection: projection.name }) === 0,
      );
    }, 10_000, 'the runners to pass the pantry event');
  });

  it('shows the job queue by task and state, and the timings of the jobs and the plan generation that ran', async () => {
    // The cook's week plan was asked for when they completed setup: the worker generates it.
    const samples = await eventually(async () => {
      const scraped = await scrape(larder.baseUrl);
      return (valueOf(scraped, 'larder_plan_generation_seconds_count', { outcome: 'completed' }) ?? 0) >= 1 && scraped;
    }, 30_000, 'the week plan to be generated');
    expect(valueOf(samples, 'larder_plan_generation_seconds_sum', { outcome: 'completed' })).toBeGreaterThan(0);
    expect(valueOf(samples, 'larder_job_duration_seconds_count', { task: 'generate-week-plan', outcome: 'success' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'larder_job_duration_seconds_count', { task: 'create-app-user', outcome: 'success' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'larder_job_wait_seconds_count', { task: 'create-app-user' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'larder_job_queue_depth', { task: 'generate-week-plan', state: 'locked' })).toBeDefined();

    // Jobs of a task no worker here runs: one due now waits as ready, one due in an hour as scheduled.
    const pool = new pg.Pool({ connectionString: larder.database.url, max: 1 });
    await pool.query(`select graphile_worker.add_job('observability-test-task', '{}'::json)`);
    await pool.query(`select graphile_worker.add_job('observability-test-task', '{}'::json, run_at := now() + interval '1 hour')`);
    await pool.end();
    const queued = await scrape(larder.baseUrl);
    expect(valueOf(queued, 'larder_job_queue_depth', { task: 'observability-test-task', state: 'ready' })).toBe(1);
    expect(valueOf(queued, 'larder_job_queue_depth', { task: 'observability-test-task', state: 'scheduled' })).toBe(1);
    expect(valueOf(queued, 'larder_job_queue_depth', { task: 'observability-test-task', state: 'locked' })).toBe(0);
  });

  it('counts open websockets: one while a tab is connected, none after it closes', async () => {
    expect(valueOf(await scrape(larder.baseUrl), 'larder_websockets_open')).toBe(0);
    const socket = new WebSocket(`${larder.baseUrl.replace(/^http/, 'ws')}/ws`);
    const ready = new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => JSON.parse(data.toString()).type === 'ready' && resolve());
      socket.once('error', reject);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'auth', token: cook.token }));
    await ready;
    expect(valueOf(await scrape(larder.baseUrl), 'larder_websockets_open')).toBe(1);
    socket.close();
    await eventually(async () => valueOf(await scrape(larder.baseUrl), 'larder_websockets_open') === 0, 5_000, 'the socket to be counted closed');
  });
});

describe('logs', () => {
  it("writes one line per request with its route, status, duration, request and correlation ids and the cook's id, and no token", async () => {
    const answered = await cook.client.get(`/api/v1/meal-plan/00000000-0000-4000-8000-000000000001/app_user/${cook.appUserId}`, {
      'x-request-id': 'obs-request-1',
      'x-correlation-id': 'obs-correlation-1',
    });
    expect(answered.headers.get('x-request-id')).toBe('obs-request-1');
    expect(answered.headers.get('x-correlation-id')).toBe('obs-correlation-1');
    const lines = logLines.filter((line) => line.message === 'request' && line.requestId === 'obs-request-1');
    expect(lines).toEqual([
      {
        message: 'request',
        method: 'GET',
        route: '/api/v1/meal-plan/:mealPlanId/app_user/:userId',
        status: answered.status,
        durationMs: expect.any(Number),
        requestId: 'obs-request-1',
        correlationId: 'obs-correlation-1',
        userId: cook.appUserId,
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain(cook.token);

    // Without a correlation id of its own, a request is correlated by its request id.
    const plain = await cook.client.get('/api/v1/csrf/token', { 'x-request-id': 'obs-request-2' });
    expect(plain.headers.get('x-correlation-id')).toBe('obs-request-2');
    expect(logLines.find((line) => line.message === 'request' && line.requestId === 'obs-request-2')).toMatchObject({ correlationId: 'obs-request-2', route: '/api/v1/csrf/token' });
  });

  it("writes when each job starts and finishes, with its task, id and correlation", async () => {
    const started = await eventually(async () => logLines.find((line) => line.message === 'job started' && line.task === 'generate-week-plan'), 30_000, 'a plan job to start');
    expect(started).toMatchObject({ jobId: expect.any(String), correlationId: expect.stringMatching(new RegExp(`^generate-week-plan:${cook.appUserId}:\\d{4}-\\d{2}-\\d{2}$`)) });
    const finished = await eventually(async () => logLines.find((line) => line.message === 'job finished' && line.jobId === started.jobId), 30_000, 'the plan job to finish');
    expect(finished).toMatchObject({ task: 'generate-week-plan', outcome: 'success', durationMs: expect.any(Number), correlationId: started.correlationId });
  });
});

describe('GET /readyz', () => {
  it('is ready when the database answers and the schema is at the latest migration, and says what is missing otherwise', async () => {
    const ready = await fetch(`${larder.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true });

    // One migration unrecorded, as if this code were deployed ahead of `npm run migrate`.
    const pool = new pg.Pool({ connectionString: larder.database.url, max: 1 });
    try {
      const { rows } = await pool.query<{ name: string; timestamp: string }>('delete from kysely_migration where name = (select max(name) from kysely_migration) returning name, timestamp');
      const pending = await fetch(`${larder.baseUrl}/readyz`);
      expect(pending.status).toBe(503);
      expect(await pending.json()).toEqual({ ready: false, reason: `migrations pending: ${rows[0]!.name}` });
      await pool.query('insert into kysely_migration (name, timestamp) values ($1, $2)', [rows[0]!.name, rows[0]!.timestamp]);
    } finally {
      await pool.end();
    }
    expect((await fetch(`${larder.baseUrl}/readyz`)).status).toBe(200);
  });

  it('turns 503 while the database is unreachable and 200 when it is back, on the metrics port of a worker-only process', async () => {
    const proxy = await databaseLink(new URL(larder.database.url));
    // A worker alone has no api port: METRICS_PORT serves /metrics, /healthz and /readyz.
    const worker = await startTestLarder({ roles: ['worker'], database: larder.database, databaseUrl: proxy.url, metricsPort: 0 });
    try {
      expect(worker.url).toBeUndefined();
      const metricsUrl = worker.metricsUrl!;
      expect((await fetch(`${metricsUrl}/readyz`)).status).toBe(200);
      expect(valueOf(await scrape(metricsUrl), 'larder_database_up')).toBe(1);

      await proxy.cut();
      const down = await fetch(`${metricsUrl}/readyz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ ready: false, reason: expect.stringMatching(/^database (unreachable|did not answer)/) });
      expect((await fetch(`${metricsUrl}/healthz`)).status).toBe(503);
      const scraped = await scrape(metricsUrl);
      expect(valueOf(scraped, 'larder_database_up')).toBe(0);
      expect(find(scraped, 'larder_projection_lag_events')).toEqual([]);

      await proxy.restore();
      await eventually(async () => (await fetch(`${metricsUrl}/readyz`)).status === 200, 10_000, 'readiness to come back');
      expect(valueOf(await scrape(metricsUrl), 'larder_database_up')).toBe(1);
    } finally {
      await worker.close();
      await proxy.close();
    }
  });
});
