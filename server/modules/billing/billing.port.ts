// The billing port: what Larder asks of a payment provider. Two adapters implement it: Stripe
// (the `stripe` SDK; stripe.adapter.ts) and the local stand-in (the same behaviour kept in
// PostgreSQL, with a local checkout and portal page; server/stand-ins/billing/), chosen by
// STRIPE_SECRET_KEY. The shapes are Stripe's own (the spec's Subscription, Scheduled subscription and
// Payment method), so the API can answer them as they come and the web client reads one shape
// whichever adapter runs.
//
// Stripe is the source of truth for subscriptions; Larder records on the user's stream only what
// access depends on (customer id, the subscription's price and status, access granted or revoked),
// from webhook events (workflows/billing-events.ts), never from the answers of these calls.

import type { BillingPaymentMethod, BillingSchedule, BillingSubscription } from '../../contract/billing.ts';

// The answers' shapes are the contract's, so the web client reads the declarations the adapters fill.
export type { BillingPaymentMethod, BillingSchedule, BillingSubscription, ScheduleStatus, SubscriptionStatus } from '../../contract/billing.ts';

/** A provider event as delivered to the webhook (Stripe's event envelope). */
export interface BillingEvent {
  id: string;
  type: string;
  /** Seconds since the epoch. */
  created: number;
  data: { object: Record<string, unknown> };
}

export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature does not match its body.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A provider refusal a person can act on (unknown subscription, price not offered...): answered 400/404. */
export class BillingRequestError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 = 400,
  ) {
    super(message);
    this.name = 'BillingRequestError';
  }
}

export interface BillingPrices {
  monthly: string;
  annual: string;
}

export interface BillingPort {
  readonly kind: 'stripe' | 'local';
  /** The two prices Larder sells (STRIPE_PRICE_MONTHLY / STRIPE_PRICE_ANNUAL, or the local ones). */
  readonly prices: BillingPrices;

  /** A customer for this user; the same user asking twice gets the same customer (idempotent). */
  createCustomer(input: { appUserId: string; email: string; name: string }): Promise<{ customerId: string }>;
  /** Hosted checkout for one price, the email prefilled; completing it sends checkout.session.completed. */
  createCheckoutSession(input: { customerId: string; appUserId: string; email: string; priceId: string; successUrl: string; cancelUrl: string }): Promise<{ id: string; url: string }>;
  /** The provider's customer portal (payment methods, invoices). */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;

  /** The customer's subscriptions that are active or trialing. */
  activeSubscriptions(customerId: string): Promise<BillingSubscription[]>;
  /** The customer's pending or running schedule (status not_started or active), or null. */
  subscriptionSchedule(customerId: string): Promise<BillingSchedule | null>;
  /**
   * Switch plan at the renewal date: the current subscription cancels at its period end and a
   * schedule starts the new price from that date.
   */
  switchAtRenewal(input: { customerId: string; subscriptionId: string; newPriceId: string }): Promise<BillingSchedule>;
  /** Cancel at period end (access lasts to the end of what was paid). */
  cancelAtPeriodEnd(subscriptionId: string): Promise<BillingSubscription>;
  /** Undo a scheduled switch: cancel the schedule, and the current subscription no longer cancels. */
  revertSwitch(input: { scheduleId: string; subscriptionId: string }): Promise<BillingSubscription>;
  /** Resume (uncancel) a subscription set to cancel at period end. */
  resume(subscriptionId: string): Promise<BillingSubscription>;
  paymentMethods(customerId: string): Promise<BillingPaymentMethod[]>;

  /** Verify the signature on the raw body and parse the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: string, signature: string | undefined): BillingEvent;
}
