// Telling projection runners that events were appended, off the commit path. A NOTIFY inside the
// commit held PostgreSQL's notify lock until the commit was on disk, so concurrent commits queued
// behind one another and never shared a WAL flush. Now a commit says nothing: runners in this
// process are told at once, in memory, and other processes by one NOTIFY sent after it, which
// carries the types of every commit that came while the last one was on its way. The notice is a
// hint, never the data: a lost one costs a runner its poll interval, not an event.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Queryable } from './event-store.ts';

export const NEW_EVENTS_CHANNEL = 'events_appended';

/** This process, in its notices, so its own come back through LISTEN unheard (they were told in memory). */
const ORIGIN = randomUUID().slice(0, 8);

/** NOTIFY payloads stop at 8000 bytes: past this, the types are left out (any type may be among them). */
const MAX_TYPES_LENGTH = 7_800;

/**
 * `@<origin>,<type>,<type>...`: the origin leads as a list item of its own, which a process that
 * does not know it takes for one more type and ignores. No types means any type. Untagged, a notice
 * is heard by every process, this one too.
 */
export function newEventsPayload(types: Iterable<string>, tagged = true): string {
  const listed = [...types].join(',');
  const shown = listed.length <= MAX_TYPES_LENGTH ? listed : '';
  return tagged ? `@${ORIGIN}${shown ? `,${shown}` : ''}` : shown;
}

/** What a notice says: whether this process sent it, and the types ('' = any). */
export function readNewEventsPayload(payload: string): { fromHere: boolean; types: string } {
  if (!payload.startsWith('@')) return { fromHere: false, types: payload };
  const comma = payload.indexOf(',');
  const origin = payload.slice(1, comma < 0 ? undefined : comma);
  return { fromHere: origin === ORIGIN, types: comma < 0 ? '' : payload.slice(comma + 1) };
}

const here = new EventEmitter().setMaxListeners(0);

/** Hears the types of every commit made in this process, as it returns. Returns a function that stops. */
export function onNewEventsHere(handler: (types: string) => void): () => void {
  here.on('appended', handler);
  return () => void here.off('appended', handler);
}

/** One NOTIFY in flight at a time; the types of commits meanwhile wait for the next one. */
class Announcer {
  private readonly pending = new Set<string>();
  private sending = false;

  private idle: Promise<void> = Promise.resolve();

  /**
   * `ownTransactions`: each commit is its own transaction, visible as it returns, so this process's
   * runners are told at once and its notices are tagged. Else (a client that may be inside its
   * caller's transaction) the untagged notice, which PostgreSQL delivers at the real commit, tells
   * everyone.
   */
  constructor(
    private readonly send: (payload: string) => Promise<unknown>,
    readonly ownTransactions: boolean,
  ) {}

  /** Resolves once no notice is waiting or on its way. */
  drained(): Promise<void> {
    return this.idle;
  }

  announce(types: readonly string[]): void {
    for (const type of types) this.pending.add(type);
    if (!this.sending) this.idle = this.sendPending();
  }

  private async sendPending(): Promise<void> {
    this.sending = true;
    try {
      while (this.pending.size > 0) {
        const payload = newEventsPayload(this.pending, this.ownTransactions);
        this.pending.clear();
        // A notice that cannot go costs the other processes' runners their poll interval.
        await this.send(payload).catch(() => {});
      }
    } finally {
      this.sending = false;
    }
  }
}

const NOTIFY_SQL = `select pg_notify('${NEW_EVENTS_CHANNEL}', $1)`;
// Nothing in a notice needs the disk: the pool's statement is its own transaction, so the setting
// ends with it.
const POOLED_NOTIFY_SQL = `select pg_notify('${NEW_EVENTS_CHANNEL}', $1), set_config('synchronous_commit', 'off', true)`;

const announcers = new WeakMap<object, Announcer>();

/** The announcer of commits made through `db`: its side connection if given one, else `db` itself. */
function announcerOf(db: Queryable): Announcer {
  let announcer = announcers.get(db);
  if (!announcer) {
    // A pool's statement is its own transaction; a client's may be inside its caller's.
    const pooled = db instanceof pg.Pool;
    announcer = new Announcer((payload) => db.query(pooled ? POOLED_NOTIFY_SQL : NOTIFY_SQL, [payload]), pooled);
    announcers.set(db, announcer);
  }
  return announcer;
}

/** After a commit through `db` that appended events of these types. */
export function announceNewEvents(db: Queryable, types: readonly string[]): void {
  const announcer = announcerOf(db);
  if (announcer.ownTransactions) here.emit('appended', types.join(','));
  announcer.announce(types);
}

/**
 * Commits through `dbs` (a process's pool, or a benchmark's writers: each commit its own transaction)
 * are told to this process's runners in memory, and to other processes from one connection of their
 * own, opened when first needed (through a busy pool, a notice would wait behind the commands it
 * tells of). Returns a function that sends what is pending and closes it.
 */
export function announceThroughSideConnection(dbs: Queryable | readonly Queryable[], url: string): () => Promise<void> {
  let client: Promise<pg.Client> | undefined;
  let closed = false;
  const connection = () =>
    (client ??= (async () => {
      // Idle between bursts: keep-alives find a connection dropped on the way, and a notice that
      // gets no answer fails rather than hold back every later one.
      const opened = new pg.Client({ connectionString: url, application_name: 'larder-new-events', keepAlive: true, connectionTimeoutMillis: 5_000, query_timeout: 5_000 });
      opened.on('error', () => {
        // The next notice opens another.
        client = undefined;
        void opened.end().catch(() => {});
      });
      await opened.connect();
      await opened.query('set synchronous_commit = off');
      return opened;
    })().catch((error: unknown) => {
      client = undefined;
      throw error;
    }));
  const announcer = new Announcer(async (payload) => {
    if (closed) return;
    await (await connection()).query({ name: 'larder_new_events', text: NOTIFY_SQL, values: [payload] });
  }, true);
  const announced = Array.isArray(dbs) ? dbs : [dbs as Queryable];
  for (const db of announced) announcers.set(db, announcer);
  return async () => {
    // The last commits' notice goes before the connection closes (a stopping process's runners are
    // not the only ones that want it), within a bound.
    await Promise.race([announcer.drained(), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
    closed = true;
    for (const db of announced) announcers.delete(db);
    const open = client;
    client = undefined;
    if (open) await (await open.catch(() => undefined))?.end().catch(() => {});
  };
}
