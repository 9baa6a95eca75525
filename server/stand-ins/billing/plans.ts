// What the billing stand-in sells: two prices, as Stripe's test-mode products would be.
import { BillingRequestError } from '../../modules/billing/billing.port.ts';

export const LOCAL_PRICES = { monthly: 'price_local_monthly', annual: 'price_local_annual' } as const;

export interface LocalPlan {
  priceId: string;
  name: 'Monthly' | 'Annual';
  /** Cents. */
  amount: number;
  interval: 'month' | 'year';
  months: number;
}

export const LOCAL_PLANS: Record<string, LocalPlan> = {
  [LOCAL_PRICES.monthly]: { priceId: LOCAL_PRICES.monthly, name: 'Monthly', amount: 500, interval: 'month', months: 1 },
  [LOCAL_PRICES.annual]: { priceId: LOCAL_PRICES.annual, name: 'Annual', amount: 4800, interval: 'year', months: 12 },
};

/** The plan of a price, or undefined when the price is not sold here. */
export const offered = (priceId: string): LocalPlan | undefined => LOCAL_PLANS[priceId];

/** The plan of a price; a price not sold here is refused as Stripe would (400). */
export function planOf(priceId: string): LocalPlan {
  const plan = offered(priceId);
  if (!plan) throw new BillingRequestError('This plan is not offered.', 400);
  return plan;
}
