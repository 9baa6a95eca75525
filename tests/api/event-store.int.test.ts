// The event store's contract (DESIGN §2) against real PostgreSQL: optimistic concurrency, idempotent
// commands, atomic multi-stream commits with their jobs, upcasting, and a global read that neither
// skips nor repeats an event however transactions interleave.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../server/db/database.ts';
import { handleCommand, loadStream, type LoadedStream } from '../../server/event-store/command-handler.ts';
import { StreamVersionConflictError } from '../../server/event-store/errors.ts';
import { streamsInTurn } from '../../server/event-store/stream-turns.ts';
import { commit, readAll, readHead, readStream, readStreamsFromSnapshots, scanAll, type CommitRequest } from '../../server/event-store/event-store.ts';
import {
  compareCheckpoints,
  type Checkpoint,
  type DomainEvent,
  type ExpectedVersion,
  type RecordedEvent,
} from '../../server/event-store/types.ts';
import { registerUpcaster } from '../../server/event-store/upcasters.ts';
import { pantryDecider, type PantryCommand, type PantryState } from '../../server/modules/pantry/pantry.decider.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';
import { eventually } from '../setup/larder.ts';
import { burnXidsUntil, lastEvent, newMetadata, nextDigitBoundary, seededRandom, sleep, xidOf, openClients } from '../fixtures/pantry-log.ts';

let database: TestDatabase;
let pool: pg.Pool;
const clients: pg.Client[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, { max: 30 });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.end().catch(() => {})));
  await pool?.end();
  await database?.drop();
});

async function connect(count: number): Promise<pg.Client[]> {
  const opened = await openClients(database.url, count);
  clients.push(...opened);
  return opened;
}

async function release(opened: pg.Client[]): Promise<void> {
  await Promise.all(opened.map((client) => client.end().catch(() => {})));
  for (const client of opened) clients.splice(clients.indexOf(client), 1);
}

const noted = (label: string, extra: Record<string, unknown> = {}): DomainEvent & { id: string } => ({
  id: randomUUID(),
  type: 'TestNoteWritten',
  data: { label, ...extra },
});

/** A pantry command adding one item (a new one, or `itemId`) of a new ingredient. */
const pantryAdd = (pantryId: string, appUserId: string, itemId: string = randomUUID()): PantryCommand => ({
  type: 'AddPantryItems',
  pantryId,
  appUserId,
  latestAllowedPurchaseDate: '2026-11-30',
  items: [{ itemId, ingredientId: randomUUID(), quantity: 2, unitOfMeasurement: 'piece', purchaseDate: '2026-11-01', expirationDate: null }],
});

function append(streamId: string, expectedVersion: ExpectedVersion, events: DomainEvent[], extra: Partial<CommitRequest> = {}): CommitRequest {
  return { metadata: newMetadata(), streams: [{ streamId, expectedVersion, ownerId: null, events }], ...extra };
}

async function versionsOf(streamId: string): Promise<number[]> {
  const { rows } = await pool.query<{ stream_version: number }>(
    'select stream_version from events where stream_id = $1 order by global_position',
    [streamId],
  );
  return rows.map((row) => row.stream_version);
}

async function streamVersion(streamId: string): Promise<number | undefined> {
  const { rows } = await pool.query<{ version: number }>('select version from streams where stream_id = $1', [streamId]);
  return rows[0]?.version;
}

async function countEvents(): Promise<number> {
  const { rows } = await pool.query<{ count: number }>('select count(*)::int as count from events');
  return rows[0]!.count;
}

async function rejection(promise: Promise<unknown>): Promise<StreamVersionConflictError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, 'the append should have been refused').toBeInstanceOf(StreamVersionConflictError);
  return error as StreamVersionConflictError;
}

