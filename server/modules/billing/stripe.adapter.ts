// The billing port on Stripe, through the `stripe` SDK (pinned at 23.1.0, API 2026-10-28.endive).
// Each port call is one or two Stripe calls; Stripe's refusals a person can act on become
// BillingRequestError (404 for an object Stripe does not know, 400 for a request it refuses), and
// everything else (network, authentication, rate limits) is rethrown for the error mapper to answer 5xx.
import Stripe from 'stripe';
import {
  BillingRequestError,
  WebhookSignatureError,
  type BillingEvent,
  type BillingPaymentMethod,
  type BillingPort,
  type BillingPrices,
  type BillingSchedule,
  type BillingSubscription,
  type ScheduleStatus,
  type SubscriptionStatus,
} from './billing.port.ts';

export interface StripeBillingOptions {
  secretKey: string;
  webhookSecret: string;
  prices: BillingPrices;
  /** Passed to the SDK after the defaults; tests point it at a local stand-in (host, port, protocol). */
  stripeOptions?: Stripe.StripeConfig;
}

const PRICE_NOT_OFFERED = 'This plan is not offered.';

export function createStripeBilling({ secretKey, webhookSecret, prices, stripeOptions }: StripeBillingOptions): BillingPort {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, telemetry: false, ...stripeOptions });

  const intervalOf = (priceId: string): 'month' | 'year' | null =>
    priceId === prices.monthly ? 'month' : priceId === prices.annual ? 'year' : null;

  async function call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw toBillingError(error);
    }
  }

  async function updateSubscription(subscriptionId: string, cancelAtPeriodEnd: boolean): Promise<BillingSubscription> {
    const subscription = await call(() => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancelAtPeriodEnd }));
    return toSubscription(subscription);
  }

  async function findSchedule(customerId: string): Promise<Stripe.SubscriptionSchedule | null> {
    // Newest first; a customer who switched and reverted several times has canceled schedules
    // behind the pending one, so walk pages (auto-pagination) rather than trust the first ten.
    return call(async () => {
      for await (const schedule of stripe.subscriptionSchedules.list({ customer: customerId, limit: 100 })) {
        if (schedule.status === 'not_started' || schedule.status === 'active') return schedule;
      }
      return null;
    });
  }

  return {
    kind: 'stripe',
    prices,

    async createCustomer({ appUserId, email, name }) {
      // The idempotency key makes a retried sign-up (or a double click) answer the customer made
      // the first time instead of a second one. Stripe keeps keys for 24 hours only, so the caller
      // must still record the customer id and not ask again.
      const customer = await call(() =>
        stripe.customers.create({ email, name, metadata: { appUserId } }, { idempotencyKey: `customer-${appUserId}` }),
      );
      return { customerId: customer.id };
    },

    async createCheckoutSession({ customerId, appUserId, priceId, successUrl, cancelUrl }) {
      if (!intervalOf(priceId)) throw new BillingRequestError(PRICE_NOT_OFFERED, 400);
      // With `customer` set, Checkout prefills (and locks) that customer's email, so the email the
      // port receives is not sent again: the customer already carries it from createCustomer.
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          line_items: [{ price: priceId, quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          client_reference_id: appUserId,
          // Copied onto the subscription, so its webhook events name the Larder user.
          subscription_data: { metadata: { appUserId } },
        }),
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url.`);
      return { id: session.id, url: session.url };
    },

    async createPortalSession({ customerId, returnUrl }) {
      const session = await call(() => stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }));
      return { url: session.url };
    },

    async activeSubscriptions(customerId) {
      return call(async () => {
        const found: BillingSubscription[] = [];
        // status 'all' so past_due and friends are seen and filtered here, not silently by Stripe's default.
        for await (const subscription of stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 })) {
          if (subscription.status === 'active' || subscription.status === 'trialing') found.push(toSubscription(subscription));
        }
        return found;
      });
    },

    async subscriptionSchedule(customerId) {
      const schedule = await findSchedule(customerId);
      return schedule ? toSchedule(schedule) : null;
    },

    async switchAtRenewal({ customerId, subscriptionId, newPriceId }) {
      const interval = intervalOf(newPriceId);
      if (!interval) throw new BillingRequestError(PRICE_NOT_OFFERED, 400);
      const subscription = await call(() => stripe.subscriptions.retrieve(subscriptionId));
      if (idOf(subscription.customer) !== customerId) {
        // The subscription id may come from a request; never switch another customer's plan.
        throw new BillingRequestError('That subscription was not found for this account; reload the page and try again.', 404);
      }
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscription.id} has no items.`);
      if (item.price.id === newPriceId) throw new BillingRequestError('You are already on this plan.', 400);
      // A second schedule would start a second subscription at renewal and bill the customer twice.
      if (await findSchedule(customerId)) {
        throw new BillingRequestError('A plan change is already scheduled; revert it before choosing another plan.', 409);
      }
      // On this API version the billing period lives on the subscription's items, not the subscription.
      const periodEnd = item.current_period_end;
      await call(() => stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }));
      // Checkout stores the card on the subscription (default_payment_method), not on the customer's
      // invoice settings; without carrying it over, the subscription the schedule starts has no card to charge.
      const defaultPaymentMethod = subscription.default_payment_method ? idOf(subscription.default_payment_method) : undefined;
      const appUserId = subscription.metadata.appUserId;
      const schedule = await call(() =>
        stripe.subscriptionSchedules.create({
          customer: customerId,
          start_date: periodEnd,
          end_behavior: 'release',
          ...(defaultPaymentMethod ? { default_settings: { default_payment_method: defaultPaymentMethod } } : {}),
          // `duration`, not `iterations`: iterations is gone from this API version's types.
          phases: [{ items: [{ price: newPriceId, quantity: 1 }], duration: { interval, interval_count: 1 } }],
          ...(appUserId ? { metadata: { appUserId } } : {}),
        }),
      );
      return toSchedule(schedule);
    },

    cancelAtPeriodEnd(subscriptionId) {
      return updateSubscription(subscriptionId, true);
    },

    async revertSwitch({ scheduleId, subscriptionId }) {
      await call(() => stripe.subscriptionSchedules.cancel(scheduleId));
      return updateSubscription(subscriptionId, false);
    },

    resume(subscriptionId) {
      return updateSubscription(subscriptionId, false);
    },

    async paymentMethods(customerId) {
      return call(async () => {
        const methods: BillingPaymentMethod[] = [];
        for await (const method of stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 })) {
          if (!method.card) continue;
          methods.push({ id: method.id, brand: method.card.brand, last4: method.card.last4, expiryMonth: method.card.exp_month, expiryYear: method.card.exp_year });
        }
        return methods;
      });
    },

    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('The webhook has no Stripe-Signature header.');
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (error) {
        // Bad signature, wrong secret, a timestamp outside the 300 s tolerance or an unparsable
        // header: the sender cannot be trusted, whatever the reason.
        throw new WebhookSignatureError(error instanceof Error ? `The webhook signature was refused: ${error.message}` : undefined);
      }
      return { id: event.id, type: event.type, created: event.created, data: { object: event.data.object as unknown as Record<string, unknown> } } satisfies BillingEvent;
    },
  };
}

