// Runs a command against one stream: load, fold, decide, append with the version that was read.
// A conflict with a concurrent writer re-runs the decision on the new state (a few times), unless
// the caller pinned the version it saw (If-Match), in which case the conflict is the answer.
import type pg from 'pg';
import { appendedOf, commit, readStream, type Queryable } from './event-store.ts';
import { fold, type Decider } from './decider.ts';
import { StreamVersionConflictError } from './errors.ts';
import type { CommitResult, DomainEvent, EventMetadata, ExpectedVersion, JobRequest } from './types.ts';

export interface LoadedStream<State> {
  state: State;
  version: number;
}

export async function loadStream<Event extends DomainEvent, State>(
  db: Queryable,
  streamId: string,
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
): Promise<LoadedStream<State>> {
  const events = await readStream(db, streamId);
  return {
    state: fold(decider, events as unknown as Event[]),
    version: events.length === 0 ? 0 : events[events.length - 1]!.streamVersion,
  };
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
  /** Jobs caused by these events, enqueued in the same transaction. */
  jobs?: (events: Event[], state: State) => JobRequest[];
  /** The command's answer, built from what it decided. */
  result?: (events: Event[], state: State) => Result;
  maxAttempts?: number;
}

export async function findProcessedCommand(db: Queryable, commandKey: string) {
  const { rows } = await db.query<{ request_hash: string | null; result: unknown; appended: Array<[string, number]> | null; transaction_id: string }>(
    'select request_hash, result, appended, transaction_id::text as transaction_id from processed_commands where command_key = $1',
    [commandKey],
  );
  return rows[0];
}

export async function handleCommand<Command, Event extends DomainEvent, State, Result = null>(
  pool: pg.Pool,
  options: HandleCommandOptions<Command, Event, State, Result>,
): Promise<CommitResult<Result> & { events: Event[] }> {
  if (options.commandKey) {
    // A retry of a finished command must not be decided again (a repeated delete would be a 404).
    const previous = await findProcessedCommand(pool, options.commandKey);
    if (previous) {
      return {
        duplicate: true,
        result: previous.result as Result,
        requestHash: previous.request_hash,
        versions: {},
        events: [],
        ...appendedOf(previous.appended, previous.transaction_id),
      };
    }
  }
  const attempts = options.expectedVersion === undefined ? (options.maxAttempts ?? 12) : 1;
  for (let attempt = 1; ; attempt++) {
    const { state, version } = await loadStream(pool, options.streamId, options.decider);
    const events = options.decider.decide(options.command, state);
    const after = fold(options.decider, events, state);
    const result = (options.result ? options.result(events, after) : null) as Result;
    if (events.length === 0) {
      return { duplicate: false, result, versions: { [options.streamId]: version }, appended: [], transactionId: null, events };
    }
    try {
      const committed = await commit(pool, {
        commandKey: options.commandKey,
        requestHash: options.requestHash,
        metadata: options.metadata,
        result,
        streams: [
          {
            streamId: options.streamId,
            expectedVersion: options.expectedVersion ?? version,
            ownerId: options.ownerId,
            events,
          },
        ],
        jobs: options.jobs?.(events, after),
      });
      return { ...committed, events: committed.duplicate ? [] : events };
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError) || attempt >= attempts) throw error;
      // Writers that collided would collide again at once: spread their retries out a little.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * attempt));
    }
  }
}