describe('when many writers append to one stream at once', () => {
  it('lets exactly one of 50 writers with the same expected version win; the other 49 get a conflict naming the actual version', async () => {
    const streamId = `race-${randomUUID()}`;
    await commit(pool, append(streamId, 'no_stream', [noted('first')]));
    const writers = await connect(50);
    try {
      const outcomes = await Promise.allSettled(
        writers.map((writer, index) => commit(writer, append(streamId, 1, [noted(`writer ${index}`), noted(`writer ${index} again`)]))),
      );
      const winners = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const losers = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
      expect(winners).toHaveLength(1);
      expect(losers).toHaveLength(49);
      for (const loser of losers) {
        expect(loser).toBeInstanceOf(StreamVersionConflictError);
        expect(loser).toMatchObject({ streamId, expected: '1', actual: 3 });
      }
      expect(await versionsOf(streamId)).toEqual([1, 2, 3]);
      expect(await streamVersion(streamId)).toBe(3);
    } finally {
      await release(writers);
    }
  });

  it('lets exactly one of 50 writers create a new stream with no_stream', async () => {
    const streamId = `race-new-${randomUUID()}`;
    const writers = await connect(50);
    try {
      const outcomes = await Promise.allSettled(writers.map((writer, index) => commit(writer, append(streamId, 'no_stream', [noted(`creator ${index}`)]))));
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ name: 'StreamVersionConflictError', expected: 'no stream', actual: 1 });
      }
      expect(await versionsOf(streamId)).toEqual([1]);
    } finally {
      await release(writers);
    }
  });

  it('keeps stream versions contiguous from 1 with no duplicates when 50 writers retry until all of them land', async () => {
    const streamId = `contended-${randomUUID()}`;
    const writers = await connect(50);
    const random = seededRandom(50);
    const sizes = writers.map(() => 1 + Math.floor(random() * 3));
    try {
      const landed = await Promise.all(
        writers.map(async (writer, index) => {
          for (let attempt = 1; ; attempt++) {
            const events = await readStream(writer, streamId);
            const version = events.at(-1)?.streamVersion ?? 0;
            const mine = Array.from({ length: sizes[index]! }, (_, n) => noted(`writer ${index}`, { n }));
            try {
              const result = await commit(writer, append(streamId, version === 0 ? 'no_stream' : version, mine));
              return { index, from: version + 1, to: result.versions[streamId]!, ids: mine.map((event) => event.id), attempts: attempt };
            } catch (error) {
              if (!(error instanceof StreamVersionConflictError)) throw error;
              expect(error.actual).toBeGreaterThan(version);
            }
          }
        }),
      );
      const total = sizes.reduce((sum, size) => sum + size, 0);
      expect(await versionsOf(streamId)).toEqual(Array.from({ length: total }, (_, n) => n + 1));
      expect(await streamVersion(streamId)).toBe(total);
      // The race was real: someone had to retry.
      expect(landed.some((writer) => writer.attempts > 1)).toBe(true);
      // Each commit's events sit together, at the versions its answer reported.
      const stored = await readStream(pool, streamId);
      for (const writer of landed) {
        expect(writer.to - writer.from + 1).toBe(sizes[writer.index]);
        expect(stored.slice(writer.from - 1, writer.to).map((event) => event.eventId)).toEqual(writer.ids);
      }
    } finally {
      await release(writers);
    }
  });
});

describe('when several streams are read at once', () => {
  it('gives each its own events in version order, as reading it alone does, and a missing one none (no snapshot schema: from the first event)', async () => {
    const [first, second, missing] = ['first', 'second', 'missing'].map((name) => `${name}-${randomUUID()}`) as [string, string, string];
    await commit(pool, append(second, 'no_stream', [noted('s1')]));
    await commit(pool, append(first, 'no_stream', [noted('f1'), noted('f2')]));
    await commit(pool, append(second, 1, [noted('s2'), noted('s3')]));
    const stored = await readStreamsFromSnapshots(pool, [first, second, missing].map((streamId) => ({ streamId, schema: undefined })));
    expect([...stored.keys()]).toEqual([first, second, missing]);
    expect([...stored.values()].map((stream) => stream.snapshot)).toEqual([undefined, undefined, undefined]);
    const read = new Map([...stored].map(([streamId, stream]) => [streamId, stream.events]));
    expect(read.get(first)).toEqual(await readStream(pool, first));
    expect(read.get(second)).toEqual(await readStream(pool, second));
    expect(read.get(second)!.map((event) => event.streamVersion)).toEqual([1, 2, 3]);
    expect(read.get(missing)).toEqual([]);
    expect(await readStreamsFromSnapshots(pool, [])).toEqual(new Map());
  });
});

