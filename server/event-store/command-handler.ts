// Runs a command against one stream: load, fold, decide, append with the version that was read.
// Commands to one stream from this process take turns; a conflict with a writer elsewhere re-runs
// the decision on the new state (a few times), unless the caller pinned the version it saw
// (If-Match), in which case the conflict is the answer.
import type pg from 'pg';
import { appendedOf, commit, readStream, readStreamFromSnapshot, readStreamsFromSnapshots, type Queryable, type SnapshotAndEvents } from './event-store.ts';
import { saveSnapshot } from './snapshots.ts';
import { fold, type Decider } from './decider.ts';
import { StreamVersionConflictError } from './errors.ts';
import { inStreamTurn } from './stream-turns.ts';
import type { CommitResult, DomainEvent, EventMetadata, ExpectedVersion, JobRequest, RecordedEvent } from './types.ts';

export interface LoadedStream<State> {
  state: State;
  version: number;
  /** The version of the snapshot the state was folded from (0: none), to know when to take the next. */
  snapshotVersion?: number;
}

export type Loadable<Event extends DomainEvent, State> = Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve' | 'snapshot'>;

/**
 * The stream's state and version. A decider with a snapshot policy folds from the stream's snapshot
 * of its schema (read with the later events in one statement); without one, or without a snapshot
 * yet, from the first event.
 */
export async function loadStream<Event extends DomainEvent, State>(
  db: Queryable,
  streamId: string,
  decider: Loadable<Event, State>,
): Promise<LoadedStream<State>> {
  if (!decider.snapshot) {
    const events = await readStream(db, streamId);
    return {
      state: fold(decider, events as unknown as Event[]),
      version: events.length === 0 ? 0 : events[events.length - 1]!.streamVersion,
    };
  }
  return foldFromSnapshot(decider, await readStreamFromSnapshot(db, streamId, decider.snapshot.schema));
}

function foldFromSnapshot<Event extends DomainEvent, State>(decider: Loadable<Event, State>, { snapshot, events }: SnapshotAndEvents): LoadedStream<State> {
  const fromJSON = decider.snapshot?.fromJSON;
  const from = snapshot ? (fromJSON ? fromJSON(snapshot.state) : (snapshot.state as State)) : decider.initialState();
  const snapshotVersion = snapshot?.version ?? 0;
  return {
    state: fold(decider, events as unknown as Event[], from),
    version: events.length === 0 ? snapshotVersion : events[events.length - 1]!.streamVersion,
    snapshotVersion,
  };
}

/** loadStream for several streams of one type, in one statement (version 0: no such stream yet). */
export async function loadStreams<Event extends DomainEvent, State>(
  db: Queryable,
  streamIds: readonly string[],
  decider: Loadable<Event, State>,
): Promise<Map<string, LoadedStream<State>>> {
  const read = await readStreamsFromSnapshots(db, streamIds.map((streamId) => ({ streamId, schema: decider.snapshot?.schema })));
  return new Map([...read].map(([streamId, stored]) => [streamId, foldFromSnapshot(decider, stored)]));
}

/**
 * After a commit: snapshots the stream when the decider asks for snapshots and the stream is now at
 * least `every` events past the snapshot its state came from. Only when the events were appended
 * right after the version the state was folded at (the store's answer says where they landed), so
 * the state is exactly the fold of the stream up to its new version. Best-effort: a snapshot is a
 * cache, and the command has committed whatever happens here. Returns the stream's snapshot version.
 */
async function snapshotAfterCommit<Event extends DomainEvent, State>(
  db: Queryable,
  streamId: string,
  decider: Loadable<Event, State>,
  state: State,
  foldedAt: number,
  appended: number,
  committedVersion: number | undefined,
  snapshotVersion: number,
): Promise<number> {
  const policy = decider.snapshot;
  if (!policy || committedVersion === undefined || committedVersion !== foldedAt + appended) return snapshotVersion;
  if (committedVersion - snapshotVersion < policy.every) return snapshotVersion;
  try {
    await saveSnapshot(db, { streamId, version: committedVersion, schema: policy.schema, state: policy.toJSON ? policy.toJSON(state) : state });
    return committedVersion;
  } catch {
    // a snapshot is only a cache: the next commit past `every` tries again
    return snapshotVersion;
  }
}

