// The billing shapes the API answers (spec §3 Subscription, Scheduled subscription, Payment method):
// the payment provider's own, whichever adapter runs, as the server's contract declares them.
export type {
  BillingPaymentMethod as PaymentMethod,
  BillingPlan,
  BillingPlans,
  BillingSubscription as Subscription,
  RedirectAnswer,
  ScheduleAnswer as SubscriptionSchedule,
} from '@contract/billing';

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
