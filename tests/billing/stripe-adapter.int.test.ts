// The Stripe adapter through the real `stripe` SDK against a local stand-in for api.stripe.com:
// first the behaviour every billing adapter shares, then what goes over the wire (paths, methods,
// form fields, headers), since the stand-in is only as good as the requests it is asked.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingRequestError, WebhookSignatureError, type BillingPort } from '../../server/modules/billing/billing.port.ts';
import { createStripeBilling } from '../../server/modules/billing/stripe.adapter.ts';
import { describeBillingBehaviour } from './billing-behaviour.ts';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.ts';

const SECRET_KEY = 'sk_test_larder_stand_in';
const WEBHOOK_SECRET = 'whsec_larder_test';
const PRICES = { monthly: 'price_larder_monthly', annual: 'price_larder_annual' };

function stripeBilling(standIn: StripeStandIn, secretKey = SECRET_KEY): BillingPort {
  return createStripeBilling({
    secretKey,
    webhookSecret: WEBHOOK_SECRET,
    prices: PRICES,
    stripeOptions: { host: standIn.host, port: standIn.port, protocol: 'http', maxNetworkRetries: 0 },
  });
}

describeBillingBehaviour('stripe adapter against the stand-in', async () => {
  const standIn = await startStripeStandIn();
  const billing = stripeBilling(standIn);
  return {
    billing,
    subscribe: async (customerId, priceId) => {
      standIn.subscribe(customerId, priceId, { interval: priceId === PRICES.annual ? 'year' : 'month' });
    },
    close: () => standIn.close(),
  };
});