export interface HandleCommandOptions<Command, Event extends DomainEvent, State, Result> {
  streamId: string;
  ownerId: string | null;
  decider: Decider<Command, Event, State>;
  command: Command;
  metadata: EventMetadata;
  /** Idempotency: a key seen before returns the first answer and appends nothing. */
  commandKey?: string;
  requestHash?: string;
  /** The version the caller saw; a mismatch is a 409 and is not retried. */
  expectedVersion?: ExpectedVersion;
  /**
   * The stream as the caller already holds it (a worker issuing many commands to one stream): the
   * first attempt decides on it without reading the stream again; a conflict reads it afresh.
   */
  known?: LoadedStream<State>;
  /** Jobs caused by these events, enqueued in the same transaction. */
  jobs?: (events: Event[], state: State) => JobRequest[];
  /**
   * Jobs that are due only in some states of other streams (a grocery refresh only when a planned
   * meal uses an ingredient the pantry change touched): `before` is the state the events were decided
   * on. The answer names the streams it read, at the versions read, and the commit holds each as a
   * guard, so a concurrent change to one of them re-runs the decision rather than leave a job out.
   */
  guardedJobs?: (events: Event[], before: State) => Promise<GuardedJobs>;
  /** The command's answer, built from what it decided. */
  result?: (events: Event[], state: State) => Result;
  maxAttempts?: number;
  /** False when nobody waits on the answer: the read models are left to the runner (CommitRequest). */
  applyReadModels?: boolean;
}

export interface GuardedJobs {
  jobs: JobRequest[];
  /** The streams the choice of jobs read, each at the version read (a stream that exists: version > 0). */
  guards: Array<{ streamId: string; version: number }>;
}

/**
 * The stream a command appends to, with its guards: streams it appends nothing to, at the version the
 * command read. larder_commit locks each one's row and checks its version (an update to the same
 * version), so a writer to a guarded stream waits for this commit, and one that committed first makes
 * this one a conflict. In stream id order, the order every command across streams takes its locks in
 * (a meal plan's before a pantry's), so that two commands never wait for each other.
 */
function withGuards<Event extends DomainEvent>(stream: { streamId: string; expectedVersion: ExpectedVersion; ownerId: string | null; events: Event[] }, guards: GuardedJobs['guards']) {
  for (const guard of guards) {
    // Version 0 would create the stream; a guard only holds a stream as it stands.
    if (!(guard.version > 0)) throw new Error(`a guard needs a stream that exists: ${guard.streamId} at version ${guard.version}`);
  }
  const guarded = guards.filter((guard) => guard.streamId !== stream.streamId).map((guard) => ({ streamId: guard.streamId, expectedVersion: guard.version, ownerId: null, events: [] as Event[] }));
  return [stream, ...guarded].sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0));
}

export async function findProcessedCommand(db: Queryable, commandKey: string) {
  const { rows } = await db.query<{ request_hash: string | null; result: unknown; appended: Array<[string, number]> | null; transaction_id: string }>(
    'select request_hash, result, appended, transaction_id::text as transaction_id from processed_commands where command_key = $1',
    [commandKey],
  );
  return rows[0];
}

/** The first answer of a command whose key was seen before, or undefined. */
async function previousAnswer<Result>(db: Queryable, commandKey: string | undefined): Promise<CommitResult<Result> | undefined> {
  if (!commandKey) return undefined;
  const previous = await findProcessedCommand(db, commandKey);
  if (!previous) return undefined;
  return {
    duplicate: true,
    result: previous.result as Result,
    requestHash: previous.request_hash,
    versions: {},
    ...appendedOf(previous.appended, previous.transaction_id),
  };
}

