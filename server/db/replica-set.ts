// The read replicas of the database (DATABASE_READ_URL, one URL or several; decisions 0025 and
// 0028). The api's query routes read them in turn; a command's answer says its change is shown only
// once every replica shows it, so a cook's next read shows it whichever replica serves it.
//
// A replica this process cannot reach, that leaves a statement unanswered, or that falls behind the
// primary is set aside: no read goes to it, and while any replica is set aside every write answers
// 202 (accepted; this process cannot tell that every replica shows it). With none left, reads go to
// the primary, which has everything. A replica set aside is taken back only once it shows every
// checkpoint the primary showed when it answered again, so whatever was answered or announced while
// it was away is there before anyone reads it.
import type pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { compareCheckpoints, type Checkpoint } from '../event-store/types.ts';
import { readCheckpoint, readCheckpoints, reachesAll } from '../projections/checkpoints.ts';
import { ProjectionProgress } from '../projections/progress.ts';
import type { Projection } from '../projections/projection.ts';
import { openDatabase, type DatabaseHandle, type Reads } from './database.ts';
import type { Database } from './schema.ts';

export interface ReplicaSetOptions {
  urls: readonly string[];
  /** Reads go here while no replica serves, and a returning replica must catch up with it. */
  primary: DatabaseHandle;
  projections: readonly Projection[];
  applicationName: string;
  poolSize?: number;
  /** How often a waiting answer looks at a replica's checkpoints (one query for all waiters). */
  pollMs: number;
  /** How often every replica is looked at: a serving one still answers, a set-aside one answers again. */
  probeMs?: number;
  /**
   * A replica that opens no connection, or answers no statement, within this many ms is set aside:
   * one that drops packets (a network split, a frozen host) would otherwise hold reads, answers and
   * the probe until the kernel gives up on the connection, minutes later.
   */
  answerTimeoutMs?: number;
  /**
   * A serving replica that does not show, at a probe, what the primary showed this many ms before is
   * set aside: one whose replay stopped (a conflict, a lost slot) would otherwise serve ever older
   * reads while answering every probe.
   */
  maxLagMs?: number;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

export interface ReplicaStatus {
  /** host:port of the replica (never its credentials). */
  name: string;
  serving: boolean;
  /** Why it is set aside. */
  reason?: string;
}

/**
 * serving: reads go to it, and answers and notices wait for it. joining: answered again, and catching
 * up with the primary; notices already wait for it. aside: unreachable or behind; nothing waits for it.
 */
type MemberState = 'serving' | 'joining' | 'aside';

interface Member {
  name: string;
  database: DatabaseHandle;
  /** What it has applied; made afresh at each join (it may be a new server at the same address). */
  progress: ProjectionProgress;
  state: MemberState;
  /** Why it is aside. */
  reason?: string;
  /** Resolves when it is set aside: whatever waits for it stops waiting. */
  left: Promise<void>;
  leave: () => void;
}

/** Long enough for any read the api makes, short enough that a silent replica is noticed soon. */
const DEFAULT_ANSWER_TIMEOUT_MS = 5_000;
/** Well past a healthy replica's replay delay (milliseconds) and a write's wait for it (3 s). */
const DEFAULT_MAX_LAG_MS = 5_000;

/**
 * A failure of the connection rather than an answer from the server: the replica is unreachable.
 * No answer in time counts (answerTimeoutMs: pg's 'timeout expired' while connecting, 'Query read
 * timeout' after).
 */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // A host of two addresses (localhost as ::1 and 127.0.0.1): Node fails with each address's error.
  if (error instanceof AggregateError) return error.errors.some(isUnreachable);
  const { code, syscall } = error as { code?: unknown; syscall?: unknown };
  // A socket's system call that failed (connect, read, write), before the code: EPIPE looks like a SQLSTATE.
  if (syscall !== undefined) return true;
  // SQLSTATE class 08 is a connection exception; 57P01-57P03, a server shutting down or starting.
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code.startsWith('08') || code.startsWith('57P');
  return /^Connection terminated|connection error|^timeout expired$|^Query read timeout$/.test(error.message);
}

