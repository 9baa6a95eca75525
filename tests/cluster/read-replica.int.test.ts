// Reads from a real streaming replica (DATABASE_READ_URL): an embedded primary, and a hot standby
// made from it with PostgreSQL's low-level base backup, as `npm run cluster -- --replica` makes one.
// The query routes read the replica, yet a cook never reads behind their own write: the answer waits
// until the replica shows it, and so does the websocket notice a tab refetches on. Pausing the
// replica's replay shows both: the write answers 202, the read is the replica's, no notice goes out
// until replay resumes. A replica that stops answering is set aside (reads go to the primary, writes
// answer 202) and serves again once it is back and caught up.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../server/db/embedded-postgres.ts';
import { migrateDatabase } from '../../server/migrate-database.ts';
import { startStreamingReplica, type StreamingReplica } from '../../server/db/streaming-replica.ts';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { addDays, weekStartOf } from '../../server/modules/meal-plans/weeks.ts';
import { openTab } from '../fixtures/tab.ts';
import { eventually, readModelsCaughtUp, signIn, startTestLarder, type TestLarder, type TestUser } from '../setup/larder.ts';

const READ_YOUR_WRITES_TIMEOUT_MS = 1_500;

let dataDir: string;
let primary: EmbeddedServer;
let replica: StreamingReplica;
let replicaAdmin: pg.Client;
let primaryPool: pg.Pool;
let larder: TestLarder;
let cook: TestUser;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-replica-'));
  // Durable, as a production primary is: with asynchronous commits it streams WAL only at the WAL
  // writer's rounds, and this test is about what a cook sees right after each answer.
  primary = await startEmbeddedPostgres({ dataDir, durable: true });
  await migrateDatabase(primary.url);
  replica = await startStreamingReplica({ primaryUrl: primary.url, primaryDir: path.join(dataDir, 'pg'), replicaDir: path.join(dataDir, 'replica') });
  replicaAdmin = new pg.Client({ connectionString: replica.url });
  replicaAdmin.on('error', () => {}); // the last test stops the replica under it
  await replicaAdmin.connect();
  primaryPool = new pg.Pool({ connectionString: primary.url, max: 2 });
  // pool.end() resolves before its clients' connections have closed: the primary's stop right after
  // can still end one, and a pool with no error listener throws that out of the test run.
  primaryPool.on('error', () => {});
  larder = await startTestLarder({
    database: { url: primary.url, name: 'larder', drop: async () => {} },
    databaseReadUrls: [replica.url],
    readYourWritesTimeoutMs: READ_YOUR_WRITES_TIMEOUT_MS,
  });
  await readModelsCaughtUp(primary.url, 40_000);
  cook = await signIn(larder);
}, 120_000);