describe('stripe adapter: what it sends to Stripe', () => {
  let standIn: StripeStandIn;
  let billing: BillingPort;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    billing = stripeBilling(standIn);
  });
  afterAll(async () => {
    await standIn.close();
  });

  const newCustomer = async () => {
    const appUserId = randomUUID();
    const { customerId } = await billing.createCustomer({ appUserId, email: `${appUserId}@example.test`, name: 'Ada Cook' });
    return { appUserId, customerId };
  };
  const subscribedMonthly = async () => {
    const customer = await newCustomer();
    const subscription = standIn.subscribe(customer.customerId, PRICES.monthly, { interval: 'month' });
    return { ...customer, subscription, periodEnd: subscription.items.data[0].current_period_end as number };
  };
  /** The requests made while `action` ran, so each test reads only its own. */
  const during = async (action: () => Promise<unknown>) => {
    const from = standIn.requests.length;
    await action();
    return standIn.requests.slice(from);
  };

  it('creates the customer with email, name and the Larder user, under an idempotency key per user', async () => {
    const appUserId = randomUUID();
    const input = { appUserId, email: 'ada@example.test', name: 'Ada Cook' };
    const sent = await during(async () => {
      await billing.createCustomer(input);
      await billing.createCustomer(input);
    });
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/customers', 'POST /v1/customers']);
    for (const request of sent) {
      expect(request.body).toEqual({ email: 'ada@example.test', name: 'Ada Cook', metadata: { appUserId } });
      // The same key both times is what makes Stripe answer the first customer again.
      expect(request.headers['idempotency-key']).toBe(`customer-${appUserId}`);
      expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    }
  });

  it('sends the secret key as a bearer token on every request, and Stripe-Version of the pinned SDK', async () => {
    const sent = await during(async () => {
      const { customerId } = await subscribedMonthly();
      await billing.activeSubscriptions(customerId);
      await billing.paymentMethods(customerId);
    });
    expect(sent.length).toBe(3);
    for (const request of sent) {
      expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
      expect(request.headers['stripe-version']).toBe(Stripe.API_VERSION);
    }
  });

  it('opens checkout in subscription mode for the customer, one of the price, naming the Larder user on the session and the subscription', async () => {
    const { customerId, appUserId } = await newCustomer();
    const sent = await during(() =>
      billing.createCheckoutSession({ customerId, appUserId, email: 'ada@example.test', priceId: PRICES.annual, successUrl: 'http://localhost/profile?session={CHECKOUT_SESSION_ID}', cancelUrl: 'http://localhost/pricing' }),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(sent[0]!.body).toEqual({
      mode: 'subscription',
      customer: customerId,
      line_items: [{ price: PRICES.annual, quantity: '1' }],
      // Stripe fills in {CHECKOUT_SESSION_ID}; it must arrive unencoded by us.
      success_url: 'http://localhost/profile?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost/pricing',
      client_reference_id: appUserId,
      subscription_data: { metadata: { appUserId } },
    });
  });

  it('refuses a price not offered without asking Stripe', async () => {
    const { customerId, appUserId } = await newCustomer();
    const sent = await during(() =>
      billing.createCheckoutSession({ customerId, appUserId, email: 'x@example.test', priceId: 'price_someone_elses', successUrl: 'http://localhost/a', cancelUrl: 'http://localhost/b' }).catch((e: unknown) => e),
    );
    expect(sent).toEqual([]);
  });

  it('opens the billing portal for the customer with the return url', async () => {
    const { customerId } = await newCustomer();
    const sent = await during(() => billing.createPortalSession({ customerId, returnUrl: 'http://localhost/profile' }));
    expect(sent.map((r) => [r.method, r.path, r.body])).toEqual([['POST', '/v1/billing_portal/sessions', { customer: customerId, return_url: 'http://localhost/profile' }]]);
  });

  it('lists all the customer subscriptions and keeps only active and trialing ones', async () => {
    const { customerId } = await newCustomer();
    const active = standIn.subscribe(customerId, PRICES.monthly, { interval: 'month' });
    const trialing = standIn.subscribe(customerId, PRICES.monthly, { interval: 'month' });
    standIn.setSubscriptionStatus(trialing.id, 'trialing');
    const pastDue = standIn.subscribe(customerId, PRICES.annual, { interval: 'year' });
    standIn.setSubscriptionStatus(pastDue.id, 'past_due');
    const canceled = standIn.subscribe(customerId, PRICES.annual, { interval: 'year' });
    standIn.setSubscriptionStatus(canceled.id, 'canceled');

    let listed: Awaited<ReturnType<BillingPort['activeSubscriptions']>> = [];
    const sent = await during(async () => {
      listed = await billing.activeSubscriptions(customerId);
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/v1/subscriptions', query: { customer: customerId, status: 'all' } });
    expect(listed.map((s) => s.id).sort()).toEqual([active.id, trialing.id].sort());
    expect(listed.find((s) => s.id === active.id)?.metadata).toEqual({ appUserId: expect.any(String) });
  });

  it('reads the schedule from the customer schedules, skipping canceled ones', async () => {
    const { customerId, subscription } = await subscribedMonthly();
    const first = await billing.switchAtRenewal({ customerId, subscriptionId: subscription.id, newPriceId: PRICES.annual });
    await billing.revertSwitch({ scheduleId: first.id, subscriptionId: subscription.id });
    const second = await billing.switchAtRenewal({ customerId, subscriptionId: subscription.id, newPriceId: PRICES.annual });
    let found: Awaited<ReturnType<BillingPort['subscriptionSchedule']>> = null;
    const sent = await during(async () => {
      found = await billing.subscriptionSchedule(customerId);
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/v1/subscription_schedules', query: { customer: customerId } });
    expect(found!.id).toBe(second.id);
  });

  it('a schedule switch sets the new price from the renewal date', async () => {
    const { customerId, appUserId, subscription, periodEnd } = await subscribedMonthly();
    const sent = await during(() => billing.switchAtRenewal({ customerId, subscriptionId: subscription.id, newPriceId: PRICES.annual }));
    const writes = sent.filter((r) => r.method === 'POST');
    // Cancel the current plan at its period end first, then schedule the new one from that date.
    expect(writes.map((r) => r.path)).toEqual([`/v1/subscriptions/${subscription.id}`, '/v1/subscription_schedules']);
    expect(writes[0]!.body).toEqual({ cancel_at_period_end: 'true' });
    const create = writes[1]!.body;
    expect(create).toEqual({
      customer: customerId,
      start_date: String(periodEnd),
      end_behavior: 'release',
      // Checkout put the card on the subscription, not the customer; the new subscription needs it.
      default_settings: { default_payment_method: subscription.default_payment_method },
      phases: [{ items: [{ price: PRICES.annual, quantity: '1' }], duration: { interval: 'year', interval_count: '1' } }],
      metadata: { appUserId },
    });
    expect(sent.some((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subscription.id}`)).toBe(true);
  });

  it('a switch to monthly asks for a one-month phase', async () => {
    const { customerId } = await newCustomer();
    const subscription = standIn.subscribe(customerId, PRICES.annual, { interval: 'year' });
    const sent = await during(() => billing.switchAtRenewal({ customerId, subscriptionId: subscription.id, newPriceId: PRICES.monthly }));
    const create = sent.find((r) => r.method === 'POST' && r.path === '/v1/subscription_schedules');
    expect(create?.body).toMatchObject({ start_date: String(subscription.items.data[0].current_period_end), phases: [{ items: [{ price: PRICES.monthly }], duration: { interval: 'month', interval_count: '1' } }] });
  });

  it('refuses a second switch while one is scheduled, so renewal cannot start two subscriptions', async () => {
    const { customerId, subscription } = await subscribedMonthly();
    await billing.switchAtRenewal({ customerId, subscriptionId: subscription.id, newPriceId: PRICES.annual });
    let refusal: unknown;
    const sent = await during(async () => {
      refusal = await billing.switchAtRenewal({ customerId, subscriptionId: subscription.id, newPriceId: PRICES.annual }).catch((e: unknown) => e);
    });
    expect(refusal).toBeInstanceOf(BillingRequestError);
    expect((refusal as BillingRequestError).status).toBe(409);
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("refuses to switch another customer's subscription, changing nothing", async () => {
    const owner = await subscribedMonthly();
    const stranger = await newCustomer();
    let refusal: unknown;
    const sent = await during(async () => {
      refusal = await billing.switchAtRenewal({ customerId: stranger.customerId, subscriptionId: owner.subscription.id, newPriceId: PRICES.annual }).catch((e: unknown) => e);
    });
    expect((refusal as BillingRequestError).status).toBe(404);
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('reverts by cancelling the schedule, then taking the cancellation off the subscription', async () => {
    const { customerId, subscription } = await subscribedMonthly();
    const schedule = await billing.switchAtRenewal({ customerId, subscriptionId: subscription.id, newPriceId: PRICES.annual });
    const sent = await during(() => billing.revertSwitch({ scheduleId: schedule.id, subscriptionId: subscription.id }));
    expect(sent.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', `/v1/subscription_schedules/${schedule.id}/cancel`, {}],
      ['POST', `/v1/subscriptions/${subscription.id}`, { cancel_at_period_end: 'false' }],
    ]);
  });

  it('cancels and resumes by setting cancel_at_period_end', async () => {
    const { subscription } = await subscribedMonthly();
    const sent = await during(async () => {
      await billing.cancelAtPeriodEnd(subscription.id);
      await billing.resume(subscription.id);
    });
    expect(sent.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', `/v1/subscriptions/${subscription.id}`, { cancel_at_period_end: 'true' }],
      ['POST', `/v1/subscriptions/${subscription.id}`, { cancel_at_period_end: 'false' }],
    ]);
  });

  it("lists the customer's cards", async () => {
    const { customerId } = await subscribedMonthly();
    const sent = await during(() => billing.paymentMethods(customerId));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/v1/payment_methods', query: { customer: customerId, type: 'card' } });
  });

  describe('errors', () => {
    it('answers an unknown subscription with a 404 a person can act on, not Stripe internals', async () => {
      const refusal = await billing.resume('sub_gone').catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(BillingRequestError);
      expect((refusal as BillingRequestError).status).toBe(404);
      expect((refusal as BillingRequestError).message).toBe('That subscription was not found at Stripe (it may have ended or been removed); reload the page and try again.');
    });

    it('answers a request Stripe refuses as a 400 with its reason', async () => {
      const { customerId, subscription } = await subscribedMonthly();
      const schedule = await billing.switchAtRenewal({ customerId, subscriptionId: subscription.id, newPriceId: PRICES.annual });
      await billing.revertSwitch({ scheduleId: schedule.id, subscriptionId: subscription.id });
      // A schedule already canceled cannot be canceled again: invalid_request_error, 400.
      const refusal = await billing.revertSwitch({ scheduleId: schedule.id, subscriptionId: subscription.id }).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(BillingRequestError);
      expect((refusal as BillingRequestError).status).toBe(400);
      expect((refusal as BillingRequestError).message).toMatch(/cannot cancel a subscription schedule/);
    });

    it('rethrows what a person cannot fix (a wrong API key) as the Stripe error it is', async () => {
      const misconfigured = stripeBilling(standIn, 'sk_live_wrong');
      const error = await misconfigured.activeSubscriptions('cus_any').catch((e: unknown) => e);
      expect(error).not.toBeInstanceOf(BillingRequestError);
      expect(error).toBeInstanceOf(Stripe.errors.StripeError);
      expect((error as Stripe.errors.StripeError).statusCode).toBe(401);
    });
  });
});

describe('stripe adapter: webhook signatures', () => {
  // parseWebhook makes no request, so no stand-in: the adapter only needs the secret.
  const billing = createStripeBilling({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, prices: PRICES, stripeOptions: { host: '127.0.0.1', port: 9, protocol: 'http', maxNetworkRetries: 0 } });
  const event = {
    id: 'evt_test_1',
    object: 'event',
    type: 'customer.subscription.updated',
    created: 1_790_000_000,
    api_version: Stripe.API_VERSION,
    data: { object: { id: 'sub_1', object: 'subscription', status: 'active', metadata: { appUserId: 'user-1' } } },
  };
  const payload = JSON.stringify(event);

  it('parses a body signed with the webhook secret into the event', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(billing.parseWebhook(payload, header)).toEqual({ id: 'evt_test_1', type: 'customer.subscription.updated', created: 1_790_000_000, data: { object: event.data.object } });
  });

  it('refuses a body changed after signing', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = payload.replace('"status":"active"', '"status":"canceled"');
    expect(tampered).not.toBe(payload); // the tamper must really change the body
    expect(() => billing.parseWebhook(tampered, header)).toThrow(WebhookSignatureError);
  });

  it('refuses a body signed with another secret', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(() => billing.parseWebhook(payload, header)).toThrow(WebhookSignatureError);
  });

  it('refuses a request without a signature header', () => {
    expect(() => billing.parseWebhook(payload, undefined)).toThrow(WebhookSignatureError);
    expect(() => billing.parseWebhook(payload, '')).toThrow(WebhookSignatureError);
  });

  it('refuses a signature made ten minutes ago (a replay), past the five-minute tolerance', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(() => billing.parseWebhook(payload, header)).toThrow(WebhookSignatureError);
  });
});
