// The subscription calls of spec §7 on the embedded default (local billing), as the web client makes
// them: a cook checks out through the local checkout page, gets access from the delivered webhook
// event, switches plan at renewal, reverts, cancels and resumes, and sees their card. Another cook can
// neither read nor change any of it, by app_user_id or by subscription ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, signIn, startTestLarder, SETUP_PREFERENCES, type TestLarder, type TestUser } from '../setup/larder.ts';

let larder: TestLarder;
let cook: TestUser;
let other: TestUser;
let plans: { monthly: { price_id: string }; annual: { price_id: string } };

beforeAll(async () => {
  larder = await startTestLarder();
  [cook, other] = await Promise.all([signIn(larder, { ready: false }), signIn(larder, { ready: false })]);
  expect((await cook.client.post(`/api/v1/users/setup_complete/${cook.appUserId}`, SETUP_PREFERENCES)).status).toBe(200);
  plans = (await cook.client.get('/api/v1/billing/plans')).body;
}, 90_000);
afterAll(async () => larder?.close());

const call = (user: TestUser, name: string, body: Record<string, unknown> = {}) => user.client.post(`/api/v1/users/${name}`, { app_user_id: user.appUserId, ...body });
const formToken = (html: string) => /name="form_token" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** What the cook does on the local checkout page: pay with the test card. */
async function payAt(url: string) {
  const page = await fetch(new URL(url, larder.baseUrl));
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(cook.email);
  const body = new URLSearchParams({ form_token: formToken(html), card_number: '4242 4242 4242 4242', expiry_month: '12', expiry_year: String(new Date().getUTCFullYear() + 1), cvc: '123' });
  return fetch(new URL(`${new URL(url, larder.baseUrl).pathname}/complete`, larder.baseUrl), { method: 'POST', body, redirect: 'manual' });
}

