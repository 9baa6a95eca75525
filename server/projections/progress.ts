// Read your writes: a mutating endpoint waits until the projections its events feed have applied
// them. Progress arrives from the local runners and from every other process's NOTIFY; a bounded
// wait falls back to reading the checkpoints table once before giving up (then the caller says 202).
// A read replica hears no NOTIFY, so its progress is polled from its own checkpoints table, and only
// while someone waits on it.
import type { Listener } from '../db/listener.ts';
import type { Queryable } from '../event-store/event-store.ts';
import { compareCheckpoints, type AppendedEvent, type Checkpoint } from '../event-store/types.ts';
import { readCheckpoints, reachesAll } from './checkpoints.ts';
import type { ChangeMessage } from './notices.ts';
import type { Projection } from './projection.ts';

interface Waiter {
  targets: Map<string, Checkpoint>;
  resolve: (reached: boolean) => void;
  /** The fallback reads of the table, cancelled once the waiter is answered. */
  timers: NodeJS.Timeout[];
}

export class ProjectionProgress {
  private readonly reached = new Map<string, Checkpoint>();
  private readonly waiters = new Set<Waiter>();

  private polling = false;
  /** How many times a projection was seen to move on (the poll backs off while this stands still). */
  private advances = 0;

  /**
   * `pollMs`: read the checkpoints table every so many milliseconds while anyone waits, one query
   * for all waiters (a replica's progress, which no notice announces).
   */
  constructor(
    private readonly db: Queryable,
    private readonly projections: readonly Projection[],
    listener?: Listener,
    private readonly pollMs?: number,
  ) {
    listener?.on('readmodel_changed', (payload: string) => {
      try {
        const message = JSON.parse(payload) as ChangeMessage;
        this.record(message.projection, { transactionId: BigInt(message.transactionId), position: message.position });
      } catch {
        // not ours to read
      }
    });
  }

  private readonly advanceListeners: Array<(projection: string) => void> = [];

  /**
   * Calls back whenever a projection is known to have moved on, from this process's runners or
   * another's notice: before any write waiting on it is answered.
   */
  onAdvance(listener: (projection: string) => void): void {
    this.advanceListeners.push(listener);
  }

  record(projection: string, checkpoint: Checkpoint): void {
    const known = this.reached.get(projection);
    if (known && compareCheckpoints(known, checkpoint) >= 0) return;
    this.reached.set(projection, checkpoint);
    this.advances++;
    for (const listener of this.advanceListeners) listener(projection);
    for (const waiter of this.waiters) if (this.satisfied(waiter.targets)) this.finish(waiter, true);
  }

  /** For each projection fed by these events, the checkpoint it must reach. */
  targetsFor(transactionId: bigint, appended: readonly AppendedEvent[]): Map<string, Checkpoint> {
    const targets = new Map<string, Checkpoint>();
    for (const projection of this.projections) {
      const last = appended.filter((event) => projection.handles.includes(event.type)).at(-1);
      if (last) targets.set(projection.name, { transactionId, position: last.position });
    }
    return targets;
  }

  private satisfied(targets: Map<string, Checkpoint>): boolean {
    return reachesAll(this.reached, targets);
  }

  private finish(waiter: Waiter, reached: boolean): void {
    if (!this.waiters.delete(waiter)) return;
    for (const timer of waiter.timers) clearTimeout(timer);
    waiter.resolve(reached);
  }

  private async refreshFromDatabase(): Promise<void> {
    for (const [name, checkpoint] of await readCheckpoints(this.db)) this.record(name, checkpoint);
  }

  /**
   * While anyone waits: every `pollMs`; once nothing has moved for 50 ms (a stalled replica), backing
   * off to one look every 100 ms.
   */
  private async poll(): Promise<void> {
    if (this.polling || this.pollMs === undefined) return;
    this.polling = true;
    let delay = this.pollMs;
    let stillSince = Date.now();
    try {
      while (this.waiters.size > 0) {
        const before = this.advances;
        await this.refreshFromDatabase().catch(() => {});
        if (this.advances > before) stillSince = Date.now();
        delay = Date.now() - stillSince < 50 ? this.pollMs : Math.min(delay * 2, 100);
        if (this.waiters.size > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      }
    } finally {
      this.polling = false;
    }
  }

  /** Resolves true once every target is reached, false after the timeout. */
  async waitFor(targets: Map<string, Checkpoint>, timeoutMs: number): Promise<boolean> {
    if (this.satisfied(targets)) return true;
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = { targets, resolve, timers: [] };
      this.waiters.add(waiter);
      if (this.pollMs !== undefined) void this.poll();
      // Progress normally arrives by notification within milliseconds. In case one was missed (a
      // dropped LISTEN connection), look at the table once after a short while (unless the poll
      // already does), and at the end. Both are cancelled when the notice comes first (before,
      // every write read the table once more when its timeout had long passed).
      if (this.pollMs === undefined) {
        const early = setTimeout(() => {
          if (this.waiters.has(waiter)) this.refreshFromDatabase().catch(() => {});
        }, Math.min(250, timeoutMs / 2));
        early.unref();
        waiter.timers.push(early);
      }
      const timer = setTimeout(() => {
        this.refreshFromDatabase()
          .catch(() => {})
          .finally(() => this.finish(waiter, this.satisfied(targets)));
      }, timeoutMs);
      timer.unref();
      waiter.timers.push(timer);
    });
  }
}
