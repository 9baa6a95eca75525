// The billing slice: a port with a Stripe and a local adapter, routes, and provider events read as
// subscription news. createBilling picks the adapter: Stripe when its secret key is configured.
import type { Hono } from 'hono';
import type pg from 'pg';
import type { BillingEvent, BillingPort, BillingPrices } from './billing.port.ts';
import { createLocalBilling } from './local.adapter.ts';
import { localBillingPages } from './local-pages.routes.ts';
import { createStripeBilling } from './stripe.adapter.ts';

export { billingPlanRoutes, billingWebhookRoutes, subscriptionRoutes } from './billing.routes.ts';
export type { BillingEvent, BillingPort } from './billing.port.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: BillingPrices;
}

export interface Billing {
  port: BillingPort;
  /** The local adapter's checkout and portal pages, mounted at /billing/local. */
  localPages?: Hono;
  /** Local only: applies what is due now (renewals, ends, scheduled switches). */
  runDue?: () => Promise<void>;
}

export function createBilling(options: {
  stripe?: StripeSettings;
  pool: pg.Pool;
  publicOrigin: () => string;
  /** Where the local adapter hands its events, as Stripe's webhook would. */
  deliver: (event: BillingEvent) => Promise<void>;
  /** The local adapter's webhook secret (unset: a random one, so nobody can post to the route). */
  localWebhookSecret?: string;
  log: (message: string, fields?: Record<string, unknown>) => void;
}): Billing {
  if (options.stripe) return { port: createStripeBilling(options.stripe) };
  const local = createLocalBilling({ db: options.pool, publicOrigin: options.publicOrigin, deliver: options.deliver, webhookSecret: options.localWebhookSecret, log: options.log });
  return { port: local, localPages: localBillingPages(local) as unknown as Hono, runDue: () => local.runDue() };
}
