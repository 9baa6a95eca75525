// The billing stand-in, for composition roots and tests: the port in PostgreSQL (local-billing.ts)
// and its look-alikes of Stripe's hosted checkout and portal (pages.ts), mounted at /billing/local.
export { createLocalBilling, type LocalBilling, type LocalBillingOptions } from './local-billing.ts';
export { localBillingPages } from './pages.ts';
export { LOCAL_PLANS, LOCAL_PRICES, type LocalPlan } from './plans.ts';