describe('subscribing on the embedded default', () => {
  it('offers the two plans at $5 a month and $48 a year', () => {
    expect(plans).toMatchObject({ provider: 'local', monthly: { amount_in_cents: 500, interval: 'month' }, annual: { amount_in_cents: 4800, interval: 'year' } });
  });

  it('has nothing to show before the cook subscribes, and no portal without a customer', async () => {
    expect((await call(cook, 'stripe_active_subscriptions')).body).toEqual([]);
    expect((await call(cook, 'stripe_subscription_schedules')).body).toEqual({});
    expect((await call(cook, 'stripe_payment_methods')).body).toEqual([]);
    const portal = await call(cook, 'create_stripe_customer_portal_session');
    expect(portal).toMatchObject({ status: 400, body: { error: 'No customer ID found' } });
  });

  it('pays at the checkout, returns to the profile, and has access once the payment is in', async () => {
    const refused = await call(cook, 'create_stripe_checkout_session', { price_id: 'price_free_forever' });
    expect(refused).toMatchObject({ status: 400, body: { error: 'This plan is not offered.' } });
    const checkout = await call(cook, 'create_stripe_checkout_session', { price_id: plans.monthly.price_id });
    expect(checkout.status).toBe(200);
    const paid = await payAt(checkout.body.url);
    expect(paid.status).toBe(303);
    expect(new URL(paid.headers.get('location')!, larder.baseUrl).pathname + new URL(paid.headers.get('location')!, larder.baseUrl).search).toBe('/profile?checkout=success');
    await eventually(async () => (await cook.client.get(`/api/v1/users/supabase/${cook.sub}`)).body[0].has_access === true, 10_000, 'access from the subscription');
    const [subscription] = (await call(cook, 'stripe_active_subscriptions')).body;
    expect(subscription).toMatchObject({ plan: { id: plans.monthly.price_id }, status: 'active', cancel_at_period_end: false, cancel_at: null });
    const daysAhead = (subscription.items.data[0].current_period_end * 1000 - Date.now()) / 86_400_000;
    expect(daysAhead).toBeGreaterThan(27);
    expect(daysAhead).toBeLessThan(32);
    expect((await call(cook, 'stripe_payment_methods')).body).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 1 })]);
    expect((await call(cook, 'create_stripe_customer_portal_session')).body.url).toMatch(/\/billing\/local\/portal\/bps_local_/);
  });

  it('switches to annual from the renewal date, refuses a second switch, and reverts', async () => {
    const [subscription] = (await call(cook, 'stripe_active_subscriptions')).body;
    const renewal = subscription.items.data[0].current_period_end;
    const switched = await call(cook, 'switch_stripe_subscription', { new_price_id: plans.annual.price_id });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ status: 'not_started', phases: [{ start_date: renewal, items: [{ price: plans.annual.price_id }] }] });
    expect((await call(cook, 'stripe_subscription_schedules')).body.id).toBe(switched.body.id);
    expect((await call(cook, 'stripe_active_subscriptions')).body[0]).toMatchObject({ cancel_at_period_end: true, cancel_at: renewal });
    expect((await call(cook, 'switch_stripe_subscription', { new_price_id: plans.annual.price_id })).status).toBe(409);

    const reverted = await call(cook, 'revert_stripe_subscription', { scheduled_subscription_id: switched.body.id, current_subscription_id: subscription.id });
    expect(reverted).toMatchObject({ status: 200, body: { id: subscription.id, cancel_at_period_end: false } });
    expect((await call(cook, 'stripe_subscription_schedules')).body).toEqual({});
  });

  it('cancels at the end of the period and resumes', async () => {
    const [subscription] = (await call(cook, 'stripe_active_subscriptions')).body;
    const cancelled = await call(cook, 'cancel_stripe_subscription_all');
    expect(cancelled.body).toEqual([expect.objectContaining({ id: subscription.id, cancel_at_period_end: true, cancel_at: subscription.items.data[0].current_period_end })]);
    const resumed = await call(cook, 'uncancel_stripe_subscription', { subscription_id: subscription.id });
    expect(resumed.body).toMatchObject({ id: subscription.id, cancel_at_period_end: false, cancel_at: null });
    // Still subscribed and with access throughout: cancelling at period end keeps what was paid for.
    expect((await cook.client.get(`/api/v1/users/supabase/${cook.sub}`)).body[0].has_access).toBe(true);
  });
});

describe("another cook's subscription", () => {
  it('is out of reach by app_user_id (403) and by subscription ids (404), and stays as it was', async () => {
    const [subscription] = (await call(cook, 'stripe_active_subscriptions')).body;
    for (const name of ['stripe_active_subscriptions', 'stripe_subscription_schedules', 'stripe_payment_methods', 'cancel_stripe_subscription_all', 'create_stripe_customer_portal_session']) {
      const answer = await other.client.post(`/api/v1/users/${name}`, { app_user_id: cook.appUserId });
      expect(answer.status, name).toBe(403);
    }
    expect((await other.client.post('/api/v1/users/switch_stripe_subscription', { app_user_id: cook.appUserId, new_price_id: plans.annual.price_id })).status).toBe(403);
    // With their own id (and a customer of their own), the other cook names the cook's subscription.
    expect((await call(other, 'create_stripe_checkout_session', { price_id: plans.monthly.price_id })).status).toBe(200);
    expect((await call(other, 'uncancel_stripe_subscription', { subscription_id: subscription.id })).status).toBe(404);
    expect((await call(other, 'revert_stripe_subscription', { scheduled_subscription_id: 'sub_sched_local_x', current_subscription_id: subscription.id })).status).toBe(404);
    expect((await call(cook, 'stripe_active_subscriptions')).body).toEqual([subscription]);
  });

  it('answers a body without app_user_id with a message saying what is missing', async () => {
    const answer = await cook.client.post('/api/v1/users/stripe_active_subscriptions', {});
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/app_user_id/);
  });
});