/** The replica's address as an operator names it: host and port, never its credentials. */
function nameOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}`;
}

export class ReplicaSet {
  private readonly members: Member[];
  private next = 0;
  /** The primary's checkpoints at each probe of the last maxLagMs, oldest first. */
  private primarySamples: Array<{ at: number; checkpoints: Map<string, Checkpoint> }> = [];
  private probe: NodeJS.Timeout | undefined;
  private closed = false;
  /** Where the query routes read: each query or connection from the next serving replica. */
  readonly reads: Reads;

  constructor(private readonly options: ReplicaSetOptions) {
    this.members = options.urls.map((url) => {
      const database = openDatabase(url, { max: options.poolSize, applicationName: options.applicationName, answerTimeoutMs: options.answerTimeoutMs ?? DEFAULT_ANSWER_TIMEOUT_MS });
      // Joins at the first look, once it shows what the primary shows.
      return { name: nameOf(url), database, progress: this.progressOf(database), state: 'aside', reason: 'not looked at yet', left: Promise.resolve(), leave: () => {} };
    });
    const query = ((...args: unknown[]) => this.onServing((pool) => (pool.query as (...given: unknown[]) => Promise<unknown>)(...args))) as pg.Pool['query'];
    const pool = { query, connect: () => this.onServing((target) => target.connect()), end: async () => {} };
    this.reads = { pool, db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }) };
  }

  private progressOf(database: DatabaseHandle): ProjectionProgress {
    return new ProjectionProgress(database.pool, this.options.projections, undefined, this.options.pollMs);
  }

  /** Looks at every replica once (a reachable one that is current serves at once), then every probeMs. */
  async start(): Promise<void> {
    await this.look();
    const every = this.options.probeMs ?? 1_000;
    const round = async () => {
      await this.look();
      if (!this.closed) this.probe = setTimeout(round, every).unref();
    };
    this.probe = setTimeout(round, every).unref();
  }

  status(): ReplicaStatus[] {
    return this.members.map((member) => ({ name: member.name, serving: member.state === 'serving', ...(member.state === 'serving' ? {} : { reason: member.reason }) }));
  }

  /**
   * Every replica shows these checkpoints (a command's answer may say its change is shown). False at
   * once while a replica is not serving, and after the timeout for one that lags.
   */
  async waitFor(targets: Map<string, Checkpoint>, timeoutMs: number): Promise<boolean> {
    if (this.members.some((member) => member.state !== 'serving')) return false;
    const reached = await Promise.all(this.members.map((member) => this.reaches(member, targets, timeoutMs, false)));
    return reached.every(Boolean);
  }

  /**
   * Every replica a read may reach shows a checkpoint (a websocket notice may go out): the serving
   * ones, and those joining, which serve once they caught up with a moment before this notice came.
   */
  async visible(projection: string, checkpoint: Checkpoint, timeoutMs: number): Promise<boolean> {
    const targets = new Map([[projection, checkpoint]]);
    const waited = this.members.filter((member) => member.state !== 'aside');
    const reached = await Promise.all(waited.map((member) => this.reaches(member, targets, timeoutMs, true)));
    return reached.every(Boolean);
  }

  /**
   * How far every replica a read may reach has applied a projection (a tab's resume replays up to
   * there); the primary's when none is serving or joining.
   */
  async applied(projection: string, version: number): Promise<Checkpoint> {
    const shown = await Promise.all(
      this.members
        .filter((member) => member.state !== 'aside')
        .map((member) => readCheckpoint(member.database.pool, projection, version).catch(() => undefined)),
    );
    const known = shown.filter((checkpoint): checkpoint is NonNullable<typeof checkpoint> => checkpoint !== undefined);
    if (known.length === 0) return readCheckpoint(this.options.primary.pool, projection, version);
    return known.reduce((lowest, checkpoint) => (compareCheckpoints(checkpoint, lowest) < 0 ? checkpoint : lowest));
  }

  /** A member shows the targets within the timeout; `ifSetAside` as soon as it is set aside meanwhile. */
  private reaches(member: Member, targets: Map<string, Checkpoint>, timeoutMs: number, ifSetAside: boolean): Promise<boolean> {
    return Promise.race([member.progress.waitFor(targets, timeoutMs), member.left.then(() => ifSetAside)]);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.probe);
    for (const member of this.members) member.leave();
    await Promise.all(this.members.map((member) => member.database.close()));
  }

  /**
   * Runs a read on the next serving replica; one that fails to connect is set aside and the read
   * runs on the next, the primary last. Errors of the statement itself are the caller's.
   */
  private async onServing<T>(run: (pool: pg.Pool) => Promise<T>): Promise<T> {
    for (;;) {
      const member = this.pick();
      if (!member) return run(this.options.primary.pool);
      try {
        return await run(member.database.pool);
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        this.setAside(member, `unreachable: ${messageOf(error)}`);
      }
    }
  }

  private pick(): Member | undefined {
    for (let tried = 0; tried < this.members.length; tried++) {
      const member = this.members[this.next++ % this.members.length]!;
      if (member.state === 'serving') return member;
    }
    return undefined;
  }

  private setAside(member: Member, reason: string): void {
    if (member.state === 'aside') return;
    const was = member.state;
    member.state = 'aside';
    member.reason = reason;
    member.leave();
    if (was === 'serving') this.options.log?.('read replica set aside', { replica: member.name, reason });
  }

  /**
   * One round: a serving replica must still answer, and show what the primary showed maxLagMs ago;
   * one set aside that answers joins again.
   */
  private async look(): Promise<void> {
    if (this.closed) return;
    const due = await this.primaryAsOfMaxLag();
    await Promise.all(
      this.members.map(async (member) => {
        try {
          if (member.state === 'serving') {
            const shown = await readCheckpoints(member.database.pool);
            if (due && !reachesAll(shown, due)) this.setAside(member, `behind the primary by more than ${this.maxLagMs / 1000} s`);
          } else if (member.state === 'aside') await this.join(member);
        } catch (error) {
          this.setAside(member, isUnreachable(error) ? `unreachable: ${messageOf(error)}` : messageOf(error));
        }
      }),
    );
  }

  private get maxLagMs(): number {
    return this.options.maxLagMs ?? DEFAULT_MAX_LAG_MS;
  }

  /**
   * Samples the primary's checkpoints, and answers with the newest sample at least maxLagMs old (the
   * ones before it are dropped); undefined until the probe has run that long, or while the primary
   * does not answer (readiness reports that).
   */
  private async primaryAsOfMaxLag(): Promise<Map<string, Checkpoint> | undefined> {
    const now = Date.now();
    const sampled = await readCheckpoints(this.options.primary.pool).catch(() => undefined);
    if (sampled) this.primarySamples.push({ at: now, checkpoints: sampled });
    const dueCount = this.primarySamples.filter((sample) => sample.at <= now - this.maxLagMs).length;
    if (dueCount === 0) return undefined;
    this.primarySamples.splice(0, dueCount - 1);
    return this.primarySamples[0]!.checkpoints;
  }

  /**
   * Serves again once it shows every checkpoint the primary shows at the start of its join: whatever
   * was answered or announced before then was applied on the primary first, and notices from then on
   * wait for it.
   */
  private async join(member: Member): Promise<void> {
    await member.database.pool.query('select 1');
    member.state = 'joining';
    member.progress = this.progressOf(member.database);
    member.left = new Promise((resolve) => (member.leave = resolve));
    const targets = await readCheckpoints(this.options.primary.pool);
    const caughtUp = await this.reaches(member, targets, this.options.probeMs ?? 1_000, false);
    if (member.state !== 'joining') return;
    if (!caughtUp) {
      this.setAside(member, 'behind the primary: catching up');
      return;
    }
    member.state = 'serving';
    member.reason = undefined;
    this.options.log?.('read replica serving', { replica: member.name });
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
