// One LISTEN connection per process, shared by every part that wants a wake-up: projection runners
// (new events: this process's own commits are relayed from memory, other processes' come by NOTIFY),
// the websocket hub and read-your-writes waiters (read models changed). A notice is a hint, never the
// data: after a reconnect, listeners re-read from the tables ('reconnected').
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { NEW_EVENTS_CHANNEL, onNewEventsHere, readNewEventsPayload } from '../event-store/new-events.ts';

export const CHANNELS = [NEW_EVENTS_CHANNEL, 'readmodel_changed'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * The channels a process's roles always need: the api waits for read models (read your writes) and
 * tells websockets. Every notice costs each process listening to it a wake-up, and a cluster runs
 * seven. A worker needs none.
 */
export function channelsFor(roles: readonly string[]): Channel[] {
  return roles.includes('api') ? ['readmodel_changed'] : [];
}

/**
 * The channels a process's roles need only at times: a projector hears new events only while one of
 * its runners is active (`hold`), so a standby is not woken by every commit.
 */
export function onDemandChannelsFor(roles: readonly string[]): Channel[] {
  return roles.includes('projector') ? ['events_appended'] : [];
}

export class Listener extends EventEmitter {
  private client: pg.Client | undefined;
  private stopped = false;
  private retryMs = 100;
  /** How many holders want each on-demand channel. */
  private readonly holds = new Map<Channel, number>();
  /** The channels the current connection LISTENs to. */
  private listened = new Set<Channel>();
  /** LISTEN and UNLISTEN go one after another, so the connection's set ends as the last call wants. */
  private syncing: Promise<void> = Promise.resolve();

  /**
   * `channels` are heard for the listener's life; `onDemand` ones only while held. Without either
   * there is nothing to hear, and no connection is opened.
   */
  constructor(
    private readonly url: string,
    private readonly channels: readonly Channel[] = CHANNELS,
    private readonly onDemand: readonly Channel[] = [],
  ) {
    super();
    this.setMaxListeners(0);
  }

  private stopHearingHere: () => void = () => {};

  /** A notice from the server: this process's own new-events notices were heard in memory already. */
  private heard(channel: string, payload: string): void {
    if (channel !== NEW_EVENTS_CHANNEL) return void this.emit(channel, payload);
    const notice = readNewEventsPayload(payload);
    if (!notice.fromHere) this.emit(channel, notice.types);
  }

  /**
   * Hears `channel` until as many release calls: resolves once the connection LISTENs to it (or, with
   * the connection away, once it will on reconnecting, which emits 'reconnected').
   */
  hold(channel: Channel): Promise<void> {
    // A channel the listener was not built for would never be heard: say so rather than wait in vain.
    if (!this.channels.includes(channel) && !this.onDemand.includes(channel)) throw new Error(`this listener was not built to hear ${channel}`);
    this.holds.set(channel, (this.holds.get(channel) ?? 0) + 1);
    return this.sync().catch(() => {});
  }

  release(channel: Channel): Promise<void> {
    this.holds.set(channel, Math.max(0, (this.holds.get(channel) ?? 0) - 1));
    return this.sync().catch(() => {});
  }

  private wanted(): Set<Channel> {
    const wanted = new Set<Channel>(this.channels);
    for (const [channel, holders] of this.holds) if (holders > 0) wanted.add(channel);
    return wanted;
  }

  /** Brings the connection's LISTEN set to what is wanted now. */
  private sync(): Promise<void> {
    const next = this.syncing
      .catch(() => {})
      .then(async () => {
        const client = this.client;
        if (!client) return;
        const wanted = this.wanted();
        for (const channel of wanted) {
          if (this.listened.has(channel)) continue;
          await client.query(`listen ${channel}`);
          this.listened.add(channel);
        }
        for (const channel of [...this.listened]) {
          if (wanted.has(channel)) continue;
          await client.query(`unlisten ${channel}`);
          this.listened.delete(channel);
        }
      });
    this.syncing = next;
    return next;
  }

  async start(): Promise<void> {
    // This process's own commits are heard in memory, as they return, while the channel is wanted.
    this.stopHearingHere = onNewEventsHere((types) => {
      if (this.wanted().has(NEW_EVENTS_CHANNEL)) this.emit(NEW_EVENTS_CHANNEL, types);
    });
    // Nothing to hear, ever: no connection at all.
    if (this.channels.length === 0 && this.onDemand.length === 0) return;
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'larder-listener' });
    client.on('notification', (message) => this.heard(message.channel, message.payload ?? ''));
    client.on('error', () => this.reconnectSoon(client));
    client.on('end', () => this.reconnectSoon(client));
    await client.connect();
    this.listened = new Set();
    this.client = client;
    try {
      await this.sync();
    } catch (error) {
      // Not a connection to keep: the caller (start, or the reconnect loop) tries again or fails.
      if (this.client === client) this.client = undefined;
      await client.end().catch(() => {});
      throw error;
    }
    this.retryMs = 100;
  }

  private reconnectSoon(failed: pg.Client): void {
    if (this.stopped || this.client !== failed) return;
    this.client = undefined;
    void this.reconnect();
  }

  private async reconnect(): Promise<void> {
    while (!this.stopped) {
      await new Promise((resolve) => setTimeout(resolve, this.retryMs).unref());
      this.retryMs = Math.min(this.retryMs * 2, 5_000);
      try {
        await this.connect();
        this.emit('reconnected');
        return;
      } catch {
        // the database is still away: try again after a longer pause
      }
    }
  }

  /** For tests: drop the connection as a network fault would. */
  async simulateDrop(): Promise<void> {
    const client = this.client;
    if (client) {
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const killer = new pg.Client({ connectionString: this.url });
      await killer.connect();
      await killer.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await killer.end();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopHearingHere();
    const client = this.client;
    this.client = undefined;
    if (client) await client.end().catch(() => {});
  }
}