describe('when an append names an expected version', () => {
  it('refuses no_stream on a stream that exists', async () => {
    const streamId = `exists-${randomUUID()}`;
    await commit(pool, append(streamId, 'no_stream', [noted('a'), noted('b')]));
    const error = await rejection(commit(pool, append(streamId, 'no_stream', [noted('again')])));
    expect(error).toMatchObject({ streamId, expected: 'no stream', actual: 2 });
    expect(await versionsOf(streamId)).toEqual([1, 2]);
  });

  it('refuses stream_exists on a stream that does not exist, and creates nothing', async () => {
    const streamId = `missing-${randomUUID()}`;
    const error = await rejection(commit(pool, append(streamId, 'stream_exists', [noted('a')])));
    expect(error).toMatchObject({ streamId, expected: 'an existing stream', actual: 0 });
    expect(await versionsOf(streamId)).toEqual([]);
    expect(await streamVersion(streamId)).toBeUndefined();
  });

  it('accepts stream_exists on a stream that exists, appending after its last version', async () => {
    const streamId = `exists-${randomUUID()}`;
    await commit(pool, append(streamId, 'no_stream', [noted('a')]));
    const result = await commit(pool, append(streamId, 'stream_exists', [noted('b'), noted('c')]));
    expect(result.versions).toEqual({ [streamId]: 3 });
    expect(await versionsOf(streamId)).toEqual([1, 2, 3]);
  });

  it('refuses an exact version that is behind or ahead of the stream', async () => {
    const streamId = `exact-${randomUUID()}`;
    await commit(pool, append(streamId, 'no_stream', [noted('a'), noted('b'), noted('c')]));
    expect(await rejection(commit(pool, append(streamId, 2, [noted('stale')])))).toMatchObject({ expected: '2', actual: 3 });
    expect(await rejection(commit(pool, append(streamId, 4, [noted('future')])))).toMatchObject({ expected: '4', actual: 3 });
    expect(await versionsOf(streamId)).toEqual([1, 2, 3]);
    const result = await commit(pool, append(streamId, 3, [noted('right')]));
    expect(result.versions).toEqual({ [streamId]: 4 });
  });

  it('accepts any on a new stream and on an existing one', async () => {
    const streamId = `any-${randomUUID()}`;
    expect((await commit(pool, append(streamId, 'any', [noted('a')]))).versions).toEqual({ [streamId]: 1 });
    expect((await commit(pool, append(streamId, 'any', [noted('b'), noted('c')]))).versions).toEqual({ [streamId]: 3 });
    expect(await versionsOf(streamId)).toEqual([1, 2, 3]);
  });
});

describe('when a command is retried with the same key', () => {
  it('appends nothing the second time and returns the first answer', async () => {
    const streamId = `idempotent-${randomUUID()}`;
    const commandKey = `key-${randomUUID()}`;
    const first = await commit(pool, append(streamId, 'any', [noted('once'), noted('twice')], { commandKey, requestHash: 'h1', result: { itemId: 'first' } }));
    const before = await countEvents();
    const second = await commit(pool, append(streamId, 'any', [noted('once')], { commandKey, requestHash: 'h1', result: { itemId: 'second' } }));
    expect(first.duplicate).toBe(false);
    expect(second).toMatchObject({ duplicate: true, result: { itemId: 'first' }, requestHash: 'h1' });
    // The retry learns what the first run appended, so it can wait for the same read models.
    expect(second.appended).toEqual(first.appended);
    expect(second.transactionId).toBe(first.transactionId);
    expect(await countEvents()).toBe(before);
    expect(await versionsOf(streamId)).toEqual([1, 2]);
  });

  it('appends once when ten retries race each other', async () => {
    const streamId = `idempotent-race-${randomUUID()}`;
    const commandKey = `key-${randomUUID()}`;
    const writers = await connect(10);
    try {
      const answers = await Promise.all(writers.map((writer, index) => commit(writer, append(streamId, 'any', [noted(`try ${index}`)], { commandKey, result: { index } }))));
      const firsts = answers.filter((answer) => !answer.duplicate);
      expect(firsts).toHaveLength(1);
      for (const answer of answers) {
        expect(answer.result).toEqual(firsts[0]!.result);
        expect(answer.appended).toEqual(firsts[0]!.appended);
      }
      expect(await versionsOf(streamId)).toEqual([1]);
    } finally {
      await release(writers);
    }
  });

  it('does not decide a handled command again (a retried add is not refused as a duplicate item)', async () => {
    const pantryId = randomUUID();
    const commandKey = `key-${randomUUID()}`;
    const run = () =>
      handleCommand(pool, {
        streamId: `pantry-${pantryId}`,
        ownerId: randomUUID(),
        decider: pantryDecider,
        command: pantryAdd(pantryId, randomUUID(), '0b7d3c1e-6d0a-4f4e-9a43-3f1f1d1b2c01'),
        metadata: newMetadata(),
        commandKey,
        result: (events) => ({ added: events.length }),
      });
    const first = await run();
    const retry = await run();
    expect(first).toMatchObject({ duplicate: false, result: { added: 1 } });
    expect(retry).toMatchObject({ duplicate: true, result: { added: 1 }, events: [] });
    expect(retry.appended).toEqual(first.appended);
    expect(await versionsOf(`pantry-${pantryId}`)).toEqual([1]);
  });

  it('decides on the stream the caller holds, and re-reads it when another writer moved it on', async () => {
    const pantryId = randomUUID();
    const appUserId = randomUUID();
    const itemId = randomUUID();
    const streamId = `pantry-${pantryId}`;
    const run = (command: PantryCommand, known?: LoadedStream<PantryState>) =>
      handleCommand(pool, { streamId, ownerId: appUserId, decider: pantryDecider, command, metadata: newMetadata(), known });
    const added = await run(pantryAdd(pantryId, appUserId, itemId));
    expect(added.stream?.version).toBe(1);
    const changed = await run({ type: 'ChangePantryItem', itemId, quantity: 5 }, added.stream);
    expect(changed.stream?.version).toBe(2);
    expect(changed.stream?.state).toEqual((await loadStream(pool, streamId, pantryDecider)).state);
    // Another writer removes the item; a change decided on the stream as held (version 2) would be
    // accepted there, but the store refuses that version and the fresh stream has no such item.
    await run({ type: 'RemovePantryItems', itemIds: [itemId] });
    await expect(run({ type: 'ChangePantryItem', itemId, quantity: 7 }, changed.stream)).rejects.toMatchObject({ status: 404 });
    expect(await versionsOf(streamId)).toEqual([1, 2, 3]);
  });

  it('lets a key be used again after the commit that first used it failed', async () => {
    const streamId = `idempotent-after-conflict-${randomUUID()}`;
    const commandKey = `key-${randomUUID()}`;
    await commit(pool, append(streamId, 'no_stream', [noted('a')]));
    await rejection(commit(pool, append(streamId, 'no_stream', [noted('refused')], { commandKey })));
    const retry = await commit(pool, append(streamId, 1, [noted('accepted')], { commandKey }));
    expect(retry.duplicate).toBe(false);
    expect(await versionsOf(streamId)).toEqual([1, 2]);
  });
});

