// The event store's vocabulary.

/** An event as a decider produces it: a fact with a type and plain JSON data. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** Who and what caused an event; recorded with every event so the log explains itself. */
export interface EventMetadata {
  actor: string;
  commandId: string;
  correlationId: string;
  causationId: string;
  [key: string]: unknown;
}

/** Expected version of a stream: an exact count of events (0 = the stream must not exist yet) or a rule. */
export type ExpectedVersion = number | 'any' | 'no_stream' | 'stream_exists';

export interface StreamAppend {
  streamId: string;
  expectedVersion: ExpectedVersion;
  /** The user whose data this stream holds: scopes websocket resume; null for shared data. */
  ownerId: string | null;
  events: ReadonlyArray<DomainEvent & { id?: string; schemaVersion?: number }>;
}

/** A job enqueued in the same transaction as the events that cause it. */
export interface JobRequest {
  task: string;
  payload: unknown;
  jobKey?: string;
  maxAttempts?: number;
}

/** Where an event stands in the global read order: transaction first, then position. */
export interface Checkpoint {
  transactionId: bigint;
  position: number;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> extends DomainEvent<Type, Data> {
  globalPosition: number;
  transactionId: bigint;
  streamId: string;
  streamVersion: number;
  eventId: string;
  schemaVersion: number;
  ownerId: string | null;
  metadata: EventMetadata;
  recordedAt: Date;
}

export interface CommitResult<Result = unknown> {
  /** True when the command key had been seen: nothing was appended and `result` is the first answer. */
  duplicate: boolean;
  result: Result;
  /** Version of each stream after the append. */
  versions: Record<string, number>;
  /** What was appended (for a duplicate: what the first run appended), in order. */
  appended: AppendedEvent[];
  /** The writing transaction; null when nothing was appended. */
  transactionId: bigint | null;
  requestHash?: string | null;
  /** The read models that show the commit already, written in its transaction (decision 0041). */
  shownBy?: string[];
}

export interface AppendedEvent {
  type: string;
  position: number;
}

export const ZERO_CHECKPOINT: Checkpoint = { transactionId: 0n, position: 0 };

export function compareCheckpoints(a: Checkpoint, b: Checkpoint): number {
  if (a.transactionId !== b.transactionId) return a.transactionId < b.transactionId ? -1 : 1;
  return a.position - b.position;
}
