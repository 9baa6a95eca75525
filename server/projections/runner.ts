// Keeps one projection up to date. Exactly one runner is active per projection across all processes
// (a session advisory lock on the runner's own connection: if the process dies, the lock goes with
// it and a standby takes over). Each batch and its checkpoint commit in one transaction, with one
// coalesced NOTIFY, so a crash at any point leaves the read model equal to the fold of the events
// up to the checkpoint. No sleep between full batches; after a shorter one, or idle, it waits for a
// wake-up (new-events.ts: in memory for this process's commits, NOTIFY for others') or the poll.
import pg from 'pg';
import { PreparingClient } from '../db/prepared-statements.ts';
import { DeferringClient } from '../db/deferred-writes.ts';
import '../db/type-parsers.ts';
import type { Listener } from '../db/listener.ts';
import type { Scan } from '../event-store/event-store.ts';
import type { Checkpoint } from '../event-store/types.ts';
import { activeLockSql, heldBackBeyondSql, openBatch, readCheckpoint, writeCheckpoint, writeCheckpointSql } from './checkpoints.ts';
import { NOTIFY_CHANNEL, toPayloads } from './notices.ts';
import type { Projection } from './projection.ts';
import { rebuildProjection } from './rebuild.ts';

export interface RunnerOptions {
  url: string;
  listener?: Listener;
  batchSize?: number;
  /** Fallback poll while idle, in case a notification was missed. */
  pollMs?: number;
  /** How often a standby tries to become active. */
  standbyRetryMs?: number;
  log?: (message: string, fields?: Record<string, unknown>) => void;
  /**
   * Commit each batch durably. Off by default (a lost batch is applied again); on when reads go to a
   * replica, because the primary streams only WAL that is on disk: an asynchronous commit would
   * reach the replica only with the next durable commit or the WAL writer's next round (up to
   * 200 ms), and every write's answer waits for the replica.
   */
  durableBatches?: boolean;
  /** Called after each committed batch (in-process read-your-writes, metrics). */
  onBatch?: (projection: string, checkpoint: Checkpoint, events: number) => void;
  /**
   * This process's name, in the application_name of the connection that holds the projection's
   * lock: `ops status` reads there which process is active for each projection.
   */
  nodeName?: string;
}

/** The runner connection's application_name: `larder-projector:<projection>[@<node>]`, within PostgreSQL's 63 bytes. */
export function runnerApplicationName(projection: string, nodeName?: string): string {
  return `larder-projector:${projection}${nodeName ? `@${nodeName}` : ''}`.slice(0, 63);
}

/** PostgreSQL refused the data itself (classes 22 data exception, 23 integrity): retrying cannot help. */
function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'));
}

/** Fewest events of other projections worth moving the checkpoint past on their own. */
const SKIP_RECORD_MIN = 100;

export class ProjectionRunner {
  private client: pg.Client | undefined;
  private running = false;
  private wake: (() => void) | undefined;
  private loop: Promise<void> | undefined;
  /** After a data error: apply one event at a time to find the one that fails. */
  private isolating = false;
  active = false;

  constructor(
    readonly projection: Projection,
    private readonly options: RunnerOptions,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.options.listener?.on('events_appended', this.nudge);
    this.options.listener?.on('reconnected', this.nudge);
    this.loop = this.run();
  }

  /** A wake-up that came while a batch ran: the batch may have read the log before those events. */
  private nudged = false;

  /** New events were appended; `types` lists theirs ('' or absent: any type may be among them). */
  private nudge = (types?: string) => {
    // A standby keeps to its retry interval: woken by every commit, each standby runner would ask
    // for its lock once per commit (in a cluster, more queries than the commits themselves).
    if (!this.active) return;
    if (types && !types.split(',').some((type) => this.projection.handles.includes(type))) return;
    if (this.wake) this.wake();
    else this.nudged = true;
  };

