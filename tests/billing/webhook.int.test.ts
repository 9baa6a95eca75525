// The payment provider's webhook against a running Larder: only a body signed with the webhook secret
// is applied, each provider event once, and the newest news wins whatever order events arrive in.
// Access follows (with this week's plan requested for a cook now ready); a beta code's access is its own.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStream } from '../../server/event-store/event-store.ts';
import { userStreamId } from '../../server/modules/accounts/index.ts';
import { mealPlanStreamId, todayUtc, weekStartOf } from '../../server/modules/meal-plans/index.ts';
import { SETUP_PREFERENCES, eventually, issueTestBetaCodes, signIn, startTestLarder, type TestLarder, type TestUser } from '../setup/larder.ts';
import pg from 'pg';

/** The local adapter's webhook secret, as STRIPE_WEBHOOK_SECRET gives it (unset, the route takes no body). */
const SECRET = 'whsec_webhook_test';
let larder: TestLarder;
let pool: pg.Pool;

beforeAll(async () => {
  larder = await startTestLarder({ localBillingWebhookSecret: SECRET });
  pool = new pg.Pool({ connectionString: larder.database.url, max: 2 });
}, 90_000);
afterAll(async () => {
  await pool?.end();
  await larder?.close();
});

/** A cook who finished setup but has no access yet. */
async function setUpCook(): Promise<TestUser> {
  const cook = await signIn(larder, { ready: false });
  const setup = await cook.client.post(`/api/v1/users/setup_complete/${cook.appUserId}`, SETUP_PREFERENCES);
  expect(setup.status).toBe(200);
  return cook;
}

let clock = Math.floor(Date.now() / 1000);
function subscriptionEvent(type: string, cook: TestUser, status: string, options: { created?: number; subscriptionId?: string; id?: string } = {}) {
  return {
    id: options.id ?? `evt_${randomUUID()}`,
    object: 'event',
    type,
    created: options.created ?? ++clock,
    data: {
      object: {
        id: options.subscriptionId ?? 'sub_test',
        object: 'subscription',
        customer: `cus_${cook.appUserId.slice(0, 8)}`,
        status,
        cancel_at_period_end: false,
        cancel_at: null,
        items: { data: [{ id: 'si_1', price: { id: 'price_local_monthly' }, current_period_end: clock + 30 * 86_400 }] },
        metadata: { appUserId: cook.appUserId },
      },
    },
  };
}