afterAll(async () => {
  await replicaAdmin?.query('select pg_wal_replay_resume()').catch(() => {});
  await larder?.close();
  await replicaAdmin?.end().catch(() => {});
  await primaryPool?.end();
  await replica?.stop();
  await primary?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const pantryPath = () => `/api/v1/pantry-ingredient/pantry/${cook.pantryId}/app_user/${cook.appUserId}`;
const newItem = (ingredient: string) => ({
  pantry_id: cook.pantryId,
  app_user_id: cook.appUserId,
  ingredient_id: ingredientIdFor(ingredient),
  quantity: 3,
  purchase_date: new Date().toISOString().slice(0, 10),
});


describe('reads from a streaming replica', () => {
  it('is a real hot standby, streaming from the primary', async () => {
    const { rows } = await replicaAdmin.query<{ standby: boolean }>('select pg_is_in_recovery() as standby');
    expect(rows[0]!.standby).toBe(true);
    const streaming = await primaryPool.query(`select state from pg_stat_replication where application_name = 'larder_replica'`);
    expect(streaming.rows.map((row) => row.state)).toEqual(['streaming']);
  });

  it('shows a cook each pantry item in the very next read, though reads come from the replica', async () => {
    for (const ingredient of ['Spinach', 'Carrot', 'Yellow onion', 'Garlic', 'Tomato']) {
      const added = await cook.client.post('/api/v1/pantry-ingredient', newItem(ingredient));
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const read = await cook.client.get(pantryPath());
      expect(read.status).toBe(200);
      expect(read.body.map((item: { id: string }) => item.id)).toContain(added.body.id);
    }
    // The reads were the replica's: its connections are the api's read pool.
    const { rows } = await replicaAdmin.query<{ name: string }>(`select distinct application_name as name from pg_stat_activity where application_name like 'larder-%'`);
    expect(rows.map((row) => row.name)).toContain('larder-api+projector+worker-reads');
  });

  it('with the replica paused: the write answers 202, the read is the replica’s, the notice waits for replay', async () => {
    const tab = await openTab(larder.baseUrl, cook.token);
    try {
      await replicaAdmin.query('select pg_wal_replay_pause()');
      const added = await cook.client.post('/api/v1/pantry-ingredient', newItem('Leek'));
      // Accepted and durable, but what the cook would read does not show it yet.
      expect(added.status, JSON.stringify(added.body)).toBe(202);
      // 202 says only that some read model did not show it in time: the primary's projector may be the
      // one still behind on a busy machine, so its row is waited for.
      await eventually(
        async () => (await primaryPool.query(`select count(*)::int as n from pantry_items where pantry_id = $1 and ingredient_id = $2`, [cook.pantryId, ingredientIdFor('Leek')])).rows[0]!.n === 1,
        10_000,
        'the item in the primary read model',
      );
      const stale = await cook.client.get(pantryPath());
      expect(stale.body.map((item: { ingredient_id: string }) => item.ingredient_id)).not.toContain(ingredientIdFor('Leek'));
      // The projector applied it long ago (the primary's row), but the tab has heard nothing.
      expect(tab.messages.filter((message) => message.type === 'changed' && message.model === 'pantry')).toEqual([]);

      const resumedAt = Date.now();
      await replicaAdmin.query('select pg_wal_replay_resume()');
      const notice = await eventually(
        async () => tab.messages.find((message) => message.type === 'changed' && message.model === 'pantry'),
        10_000,
        'the pantry notice after replay resumed',
      );
      expect(notice.at).toBeGreaterThanOrEqual(resumedAt);
      const fresh = await cook.client.get(pantryPath());
      expect(fresh.body.map((item: { ingredient_id: string }) => item.ingredient_id)).toContain(ingredientIdFor('Leek'));
    } finally {
      await replicaAdmin.query('select pg_wal_replay_resume()');
      tab.socket.terminate();
    }
  });

  it('opening next week on the replica still asks the primary for its plan, which then arrives', async () => {
    // Setup requested this week's plan; next week is requested by the first read of it.
    const nextWeek = addDays(weekStartOf(new Date().toISOString().slice(0, 10)), 7);
    const weekPath = `/api/v1/postgres/meal-plan/date/${nextWeek}/app_user/${cook.appUserId}`;
    const first = await cook.client.get(weekPath);
    expect(first.status).toBe(200);
    expect(first.body).toEqual([]);
    const requested = await primaryPool.query(`select count(*)::int as n from events where event_type = 'PlanGenerationRequested' and data->>'weekStart' = $1 and data->>'appUserId' = $2`, [nextWeek, cook.appUserId]);
    expect(requested.rows[0]!.n).toBe(1);
    const plan = await eventually(
      async () => {
        const { body } = await cook.client.get(weekPath);
        return Array.isArray(body) && body[0]?.meals?.length > 0 && body[0];
      },
      30_000,
      "next week's plan to be generated and reach the replica",
    );
    expect(plan.start_date).toBe(nextWeek);
  });

  it('with the replica stopped, stays ready and reads the primary; once the replica is back it serves again', async () => {
    await replica.stop();
    // Reads go on, from the primary: every item the cook has is there.
    const during = await cook.client.get(pantryPath());
    expect(during.status).toBe(200);
    expect(during.body.map((item: { ingredient_id: string }) => item.ingredient_id)).toContain(ingredientIdFor('Leek'));
    const ready = await fetch(`${larder.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    const [status] = ((await ready.json()) as { replicas: Array<{ serving: boolean; reason?: string }> }).replicas;
    expect(status).toMatchObject({ serving: false, reason: expect.stringMatching(/^unreachable: /) });
    // A write is accepted, but no answer can say every replica shows it: 202.
    const aside = await cook.client.post('/api/v1/pantry-ingredient', newItem('Celery'));
    expect(aside.status, JSON.stringify(aside.body)).toBe(202);

    await replica.start();
    await eventually(
      async () => ((await (await fetch(`${larder.baseUrl}/readyz`)).json()) as { replicas: Array<{ serving: boolean }> }).replicas[0]!.serving,
      15_000,
      'the replica to serve again',
    );
    const back = await cook.client.post('/api/v1/pantry-ingredient', newItem('Zucchini'));
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    const read = await cook.client.get(pantryPath());
    expect(read.body.map((item: { ingredient_id: string }) => item.ingredient_id)).toEqual(expect.arrayContaining([ingredientIdFor('Celery'), ingredientIdFor('Zucchini')]));
  });
});
