// The callers of recent requests, so a signed-in request need not read its user every time: that
// read was one statement per request, the most frequent statement PostgreSQL ran under load.
//
// Only ready users are kept (setup complete, with access): a user who becomes ready is never
// answered from here, so no one is turned away by a stale entry. Whatever the app_users projection
// applies empties the whole cache, in this process as soon as this process hears of it (its own
// runner's batch, or the change notice of another process's), so a command that changes a user
// answers only after this process has forgotten them. Another api node forgets them when the same
// notice reaches it, milliseconds later; a lost notice is bounded by the entries' lifetime.
import type { AppUserRef } from '../../http/context.ts';

export class AppUserCache {
  private readonly entries = new Map<string, { ref: AppUserRef; until: number }>();
  /** Moves on every clear: a read that began before one is not remembered. */
  private generation = 0;

  constructor(
    private readonly ttlMs = 2_000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(appUserId: string): AppUserRef | undefined {
    const entry = this.entries.get(appUserId);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.ref;
    this.entries.delete(appUserId);
    return undefined;
  }

  /** Call before reading a user; hand the answer to `remember` with it. */
  begin(): number {
    return this.generation;
  }

  remember(appUserId: string, ref: AppUserRef, readAt: number): void {
    if (readAt !== this.generation || !ref.setupComplete || !ref.hasAccess) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(appUserId, { ref, until: this.now() + this.ttlMs });
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
