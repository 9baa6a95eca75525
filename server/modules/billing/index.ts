// The billing slice: a port (billing.port.ts) and its Stripe adapter. What billing means for an account
// (its routes, provider events read as subscription news) is a workflow: server/workflows/billing*. The composition root picks the adapter: Stripe when its secret key is
// configured, else the local stand-in (server/stand-ins/billing/).
import type { Hono } from 'hono';
import type { BillingPort, BillingPrices } from './billing.port.ts';

export type { BillingEvent, BillingPort } from './billing.port.ts';
export { createStripeBilling } from './stripe.adapter.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: BillingPrices;
}

/** The adapter the api runs, with what a provider that hosts nothing itself brings along. */
export interface Billing {
  port: BillingPort;
  /** The provider's own checkout and portal pages, when it serves them here (mounted at /billing/local). */
  localPages?: Hono;
  /** Applies what is due now (renewals, ends, scheduled switches), when the provider keeps no clock of its own. */
  runDue?: () => Promise<void>;
}
