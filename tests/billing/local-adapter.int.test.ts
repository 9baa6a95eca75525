// The local billing adapter behaves as Stripe would, kept in PostgreSQL: checkout through its own page,
// switches at the renewal, cancel and resume, time moving on, the portal, and Stripe-signed webhooks.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPool } from '../../server/db/database.ts';
import { BillingRequestError, WebhookSignatureError, type BillingEvent } from '../../server/modules/billing/billing.port.ts';
import { localBillingPages } from '../../server/stand-ins/billing/pages.ts';
import { createLocalBilling, type LocalBilling } from '../../server/stand-ins/billing/local-billing.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';

const ORIGIN = 'http://larder.test';
/** What this adapter's webhook accepts signatures of (STRIPE_WEBHOOK_SECRET in a running Larder). */
const WEBHOOK_SECRET = 'whsec_adapter_test';
const START = new Date('2026-11-22T12:00:00Z');
const seconds = (iso: string) => Date.parse(iso) / 1000;
const MONTHLY = 'price_local_monthly';
const ANNUAL = 'price_local_annual';

let database: TestDatabase;
let pool: pg.Pool;
let clock: Date;
let delivered: BillingEvent[];
let billing: LocalBilling;
let pages: Hono;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url);
  billing = createLocalBilling({ db: pool, publicOrigin: ORIGIN, deliver: async (event) => void delivered.push(event), now: () => clock, webhookSecret: WEBHOOK_SECRET });
  pages = new Hono().route('/billing/local', localBillingPages(billing));
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});
beforeEach(() => {
  clock = START;
  delivered = [];
});

/** What was delivered about this customer (other tests' subscriptions renew when the clock moves). */
const eventsFor = (customerId: string) => delivered.filter((event) => event.data.object.customer === customerId);
const pathOf = (url: string) => new URL(url).pathname;
const formToken = (html: string) => /name="form_token" value="([^"]+)"/.exec(html)?.[1] ?? '';

async function newCustomer() {
  const appUserId = randomUUID();
  const email = `cook-${appUserId.slice(0, 8)}@example.com`;
  const { customerId } = await billing.createCustomer({ appUserId, email, name: 'Ada Cook' });
  return { appUserId, email, customerId };
}

async function checkout(priceId = MONTHLY) {
  const cook = await newCustomer();
  const session = await billing.createCheckoutSession({
    ...cook,
    priceId,
    successUrl: `${ORIGIN}/profile?checkout=done`,
    cancelUrl: `${ORIGIN}/pricing?from=checkout&plan=monthly`,
  });
  return { ...cook, session };
}

async function pay(sessionUrl: string, token?: string) {
  const form = await (await pages.request(pathOf(sessionUrl))).text();
  const body = new URLSearchParams({
    form_token: token ?? formToken(form),
    card_number: '4242 4242 4242 4242',
    expiry_month: '12',
    expiry_year: '2027',
    cvc: '123',
  });
  return pages.request(`${pathOf(sessionUrl)}/complete`, { method: 'POST', body });
}

async function subscribedCook(priceId = MONTHLY) {
  const cook = await checkout(priceId);
  const response = await pay(cook.session.url);
  expect(response.status).toBe(303);
  const [subscription] = await billing.activeSubscriptions(cook.customerId);
  delivered = [];
  return { ...cook, subscription: subscription! };
}

describe('customers', () => {
  it('gives the same user the same customer however often it is asked', async () => {
    const appUserId = randomUUID();
    const first = await billing.createCustomer({ appUserId, email: 'twice@example.com', name: 'Twice' });
    const second = await billing.createCustomer({ appUserId, email: 'twice@example.com', name: 'Twice' });
    expect(first.customerId).toMatch(/^cus_local_/);
    expect(second.customerId).toBe(first.customerId);
    const { rows } = await pool.query('select id from local_billing_customers where app_user_id = $1', [appUserId]);
    expect(rows).toEqual([{ id: first.customerId }]);
  });
});