export function handleCommand<Command, Event extends DomainEvent, State, Result = null>(
  pool: pg.Pool,
  options: HandleCommandOptions<Command, Event, State, Result>,
): Promise<CommitResult<Result> & { events: Event[]; stream?: LoadedStream<State> }> {
  return inStreamTurn(options.streamId, () => decideAndCommit(pool, options));
}

async function decideAndCommit<Command, Event extends DomainEvent, State, Result>(
  pool: pg.Pool,
  options: HandleCommandOptions<Command, Event, State, Result>,
): Promise<CommitResult<Result> & { events: Event[]; stream?: LoadedStream<State> }> {
  // A retry of a finished command must not be decided again (a repeated delete would be a 404).
  const previous = await previousAnswer<Result>(pool, options.commandKey);
  if (previous) return { ...previous, events: [] };
  const maxAttempts = options.maxAttempts ?? 12;
  // A version the caller pinned is the answer when it conflicts; a guard's conflict is re-decided.
  const attempts = options.expectedVersion === undefined ? maxAttempts : 1;
  for (let attempt = 1; ; attempt++) {
    const loaded = attempt === 1 && options.known ? options.known : await loadStream(pool, options.streamId, options.decider);
    const { state, version } = loaded;
    const events = options.decider.decide(options.command, state);
    const after = fold(options.decider, events, state);
    const result = (options.result ? options.result(events, after) : null) as Result;
    if (events.length === 0) {
      return { duplicate: false, result, versions: { [options.streamId]: version }, appended: [], transactionId: null, events, stream: loaded };
    }
    try {
      const guarded = options.guardedJobs ? await options.guardedJobs(events, state) : { jobs: [], guards: [] };
      const committed = await commit(pool, {
        commandKey: options.commandKey,
        requestHash: options.requestHash,
        metadata: options.metadata,
        result,
        streams: withGuards({ streamId: options.streamId, expectedVersion: options.expectedVersion ?? version, ownerId: options.ownerId, events }, guarded.guards),
        jobs: [...(options.jobs?.(events, after) ?? []), ...guarded.jobs],
        applyReadModels: options.applyReadModels,
      });
      // The stream as it stands after this command (unknown when an earlier run of it had answered).
      if (committed.duplicate) return { ...committed, events: [], stream: undefined };
      const snapshotVersion = await snapshotAfterCommit(
        pool,
        options.streamId,
        options.decider,
        after,
        version,
        events.length,
        committed.versions[options.streamId],
        loaded.snapshotVersion ?? 0,
      );
      const stream = { state: after, version: version + events.length, snapshotVersion };
      return { ...committed, events, stream };
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError)) throw error;
      const onGuard = error.streamId !== options.streamId;
      if (attempt >= (onGuard ? maxAttempts : attempts)) throw error;
      await backOffAfterConflict(attempt);
    }
  }
}

/** What a command across several streams decided: events per stream, and its answer. */
export interface MultiStreamDecision<Result> {
  appends: Array<{ streamId: string; ownerId: string | null; events: DomainEvent[] }>;
  result: Result;
}

export interface HandleAcrossOptions<Result> {
  /** Streams the decision reads; each one appended to is guarded by the version that was read. */
  streams: string[];
  /**
   * Streams among them read as their decider folds them, from the stream's snapshot: the decision
   * gets their state (in `folded`), not their events. A pantry or a grocery list folded from its
   * first event grows slower with every change its cook makes.
   */
  // Each stream's own decider: its state type is its own, so the record cannot name one.
  foldedWith?: Record<string, Loadable<any, any>>;
  /**
   * Streams of `foldedWith` the caller already read to prepare the command (the plan a meal is
   * cooked from, to find its recipe): the first attempt decides on them without reading them again;
   * a conflict reads every stream afresh.
   */
  known?: ReadonlyMap<string, LoadedStream<unknown>>;
  /** Pure: the loaded events of each stream, and the state of each stream in `foldedWith`, to the decision. */
  decide: (loaded: Map<string, RecordedEvent[]>, folded: Map<string, unknown>) => MultiStreamDecision<Result>;
  metadata: EventMetadata;
  commandKey?: string;
  requestHash?: string;
  jobs?: (decision: MultiStreamDecision<Result>) => JobRequest[];
  maxAttempts?: number;
}