describe('when one commit appends to several streams', () => {
  it('appends to none of them if one stream has moved on', async () => {
    const fresh = `multi-fresh-${randomUUID()}`;
    const moved = `multi-moved-${randomUUID()}`;
    const other = `multi-other-${randomUUID()}`;
    await commit(pool, append(moved, 'no_stream', [noted('a')]));
    await commit(pool, append(other, 'no_stream', [noted('a')]));
    const before = await countEvents();
    const error = await rejection(
      commit(pool, {
        metadata: newMetadata(),
        streams: [
          { streamId: fresh, expectedVersion: 'no_stream', ownerId: null, events: [noted('new')] },
          { streamId: other, expectedVersion: 'any', ownerId: null, events: [noted('any')] },
          { streamId: moved, expectedVersion: 5, ownerId: null, events: [noted('stale')] },
        ],
      }),
    );
    expect(error.streamId).toBe(moved);
    expect(await countEvents()).toBe(before);
    expect(await versionsOf(fresh)).toEqual([]);
    expect(await streamVersion(fresh)).toBeUndefined();
    expect(await versionsOf(other)).toEqual([1]);
    expect(await streamVersion(other)).toBe(1);
  });

  it('appends to all of them, in one transaction, when every version matches', async () => {
    const first = `multi-a-${randomUUID()}`;
    const second = `multi-b-${randomUUID()}`;
    const result = await commit(pool, {
      metadata: newMetadata(),
      streams: [
        { streamId: first, expectedVersion: 'no_stream', ownerId: null, events: [noted('a1'), noted('a2')] },
        { streamId: second, expectedVersion: 'no_stream', ownerId: null, events: [noted('b1')] },
      ],
    });
    expect(result.versions).toEqual({ [first]: 2, [second]: 1 });
    const { rows } = await pool.query<{ transaction_id: string }>(
      'select distinct transaction_id::text as transaction_id from events where stream_id = any($1::text[])',
      [[first, second]],
    );
    expect(rows).toEqual([{ transaction_id: result.transactionId!.toString() }]);
  });
});