async function deliver(event: object, secret = SECRET, tamper = false) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const body = tamper ? payload.replace('"active"', '"trialing"') : payload;
  const response = await fetch(`${larder.baseUrl}/api/v1/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const userEvents = async (cook: TestUser) => (await readStream(pool, userStreamId(cook.appUserId))).map((event) => event.type);
const hasAccess = async (cook: TestUser) => {
  const { body } = await cook.client.get(`/api/v1/users/supabase/${cook.sub}`);
  return body[0].has_access as boolean;
};

describe('the payment provider webhook', () => {
  it('applies a signed subscription event: access, and this week\'s plan requested', async () => {
    const cook = await setUpCook();
    const answer = await deliver(subscriptionEvent('customer.subscription.created', cook, 'active'));
    expect(answer).toEqual({ status: 200, body: { received: true, kind: 'applied', appUserId: cook.appUserId, duplicate: false } });
    expect(await userEvents(cook)).toEqual(expect.arrayContaining(['BillingCustomerLinked', 'SubscriptionChanged', 'AccessGranted']));
    await eventually(() => hasAccess(cook), 10_000, 'access in the read model');
    const plan = await readStream(pool, mealPlanStreamId(cook.appUserId, weekStartOf(todayUtc(new Date()))));
    expect(plan[0]).toMatchObject({ type: 'PlanGenerationRequested', data: { reason: 'access-granted' } });
  });

  it('refuses a body that does not match its signature (tampered, or signed with another secret) and applies nothing', async () => {
    const cook = await setUpCook();
    const tampered = await deliver(subscriptionEvent('customer.subscription.created', cook, 'active'), SECRET, true);
    expect(tampered.status).toBe(400);
    expect(tampered.body.error).toBe('The webhook signature does not match its body.');
    const foreign = await deliver(subscriptionEvent('customer.subscription.created', cook, 'active'), 'whsec_someone_else');
    expect(foreign.status).toBe(400);
    const unsigned = await fetch(`${larder.baseUrl}/api/v1/stripe/webhook`, { method: 'POST', body: JSON.stringify(subscriptionEvent('customer.subscription.created', cook, 'active')) });
    expect(unsigned.status).toBe(400);
    expect(await userEvents(cook)).not.toContain('SubscriptionChanged');
    expect(await hasAccess(cook)).toBe(false);
  });

  it('applies the same event delivered twice once', async () => {
    const cook = await setUpCook();
    const event = subscriptionEvent('customer.subscription.created', cook, 'active');
    const [first, second] = [await deliver(event), await deliver(event)];
    expect(first.body.duplicate).toBe(false);
    expect(second).toMatchObject({ status: 200, body: { kind: 'applied', duplicate: true } });
    expect((await userEvents(cook)).filter((type) => type === 'SubscriptionChanged')).toHaveLength(1);
  });

  it('ends with no access when deleted arrives before an older updated', async () => {
    const cook = await setUpCook();
    const start = clock + 10;
    clock += 100;
    await deliver(subscriptionEvent('customer.subscription.created', cook, 'active', { created: start }));
    const deleted = await deliver(subscriptionEvent('customer.subscription.deleted', cook, 'active', { created: start + 20 }));
    const lateUpdate = await deliver(subscriptionEvent('customer.subscription.updated', cook, 'active', { created: start + 10 }));
    expect([deleted.status, lateUpdate.status]).toEqual([200, 200]);
    const events = await readStream(pool, userStreamId(cook.appUserId));
    expect(events.filter((event) => event.type === 'SubscriptionChanged').map((event) => (event.data as { status: string }).status)).toEqual(['active', 'canceled']);
    expect(events.at(-1)).toMatchObject({ type: 'AccessRevoked', data: { source: 'subscription' } });
    await eventually(async () => !(await hasAccess(cook)), 10_000, 'access gone from the read model');
  });

  it('turns a cook away as soon as the revocation is applied, though the cook was just answered as ready', async () => {
    const cook = await setUpCook();
    await deliver(subscriptionEvent('customer.subscription.created', cook, 'active'));
    const someList = `/api/v1/grocery-list/${randomUUID()}/app_user/${cook.appUserId}`;
    // Ready: past the access check to a list that does not exist (and now among the callers the api node keeps).
    await eventually(async () => (await cook.client.get(someList)).status === 404, 10_000, 'the cook let in');
    await deliver(subscriptionEvent('customer.subscription.deleted', cook, 'canceled'));
    // The webhook answers once the events are in the log, not once the projector has applied them.
    await eventually(async () => (await pool.query<{ access_sources: string[] }>('select access_sources from app_users where id = $1', [cook.appUserId])).rows[0]!.access_sources.length === 0, 10_000, 'the revocation in the read model');
    // Well within the 2 s a kept caller lives: forgotten once the read model moved on.
    await eventually(async () => (await cook.client.get(someList)).status === 403, 1_000, 'the cook turned away');
  });

  it('keeps the access a beta code gave when the subscription ends', async () => {
    const cook = await setUpCook();
    const [code] = await issueTestBetaCodes(larder, 1);
    expect((await cook.client.post('/api/v1/beta-code', { code })).status).toBe(200);
    await deliver(subscriptionEvent('customer.subscription.created', cook, 'active'));
    await deliver(subscriptionEvent('customer.subscription.deleted', cook, 'canceled'));
    expect(await userEvents(cook)).toContain('AccessRevoked');
    // Once the read model has the revocation, the beta code's access is what is left.
    await eventually(async () => {
      const { rows } = await pool.query<{ access_sources: string[] }>('select access_sources from app_users where id = $1', [cook.appUserId]);
      return rows[0]!.access_sources.join() === 'beta-code';
    }, 10_000, 'the subscription source gone');
    expect(await hasAccess(cook)).toBe(true);
  });

  it('answers 200 and changes nothing for a customer that is no one\'s', async () => {
    const stranger = { appUserId: randomUUID() } as TestUser;
    const event = subscriptionEvent('customer.subscription.created', stranger, 'active');
    delete (event.data.object.metadata as { appUserId?: string }).appUserId;
    const answer = await deliver(event);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ received: true, kind: 'ignored' });
  });

  it("answers 200 and changes nothing for an event that names a user who is not here", async () => {
    // Another environment's cook, or one since removed: a 404 would have the provider retry it for days.
    const stranger = { appUserId: randomUUID() } as TestUser;
    const answer = await deliver(subscriptionEvent('customer.subscription.created', stranger, 'active'));
    expect(answer).toMatchObject({ status: 200, body: { received: true, kind: 'ignored' } });
    expect(await readStream(pool, userStreamId(stranger.appUserId))).toEqual([]);
  });
});
