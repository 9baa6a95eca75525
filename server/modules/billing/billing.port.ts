// The billing port: what Larder asks of a payment provider. Two adapters implement it: Stripe
// (the `stripe` SDK; stripe.adapter.ts) and local (the same behaviour kept in PostgreSQL, with a
// local checkout and portal page; local.adapter.ts), chosen by STRIPE_SECRET_KEY. The shapes are
// Stripe's own (the spec's Subscription, Scheduled subscription and Payment method), so the API can
// answer them as they come and the web client reads one shape whichever adapter runs.
//
// Stripe is the source of truth for subscriptions; Larder records on the user's stream only what
// access depends on (customer id, the subscription's price and status, access granted or revoked),
// from webhook events (billing-events.ts), never from the answers of these calls.

/** Stripe's subscription statuses. Only active and trialing give access. */
export type SubscriptionStatus = 'active' | 'trialing' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete' | 'incomplete_expired' | 'paused';

export interface BillingSubscription {
  id: string;
  customer: string;
  /** The price the subscription bills ({ id: price id }), as Stripe's `plan`. */
  plan: { id: string } | null;
  status: SubscriptionStatus;
  cancel_at_period_end: boolean;
  /** Seconds since the epoch, or null when not cancelling. */
  cancel_at: number | null;
  items: { data: Array<{ id: string; price: { id: string }; current_period_end: number }> };
  /** Set at checkout (subscription_data.metadata): the Larder user it belongs to. */
  metadata: { appUserId?: string };
}

export type ScheduleStatus = 'not_started' | 'active' | 'completed' | 'released' | 'canceled';

/** A subscription schedule: the switch to another plan from the renewal date. */
export interface BillingSchedule {
  id: string;
  customer: string;
  status: ScheduleStatus;
  /** The subscription the schedule created or manages, once it has started. */
  subscription: string | null;
  phases: Array<{ start_date: number; end_date: number | null; items: Array<{ price: string }> }>;
}

export interface BillingPaymentMethod {
  id: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

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
