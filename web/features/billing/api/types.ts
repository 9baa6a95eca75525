// The billing shapes the API answers (spec §3 Subscription, Scheduled subscription, Payment method):
// the payment provider's own, whichever adapter runs (Stripe or the local one).

export interface BillingPlan {
  price_id: string;
  amount_in_cents: number;
  interval: 'month' | 'year';
}

export interface BillingPlans {
  provider: 'local' | 'stripe';
  monthly: BillingPlan;
  annual: BillingPlan;
}

export interface Subscription {
  id: string;
  plan: { id: string } | null;
  status: string;
  cancel_at_period_end: boolean;
  /** Seconds since the epoch, or null when not cancelling. */
  cancel_at: number | null;
  items: { data: Array<{ price: { id: string }; current_period_end: number }> };
}

/** A schedule, or `{}` when there is none: every field may be missing. */
export interface SubscriptionSchedule {
  id?: string;
  status?: string;
  phases?: Array<{ start_date?: number; items?: Array<{ price?: string }> }>;
}

export interface PaymentMethod {
  id: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** What the profile's billing screens say when a call fails (spec §8 'Subscription and profile'). */
export const billingMessages = {
  modifyFailed: 'Failed to modify subscription. Please try again.',
  cancelFailed: 'Failed to cancel subscription. Please try again.',
  revertFailed: 'Failed to revert subscription. Please try again.',
  uncancelFailed: 'Failed to uncancel subscription. Please try again.',
  paymentMethodsFailed: 'Failed to fetch payment methods. Please try again.',
  portalFailed: 'Failed to redirect to payment portal. Please try again.',
  noCustomer: 'No customer ID found',
  /** Not in the spec (docs/decisions/0018-billing-screens.md). */
  checkoutFailed: 'Failed to start checkout. Please try again.',
} as const;
