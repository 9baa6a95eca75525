// The projection runner's contract (DESIGN §3) against real PostgreSQL, with the pantry projection:
// every committed event applied exactly once under concurrent writers, one active runner per
// projection with a quick takeover, change notices that always fit NOTIFY, and a rebuild during live
// appends that converges to the incrementally built model.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../server/db/database.ts';
import { channelsFor, Listener, onDemandChannelsFor } from '../../server/db/listener.ts';
import { commit } from '../../server/event-store/event-store.ts';
import { announceThroughSideConnection, NEW_EVENTS_CHANNEL } from '../../server/event-store/new-events.ts';
import { compareCheckpoints, type Checkpoint } from '../../server/event-store/types.ts';
import { pantryEventTypes, pantryStreamId } from '../../server/modules/pantry/pantry.events.ts';
import { pantryProjection } from '../../server/modules/pantry/pantry.projection.ts';
import { batchLockSql } from '../../server/projections/checkpoints.ts';
import { coalesce, MAX_PAYLOAD_BYTES, NOTIFY_CHANNEL, toPayloads, type ChangeMessage } from '../../server/projections/notices.ts';
import type { ChangeNotice, Projection } from '../../server/projections/projection.ts';
import { rebuildProjection, type RebuildReport } from '../../server/projections/rebuild.ts';
import { ProjectionRunner, type RunnerOptions } from '../../server/projections/runner.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';
import { eventually } from '../setup/larder.ts';
import {
  appendMany,
  audited,
  burnXidsUntil,
  createAuditTable,
  foldPantry,
  lastEvent,
  newMetadata,
  nextDigitBoundary,
  PantryWorkload,
  readAudit,
  readPantryEvents,
  readPantryItems,
  readStoredCheckpoint,
  seededRandom,
  sleep,
  xidOf,
  openClients,
  keepWriting as keepWritingLog,
} from '../fixtures/pantry-log.ts';

/** PostgreSQL refuses a NOTIFY payload of this many bytes or more. */
const POSTGRES_NOTIFY_LIMIT = 8000;

let database: TestDatabase;
let pool: pg.Pool;
let listener: Listener;
const runners: ProjectionRunner[] = [];
const clients: pg.Client[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, { max: 30 });
  await createAuditTable(pool);
  listener = new Listener(database.url);
  await listener.start();
});

afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  await Promise.all(clients.splice(0).map((client) => client.end().catch(() => {})));
});

afterAll(async () => {
  await listener?.stop();
  await pool?.end();
  await database?.drop();
});

function startRunner(projection: Projection, options: Partial<RunnerOptions> = {}): ProjectionRunner {
  // Standby retry left at its default: the takeover bound is checked as production runs it.
  const runner = new ProjectionRunner(projection, { url: database.url, listener, pollMs: 100, ...options });
  runner.start();
  runners.push(runner);
  return runner;
}

async function connect(count: number): Promise<pg.Client[]> {
  const opened = await openClients(database.url, count);
  clients.push(...opened);
  return opened;
}

/** Waits until the stored pantry checkpoint has reached the last event (call only once writers stopped). */
async function caughtUp(timeoutMs = 15_000): Promise<Checkpoint> {
  const head = await lastEvent(pool);
  return eventually(
    async () => {
      const checkpoint = await readStoredCheckpoint(pool);
      return checkpoint && compareCheckpoints(checkpoint, head) >= 0 ? checkpoint : undefined;
    },
    timeoutMs,
    'the pantry projection to reach the head of the log',
  );
}

async function expectModelEqualsFoldOfLog(): Promise<void> {
  expect(await readPantryItems(pool)).toEqual(foldPantry(await readPantryEvents(pool)));
}

async function pantryEventIdsAfter(start: Checkpoint): Promise<string[]> {
  const { rows } = await pool.query<{ event_id: string }>(
    `select event_id from events where (transaction_id, global_position) > ($1::xid8, $2::bigint) and event_type = any($3::text[])`,
    [start.transactionId.toString(), start.position, pantryEventTypes],
  );
  return rows.map((row) => row.event_id);
}

/** Every pantry event since `start` was applied exactly once, and nothing else was applied. */
async function expectAppliedExactlyOnce(start: Checkpoint): Promise<void> {
  const expected = await pantryEventIdsAfter(start);
  const audit = await readAudit(pool);
  expect([...audit.values()].filter((times) => times !== 1)).toEqual([]);
  expect(new Set(audit.keys())).toEqual(new Set(expected));
}

