// Billing as the API answers it: the payment provider's own shapes (Stripe's Subscription, Subscription
// schedule and a card), whichever adapter runs, and the two plans on sale.

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

/** The pending switch, or `{}` when there is none: every field may be missing. */
export type ScheduleAnswer = Partial<BillingSchedule>;

export interface BillingPaymentMethod {
  id: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

export interface BillingPlan {
  price_id: string;
  amount_in_cents: number;
  interval: 'month' | 'year';
}

/** GET /billing/plans: how a subscription's plan id reads as Monthly or Annual. */
export interface BillingPlans {
  provider: 'local' | 'stripe';
  monthly: BillingPlan;
  annual: BillingPlan;
}

/** Where the browser goes next: the provider's checkout or customer portal. */
export interface RedirectAnswer {
  url: string;
}