function idOf(value: string | { id: string }): string {
  return typeof value === 'string' ? value : value.id;
}

function toSubscription(subscription: Stripe.Subscription): BillingSubscription {
  const items = subscription.items.data.map((item) => ({ id: item.id, price: { id: item.price.id }, current_period_end: item.current_period_end }));
  const appUserId = subscription.metadata.appUserId;
  return {
    id: subscription.id,
    customer: idOf(subscription.customer),
    // The subscription-level `plan` is gone from this API version; the first item's price is the plan.
    plan: items[0] ? { id: items[0].price.id } : null,
    status: subscription.status as SubscriptionStatus,
    cancel_at_period_end: subscription.cancel_at_period_end,
    cancel_at: subscription.cancel_at,
    items: { data: items },
    metadata: appUserId === undefined ? {} : { appUserId },
  };
}

function toSchedule(schedule: Stripe.SubscriptionSchedule): BillingSchedule {
  return {
    id: schedule.id,
    customer: idOf(schedule.customer),
    status: schedule.status as ScheduleStatus,
    subscription: schedule.subscription ? idOf(schedule.subscription) : null,
    phases: schedule.phases.map((phase) => ({
      start_date: phase.start_date,
      end_date: phase.end_date ?? null,
      items: phase.items.map((item) => ({ price: idOf(item.price) })),
    })),
  };
}

function toBillingError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error.code === 'resource_missing') {
    const noun = /^No such ([a-z_ ]+?):/i.exec(error.message)?.[1]?.replace(/_/g, ' ') ?? 'billing record';
    return new BillingRequestError(`That ${noun} was not found at Stripe (it may have ended or been removed); reload the page and try again.`, 404);
  }
  if (error.type === 'StripeInvalidRequestError') return new BillingRequestError(error.message, 400);
  return error;
}