/**
 * The read model equals the fold of the log up to the stored checkpoint, checked while holding the
 * batch lock that every runner batch and every rebuild swap takes, so nothing moves while we read.
 * (A repeatable-read snapshot would not do during a rebuild: the swap's ALTER TABLE is not MVCC-safe,
 * and an old snapshot can resolve the table name to the new table.)
 */
async function checkModelAtCheckpoint(): Promise<Checkpoint | undefined> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(batchLockSql, ['pantry']);
    const checkpoint = await readStoredCheckpoint(client);
    const rows = await readPantryItems(client);
    const events = checkpoint ? await readPantryEvents(client, checkpoint) : [];
    await client.query('commit');
    expect(rows).toEqual(foldPantry(events));
    return checkpoint;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Keeps checking the invariant until stopped; returns how many checks passed. */
function keepChecking(): { stop: () => Promise<number> } {
  let running = true;
  let checks = 0;
  let last: Checkpoint | undefined;
  const loop = (async () => {
    while (running) {
      const checkpoint = await checkModelAtCheckpoint();
      if (last && checkpoint) expect(compareCheckpoints(checkpoint, last)).toBeGreaterThanOrEqual(0);
      last = checkpoint ?? last;
      checks++;
      await sleep(20);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return checks;
    },
  };
}

const keepWriting = (workload: PantryWorkload, writers: number, options: { rollbackShare?: number; pauseMs?: number } = {}) =>
  keepWritingLog(pool, workload, writers, { minPauseMs: 0, spreadMs: options.pauseMs ?? 5, rollbackShare: options.rollbackShare });

describe('when 20 writers append while a runner projects the pantry', () => {
  it('applies every committed event exactly once and skips none, even past a transaction held open for 2.5 s', async () => {
    const seed = Date.now() % 1_000_000;
    const workload = new PantryWorkload(seededRandom(seed), 12);
    await pool.query('truncate projection_audit');
    // Cross a digit boundary of transaction ids on the way (where text-ordered reads would go wrong).
    const boundary = await nextDigitBoundary(pool, 1_000n);
    await burnXidsUntil(pool, boundary - 200n);
    const start = await lastEvent(pool);
    startRunner(audited(pantryProjection, 'runner'), { batchSize: 25 });
    const checker = keepChecking();

    const [holder, ...writers] = await connect(21);
    let holding = true;
    let heldXid = 0n;
    let rolledBack = 0;
    try {
      await holder!.query('begin');
      heldXid = await xidOf(holder!);
      await commit(holder!, { metadata: newMetadata(), streams: [workload.nextAppend()] });

      const writing = writers.map(async (writer) => {
        for (let round = 0; holding || round < 8; round++) {
          await writer.query('begin');
          if (workload.random() < 0.3) {
            await xidOf(writer);
            await sleep(workload.random() * 10);
          }
          await commit(writer, { metadata: newMetadata(), streams: [workload.nextAppend()] });
          await sleep(workload.random() * 10);
          if (workload.random() < 0.2) {
            await writer.query('rollback');
            rolledBack++;
          } else await writer.query('commit');
        }
      });

      await sleep(2_500);
      // The runner may not move past the open transaction, however much committed after it.
      const during = await readStoredCheckpoint(pool);
      expect(during!.transactionId).toBeLessThan(heldXid);
      const { rows } = await pool.query<{ count: number }>('select count(*)::int as count from events where transaction_id > $1::xid8', [heldXid.toString()]);
      expect(rows[0]!.count, 'writers should have committed during the hold').toBeGreaterThan(50);
      await holder!.query('commit');
      holding = false;
      await Promise.all(writing);
    } finally {
      holding = false;
    }

    await caughtUp();
    expect(await checker.stop(), 'the invariant should have been checked while writing').toBeGreaterThan(5);
    expect(rolledBack).toBeGreaterThan(0);
    await expectModelEqualsFoldOfLog();
    await expectAppliedExactlyOnce(start);
    expect((await lastEvent(pool)).transactionId, `seed ${seed}`).toBeGreaterThanOrEqual(boundary);
  });
});

describe('when commits wake the runner after they return, not inside them', () => {
  // A runner that never polls (10 minutes between looks): each event reaches it only because some
  // wake-up after its commit said so, in memory for this process's commits, by NOTIFY for another's.
  const neverPolls = { pollMs: 600_000, batchSize: 20 };

  // Each round: a burst from 16 writers, then, with the runner idle, one lone commit (which no
  // held-back retry can find: only its wake-up can).
  const rounds = [
    { commits: 160, writers: 16 },
    { commits: 1, writers: 1 },
    { commits: 160, writers: 16 },
    { commits: 1, writers: 1 },
  ];

  it('applies every event of concurrent writers in this process exactly once, woken by the commits alone', async () => {
    await pool.query('truncate projection_audit');
    const start = await lastEvent(pool);
    // A process's own pool, announced as a Larder process announces its commits.
    const writers = createPool(database.url, { max: 16 });
    const stopAnnouncing = announceThroughSideConnection(writers, database.url);
    const workload = new PantryWorkload(seededRandom(Date.now() % 1_000_000), 12);
    startRunner(audited(pantryProjection, 'woken'), neverPolls);
    try {
      for (const round of rounds) {
        let left = round.commits;
        await Promise.all(
          Array.from({ length: round.writers }, async () => {
            while (left-- > 0) await commit(writers, { metadata: newMetadata(), streams: [workload.nextAppend()] });
          }),
        );
        await caughtUp(10_000);
      }
    } finally {
      await stopAnnouncing();
      await writers.end();
    }
    await expectModelEqualsFoldOfLog();
    await expectAppliedExactlyOnce(start);
  });

  it('sends no notice inside a commit; a holding listener hears its own process\'s commit once, in memory', async () => {
    const [observer, writer] = await connect(2);
    const heardByServer: string[] = [];
    observer!.on('notification', (message) => heardByServer.push(message.payload ?? ''));
    await observer!.query(`listen ${NEW_EVENTS_CHANNEL}`);
    // larder_commit itself, called as SQL: it appends and says nothing.
    const id = randomUUID();
    const command = { metadata: newMetadata(), jobs: [], streams: [{ streamId: `wake-test-${id}`, expectedVersion: -1, ownerId: null, events: [{ id, type: 'WakeTestEvent', data: {} }] }] };
    await writer!.query('select larder_commit($1::jsonb)', [JSON.stringify(command)]);
    // A barrier: notices arrive in commit order, so one from the commit would come before this marker.
    const marker = `marker-${id}`;
    await writer!.query('select pg_notify($1, $2)', [NEW_EVENTS_CHANNEL, marker]);
    await eventually(async () => heardByServer.includes(marker) || undefined, 5_000, 'the marker notice');
    expect(heardByServer).toEqual([marker]);
    heardByServer.length = 0; // what follows counts commit notices only

    // Through a process's announced pool: told once in memory, and its own NOTIFY not heard again.
    const own = new Listener(database.url);
    const heardHere: string[] = [];
    own.on(NEW_EVENTS_CHANNEL, (types: string) => heardHere.push(types));
    const writers = createPool(database.url, { max: 1 });
    const stopAnnouncing = announceThroughSideConnection(writers, database.url);
    try {
      await own.start();
      await commit(writers, { metadata: newMetadata(), streams: [{ streamId: `wake-test-${randomUUID()}`, expectedVersion: 'no_stream', ownerId: null, events: [{ type: 'WakeTestEvent', data: {} }] }] });
      await eventually(async () => heardByServer.length > 0 || undefined, 5_000, 'the side connection\'s notice');
      await sleep(300);
      expect(heardHere).toEqual(['WakeTestEvent']);
      expect(heardByServer).toHaveLength(1);
    } finally {
      await stopAnnouncing();
      await writers.end();
      await own.stop();
    }
  });

  it("applies every event committed by another process exactly once, woken by that process's notices", async () => {
    await pool.query('truncate projection_audit');
    const start = await lastEvent(pool);
    startRunner(audited(pantryProjection, 'woken-elsewhere'), neverPolls);
    for (const [index, round] of rounds.entries()) {
      await new Promise<void>((resolve, reject) => {
        const args = [database.url, String(round.commits), String(round.writers), String(index + 7)];
        const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/append-elsewhere.ts', ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
        child.once('error', reject);
        child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the writing process exited with ${code}`))));
      });
      await caughtUp(10_000);
    }
    await expectModelEqualsFoldOfLog();
    await expectAppliedExactlyOnce(start);
  });
});

describe('when two runners start for the same projection', () => {
  async function heldActiveLocks(): Promise<number> {
    const { rows } = await pool.query<{ count: number }>(
      `select count(*)::int as count from pg_locks
        where locktype = 'advisory' and classid = 4242 and objsubid = 2 and granted
          and database = (select oid from pg_database where datname = current_database())`,
    );
    return rows[0]!.count;
  }

  it('keeps exactly one active, and the other takes over within 5 s of a stop with nothing applied twice', async () => {
    const workload = new PantryWorkload(seededRandom(2), 6);
    await pool.query('truncate projection_audit');
    const start = await lastEvent(pool);
    const first = startRunner(audited(pantryProjection, 'first'), { batchSize: 20 });
    const second = startRunner(audited(pantryProjection, 'second'), { batchSize: 20 });
    const writing = keepWriting(workload, 2);
    try {
      const active = await eventually(async () => (first.active ? first : second.active ? second : undefined), 5_000, 'a runner to become active');
      const standby = active === first ? second : first;
      const appliedBy = async (name: string) => {
        const { rows } = await pool.query<{ count: number }>('select count(*)::int as count from projection_audit where applied_by = $1', [name]);
        return rows[0]!.count;
      };
      const activeName = active === first ? 'first' : 'second';
      const standbyName = active === first ? 'second' : 'first';
      // Several standby retries pass while the active one works; the standby never gets in.
      await eventually(async () => (await appliedBy(activeName)) > 50, 10_000, 'the active runner to apply events');
      for (let n = 0; n < 5; n++) {
        expect([first.active, second.active].filter(Boolean)).toHaveLength(1);
        expect(await heldActiveLocks()).toBe(1);
        await sleep(250);
      }
      expect(await appliedBy(standbyName)).toBe(0);

      await active.stop();
      const stoppedAt = Date.now();
      await eventually(async () => standby.active, 5_000, 'the standby to take over');
      await eventually(async () => (await appliedBy(standbyName)) > 0, 5_000, 'the standby to apply events');
      expect(Date.now() - stoppedAt).toBeLessThan(5_000);
      expect(await heldActiveLocks()).toBe(1);
    } finally {
      await writing.stop();
    }
    await caughtUp();
    await expectModelEqualsFoldOfLog();
    await expectAppliedExactlyOnce(start);
  });

  it("wakes only the active runner's process on new events: the standby's starts hearing them when it takes over", async () => {
    // Each runner in a projector process of its own, with that process's listener.
    const listeners = [0, 1].map(() => new Listener(database.url, channelsFor(['projector']), onDemandChannelsFor(['projector'])));
    const heard = [0, 0];
    listeners.forEach((one, index) => one.on('events_appended', () => heard[index]!++));
    try {
      await Promise.all(listeners.map((one) => one.start()));
      const workload = new PantryWorkload(seededRandom(4), 6);
      const first = startRunner(pantryProjection, { listener: listeners[0] });
      const second = startRunner(pantryProjection, { listener: listeners[1] });
      const writing = keepWriting(workload, 2);
      try {
        const active = await eventually(async () => (first.active ? first : second.active ? second : undefined), 5_000, 'a runner to become active');
        const [activeIndex, standbyIndex] = active === first ? [0, 1] : [1, 0];
        const standby = active === first ? second : first;
        await eventually(async () => heard[activeIndex]! > 20, 10_000, 'the active process to hear new events');
        expect(heard[standbyIndex]).toBe(0);

        await active.stop();
        await eventually(async () => standby.active, 5_000, 'the standby to take over');
        await eventually(async () => heard[standbyIndex]! > 0, 5_000, 'the new active process to hear new events');
      } finally {
        await writing.stop();
      }
      await caughtUp();
      await expectModelEqualsFoldOfLog();
    } finally {
      await Promise.all(listeners.map((one) => one.stop()));
    }
  });

  it('keeps exactly one active after the active runner loses its connection, with nothing applied twice', async () => {
    const workload = new PantryWorkload(seededRandom(3), 6);
    await pool.query('truncate projection_audit');
    const start = await lastEvent(pool);
    const first = startRunner(audited(pantryProjection, 'first'), { batchSize: 20 });
    const second = startRunner(audited(pantryProjection, 'second'), { batchSize: 20 });
    const writing = keepWriting(workload, 2);
    try {
      await eventually(async () => first.active || second.active, 5_000, 'a runner to become active');
      for (let kill = 0; kill < 3; kill++) {
        await sleep(300);
        // On a loaded machine the runner that took over may still be taking the lock: wait for it.
        await eventually(async () => (await heldActiveLocks()) === 1, 5_000, 'a runner to hold the lock');
        // As a network fault or an administrator would: end the session that holds the active lock.
        const { rows } = await pool.query<{ terminated: boolean }>(
          `select pg_terminate_backend(pid) as terminated from pg_locks
            where locktype = 'advisory' and classid = 4242 and objsubid = 2 and granted
              and database = (select oid from pg_database where datname = current_database())`,
        );
        expect(rows).toEqual([{ terminated: true }]);
        await eventually(async () => (await heldActiveLocks()) === 1, 5_000, 'a runner to take over');
      }
    } finally {
      await writing.stop();
    }
    await caughtUp();
    expect([first.active, second.active].filter(Boolean)).toHaveLength(1);
    await expectModelEqualsFoldOfLog();
    await expectAppliedExactlyOnce(start);
  });
});

describe('change notices', () => {
  const checkpoint = { transactionId: 123_456_789n, position: 987_654 };
  const manyUsers = (count: number): ChangeNotice[] =>
    Array.from({ length: count }, () => ({ userId: randomUUID(), model: 'pantry', ids: [randomUUID()] }));
  const parse = (payloads: string[]) => payloads.map((payload) => JSON.parse(payload) as ChangeMessage);

  it('splits thousands of changed users into payloads that each fit NOTIFY, losing no one', () => {
    const notices = manyUsers(5_000);
    const payloads = toPayloads('pantry', checkpoint, notices);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(MAX_PAYLOAD_BYTES).toBeLessThan(POSTGRES_NOTIFY_LIMIT);
    const messages = parse(payloads);
    for (const message of messages) expect(message).toMatchObject({ projection: 'pantry', transactionId: '123456789', position: 987_654, rebuilt: false });
    expect(messages.flatMap((message) => message.changes)).toEqual(notices);
  });

  it('merges one user and model into one notice, and an empty id list means anything changed', () => {
    const userId = randomUUID();
    expect(
      coalesce([
        { userId, model: 'pantry', ids: ['a', 'b'] },
        { userId, model: 'pantry', ids: ['b', 'c'] },
        { userId, model: 'grocery-list', ids: ['x'] },
      ]),
    ).toEqual([
      { userId, model: 'pantry', ids: ['a', 'b', 'c'] },
      { userId, model: 'grocery-list', ids: ['x'] },
    ]);
    expect(coalesce([{ userId, model: 'pantry', ids: ['a'] }, { userId, model: 'pantry', ids: [] }, { userId, model: 'pantry', ids: ['b'] }])).toEqual([
      { userId, model: 'pantry', ids: [] },
    ]);
  });

  it('names no ids for a user with more than a hundred changed rows, so one user cannot fill a payload', () => {
    const userId = randomUUID();
    const hundred = Array.from({ length: 100 }, () => randomUUID());
    expect(coalesce([{ userId, model: 'pantry', ids: hundred }])).toEqual([{ userId, model: 'pantry', ids: hundred }]);
    const many = Array.from({ length: 5_000 }, () => randomUUID());
    const payloads = toPayloads('pantry', checkpoint, [{ userId, model: 'pantry', ids: many }]);
    expect(parse(payloads)).toEqual([expect.objectContaining({ changes: [{ userId, model: 'pantry', ids: [] }] })]);
  });

  it('still sends one message when nothing user-visible changed, flagged after a rebuild', () => {
    expect(parse(toPayloads('pantry', checkpoint, []))).toEqual([expect.objectContaining({ changes: [], rebuilt: false })]);
    expect(parse(toPayloads('pantry', checkpoint, [], true))).toEqual([expect.objectContaining({ changes: [], rebuilt: true })]);
  });

  it('sends every batch as NOTIFY payloads under 8000 bytes even when 3000 users change in one batch', async () => {
    const seen: string[] = [];
    const listen = (await connect(1))[0]!;
    listen.on('notification', (message) => {
      if (message.channel === NOTIFY_CHANNEL && message.payload) seen.push(message.payload);
    });
    await listen.query(`listen ${NOTIFY_CHANNEL}`);
    await caughtUp();

    const users = Array.from({ length: 3_000 }, () => ({ appUserId: randomUUID(), pantryId: randomUUID(), itemId: randomUUID() }));
    await commit(pool, {
      metadata: newMetadata(),
      streams: users.map((user) => ({
        streamId: pantryStreamId(user.pantryId),
        expectedVersion: 'no_stream' as const,
        ownerId: user.appUserId,
        events: [
          {
            type: 'PantryItemAdded',
            data: { itemId: user.itemId, pantryId: user.pantryId, appUserId: user.appUserId, ingredientId: randomUUID(), quantity: 1, unitOfMeasurement: 'g', purchaseDate: '2026-11-01', expirationDate: null },
          },
        ],
      })),
    });
    const head = await lastEvent(pool);
    const batches: number[] = [];
    startRunner(pantryProjection, { batchSize: 5_000, onBatch: (_name, _checkpoint, events) => batches.push(events) });
    await caughtUp();
    // The checkpoint is visible once the batch commits, a moment before the runner hears its commit answered.
    await eventually(async () => (batches.length > 0 ? batches : undefined), 5_000, 'the batch to be reported');
    expect(batches).toEqual([3_000]);

    const changed = await eventually(
      async () => {
        const messages = parse(seen).filter((message) => message.projection === 'pantry' && message.position === head.position);
        const changes = messages.flatMap((message) => message.changes);
        return changes.length >= users.length ? { messages, changes } : undefined;
      },
      5_000,
      'the notices of the batch',
    );
    expect(changed.messages.length).toBeGreaterThan(1);
    for (const payload of seen) expect(Buffer.byteLength(payload)).toBeLessThan(POSTGRES_NOTIFY_LIMIT);
    for (const message of changed.messages) expect(message.transactionId).toBe(head.transactionId.toString());
    const byUser = new Map(changed.changes.map((change) => [change.userId, change]));
    expect(byUser.size).toBe(users.length);
    for (const user of users) expect(byUser.get(user.appUserId)).toEqual({ userId: user.appUserId, model: 'pantry', ids: [user.itemId] });
  });
});

describe('when the pantry projection is rebuilt', () => {
  it('converges to the incrementally built model, whether rebuilt while idle, during live appends, or twice', async () => {
    const workload = new PantryWorkload(seededRandom(4), 40);
    const rebuilt: ChangeMessage[] = [];
    const onChange = (payload: string) => {
      const message = JSON.parse(payload) as ChangeMessage;
      if (message.rebuilt) rebuilt.push(message);
    };
    listener.on(NOTIFY_CHANNEL, onChange);
    try {
      await appendMany(pool, workload, 60, 40);
      startRunner(pantryProjection, { batchSize: 200 });
      await caughtUp();
      const incremental = await readPantryItems(pool);
      expect(incremental.length).toBeGreaterThan(100);

      // Idle: replaying the whole log gives exactly what the runner built event by event.
      await rebuildProjection(database.url, pantryProjection, { batchSize: 500 });
      expect(await readPantryItems(pool)).toEqual(incremental);

      // Live: writers keep appending and the runner keeps projecting while the rebuild replays and swaps.
      const before = await lastEvent(pool);
      const writing = keepWriting(workload, 4, { rollbackShare: 0.15, pauseMs: 3 });
      const checker = keepChecking();
      let report: RebuildReport | undefined;
      try {
        await eventually(async () => writing.committed() > 20, 5_000, 'writers to get going');
        const appendedBeforeRebuild = writing.committed();
        report = await rebuildProjection(database.url, pantryProjection, { batchSize: 500 });
        expect(writing.committed(), 'appends should have landed during the rebuild').toBeGreaterThan(appendedBeforeRebuild);
        // The live runner carries on from the swapped-in checkpoint on the new table.
        const afterSwap = writing.committed();
        await eventually(async () => writing.committed() > afterSwap + 20, 5_000, 'appends after the swap');
      } finally {
        await writing.stop();
      }
      expect(report!.events).toBeGreaterThan(0);
      await caughtUp();
      expect(await checker.stop()).toBeGreaterThan(2);
      expect(compareCheckpoints(await lastEvent(pool), before)).toBeGreaterThan(0);
      await expectModelEqualsFoldOfLog();

      // Twice: the same rows both times, equal to the fold of the log.
      await rebuildProjection(database.url, pantryProjection, { batchSize: 500 });
      const once = await readPantryItems(pool);
      await rebuildProjection(database.url, pantryProjection, { batchSize: 333 });
      expect(await readPantryItems(pool)).toEqual(once);
      await expectModelEqualsFoldOfLog();

      const { rows } = await pool.query(`select nspname from pg_namespace where nspname in ('rebuild_pantry', 'retired_pantry')`);
      expect(rows).toEqual([]);
      await eventually(async () => rebuilt.length >= 4, 5_000, 'a rebuilt notice per swap');
    } finally {
      listener.off(NOTIFY_CHANNEL, onChange);
    }
  });
});