describe('when a commit requests a job', () => {
  async function jobsWithKey(jobKey: string) {
    const { rows } = await pool.query<{ payload: unknown; max_attempts: number }>(
      `select job.payload, job.max_attempts from graphile_worker._private_jobs job
         join graphile_worker._private_tasks task on task.id = job.task_id
        where task.identifier = 'test-job' and job.key = $1`,
      [jobKey],
    );
    return rows;
  }

  async function jobsWithPayloadMarker(marker: string) {
    const { rows } = await pool.query<{ count: number }>(
      `select count(*)::int as count from graphile_worker._private_jobs where payload->>'marker' = $1`,
      [marker],
    );
    return rows[0]!.count;
  }

  it('enqueues the job with the events when the commit succeeds', async () => {
    const jobKey = `job-${randomUUID()}`;
    await commit(pool, append(`jobs-${randomUUID()}`, 'no_stream', [noted('a')], { jobs: [{ task: 'test-job', payload: { hello: 'there' }, jobKey, maxAttempts: 3 }] }));
    expect(await jobsWithKey(jobKey)).toEqual([{ payload: { hello: 'there' }, max_attempts: 3 }]);
  });

  it('leaves no job behind when the commit conflicts', async () => {
    const streamId = `jobs-${randomUUID()}`;
    const jobKey = `job-${randomUUID()}`;
    await commit(pool, append(streamId, 'no_stream', [noted('a')]));
    await rejection(commit(pool, append(streamId, 'no_stream', [noted('b')], { jobs: [{ task: 'test-job', payload: {}, jobKey }] })));
    expect(await jobsWithKey(jobKey)).toEqual([]);
  });

  it('leaves no job behind when the transaction around the commit rolls back', async () => {
    const jobKey = `job-${randomUUID()}`;
    const [client] = await connect(1);
    try {
      await client!.query('begin');
      await commit(client!, append(`jobs-${randomUUID()}`, 'no_stream', [noted('a')], { jobs: [{ task: 'test-job', payload: {}, jobKey }] }));
      await client!.query('rollback');
    } finally {
      await release([client!]);
    }
    expect(await jobsWithKey(jobKey)).toEqual([]);
  });

  it('does not enqueue the job again for a retried command', async () => {
    const marker = randomUUID();
    const commandKey = `key-${randomUUID()}`;
    const streamId = `jobs-${randomUUID()}`;
    const request = () => append(streamId, 'any', [noted('a')], { commandKey, jobs: [{ task: 'test-job', payload: { marker } }] });
    await commit(pool, request());
    await commit(pool, request());
    expect(await jobsWithPayloadMarker(marker)).toBe(1);
  });
});

describe('when old events are read', () => {
  // A test-only event type whose shape changed twice: seconds became durationSeconds, then a unit was added.
  registerUpcaster('TestTimerSet', 1, (data: { seconds: number }) => ({ durationSeconds: data.seconds }));
  registerUpcaster('TestTimerSet', 2, (data: { durationSeconds: number }) => ({ duration: data.durationSeconds, unit: 'second' }));

  it('upcasts each old schema version to the current shape, in streams and in the global read', async () => {
    const streamId = `timer-${randomUUID()}`;
    const start = await lastEvent(pool);
    await commit(pool, {
      metadata: newMetadata(),
      streams: [
        {
          streamId,
          expectedVersion: 'no_stream',
          ownerId: null,
          events: [
            { type: 'TestTimerSet', schemaVersion: 1, data: { seconds: 90 } },
            { type: 'TestTimerSet', schemaVersion: 2, data: { durationSeconds: 30 } },
            { type: 'TestTimerSet', data: { duration: 5, unit: 'second' } },
          ],
        },
      ],
    });
    const expected = [
      { type: 'TestTimerSet', schemaVersion: 3, data: { duration: 90, unit: 'second' } },
      { type: 'TestTimerSet', schemaVersion: 3, data: { duration: 30, unit: 'second' } },
      { type: 'TestTimerSet', schemaVersion: 3, data: { duration: 5, unit: 'second' } },
    ];
    expect(await readStream(pool, streamId)).toMatchObject(expected);
    // The global read waits for older transactions (autovacuum's too) before it shows a new event.
    const read = await eventually(async () => {
      const events = await readAll(pool, start, { limit: 10, types: ['TestTimerSet'] });
      return events.length === 3 ? events : undefined;
    });
    expect(read).toMatchObject(expected);
    // The log itself is never rewritten: the old shapes stay as they were recorded.
    const { rows } = await pool.query('select schema_version, data from events where stream_id = $1 order by stream_version', [streamId]);
    expect(rows).toEqual([
      { schema_version: 1, data: { seconds: 90 } },
      { schema_version: 2, data: { durationSeconds: 30 } },
      { schema_version: 3, data: { duration: 5, unit: 'second' } },
    ]);
  });
});

/**
 * Follows the global log the way a projector does: from a checkpoint, a batch at a time, remembering
 * what it saw. It fails the test the moment the checkpoint would move backwards or an event repeats.
 */
class Follower {
  readonly seen: RecordedEvent[] = [];
  private readonly ids = new Set<string>();
  private stopped = false;
  private loop: Promise<void> | undefined;

  constructor(
    private readonly db: pg.Pool,
    public checkpoint: Checkpoint,
    private readonly limit: number,
    /** Set: follow like a projection of these types, walking over the others (scanAll). */
    private readonly wanted?: readonly string[],
  ) {}

  async poll(): Promise<number> {
    if (this.wanted) return this.scan(this.wanted);
    const events = await readAll(this.db, this.checkpoint, { limit: this.limit });
    this.take(events);
    return events.length;
  }

