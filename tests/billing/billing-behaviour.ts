// What any billing adapter must do, asserted through the port alone, so the Stripe adapter (against
// the stand-in) and the local adapter (against PostgreSQL) run the same rules. The setup's
// `subscribe` does what a completed checkout does for that adapter: an active subscription to the
// price and a visa ending 4242 for the customer.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingRequestError, type BillingPort, type BillingSubscription } from '../../server/modules/billing/billing.port.ts';

export interface BillingSetup {
  billing: BillingPort;
  subscribe: (customerId: string, priceId: string) => Promise<void>;
  close: () => Promise<void>;
}

const DAY = 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

async function expectRefusal(promise: Promise<unknown>, status: 400 | 404 | 409, message?: string | RegExp): Promise<BillingRequestError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'expected the call to be refused').toBeInstanceOf(BillingRequestError);
  const refusal = error as BillingRequestError;
  expect(refusal.status).toBe(status);
  if (message !== undefined) expect(refusal.message).toMatch(message);
  return refusal;
}

export function describeBillingBehaviour(label: string, setup: () => Promise<BillingSetup>): void {
  describe(`billing behaviour: ${label}`, () => {
    let billing: BillingPort;
    let subscribe: BillingSetup['subscribe'];
    let close: BillingSetup['close'] | undefined;

    beforeAll(async () => {
      ({ billing, subscribe, close } = await setup());
    });
    afterAll(async () => {
      await close?.();
    });

    // Every test its own user, so no test sees another's subscription or schedule.
    const newCustomer = async () => {
      const appUserId = randomUUID();
      const { customerId } = await billing.createCustomer({ appUserId, email: `${appUserId}@example.test`, name: 'Ada Cook' });
      return { appUserId, customerId };
    };
    const subscribed = async (price: 'monthly' | 'annual' = 'monthly') => {
      const customer = await newCustomer();
      await subscribe(customer.customerId, billing.prices[price]);
      const [subscription] = await billing.activeSubscriptions(customer.customerId);
      if (!subscription) throw new Error('subscribe left no active subscription');
      return { ...customer, subscription };
    };
    const periodEndOf = (subscription: BillingSubscription) => subscription.items.data[0]!.current_period_end;

    describe('customers', () => {
      it('gives the same customer when the same user asks twice, and another user a different one', async () => {
        const input = { appUserId: randomUUID(), email: 'twice@example.test', name: 'Twice Asked' };
        const first = await billing.createCustomer(input);
        const second = await billing.createCustomer(input);
        expect(second.customerId).toBe(first.customerId);
        // Guards against an adapter that answers one constant customer for everybody.
        const other = await newCustomer();
        expect(other.customerId).not.toBe(first.customerId);
      });
    });

    describe('checkout', () => {
      it('opens a checkout session with a url for each price offered', async () => {
        const { customerId, appUserId } = await newCustomer();
        for (const priceId of [billing.prices.monthly, billing.prices.annual]) {
          const session = await billing.createCheckoutSession({
            customerId, appUserId, email: `${appUserId}@example.test`, priceId,
            successUrl: 'http://localhost/profile?checkout=done', cancelUrl: 'http://localhost/pricing',
          });
          expect(session.id).not.toBe('');
          expect(new URL(session.url).protocol).toMatch(/^https?:$/);
        }
      });

      it('refuses a price that is not offered', async () => {
        const { customerId, appUserId } = await newCustomer();
        await expectRefusal(
          billing.createCheckoutSession({ customerId, appUserId, email: 'x@example.test', priceId: 'price_not_offered', successUrl: 'http://localhost/a', cancelUrl: 'http://localhost/b' }),
          400,
          'This plan is not offered.',
        );
      });

      it('opens a portal session with a url', async () => {
        const { customerId } = await newCustomer();
        const portal = await billing.createPortalSession({ customerId, returnUrl: 'http://localhost/profile' });
        expect(new URL(portal.url).protocol).toMatch(/^https?:$/);
      });
    });

    describe('when not subscribed', () => {
      it('has no active subscription, no schedule and no card', async () => {
        const { customerId } = await newCustomer();
        expect(await billing.activeSubscriptions(customerId)).toEqual([]);
        expect(await billing.subscriptionSchedule(customerId)).toBeNull();
        expect(await billing.paymentMethods(customerId)).toEqual([]);
      });
    });

    describe('when subscribed monthly', () => {
      it('lists one active subscription on the monthly price, renewing about a month ahead and not cancelling', async () => {
        const { customerId } = await newCustomer();
        await subscribe(customerId, billing.prices.monthly);
        const subscriptions = await billing.activeSubscriptions(customerId);
        expect(subscriptions).toHaveLength(1);
        const [subscription] = subscriptions as [BillingSubscription];
        expect(subscription.customer).toBe(customerId);
        expect(subscription.plan?.id).toBe(billing.prices.monthly);
        expect(subscription.items.data[0]?.price.id).toBe(billing.prices.monthly);
        expect(subscription.status).toBe('active');
        expect(subscription.cancel_at_period_end).toBe(false);
        expect(subscription.cancel_at).toBeNull();
        // A month is 28 to 31 days; a year-long or zero period would fail here.
        const ahead = periodEndOf(subscription) - nowSeconds();
        expect(ahead).toBeGreaterThanOrEqual(28 * DAY - 60);
        expect(ahead).toBeLessThanOrEqual(31 * DAY + 60);
      });

      it('switching to annual schedules the annual price from the renewal date, and the monthly plan cancels then', async () => {
        const { customerId, subscription } = await subscribed('monthly');
        const periodEnd = periodEndOf(subscription);

        const schedule = await billing.switchAtRenewal({ customerId, subscriptionId: subscription.id, newPriceId: billing.prices.annual });
        expect(schedule.status).toBe('not_started');
        expect(schedule.customer).toBe(customerId);
        expect(schedule.phases[0]?.start_date).toBe(periodEnd);
        expect(schedule.phases[0]?.items.map((item) => item.price)).toEqual([billing.prices.annual]);

        // Read back, not trusting the switch's own answer.
        const [after] = await billing.activeSubscriptions(customerId);
        expect(after?.id).toBe(subscription.id);
        expect(after?.plan?.id).toBe(billing.prices.monthly); // still billed monthly until renewal
        expect(after?.cancel_at_period_end).toBe(true);
        expect(after?.cancel_at).toBe(periodEnd);
        const found = await billing.subscriptionSchedule(customerId);
        expect(found?.id).toBe(schedule.id);
        expect(found?.status).toBe('not_started');
        expect(found?.phases[0]?.start_date).toBe(periodEnd);
        expect(found?.phases[0]?.items[0]?.price).toBe(billing.prices.annual);
      });

      it('reverting a switch leaves no schedule and the subscription renewing again', async () => {
        const { customerId, subscription } = await subscribed('monthly');
        const schedule = await billing.switchAtRenewal({ customerId, subscriptionId: subscription.id, newPriceId: billing.prices.annual });

        const reverted = await billing.revertSwitch({ scheduleId: schedule.id, subscriptionId: subscription.id });
        expect(reverted.cancel_at_period_end).toBe(false);
        expect(await billing.subscriptionSchedule(customerId)).toBeNull();
        const [after] = await billing.activeSubscriptions(customerId);
        expect(after?.cancel_at_period_end).toBe(false);
        expect(after?.cancel_at).toBeNull();
        expect(after?.plan?.id).toBe(billing.prices.monthly);
      });

      it('cancelling keeps the subscription active to the end of the period, and resuming undoes it', async () => {
        const { customerId, subscription } = await subscribed('monthly');
        const periodEnd = periodEndOf(subscription);

        const cancelled = await billing.cancelAtPeriodEnd(subscription.id);
        expect(cancelled.cancel_at_period_end).toBe(true);
        expect(cancelled.cancel_at).toBe(periodEnd);
        const [whileCancelling] = await billing.activeSubscriptions(customerId);
        expect(whileCancelling?.status).toBe('active'); // access lasts to the end of what was paid
        expect(whileCancelling?.cancel_at_period_end).toBe(true);
        expect(await billing.subscriptionSchedule(customerId)).toBeNull(); // a cancel is not a switch

        const resumed = await billing.resume(subscription.id);
        expect(resumed.cancel_at_period_end).toBe(false);
        const [after] = await billing.activeSubscriptions(customerId);
        expect(after?.cancel_at_period_end).toBe(false);
        expect(after?.cancel_at).toBeNull();
      });

      it('refuses a switch to the price already billed, and to a price not offered, leaving nothing scheduled', async () => {
        const { customerId, subscription } = await subscribed('monthly');
        await expectRefusal(billing.switchAtRenewal({ customerId, subscriptionId: subscription.id, newPriceId: billing.prices.monthly }), 400, 'You are already on this plan.');
        await expectRefusal(billing.switchAtRenewal({ customerId, subscriptionId: subscription.id, newPriceId: 'price_not_offered' }), 400, 'This plan is not offered.');
        expect(await billing.subscriptionSchedule(customerId)).toBeNull();
        const [after] = await billing.activeSubscriptions(customerId);
        expect(after?.cancel_at_period_end).toBe(false); // a refused switch must not leave the plan cancelling
      });

      it('lists the card used at checkout: visa ending 4242 with an expiry', async () => {
        const { customerId } = await subscribed('monthly');
        const methods = await billing.paymentMethods(customerId);
        expect(methods).toHaveLength(1);
        const [card] = methods;
        expect(card?.id).not.toBe('');
        expect(card?.brand).toBe('visa');
        expect(card?.last4).toBe('4242');
        expect(card?.expiryMonth).toBeGreaterThanOrEqual(1);
        expect(card?.expiryMonth).toBeLessThanOrEqual(12);
        expect(card?.expiryYear).toBeGreaterThanOrEqual(new Date().getUTCFullYear());
      });
    });

    describe('when subscribed annually', () => {
      it('renews about a year ahead, and a switch to monthly starts the monthly price then', async () => {
        const { customerId, subscription } = await subscribed('annual');
        expect(subscription.plan?.id).toBe(billing.prices.annual);
        const ahead = periodEndOf(subscription) - nowSeconds();
        expect(ahead).toBeGreaterThanOrEqual(365 * DAY - 60);
        expect(ahead).toBeLessThanOrEqual(366 * DAY + 60);
        const schedule = await billing.switchAtRenewal({ customerId, subscriptionId: subscription.id, newPriceId: billing.prices.monthly });
        expect(schedule.phases[0]?.start_date).toBe(periodEndOf(subscription));
        expect(schedule.phases[0]?.items[0]?.price).toBe(billing.prices.monthly);
      });
    });

    describe('unknown subscriptions', () => {
      it('refuses an unknown subscription id as not found (404)', async () => {
        await expectRefusal(billing.cancelAtPeriodEnd('sub_does_not_exist'), 404);
        await expectRefusal(billing.resume('sub_does_not_exist'), 404);
        const { customerId } = await newCustomer();
        await expectRefusal(billing.switchAtRenewal({ customerId, subscriptionId: 'sub_does_not_exist', newPriceId: billing.prices.annual }), 404);
      });
    });
  });
}