  private sleep(ms: number): Promise<void> {
    if (this.nudged) {
      this.nudged = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const self = this;
      function done() {
        clearTimeout(timer);
        if (self.wake === done) self.wake = undefined;
        resolve();
      }
      this.wake = done;
    });
  }

  private async run(): Promise<void> {
    const log = this.options.log ?? (() => {});
    while (this.running) {
      try {
        if (!this.active) {
          await this.tryBecomeActive();
          if (!this.active) {
            await this.sleep(this.options.standbyRetryMs ?? 1_000);
            continue;
          }
          log('projection runner active', { projection: this.projection.name });
        }
        const limit = this.isolating ? 1 : (this.options.batchSize ?? 500);
        const { applied, moved } = await this.runBatch(limit);
        if (this.isolating && applied > 0) this.isolating = false;
        // A batch short of its limit took all the log showed: the next events come with a notice
        // (one that came during the batch ends the wait at once). Looking again at once cost an empty
        // batch, two round trips, after nearly every commit.
        if (moved < limit) await this.sleep(this.idleWait());
      } catch (error) {
        if (!this.running) break;
        if (isDataError(error)) {
          // The data, not the connection: find the one event that fails and step over it.
          if (this.isolating) await this.skipNextEvent(error);
          else this.isolating = true;
          continue;
        }
        log('projection batch failed; retrying', { projection: this.projection.name, error: String(error) });
        await this.dropConnection();
        await this.sleep(500);
      }
    }
  }

  /** The current wait while events of its types are committed but held back by the read fence. */
  private heldBackWaitMs = 0;
  /**
   * Whether, as the last batch closed, events of its types were committed beyond the read fence it
   * opened with (its scan saw no transaction from the fence on): they are there to be read.
   */
  private heldBack = false;

  /**
   * How long to wait before the next batch when the last took all the log showed (nothing, or less
   * than its limit); a notice ends the wait sooner. Usually the poll interval.
   * But events of this projection's types may be committed and still held back by the read fence (a
   * transaction that began before them is still running, anywhere on the server); their notice has
   * come and gone, so the runner looks again soon, backing off to the poll interval.
   */
  private idleWait(): number {
    const pollMs = this.options.pollMs ?? 1_000;
    this.heldBackWaitMs = this.heldBack ? Math.min(pollMs, this.heldBackWaitMs > 0 ? this.heldBackWaitMs * 2 : 20) : 0;
    return this.heldBackWaitMs > 0 ? this.heldBackWaitMs : pollMs;
  }

  private async tryBecomeActive(): Promise<void> {
    if (!this.client) {
      const client = new PreparingClient({ connectionString: this.options.url, application_name: runnerApplicationName(this.projection.name, this.options.nodeName) });
      client.on('error', () => {
        if (this.client === client) {
          this.client = undefined;
          this.active = false;
          void this.hearNewEvents(false);
        }
      });
      await client.connect();
      // A batch's commit need not wait for the disk: what it writes (read model rows and their
      // checkpoint, in one transaction) is derived from events that are already durable, so a crash
      // that loses it loses the checkpoint with it, and the batch is applied again (as rebuilds do).
      if (!this.options.durableBatches) await client.query('set synchronous_commit = off');
      this.client = client;
    }
    const { rows } = await this.client.query<{ locked: boolean }>(activeLockSql, [this.projection.name]);
    this.active = rows[0]!.locked;
    if (this.active) {
      // Before the first batch: a commit after it is then sure to wake this runner.
      await this.hearNewEvents(true);
      const stored = await readCheckpoint(this.client, this.projection.name, this.projection.version);
      if (stored.version !== this.projection.version) {
        (this.options.log ?? (() => {}))('projection version changed: rebuilding', {
          projection: this.projection.name,
          from: stored.version,
          to: this.projection.version,
        });
        await rebuildProjection(this.options.url, this.projection, { log: this.options.log });
      }
    }
  }

  /**
   * The next stretch of the log after the checkpoint, scanned and handled in one transaction that
   * holds the projection's batch lock; whatever `handle` writes commits with it or not at all.
   */
  private async withNextEvents<T>(limit: number, handle: (client: DeferringClient, scan: Scan) => Promise<{ result: T; closing?: string }>): Promise<T> {
    const client = this.client!;
    const projection = this.projection;
    try {
      // One round trip to open the batch and one to close it: a batch is often a single event, and
      // each round trip costs both processes more than the statement does.
      const { fence, scan } = await openBatch(client, projection.name, projection.version, { limit, types: projection.handles });
      // The projection's writes go with the closing statements.
      const batch = new DeferringClient(client);
      const { result, closing } = await handle(batch, scan);
      // The held writes, the closing statements, the held-back check and the commit in one simple
      // query: if one fails, PostgreSQL runs none after it, and the transaction is rolled back below.
      const statements = [batch.takeDeferred(), closing, fence === undefined ? undefined : heldBackBeyondSql(client, fence, projection.handles), 'commit'].filter(Boolean);
      const results = (await client.query(statements.join(';\n'))) as unknown as pg.QueryResult | pg.QueryResult[];
      const answers = Array.isArray(results) ? results : [results];
      this.heldBack = fence !== undefined && (answers.at(-2)?.rows.length ?? 0) > 0;
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
  }

  /**
   * Projections never stop on an accepted event: one that cannot be applied is recorded in
   * projection_skipped_events and the checkpoint moves past it, so every other user's read model
   * stays live. The log shows it; a fixed projection and a rebuild bring it back.
   */
  private async skipNextEvent(cause: unknown): Promise<void> {
    const projection = this.projection;
    await this.withNextEvents(1, async (client, { events: [event] }) => {
      if (!event) return { result: undefined };
      await client.query(
        `insert into projection_skipped_events (projection, global_position, event_type, error) values ($1, $2, $3, $4)
         on conflict do nothing`,
        [projection.name, event.globalPosition, event.type, String(cause)],
      );
      await writeCheckpoint(client, projection.name, projection.version, { transactionId: event.transactionId, position: event.globalPosition });
      // A warning: an accepted event no projection can apply is a bug to fix (and /metrics counts it).
      (this.options.log ?? (() => {}))('projection skipped an event it cannot apply', {
        level: 'warn',
        projection: projection.name,
        position: event.globalPosition,
        type: event.type,
        error: String(cause),
      });
      return { result: undefined };
    });
    this.isolating = false;
  }

  /**
   * Applies one batch: the wanted events of the next `limit` of the log. Returns how many it applied
   * and how many events of the log the checkpoint moved past (0: caught up, nothing to do).
   */
  async runBatch(limit = this.options.batchSize ?? 500): Promise<{ applied: number; moved: number }> {
    const projection = this.projection;
    const reached = await this.withNextEvents(limit, async (client, scan) => {
      // A short stretch of other projections' events is not worth a write (and a commit that must
      // reach the disk): it is walked again next time. A long one is, so no walk grows without end.
      const worthRecording = scan.events.length > 0 || scan.scanned >= Math.min(limit, SKIP_RECORD_MIN);
      if (!scan.scannedTo || !worthRecording) return { result: undefined };
      const notices = scan.events.length > 0 ? await projection.apply(client, scan.events) : [];
      const checkpoint = scan.scannedTo;
      // The checkpoint and the notices go with the commit (they commit with the batch or not at all).
      const payloads = scan.events.length > 0 ? toPayloads(projection.name, checkpoint, notices) : [];
      const closing = [
        writeCheckpointSql(client, projection.name, projection.version, checkpoint),
        ...payloads.map((payload) => `select pg_notify(${client.escapeLiteral(NOTIFY_CHANNEL)}, ${client.escapeLiteral(payload)})`),
      ].join(';\n');
      return { result: { checkpoint, applied: scan.events.length, moved: scan.scanned }, closing };
    });
    if (!reached) return { applied: 0, moved: 0 };
    this.options.onBatch?.(projection.name, reached.checkpoint, reached.applied);
    return reached;
  }

  private async dropConnection(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    this.active = false;
    await this.hearNewEvents(false);
    if (client) await client.end().catch(() => {});
  }

  /** Whether this runner holds the listener's new-events channel (while it is active). */
  private hearing = false;

  /**
   * Only an active runner needs to hear of new events: a standby process that listened too would be
   * woken by every commit to do nothing. Its process stops listening once none of its runners hold.
   */
  private hearNewEvents(hear: boolean): Promise<void> {
    const listener = this.options.listener;
    if (!listener || hear === this.hearing) return Promise.resolve();
    this.hearing = hear;
    return hear ? listener.hold('events_appended') : listener.release('events_appended');
  }

  async stop(): Promise<void> {
    this.running = false;
    this.options.listener?.off('events_appended', this.nudge);
    this.options.listener?.off('reconnected', this.nudge);
    this.wake?.();
    await this.loop;
    await this.dropConnection();
  }
}
