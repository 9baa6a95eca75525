import { describe, expect, it } from 'vitest';
import { subscriptionNewsOf } from './billing-events.ts';

const at = new Date('2026-11-22T12:00:00Z');
const event = (type: string, object: Record<string, unknown>) => ({ id: 'evt_1', type, created: 1_800_000_000, data: { object } });

describe('provider events read as subscription news', () => {
  it('a paid checkout: the subscription it made is active, its price not yet known, the user from client_reference_id', () => {
    const news = subscriptionNewsOf(event('checkout.session.completed', { mode: 'subscription', subscription: 'sub_1', customer: 'cus_1', client_reference_id: 'user-1', payment_status: 'paid' }), at);
    expect(news).toEqual({
      appUserId: 'user-1',
      customerId: 'cus_1',
      command: { type: 'RecordSubscription', at: at.toISOString(), providerEventId: 'evt_1', providerEventCreated: 1_800_000_000, customerId: 'cus_1', subscriptionId: 'sub_1', priceId: null, status: 'active', cancelAtPeriodEnd: null, currentPeriodEnd: null },
    });
  });

  it('an unpaid checkout is incomplete; a one-off payment checkout is not about a subscription', () => {
    expect(subscriptionNewsOf(event('checkout.session.completed', { mode: 'subscription', subscription: 'sub_1', customer: 'cus_1', payment_status: 'unpaid' }), at)?.command.status).toBe('incomplete');
    expect(subscriptionNewsOf(event('checkout.session.completed', { mode: 'payment', customer: 'cus_1', payment_status: 'paid' }), at)).toBeNull();
  });

  it('a subscription: price and period end from its first item, the user from its metadata; deleted is canceled whatever it says', () => {
    const subscription = { id: 'sub_1', customer: { id: 'cus_1' }, status: 'active', cancel_at_period_end: true, items: { data: [{ price: { id: 'price_annual' }, current_period_end: 1_900_000_000 }] }, metadata: { appUserId: 'user-1' } };
    expect(subscriptionNewsOf(event('customer.subscription.updated', subscription), at)).toMatchObject({
      appUserId: 'user-1',
      customerId: 'cus_1',
      command: { subscriptionId: 'sub_1', priceId: 'price_annual', status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: 1_900_000_000 },
    });
    expect(subscriptionNewsOf(event('customer.subscription.deleted', subscription), at)?.command.status).toBe('canceled');
  });

  it('a failed invoice: past_due while retries remain, unpaid when none do; the subscription found where newer API versions put it', () => {
    const retrying = { customer: 'cus_1', next_payment_attempt: 1_800_086_400, parent: { subscription_details: { subscription: 'sub_1', metadata: { appUserId: 'user-1' } } } };
    expect(subscriptionNewsOf(event('invoice.payment_failed', retrying), at)).toMatchObject({ appUserId: 'user-1', command: { subscriptionId: 'sub_1', status: 'past_due', priceId: null, cancelAtPeriodEnd: null } });
    expect(subscriptionNewsOf(event('invoice.payment_failed', { customer: 'cus_1', subscription: 'sub_1', next_payment_attempt: null }), at)?.command.status).toBe('unpaid');
  });

  it('anything else is not news about a subscription', () => {
    expect(subscriptionNewsOf(event('customer.created', { id: 'cus_1' }), at)).toBeNull();
    expect(subscriptionNewsOf(event('invoice.payment_failed', { customer: 'cus_1' }), at)).toBeNull();
  });
});
