// One LISTEN connection per process, shared by every part that wants a wake-up: projection runners
// (new events), the websocket hub and read-your-writes waiters (read models changed). NOTIFY is a
// hint, never the data: after a reconnect, listeners re-read from the tables ('reconnected').
import { EventEmitter } from 'node:events';
import pg from 'pg';

export const CHANNELS = ['events_appended', 'readmodel_changed'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * The channels a process's roles need: projectors wake on new events; the api waits for read models
 * (read your writes) and tells websockets. A worker needs neither. Every notice costs each process
 * listening to it a wake-up, and a cluster runs seven.
 */
export function channelsFor(roles: readonly string[]): Channel[] {
  return CHANNELS.filter((channel) => (channel === 'events_appended' ? roles.includes('projector') : roles.includes('api')));
}

export class Listener extends EventEmitter {
  private client: pg.Client | undefined;
  private stopped = false;
  private retryMs = 100;

  constructor(
    private readonly url: string,
    private readonly channels: readonly Channel[] = CHANNELS,
  ) {
    super();
    this.setMaxListeners(0);
  }

  async start(): Promise<void> {
    // Nothing to hear: no connection at all.
    if (this.channels.length === 0) return;
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'larder-listener' });
    client.on('notification', (message) => this.emit(message.channel, message.payload ?? ''));
    client.on('error', () => this.reconnectSoon(client));
    client.on('end', () => this.reconnectSoon(client));
    await client.connect();
    for (const channel of this.channels) await client.query(`listen ${channel}`);
    this.client = client;
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
    const client = this.client;
    this.client = undefined;
    if (client) await client.end().catch(() => {});
  }
}
