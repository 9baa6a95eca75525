// The payment provider's webhook events, read as news about a user's subscription (pure). Stripe's
// envelope and objects, whichever adapter delivered them: the local stand-in sends the same shapes.
//
//   checkout.session.completed          the subscription the checkout created, paid: active
//   customer.subscription.created       its status, price, period end and cancelling flag
//   customer.subscription.updated       the same
//   customer.subscription.deleted       canceled, for good
//   invoice.payment_failed              past_due while the provider retries, unpaid once it gives up
//
// Anything else is not ours to act on.
import type { AccountCommand } from '../modules/accounts/accounts.decider.ts';
import type { BillingEvent } from '../modules/billing/billing.port.ts';

export type RecordSubscription = Extract<AccountCommand, { type: 'RecordSubscription' }>;

export interface SubscriptionNews {
  /** The user, when the event names them (metadata set at checkout); else found by customer. */
  appUserId: string | null;
  customerId: string | null;
  command: RecordSubscription;
}

type Json = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
/** Stripe expands some references into objects: an id either way. */
const idOf = (value: unknown) => text(value) ?? (value && typeof value === 'object' ? text((value as Json).id) : null);
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function command(event: BillingEvent, at: Date, fields: Omit<RecordSubscription, 'type' | 'at' | 'providerEventId' | 'providerEventCreated'>): RecordSubscription {
  return { type: 'RecordSubscription', at: at.toISOString(), providerEventId: event.id, providerEventCreated: event.created, ...fields };
}

function fromSubscription(event: BillingEvent, at: Date, subscription: Json): SubscriptionNews | null {
  const subscriptionId = idOf(subscription.id);
  if (!subscriptionId) return null;
  const firstItem = ((subscription.items as Json | undefined)?.data as Json[] | undefined)?.[0];
  const customerId = idOf(subscription.customer);
  return {
    appUserId: text((subscription.metadata as Json | undefined)?.appUserId),
    customerId,
    command: command(event, at, {
      customerId,
      subscriptionId,
      priceId: idOf(firstItem?.price) ?? idOf(subscription.plan),
      // A deleted subscription is over whatever its last status said.
      status: event.type === 'customer.subscription.deleted' ? 'canceled' : (text(subscription.status) ?? 'incomplete'),
      cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
      currentPeriodEnd: numberOrNull(firstItem?.current_period_end) ?? numberOrNull(subscription.current_period_end),
    }),
  };
}

function fromCheckout(event: BillingEvent, at: Date, session: Json): SubscriptionNews | null {
  const subscriptionId = idOf(session.subscription);
  if (session.mode !== 'subscription' || !subscriptionId) return null;
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  const customerId = idOf(session.customer);
  return {
    appUserId: text(session.client_reference_id) ?? text((session.metadata as Json | undefined)?.appUserId),
    customerId,
    command: command(event, at, { customerId, subscriptionId, priceId: null, status: paid ? 'active' : 'incomplete', cancelAtPeriodEnd: null, currentPeriodEnd: null }),
  };
}

function fromFailedInvoice(event: BillingEvent, at: Date, invoice: Json): SubscriptionNews | null {
  // Newer API versions name the subscription under parent.subscription_details.
  const details = ((invoice.parent as Json | undefined)?.subscription_details as Json | undefined) ?? {};
  const subscriptionId = idOf(details.subscription) ?? idOf(invoice.subscription);
  if (!subscriptionId) return null;
  const customerId = idOf(invoice.customer);
  const retrying = numberOrNull(invoice.next_payment_attempt) !== null;
  return {
    appUserId: text((details.metadata as Json | undefined)?.appUserId),
    customerId,
    command: command(event, at, { customerId, subscriptionId, priceId: null, status: retrying ? 'past_due' : 'unpaid', cancelAtPeriodEnd: null, currentPeriodEnd: null }),
  };
}

/** The subscription news in a provider event, or null when the event is not about a subscription. */
export function subscriptionNewsOf(event: BillingEvent, at: Date): SubscriptionNews | null {
  const object = event.data?.object ?? {};
  switch (event.type) {
    case 'checkout.session.completed':
      return fromCheckout(event, at, object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return fromSubscription(event, at, object);
    case 'invoice.payment_failed':
      return fromFailedInvoice(event, at, object);
    default:
      return null;
  }
}