  private async scan(types: readonly string[]): Promise<number> {
    const { events, scanned, scannedTo } = await scanAll(this.db, this.checkpoint, { limit: this.limit, types });
    this.take(events);
    if (events.some((event) => !types.includes(event.type))) throw new Error('scan returned an unwanted event');
    if (scannedTo) {
      if (compareCheckpoints(scannedTo, this.checkpoint) < 0) throw new Error(`scan moved backwards to ${scannedTo.position}`);
      this.checkpoint = scannedTo;
    }
    return scanned;
  }

  private take(events: RecordedEvent[]): void {
    for (const event of events) {
      const at = { transactionId: event.transactionId, position: event.globalPosition };
      if (compareCheckpoints(at, this.checkpoint) <= 0) throw new Error(`checkpoint moved backwards to ${event.globalPosition}`);
      if (this.ids.has(event.eventId)) throw new Error(`event ${event.globalPosition} delivered twice`);
      this.ids.add(event.eventId);
      this.seen.push(event);
      this.checkpoint = at;
    }
  }

  start(): void {
    this.loop = (async () => {
      while (!this.stopped) {
        // A short breather when caught up keeps 20 writers from starving behind the readers.
        if ((await this.poll()) === 0) await sleep(2);
      }
    })();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop;
  }
}

async function eventsAfter(start: Checkpoint): Promise<Array<{ event_id: string; global_position: number; event_type: string }>> {
  const { rows } = await pool.query<{ event_id: string; global_position: number; event_type: string }>(
    `select event_id, global_position, event_type from events where (transaction_id, global_position) > ($1::xid8, $2::bigint)
      order by events.transaction_id, events.global_position`,
    [start.transactionId.toString(), start.position],
  );
  return rows;
}

