// Webhook events, as the stand-in sends them: a change runs in one transaction and gathers the events
// Stripe would announce for it; they go to `deliver` only once the transaction has committed, one
// after another. A failed delivery is logged and the change stands (Stripe would retry).
import type pg from 'pg';
import type { BillingEvent } from '../../modules/billing/billing.port.ts';
import { seconds } from './calendar.ts';
import { localId } from './ids.ts';

export type Announce = (type: string, object: Record<string, unknown>) => void;
export type Log = (message: string, fields?: Record<string, unknown>) => void;

/** Runs `work` in one transaction and delivers what it announced after the commit. */
export type Change = <T>(work: (client: pg.PoolClient, announce: Announce) => Promise<T>) => Promise<T>;

type Pending = { type: string; object: Record<string, unknown> };

export function changes(options: { db: pg.Pool; deliver: (event: BillingEvent) => Promise<void>; now: () => Date; log: Log }): Change {
  const { db } = options;

  async function deliverAll(pending: Pending[]): Promise<void> {
    for (const { type, object } of pending) {
      const event: BillingEvent = { id: localId('evt_local'), type, created: seconds(options.now()), data: { object } };
      try {
        await options.deliver(event);
      } catch (error) {
        // Stripe would retry; the change itself stands either way.
        options.log('local billing: delivering an event failed', { type, eventId: event.id, error: String(error) });
      }
    }
  }

  return async function change<T>(work: (client: pg.PoolClient, announce: Announce) => Promise<T>): Promise<T> {
    const pending: Pending[] = [];
    const client = await db.connect();
    let result: T;
    try {
      await client.query('begin');
      result = await work(client, (type, object) => pending.push({ type, object }));
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    await deliverAll(pending);
    return result;
  };
}
