// Two real streaming replicas of one embedded primary (DATABASE_READ_URL with two URLs, as
// `npm run cluster -- --replicas 2` sets it). The api reads them in turn, and a cook still never
// reads behind their own write: an answer says the change is shown only once both replicas show it,
// a notice and a resume wait for both. A stopped replica is set aside (reads go to the other, writes
// answer 202) and serves again once it is back and has caught up; so is one that goes silent
// (packets dropped, not refused), within the answer timeout, and one whose replay stops, once it is
// further behind the primary than the lag bound.
import fs from 'node:fs';
import type { LookupAddress } from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { freePort, startEmbeddedPostgres, type EmbeddedServer } from '../../server/db/embedded-postgres.ts';
import { isUnreachable } from '../../server/db/replica-set.ts';
import { migrateDatabase } from '../../server/migrate-database.ts';
import { startStreamingReplica, type StreamingReplica } from '../../server/db/streaming-replica.ts';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { databaseLink, type DatabaseLink } from '../fixtures/database-link.ts';
import { openTab } from '../fixtures/tab.ts';
import { eventually, readModelsCaughtUp, signIn, startTestLarder, type TestLarder, type TestUser } from '../setup/larder.ts';

let dataDir: string;
let primary: EmbeddedServer;
const replicas: StreamingReplica[] = [];
const admins: pg.Client[] = [];
/** Replica 2 is reached through this hop, which can go silent. */
let link: DatabaseLink;
let larder: TestLarder;
let cook: TestUser;
/** How long a replica may leave a connection or a statement unanswered before it is set aside. */
const ANSWER_TIMEOUT_MS = 1_000;
/** How far behind the primary a serving replica may fall: past the paused-replay test's own pause. */
const MAX_LAG_MS = 4_000;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-replicas-'));
  primary = await startEmbeddedPostgres({ dataDir, durable: true });
  await migrateDatabase(primary.url);
  for (const n of [1, 2]) {
    const replica = await startStreamingReplica({ primaryUrl: primary.url, primaryDir: path.join(dataDir, 'pg'), replicaDir: path.join(dataDir, `replica-${n}`), slot: `larder_replica_${n}` });
    replicas.push(replica);
    const admin = new pg.Client({ connectionString: replica.url });
    admin.on('error', () => {}); // a test stops replica 2 under it
    await admin.connect();
    admins.push(admin);
  }
  link = await databaseLink(new URL(replicas[1]!.url));
  larder = await startTestLarder({
    database: { url: primary.url, name: 'larder', drop: async () => {} },
    databaseReadUrls: [replicas[0]!.url, link.url],
    readYourWritesTimeoutMs: 1_500,
    readReplicaAnswerTimeoutMs: ANSWER_TIMEOUT_MS,
    readReplicaMaxLagMs: MAX_LAG_MS,
  });
  await readModelsCaughtUp(primary.url, 40_000);
  cook = await signIn(larder);
}, 180_000);