describe('when readers follow the global log during concurrent appends', () => {
  it('delivers every committed event exactly once, no rolled-back one, in one stable order, with a transaction held open for 2 s, also to readers that want some types only', async () => {
    const seed = Date.now() % 1_000_000;
    const random = seededRandom(seed);
    // The writers below use over a thousand xids: make them cross a digit boundary on the way.
    const boundary = await nextDigitBoundary(pool, 1_000n);
    await burnXidsUntil(pool, boundary - 300n);
    const start = await lastEvent(pool);
    const followers = [1, 7, 100].map((limit) => new Follower(pool, start, limit));
    // Followers like a projection that wants only notes, walking over the filed ones.
    const noteFollowers = [1, 7, 100].map((limit) => new Follower(pool, start, limit, ['TestNoteWritten']));
    followers.push(...noteFollowers);
    followers.forEach((follower) => follower.start());

    const [holder, ...writers] = await connect(21);
    const committed = new Set<string>();
    const rolledBack = new Set<string>();
    const committedDuringHold: bigint[] = [];
    let holding = true;
    let heldXid = 0n;
    try {
      // The held transaction appends first, so its xid is older than everything committed meanwhile.
      await holder!.query('begin');
      heldXid = await xidOf(holder!);
      const held = [noted('held open')];
      await commit(holder!, append(`held-${randomUUID()}`, 'no_stream', held));

      const shared = [`shared-a-${randomUUID()}`, `shared-b-${randomUUID()}`];
      const write = async (writer: pg.Client, index: number) => {
        const own = `writer-${index}-${randomUUID()}`;
        for (let round = 0; holding || round < 10; round++) {
          await writer.query('begin');
          // Some transactions take their xid long before they append, so xid order and position order disagree.
          if (random() < 0.3) {
            await xidOf(writer);
            await sleep(random() * 15);
          }
          const events = Array.from({ length: 1 + Math.floor(random() * 3) }, () => (random() < 0.4 ? { ...noted(`writer ${index}`), type: 'TestNoteFiled' } : noted(`writer ${index}`)));
          const streamId = random() < 0.3 ? shared[Math.floor(random() * shared.length)]! : own;
          const { transactionId } = await commit(writer, append(streamId, 'any', events));
          await sleep(random() * 15);
          if (random() < 0.2) {
            await writer.query('rollback');
            events.forEach((event) => rolledBack.add(event.id));
          } else {
            await writer.query('commit');
            events.forEach((event) => committed.add(event.id));
            if (holding) committedDuringHold.push(transactionId!);
          }
        }
      };
      const writing = writers.map((writer, index) => write(writer, index));

      await sleep(2_000);
      // While the old transaction is open, no follower may move past it, whatever committed after it.
      for (const follower of followers) expect(follower.checkpoint.transactionId).toBeLessThan(heldXid);
      await holder!.query('commit');
      held.forEach((event) => committed.add(event.id));
      holding = false;
      await Promise.all(writing);
    } finally {
      holding = false;
      await release([holder!, ...writers]);
    }

    try {
      const truth = await eventsAfter(start);
      const head = await lastEvent(pool);
      await eventually(async () => followers.every((follower) => compareCheckpoints(follower.checkpoint, head) >= 0), 15_000, 'followers to reach the head');
      for (const follower of followers) {
        const wanted = noteFollowers.includes(follower) ? truth.filter((row) => row.event_type === 'TestNoteWritten') : truth;
        expect(follower.seen.map((event) => event.eventId), `seed ${seed}`).toEqual(wanted.map((row) => row.event_id));
        expect(follower.seen.filter((event) => rolledBack.has(event.eventId))).toEqual([]);
      }
      expect(new Set(truth.map((row) => row.event_id))).toEqual(committed);
      // The scenario really happened: younger transactions committed while the old one held the fence.
      expect(committedDuringHold.filter((xid) => xid > heldXid).length).toBeGreaterThan(20);
      expect(rolledBack.size).toBeGreaterThan(0);
      expect(truth.filter((row) => row.event_type === 'TestNoteFiled').length).toBeGreaterThan(20);
      const { rows: span } = await pool.query<{ low: string; high: string }>(
        `select min(transaction_id::text::bigint)::text as low, max(transaction_id::text::bigint)::text as high
           from events where event_id = any($1::uuid[])`,
        [truth.map((row) => row.event_id)],
      );
      expect(BigInt(span[0]!.low)).toBeLessThan(boundary);
      expect(BigInt(span[0]!.high)).toBeGreaterThanOrEqual(boundary);
      // Global positions and read order disagree somewhere, or the read order would be trivial.
      const positions = truth.map((row) => row.global_position);
      expect(positions.some((position, index) => index > 0 && position < positions[index - 1]!)).toBe(true);
    } finally {
      await Promise.all(followers.map((follower) => follower.stop()));
    }
  });

  it('still delivers an event whose transaction took its xid first but appended last (the Emmett 0.42 interleaving)', async () => {
    const streamA = `interleave-a-${randomUUID()}`;
    const streamB = `interleave-b-${randomUUID()}`;
    await commit(pool, append(streamA, 'no_stream', [noted('a0')]));
    const start = await lastEvent(pool);
    const [a, b] = await connect(2);
    // A's xid just below a digit boundary and B's at or above it: the orders of value and text disagree too.
    const boundary = await nextDigitBoundary(pool, 100n);
    await burnXidsUntil(pool, boundary - 20n);
    try {
      await a!.query('begin');
      // A takes its xid with an ordinary write, then stalls before appending.
      await a!.query('update streams set version = version where stream_id = $1', [streamA]);
      const xidA = await xidOf(a!);
      expect(xidA).toBeLessThan(boundary);
      await burnXidsUntil(pool, boundary);

      const eventB = noted('b');
      const committedB = await commit(b!, append(streamB, 'no_stream', [eventB]));

      // A reader polling now must not take B: it would move its checkpoint past A for good.
      const between = new Follower(pool, start, 1);
      expect(await between.poll()).toBe(0);
      expect(await readAll(pool, start, { limit: 100 })).toEqual([]);
      expect(compareCheckpoints(await readHead(pool), { transactionId: committedB.transactionId!, position: committedB.appended[0]!.position })).toBeLessThan(0);

      const eventA = noted('a');
      const committedA = await commit(a!, append(streamA, 1, [eventA]));
      await a!.query('commit');
      // The interleaving really happened: A's xid is older, but its position is larger.
      expect(xidA).toBeLessThan(committedB.transactionId!);
      expect(committedA.transactionId).toBe(xidA);
      expect(committedA.appended[0]!.position).toBeGreaterThan(committedB.appended[0]!.position);

      // Polls until both are readable: an unrelated older transaction may hold the fence a moment longer.
      const drain = (follower: Follower) =>
        eventually(async () => {
          await follower.poll();
          return follower.seen.length >= 2;
        });
      await drain(between);
      expect(between.seen.map((event) => event.eventId)).toEqual([eventA.id, eventB.id]);
      const late = new Follower(pool, start, 1);
      await drain(late);
      expect(late.seen.map((event) => event.eventId)).toEqual([eventA.id, eventB.id]);
    } finally {
      await release([a!, b!]);
    }
  });
});