describe('checkout', () => {
  it('refuses a price Larder does not offer', async () => {
    const cook = await newCustomer();
    const attempt = billing.createCheckoutSession({ ...cook, priceId: 'price_gold', successUrl: `${ORIGIN}/ok`, cancelUrl: `${ORIGIN}/no` });
    await expect(attempt).rejects.toBeInstanceOf(BillingRequestError);
    await expect(attempt).rejects.toMatchObject({ status: 400, message: 'This plan is not offered.' });
  });

  it('shows the plan, the prefilled email and the test card, every value escaped', async () => {
    const { session, email } = await checkout();
    expect(session.url).toBe(`${ORIGIN}/billing/local/checkout/${session.id}`);
    expect(session.id).toMatch(/^cs_local_/);
    const response = await pages.request(pathOf(session.url));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Larder test checkout');
    expect(html).toContain('Test mode: no real payment');
    expect(html).toContain('$5.00 <span>/ month</span>');
    expect(html).toContain(`<input id="email" type="email" value="${email}" readonly>`);
    expect(html).toContain('value="4242 4242 4242 4242"');
    expect(html).toContain('name="expiry_month" type="text" inputmode="numeric" value="12"');
    expect(html).toContain('name="expiry_year" type="text" inputmode="numeric" value="2027"');
    expect(html).toContain('name="cvc" type="text" inputmode="numeric" autocomplete="off" value="123"');
    expect(html).toContain('Pay and subscribe');
    expect(html).toContain(`<a href="${ORIGIN}/pricing?from=checkout&amp;plan=monthly">Cancel</a>`);
  });

  it('shows the annual plan at $48.00 a year', async () => {
    const { session } = await checkout(ANNUAL);
    const html = await (await pages.request(pathOf(session.url))).text();
    expect(html).toContain('$48.00 <span>/ year</span>');
  });

  it('answers an unknown checkout with a 404 page', async () => {
    const response = await pages.request('/billing/local/checkout/cs_local_nothing');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Checkout not found');
  });

  describe('when the cook pays', () => {
    it('subscribes them monthly, keeps the card, announces the checkout then the subscription, and returns to Larder', async () => {
      const { session, customerId, appUserId, email } = await checkout();
      const response = await pay(session.url);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${ORIGIN}/profile?checkout=done`);

      const subscriptions = await billing.activeSubscriptions(customerId);
      expect(subscriptions).toEqual([
        {
          id: expect.stringMatching(/^sub_local_/),
          customer: customerId,
          plan: { id: MONTHLY },
          status: 'active',
          cancel_at_period_end: false,
          cancel_at: null,
          items: { data: [{ id: expect.stringMatching(/^si_local_/), price: { id: MONTHLY }, current_period_end: seconds('2026-12-22T12:00:00Z') }] },
          metadata: { appUserId },
        },
      ]);
      expect(await billing.paymentMethods(customerId)).toEqual([
        { id: expect.stringMatching(/^pm_local_/), brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2027 },
      ]);

      expect(delivered.map((event) => event.type)).toEqual(['checkout.session.completed', 'customer.subscription.created']);
      const [completed, created] = delivered;
      expect(completed).toEqual({
        id: expect.stringMatching(/^evt_local_/),
        type: 'checkout.session.completed',
        created: START.getTime() / 1000,
        data: {
          object: {
            id: session.id,
            object: 'checkout.session',
            customer: customerId,
            subscription: subscriptions[0]!.id,
            client_reference_id: appUserId,
            customer_email: email,
            mode: 'subscription',
            payment_status: 'paid',
            status: 'complete',
            metadata: { appUserId },
          },
        },
      });
      expect(created!.data.object).toEqual({ ...subscriptions[0], object: 'subscription' });
    });

    it('does not subscribe them twice when the form is posted again', async () => {
      const { session, customerId } = await checkout();
      const form = await (await pages.request(pathOf(session.url))).text();
      expect((await pay(session.url, formToken(form))).status).toBe(303);
      delivered = [];
      const again = await pay(session.url, formToken(form));
      expect(again.status).toBe(409);
      expect(await billing.activeSubscriptions(customerId)).toHaveLength(1);
      expect(delivered).toEqual([]);
      const page = await (await pages.request(pathOf(session.url))).text();
      expect(page).toContain('Checkout complete');
    });

    it('refuses a completion that does not carry the page’s own token', async () => {
      const { session, customerId } = await checkout();
      const response = await pay(session.url, 'forged-token');
      expect(response.status).toBe(403);
      expect(await billing.activeSubscriptions(customerId)).toEqual([]);
      expect(delivered).toEqual([]);
    });

    it('refuses a card number that cannot be a card, and says why', async () => {
      const { session, customerId } = await checkout();
      const form = await (await pages.request(pathOf(session.url))).text();
      const body = new URLSearchParams({ form_token: formToken(form), card_number: '4242 4242 4242 4241', expiry_month: '12', expiry_year: '2027', cvc: '123' });
      const response = await pages.request(`${pathOf(session.url)}/complete`, { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('Your card number is invalid.');
      expect(await billing.activeSubscriptions(customerId)).toEqual([]);
    });

    it("declines Stripe's declining test cards with Stripe's words, so a declined payment can be rehearsed", async () => {
      const { session, customerId } = await checkout();
      const form = await (await pages.request(pathOf(session.url))).text();
      for (const [number, words] of [['4000 0000 0000 0002', 'Your card was declined.'], ['4000 0000 0000 9995', 'Your card has insufficient funds.']]) {
        const body = new URLSearchParams({ form_token: formToken(form), card_number: number!, expiry_month: '12', expiry_year: '2030', cvc: '123' });
        const response = await pages.request(`${pathOf(session.url)}/complete`, { method: 'POST', body });
        expect(response.status).toBe(400);
        expect(await response.text()).toContain(words);
      }
      expect(await billing.activeSubscriptions(customerId)).toEqual([]);
      expect(delivered).toEqual([]);
    });
  });
});

describe('switching plan at the renewal', () => {
  it('schedules the annual price from the period end and cancels the monthly subscription then', async () => {
    const { customerId, subscription } = await subscribedCook();
    const periodEnd = seconds('2026-12-22T12:00:00Z');
    const schedule = await billing.switchAtRenewal({ customerId, subscriptionId: subscription.id, newPriceId: ANNUAL });
    const expected = {
      id: expect.stringMatching(/^sub_sched_local_/),
      customer: customerId,
      status: 'not_started',
      subscription: null,
      phases: [{ start_date: periodEnd, end_date: seconds('2027-12-22T12:00:00Z'), items: [{ price: ANNUAL }] }],
    };
    expect(schedule).toEqual(expected);
    expect(await billing.subscriptionSchedule(customerId)).toEqual(expected);
    const [current] = await billing.activeSubscriptions(customerId);
    expect(current).toMatchObject({ id: subscription.id, plan: { id: MONTHLY }, cancel_at_period_end: true, cancel_at: periodEnd });
    expect(eventsFor(customerId)).toEqual([expect.objectContaining({ type: 'customer.subscription.updated', data: { object: { ...current, object: 'subscription' } } })]);
  });

  it('refuses the plan the cook is already on, and a price not offered', async () => {
    const { customerId, subscription } = await subscribedCook();
    await expect(billing.switchAtRenewal({ customerId, subscriptionId: subscription.id, newPriceId: MONTHLY })).rejects.toMatchObject({
      status: 400,
      message: 'You are already on this plan.',
    });
    await expect(billing.switchAtRenewal({ customerId, subscriptionId: subscription.id, newPriceId: 'price_gold' })).rejects.toMatchObject({
      status: 400,
      message: 'This plan is not offered.',
    });
    expect(await billing.subscriptionSchedule(customerId)).toBeNull();
    expect(delivered).toEqual([]);
  });

  it('is undone by reverting: no schedule, and the subscription no longer cancels', async () => {
    const { customerId, subscription } = await subscribedCook();
    const schedule = await billing.switchAtRenewal({ customerId, subscriptionId: subscription.id, newPriceId: ANNUAL });
    delivered = [];
    const reverted = await billing.revertSwitch({ scheduleId: schedule.id, subscriptionId: subscription.id });
    expect(reverted).toMatchObject({ id: subscription.id, cancel_at_period_end: false, cancel_at: null, plan: { id: MONTHLY } });
    expect(await billing.subscriptionSchedule(customerId)).toBeNull();
    expect(await billing.activeSubscriptions(customerId)).toEqual([reverted]);
    expect(eventsFor(customerId).map((event) => [event.type, event.data.object.cancel_at_period_end])).toEqual([['customer.subscription.updated', false]]);
  });

  it('ends the monthly subscription and starts the annual one when the period end comes', async () => {
    const { customerId, appUserId, subscription } = await subscribedCook();
    await billing.switchAtRenewal({ customerId, subscriptionId: subscription.id, newPriceId: ANNUAL });
    delivered = [];
    clock = new Date('2026-12-22T12:00:01Z');
    const subscriptions = await billing.activeSubscriptions(customerId);
    expect(subscriptions).toEqual([
      expect.objectContaining({
        plan: { id: ANNUAL },
        status: 'active',
        cancel_at_period_end: false,
        items: { data: [expect.objectContaining({ price: { id: ANNUAL }, current_period_end: seconds('2027-12-22T12:00:00Z') })] },
        metadata: { appUserId },
      }),
    ]);
    expect(subscriptions[0]!.id).not.toBe(subscription.id);
    expect(eventsFor(customerId).map((event) => [event.type, event.data.object.id, event.data.object.status])).toEqual([
      ['customer.subscription.deleted', subscription.id, 'canceled'],
      ['customer.subscription.created', subscriptions[0]!.id, 'active'],
    ]);
    expect(await billing.subscriptionSchedule(customerId)).toBeNull();
  });
});

describe('cancelling at the period end', () => {
  it('cancels at the period end, and resuming undoes it', async () => {
    const { customerId, subscription } = await subscribedCook();
    const cancelled = await billing.cancelAtPeriodEnd(subscription.id);
    expect(cancelled).toMatchObject({ id: subscription.id, status: 'active', cancel_at_period_end: true, cancel_at: seconds('2026-12-22T12:00:00Z') });
    const resumed = await billing.resume(subscription.id);
    expect(resumed).toMatchObject({ id: subscription.id, status: 'active', cancel_at_period_end: false, cancel_at: null });
    expect(await billing.activeSubscriptions(customerId)).toEqual([resumed]);
    expect(eventsFor(customerId).map((event) => [event.type, event.data.object.cancel_at_period_end])).toEqual([
      ['customer.subscription.updated', true],
      ['customer.subscription.updated', false],
    ]);
  });

  it('ends the subscription once its period is over', async () => {
    const { customerId, subscription } = await subscribedCook();
    await billing.cancelAtPeriodEnd(subscription.id);
    delivered = [];
    clock = new Date('2026-12-22T11:59:59Z');
    expect(await billing.activeSubscriptions(customerId)).toHaveLength(1);
    clock = new Date('2026-12-22T12:00:00Z');
    expect(await billing.activeSubscriptions(customerId)).toEqual([]);
    expect(eventsFor(customerId)).toEqual([
      {
        id: expect.stringMatching(/^evt_local_/),
        type: 'customer.subscription.deleted',
        created: seconds('2026-12-22T12:00:00Z'),
        data: { object: expect.objectContaining({ id: subscription.id, object: 'subscription', status: 'canceled' }) },
      },
    ]);
  });

  it('renews a subscription that is not cancelling, one interval on', async () => {
    const { customerId, subscription } = await subscribedCook();
    clock = new Date('2026-12-23T00:00:00Z');
    const [renewed] = await billing.activeSubscriptions(customerId);
    expect(renewed).toMatchObject({ id: subscription.id, status: 'active', items: { data: [expect.objectContaining({ current_period_end: seconds('2027-01-22T12:00:00Z') })] } });
    expect(eventsFor(customerId).map((event) => event.type)).toEqual(['customer.subscription.updated']);
  });

  it('keeps the change when delivering its event fails', async () => {
    const { customerId, subscription } = await subscribedCook();
    const failing = createLocalBilling({
      db: pool,
      publicOrigin: ORIGIN,
      now: () => clock,
      deliver: async () => {
        throw new Error('webhook endpoint down');
      },
      log: () => {},
    });
    await failing.cancelAtPeriodEnd(subscription.id);
    expect(await billing.activeSubscriptions(customerId)).toEqual([expect.objectContaining({ id: subscription.id, cancel_at_period_end: true })]);
  });
});

describe('the customer portal', () => {
  it('lists the card and the subscription, and replaces the card', async () => {
    const { customerId } = await subscribedCook();
    const { url } = await billing.createPortalSession({ customerId, returnUrl: `${ORIGIN}/profile` });
    expect(url).toMatch(new RegExp(`^${ORIGIN}/billing/local/portal/bps_local_`));
    const html = await (await pages.request(pathOf(url))).text();
    expect(html).toContain('Visa •••• 4242</strong> <span class="meta">Expires 12/2027');
    expect(html).toContain('Larder Monthly · $5.00 / month');
    expect(html).toContain('Renews on December 22, 2026');
    expect(html).toContain(`<a href="${ORIGIN}/profile">Return to Larder</a>`);

    const body = new URLSearchParams({ form_token: formToken(html), last4: '1881', expiry_month: '3', expiry_year: '2029' });
    const replaced = await pages.request(`${pathOf(url)}/card`, { method: 'POST', body });
    expect(replaced.status).toBe(303);
    expect(replaced.headers.get('location')).toBe(pathOf(url));
    expect(await billing.paymentMethods(customerId)).toEqual([{ id: expect.stringMatching(/^pm_local_/), brand: 'visa', last4: '1881', expiryMonth: 3, expiryYear: 2029 }]);
  });
});

describe('unknown ids', () => {
  it('answers 404 for a subscription or customer the provider does not know', async () => {
    for (const call of [
      () => billing.cancelAtPeriodEnd('sub_local_unknown'),
      () => billing.resume('sub_local_unknown'),
      () => billing.activeSubscriptions('cus_local_unknown'),
      () => billing.paymentMethods('cus_local_unknown'),
    ]) {
      const attempt = call();
      await expect(attempt).rejects.toBeInstanceOf(BillingRequestError);
      await expect(attempt).rejects.toMatchObject({ status: 404 });
    }
  });
});

describe('webhooks', () => {
  const payload = JSON.stringify({ id: 'evt_1', type: 'customer.subscription.updated', created: 1_790_000_000, data: { object: { id: 'sub_1' } } });

  it('accepts a body signed with the webhook secret it was given', () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(billing.parseWebhook(payload, signature)).toEqual(JSON.parse(payload));
  });

  it('refuses a body that was changed after signing, or has no signature', () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(() => billing.parseWebhook(payload.replace('sub_1', 'sub_2'), signature)).toThrow(WebhookSignatureError);
    expect(() => billing.parseWebhook(payload, undefined)).toThrow(WebhookSignatureError);
  });

  it('given no secret, takes no body at all: not one signed with the secret it once had written in', () => {
    const unset = createLocalBilling({ db: pool, publicOrigin: ORIGIN, deliver: async () => {} });
    for (const secret of ['whsec_local', WEBHOOK_SECRET, '']) {
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      expect(() => unset.parseWebhook(payload, signature), secret).toThrow(WebhookSignatureError);
    }
  });
});