afterAll(async () => {
  for (const admin of admins) await admin.query('select pg_wal_replay_resume()').catch(() => {});
  await larder?.close();
  await link?.close();
  for (const admin of admins) await admin.end().catch(() => {});
  for (const replica of replicas) await replica.stop();
  await primary?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const pantryPath = () => `/api/v1/pantry-ingredient/pantry/${cook.pantryId}/app_user/${cook.appUserId}`;
const add = (ingredient: string) =>
  cook.client.post('/api/v1/pantry-ingredient', {
    pantry_id: cook.pantryId,
    app_user_id: cook.appUserId,
    ingredient_id: ingredientIdFor(ingredient),
    quantity: 2,
    purchase_date: new Date().toISOString().slice(0, 10),
  });
const ingredientsRead = async () => {
  const read = await cook.client.get(pantryPath());
  expect(read.status).toBe(200);
  return read.body.map((item: { ingredient_id: string }) => item.ingredient_id) as string[];
};
/** Transactions a replica has committed: each pantry read is one. */
const transactionsOn = async (admin: pg.Client) => {
  const { rows } = await admin.query<{ n: string }>(`select xact_commit::text as n from pg_stat_database where datname = current_database()`);
  return Number(rows[0]!.n);
};
const readiness = async () => (await (await fetch(`${larder.baseUrl}/readyz`)).json()) as { ready: boolean; replicas: Array<{ name: string; serving: boolean; reason?: string }> };


const pantryNotices = (messages: any[]) => messages.filter((message) => message.type === 'changed' && message.model === 'pantry');

describe('reads from two streaming replicas', () => {
  it('reads each replica in turn, and every read after a write shows it', async () => {
    expect((await readiness()).replicas.map((replica) => replica.serving)).toEqual([true, true]);
    const before = await Promise.all(admins.map(transactionsOn));
    for (const ingredient of ['Spinach', 'Carrot', 'Garlic', 'Tomato', 'Kale']) {
      const added = await add(ingredient);
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      // Whichever replica serves each of these reads, it shows the item.
      for (let read = 0; read < 10; read++) expect(await ingredientsRead()).toContain(ingredientIdFor(ingredient));
    }
    // Statistics reach pg_stat_database within a second or so; a probe adds about one a second.
    await eventually(
      async () => {
        const after = await Promise.all(admins.map(transactionsOn));
        return after.every((count, index) => count - before[index]! >= 20);
      },
      10_000,
      'each replica to have served a share of the 50 reads',
    );
  });

  it('with one replica paused: the write answers 202, and neither a notice nor a resume tells of it until that replica shows it', async () => {
    const tab = await openTab(larder.baseUrl, cook.token);
    try {
      const first = await add('Leek');
      expect(first.status).toBe(201);
      const seen = await eventually(async () => pantryNotices(tab.messages)[0], 10_000, 'the first notice');

      await admins[1]!.query('select pg_wal_replay_pause()');
      const added = await add('Celery');
      expect(added.status, JSON.stringify(added.body)).toBe(202);
      // A tab that comes back now, from the last position it saw, hears nothing of it.
      const returning = await openTab(larder.baseUrl, cook.token);
      returning.socket.send(JSON.stringify({ type: 'resume', position: seen.position }));
      await eventually(async () => returning.messages.some((message) => message.type === 'resumed'), 10_000, 'the resume to end');
      expect(pantryNotices(returning.messages)).toEqual([]);
      returning.socket.terminate();
      expect(pantryNotices(tab.messages)).toHaveLength(1);

      const resumedAt = Date.now();
      await admins[1]!.query('select pg_wal_replay_resume()');
      const notice = await eventually(async () => pantryNotices(tab.messages)[1], 10_000, 'the notice after replay resumed');
      expect(notice.at).toBeGreaterThanOrEqual(resumedAt);
      for (let read = 0; read < 6; read++) expect(await ingredientsRead()).toContain(ingredientIdFor('Celery'));
      const later = await openTab(larder.baseUrl, cook.token);
      later.socket.send(JSON.stringify({ type: 'resume', position: seen.position }));
      await eventually(async () => pantryNotices(later.messages).length > 0, 10_000, 'the resume to tell of the change');
      later.socket.terminate();
    } finally {
      await admins[1]!.query('select pg_wal_replay_resume()');
      tab.socket.terminate();
    }
  });

  it('tells a replica that does not answer from a statement that fails on it', async () => {
    const failedStatement = await admins[0]!.query('select * from no_such_table').catch((error: unknown) => error);
    expect(isUnreachable(failedStatement)).toBe(false);
    const refused = new pg.Client({ connectionString: `postgres://larder:larder@127.0.0.1:${await freePort()}/larder` });
    const notAnswering = await refused.connect().catch((error: unknown) => error);
    expect(isUnreachable(notAnswering)).toBe(true);
    // A replica stopped while a statement is being sent: the socket's write fails (seen in a full run,
    // where the replica was then listed as 'write EPIPE', not as unreachable).
    const brokenPipe = Object.assign(new Error('write EPIPE'), { code: 'EPIPE', errno: -32, syscall: 'write' });
    expect(isUnreachable(brokenPipe)).toBe(true);
    // A host name with two addresses (localhost as ::1 and 127.0.0.1): Node tries both and fails with
    // every address's error together, which carries no system call of its own.
    const bothRefused = await new Promise<unknown>((resolve) => {
      const both: LookupFunction = (_host, _options, callback) =>
        (callback as (error: null, addresses: LookupAddress[]) => void)(null, [{ address: '::1', family: 6 }, { address: '127.0.0.1', family: 4 }]);
      void freePort().then((port) => net.connect({ host: 'replica.test', port, autoSelectFamily: true, lookup: both }).on('error', resolve));
    });
    expect(bothRefused).toBeInstanceOf(AggregateError);
    expect(isUnreachable(bothRefused)).toBe(true);
  });

  it('sets aside a replica that goes silent, within the answer timeout, and takes it back once it answers', async () => {
    link.silence();
    // A failing assertion must not leave it silent for the next test.
    onTestFinished(() => link.hear());
    const silencedAt = Date.now();
    // A read sent to it waits the answer timeout at most, then runs on the other replica.
    for (let read = 0; read < 6; read++) expect(await ingredientsRead()).toContain(ingredientIdFor('Celery'));
    const aside = await eventually(
      async () => {
        const state = await readiness();
        return state.replicas[1]!.serving ? undefined : state;
      },
      10_000,
      'the silent replica to be set aside',
    );
    // The probe or a read noticed it: one answer timeout, a probe's second, and the test's own reads.
    expect(Date.now() - silencedAt).toBeLessThan(3 * ANSWER_TIMEOUT_MS + 1_000);
    expect(aside.ready).toBe(true);
    expect(aside.replicas[0]!.serving).toBe(true);
    expect(aside.replicas[1]!.reason).toMatch(/^unreachable: (timeout expired|Query read timeout|Connection terminated)/);
    // Set aside, it holds nothing up: reads come from the other at once, and a write answers 202 at
    // once rather than waiting for a replica that may never answer.
    const readsFrom = Date.now();
    for (let read = 0; read < 6; read++) expect(await ingredientsRead()).toContain(ingredientIdFor('Celery'));
    expect(Date.now() - readsFrom).toBeLessThan(ANSWER_TIMEOUT_MS);
    const writtenFrom = Date.now();
    const whileSilent = await add('Cucumber');
    expect(whileSilent.status, JSON.stringify(whileSilent.body)).toBe(202);
    expect(Date.now() - writtenFrom).toBeLessThan(ANSWER_TIMEOUT_MS);

    link.hear();
    await eventually(async () => (await readiness()).replicas.every((replica) => replica.serving), 15_000, 'replica 2 to serve again');
    const back = await add('Radishes');
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    for (let read = 0; read < 6; read++) expect(await ingredientsRead()).toEqual(expect.arrayContaining([ingredientIdFor('Cucumber'), ingredientIdFor('Radishes')]));
  });

  it('sets aside a replica whose replay stops once it is further behind than the lag bound, and takes it back once it catches up', async () => {
    await admins[1]!.query('select pg_wal_replay_pause()');
    onTestFinished(() => admins[1]!.query('select pg_wal_replay_resume()').then(() => {}));
    const pausedWrite = await add('Yellow onion');
    const writtenAt = Date.now();
    // Waited for replica 2 (1.5 s) and was not shown there.
    expect(pausedWrite.status, JSON.stringify(pausedWrite.body)).toBe(202);
    const aside = await eventually(
      async () => {
        const state = await readiness();
        return state.replicas[1]!.serving ? undefined : state;
      },
      MAX_LAG_MS + 5_000,
      'the stalled replica to be set aside',
    );
    // Not before the bound: until then it was a replica a little behind, as any may be.
    expect(Date.now() - writtenAt).toBeGreaterThanOrEqual(MAX_LAG_MS - 1_500);
    expect(aside.ready).toBe(true);
    expect(aside.replicas[1]!.reason).toMatch(/^behind the primary/);
    // From now on no read goes to it: every one shows the write.
    for (let read = 0; read < 6; read++) expect(await ingredientsRead()).toContain(ingredientIdFor('Yellow onion'));
    const writtenFrom = Date.now();
    const whileBehind = await add('Eggplant');
    expect(whileBehind.status).toBe(202);
    expect(Date.now() - writtenFrom).toBeLessThan(1_000);

    await admins[1]!.query('select pg_wal_replay_resume()');
    await eventually(async () => (await readiness()).replicas.every((replica) => replica.serving), 15_000, 'replica 2 to serve again');
    const back = await add('Cauliflower');
    expect(back.status, JSON.stringify(back.body)).toBe(201);
  });

  it('sets a stopped replica aside, reads the other, and takes it back once it has caught up', async () => {
    await replicas[1]!.stop();
    // Every read answers, from the replica still running, with everything the cook has.
    for (let read = 0; read < 6; read++) expect(await ingredientsRead()).toContain(ingredientIdFor('Celery'));
    const aside = await readiness();
    expect(aside.ready).toBe(true);
    expect(aside.replicas.map((replica) => replica.serving)).toEqual([true, false]);
    expect(aside.replicas[1]!.reason).toMatch(/^unreachable: /);
    const metrics = await (await fetch(`${larder.baseUrl}/metrics`)).text();
    expect(metrics).toContain(`larder_read_replica_serving{replica="${aside.replicas[0]!.name}"} 1`);
    expect(metrics).toContain(`larder_read_replica_serving{replica="${aside.replicas[1]!.name}"} 0`);
    // Accepted; but replica 2 may be serving another node's reads, so no answer can say it is shown.
    const writtenFrom = Date.now();
    const whileAside = await add('Zucchini');
    expect(whileAside.status, JSON.stringify(whileAside.body)).toBe(202);
    // 202 promises no read shows it yet; the replica still serving does a moment later.
    await eventually(async () => (await ingredientsRead()).includes(ingredientIdFor('Zucchini')), 10_000, 'the serving replica to show it');

    // Back, but applying WAL 3 s late (recovery_min_apply_delay): it has not caught up yet.
    await replicas[1]!.start({ recovery_min_apply_delay: '3s' });
    // Until it shows what the primary showed when it answered again, no read reaches it.
    let joinedAt: number | undefined;
    while (joinedAt === undefined && Date.now() - writtenFrom < 20_000) {
      expect(await ingredientsRead()).toContain(ingredientIdFor('Zucchini'));
      if ((await readiness()).replicas.every((replica) => replica.serving)) joinedAt = Date.now();
    }
    expect(joinedAt, 'replica 2 to serve again').toBeDefined();
    // The write committed after writtenFrom, so replica 2 applied it no earlier than 3 s later.
    expect(joinedAt! - writtenFrom).toBeGreaterThanOrEqual(3_000);
    for (let read = 0; read < 6; read++) expect(await ingredientsRead()).toContain(ingredientIdFor('Zucchini'));

    // Without the delay, a write's answer says it is shown again, and it is, on both.
    await replicas[1]!.stop();
    await replicas[1]!.start();
    await eventually(async () => (await readiness()).replicas.every((replica) => replica.serving), 15_000, 'replica 2 to serve again');
    const back = await add('Broccoli');
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    for (let read = 0; read < 6; read++) expect(await ingredientsRead()).toContain(ingredientIdFor('Broccoli'));
  });
});