describe('when one process runs many commands on one stream at once', () => {
  it('runs them in turn, so twenty adds land with one attempt each', async () => {
    const pantryId = randomUUID();
    const appUserId = randomUUID();
    const streamId = `pantry-${pantryId}`;
    // One attempt each: side by side, nineteen would read a version another had already moved on.
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => handleCommand(pool, { streamId, ownerId: appUserId, decider: pantryDecider, command: pantryAdd(pantryId, appUserId), metadata: newMetadata(), maxAttempts: 1 })),
    );
    expect(outcomes.map((outcome) => outcome.stream?.version)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(await versionsOf(streamId)).toHaveLength(20);
    expect(streamsInTurn()).toBe(0);
  });

  it('goes on with the next command when one before it is refused', async () => {
    const pantryId = randomUUID();
    const appUserId = randomUUID();
    const streamId = `pantry-${pantryId}`;
    const run = (command: PantryCommand) => handleCommand(pool, { streamId, ownerId: appUserId, decider: pantryDecider, command, metadata: newMetadata(), maxAttempts: 1 });
    const [first, refused, last] = await Promise.allSettled([run(pantryAdd(pantryId, appUserId)), run({ type: 'ChangePantryItem', itemId: randomUUID(), quantity: 3 }), run(pantryAdd(pantryId, appUserId))]);
    expect(first).toMatchObject({ status: 'fulfilled' });
    expect(refused).toMatchObject({ status: 'rejected', reason: { status: 404 } });
    expect(last).toMatchObject({ status: 'fulfilled', value: { stream: { version: 2 } } });
  });
});

describe('when a command chooses its jobs by reading other streams (guards)', () => {
  const versionOf = async (streamId: string) => (await readStream(pool, streamId)).at(-1)?.streamVersion ?? 0;
  const jobsMarked = async (marker: string) =>
    (await pool.query<{ count: number }>(`select count(*)::int as count from graphile_worker._private_jobs where payload->>'marker' = $1`, [marker])).rows[0]!.count;

  /**
   * A pantry change whose job is due only when the guarded stream says so (here: when it holds two
   * notes). The first time the jobs are chosen, another writer appends the second note right after
   * the read, as a plan change landing between a pantry command's read and its commit would.
   */
  async function raceOnce(expectedVersion?: number) {
    const guarded = `plan-${randomUUID()}`;
    const pantryId = randomUUID();
    const appUserId = randomUUID();
    const marker = randomUUID();
    await commit(pool, append(guarded, 'no_stream', [noted('first')]));
    if (expectedVersion !== undefined) await handleCommand(pool, { streamId: `pantry-${pantryId}`, ownerId: appUserId, decider: pantryDecider, command: pantryAdd(pantryId, appUserId), metadata: newMetadata() });
    const chosenOn: number[] = [];
    const outcome = await handleCommand(pool, {
      streamId: `pantry-${pantryId}`,
      ownerId: appUserId,
      decider: pantryDecider,
      command: pantryAdd(pantryId, appUserId),
      metadata: newMetadata(),
      expectedVersion,
      guardedJobs: async () => {
        const version = await versionOf(guarded);
        chosenOn.push(version);
        if (chosenOn.length === 1) await commit(pool, append(guarded, version, [noted('second')]));
        return { jobs: version >= 2 ? [{ task: 'test-job', payload: { marker } }] : [], guards: [{ streamId: guarded, version }] };
      },
    });
    return { outcome, chosenOn, jobs: await jobsMarked(marker), pantryVersions: await versionsOf(`pantry-${pantryId}`), guardedVersions: await versionsOf(guarded) };
  }

  it('re-decides when a guarded stream changed after it was read, and enqueues the job the change made due', async () => {
    const { outcome, chosenOn, jobs, pantryVersions, guardedVersions } = await raceOnce();
    expect(outcome.duplicate).toBe(false);
    // Chosen on version 1 (no job), refused at commit, chosen again on version 2 (the job).
    expect(chosenOn).toEqual([1, 2]);
    expect(jobs).toBe(1);
    expect(pantryVersions).toEqual([1]);
    // A guard appends nothing to its stream.
    expect(guardedVersions).toEqual([1, 2]);
  });

  it('re-decides a guard conflict even when the caller pinned its own stream’s version (If-Match)', async () => {
    const { outcome, chosenOn, jobs, pantryVersions } = await raceOnce(1);
    expect(outcome.duplicate).toBe(false);
    expect(chosenOn).toEqual([1, 2]);
    expect(jobs).toBe(1);
    expect(pantryVersions).toEqual([1, 2]);
  });

  it('still answers a conflict on the pinned stream itself', async () => {
    const pantryId = randomUUID();
    const appUserId = randomUUID();
    const guarded = `plan-${randomUUID()}`;
    await commit(pool, append(guarded, 'no_stream', [noted('first')]));
    await handleCommand(pool, { streamId: `pantry-${pantryId}`, ownerId: appUserId, decider: pantryDecider, command: pantryAdd(pantryId, appUserId), metadata: newMetadata() });
    await rejection(
      handleCommand(pool, {
        streamId: `pantry-${pantryId}`,
        ownerId: appUserId,
        decider: pantryDecider,
        command: pantryAdd(pantryId, appUserId),
        metadata: newMetadata(),
        expectedVersion: 0,
        guardedJobs: async () => ({ jobs: [], guards: [{ streamId: guarded, version: 1 }] }),
      }),
    );
  });
});