/**
 * A command whose decision spans streams (claim a beta code and grant access; complete setup and
 * request the week's plan): one transaction appends to all of them, each at the version read, and a
 * concurrent change to any of them re-runs the decision on fresh state.
 */
export async function handleCommandAcross<Result>(
  pool: pg.Pool,
  options: HandleAcrossOptions<Result>,
): Promise<CommitResult<Result> & { decision: MultiStreamDecision<Result> | undefined }> {
  const previous = await previousAnswer<Result>(pool, options.commandKey);
  if (previous) return { ...previous, decision: undefined };
  const attempts = options.maxAttempts ?? 12;
  for (let attempt = 1; ; attempt++) {
    const known = attempt === 1 ? [...(options.known ?? [])].filter(([streamId]) => options.streams.includes(streamId) && options.foldedWith?.[streamId]) : [];
    const toRead = options.streams.filter((streamId) => !known.some(([knownId]) => knownId === streamId));
    // Every other stream in one statement: those wanted as events from the first, the others from
    // their snapshots, each folded with its own decider.
    const read = await readStreamsFromSnapshots(pool, toRead.map((streamId) => ({ streamId, schema: options.foldedWith?.[streamId]?.snapshot?.schema })));
    const loaded = new Map<string, RecordedEvent[]>();
    const folded = new Map<string, unknown>(known.map(([streamId, stream]) => [streamId, stream.state]));
    const readVersions = new Map<string, number>(known.map(([streamId, stream]) => [streamId, stream.version]));
    for (const [streamId, stored] of read) {
      const decider = options.foldedWith?.[streamId];
      if (!decider) {
        loaded.set(streamId, stored.events);
        readVersions.set(streamId, stored.events.at(-1)?.streamVersion ?? 0);
        continue;
      }
      const stream = foldFromSnapshot(decider, stored);
      folded.set(streamId, stream.state);
      readVersions.set(streamId, stream.version);
    }
    const versionOf = (streamId: string) => readVersions.get(streamId) ?? 0;
    const decision = options.decide(loaded, folded);
    const appends = decision.appends.filter((append) => append.events.length > 0);
    if (appends.length === 0) {
      const versions = Object.fromEntries(options.streams.map((streamId) => [streamId, versionOf(streamId)]));
      return { duplicate: false, result: decision.result, versions, appended: [], transactionId: null, decision };
    }
    try {
      const committed = await commit(pool, {
        commandKey: options.commandKey,
        requestHash: options.requestHash,
        metadata: options.metadata,
        result: decision.result,
        streams: appends.map((append) => ({ ...append, expectedVersion: versionOf(append.streamId) })),
        jobs: options.jobs?.(decision),
      });
      return { ...committed, decision: committed.duplicate ? undefined : decision };
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError) || attempt >= attempts) throw error;
      await backOffAfterConflict(attempt);
    }
  }
}

/**
 * Writers that collided would collide again at once: each waits a random time below a ceiling that
 * doubles with every conflict, up to 64 ms. A fixed few milliseconds is shorter than one attempt
 * (read, decide, commit) under load, so twenty tabs adding to one pantry kept colliding and the
 * unluckiest ran out of attempts.
 */
function backOffAfterConflict(attempt: number): Promise<void> {
  const ceilingMs = Math.min(64, 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceilingMs));
}
