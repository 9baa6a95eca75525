// The billing stand-in: Stripe's behaviour kept in PostgreSQL, so a cook can subscribe, switch,
// cancel, resume and manage a card with no network (the embedded default). It stands in for an
// external system: it owns plain tables (local_billing_*), answers in Stripe's shapes, and announces
// every change Stripe would announce by webhook through `deliver`, after its own transaction commits.
// This file joins its parts into the billing port (server/modules/billing/billing.port.ts), plus
// what its own checkout and portal pages (pages.ts) need.
import type pg from 'pg';
import type { BillingEvent, BillingPort } from '../../modules/billing/billing.port.ts';
import { checkouts, type Checkouts } from './checkout.ts';
import type { LocalBillingContext } from './context.ts';
import { customers } from './customers.ts';
import { changes, type Log } from './delivery.ts';
import { dueRunner } from './due.ts';
import { LOCAL_PRICES } from './plans.ts';
import { portal, type Portal } from './portal.ts';
import { subscriptions } from './subscriptions.ts';
import { webhookParser } from './webhook.ts';

export interface LocalBillingOptions {
  db: pg.Pool;
  /** Where the api is reached from a browser: the checkout and portal urls start with it (a function: read per use, as port 0 is known only once listening). */
  publicOrigin: string | (() => string);
  /** Hands an event to Larder as Stripe's webhook would. A failure leaves the change in place. */
  deliver: (event: BillingEvent) => Promise<void>;
  now?: () => Date;
  /**
   * What a body posted to the webhook route must be signed with (STRIPE_WEBHOOK_SECRET). Unset: a
   * random one per process (webhook.ts).
   */
  webhookSecret?: string;
  log?: Log;
}

/** The port, plus what the local checkout and portal pages need. */
export interface LocalBilling extends BillingPort, Checkouts, Portal {
  readonly kind: 'local';
  /** Apply what is due at now(): renewals, endings, scheduled switches. */
  runDue(): Promise<void>;
}

export function createLocalBilling(options: LocalBillingOptions): LocalBilling {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const origin = () => (typeof options.publicOrigin === 'function' ? options.publicOrigin() : options.publicOrigin).replace(/\/+$/, '');
  const parseWebhook = webhookParser(options.webhookSecret);
  const log: Log = options.log ?? ((message, fields) => console.error(message, fields));
  const change = changes({ db, deliver: options.deliver, now, log });
  const runDue = dueRunner({ change, now, log });
  const context: LocalBillingContext = { db, now, origin, log, change, runDue };

  return {
    kind: 'local',
    prices: { monthly: LOCAL_PRICES.monthly, annual: LOCAL_PRICES.annual },
    runDue,
    ...customers(context),
    ...checkouts(context),
    ...subscriptions(context),
    ...portal(context),
    parseWebhook,
  };
}
