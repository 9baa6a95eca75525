// The route side of a command: metadata (actor, command, correlation and causation ids), the
// Idempotency-Key, and read-your-writes. Routes stay thin: validate, build the command, call this,
// map the answer.
import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type pg from 'pg';
import { handleCommand, handleCommandAcross, type HandleAcrossOptions, type HandleCommandOptions } from '../event-store/command-handler.ts';
import type { ReplicaSet } from '../db/replica-set.ts';
import type { CommitResult, DomainEvent, EventMetadata } from '../event-store/types.ts';
import { IdempotencyKeyReusedError } from '../event-store/errors.ts';
import type { ProjectionProgress } from '../projections/progress.ts';
import type { AppEnv } from './context.ts';
import { HttpError } from './errors.ts';

export interface CommandDeps {
  pool: pg.Pool;
  progress: ProjectionProgress;
  /**
   * The read replicas, when reads go to them (DATABASE_READ_URL): an answer then also waits until
   * every one shows the change, so the caller's next read shows it whichever node and replica serve it.
   */
  replicas?: Pick<ReplicaSet, 'waitFor'>;
  readYourWritesTimeoutMs: number;
}

export type CommandOutcome<Result> = (
  /** The read models show the change: answer from them. */
  | { kind: 'applied'; result: Result }
  /** Accepted and durable, but the read models have not caught up within the wait: answer 202. */
  | { kind: 'accepted'; result: Result; position: number }
) & {
  /** The stream's version after the command (unknown for a repeated Idempotency-Key). */
  version: number | undefined;
};

export function commandMetadata(c: Context<AppEnv>): EventMetadata {
  const commandId = randomUUID();
  const correlationId = c.req.header('x-correlation-id') ?? c.get('requestId') ?? commandId;
  return {
    actor: c.get('appUser')?.id ?? c.get('session')?.sub ?? 'anonymous',
    commandId,
    correlationId,
    causationId: c.get('requestId') ?? correlationId,
  };
}

const IDEMPOTENCY_KEY = /^[\w.:-]{8,200}$/;

/** The Idempotency-Key of a request as a command key scoped to the caller, with the request's fingerprint. */
function idempotencyOf(c: Context<AppEnv>, body: unknown): { commandKey?: string; requestHash?: string } {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return {};
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw new HttpError(400, 'The Idempotency-Key header must be 8 to 200 letters, digits, dots, colons, dashes or underscores.');
  }
  const scope = c.get('session')?.sub ?? 'anonymous';
  const requestHash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${JSON.stringify(body ?? null)}`).digest('base64url');
  return { commandKey: `http:${scope}:${key}`, requestHash };
}

/** Read your writes: answer once the read models show the change, or 202 when they lag past the wait. */
async function settle<Result>(deps: CommandDeps, outcome: CommitResult<Result>, requestHash: string | undefined, version: number | undefined): Promise<CommandOutcome<Result>> {
  if (outcome.duplicate && outcome.requestHash && outcome.requestHash !== requestHash) throw new IdempotencyKeyReusedError();
  if (outcome.transactionId === null) return { kind: 'applied', result: outcome.result, version };
  const targets = deps.progress.targetsFor(outcome.transactionId, outcome.appended);
  const deadline = Date.now() + deps.readYourWritesTimeoutMs;
  // The primary first: its notice is free, where the replicas' progress is polled. A read model the
  // commit wrote itself shows it already there (a replica still waits for its runner's checkpoint).
  const onPrimary = new Map([...targets].filter(([name]) => !outcome.shownBy?.includes(name)));
  let reached = await deps.progress.waitFor(onPrimary, deps.readYourWritesTimeoutMs);
  if (reached && deps.replicas) reached = await deps.replicas.waitFor(targets, Math.max(deadline - Date.now(), 0));
  return reached
    ? { kind: 'applied', result: outcome.result, version }
    : { kind: 'accepted', result: outcome.result, position: outcome.appended.at(-1)!.position, version };
}

export async function runCommand<Command, Event extends DomainEvent, State, Result>(
  c: Context<AppEnv>,
  deps: CommandDeps,
  options: Omit<HandleCommandOptions<Command, Event, State, Result>, 'metadata' | 'commandKey' | 'requestHash'>,
  body?: unknown,
): Promise<CommandOutcome<Result>> {
  const idempotency = idempotencyOf(c, body);
  const outcome = await handleCommand(deps.pool, { ...options, metadata: commandMetadata(c), ...idempotency });
  return settle(deps, outcome, idempotency.requestHash, outcome.versions[options.streamId]);
}

/** runCommand for a decision that spans streams. */
export async function runCommandAcross<Result>(
  c: Context<AppEnv>,
  deps: CommandDeps,
  options: Omit<HandleAcrossOptions<Result>, 'metadata' | 'commandKey' | 'requestHash'>,
  body?: unknown,
): Promise<CommandOutcome<Result>> {
  const idempotency = idempotencyOf(c, body);
  const outcome = await handleCommandAcross(deps.pool, { ...options, metadata: commandMetadata(c), ...idempotency });
  return settle(deps, outcome, idempotency.requestHash, undefined);
}

/** The 202 answer: accepted, durable, not yet visible in the read models. */
export function acceptedResponse(c: Context, position: number, result: unknown) {
  return c.json({ status: 'accepted', position, result }, 202);
}
