import { describe, expect, it } from 'vitest';
import { givenStreams } from '../event-store/decision-spec.ts';
import type { AccountEvent } from '../modules/accounts/accounts.events.ts';
import type { BillingEvent } from '../modules/billing/billing.port.ts';
import { providerEventCommand, providerEventTarget } from './apply-provider-event.ts';

const now = new Date('2026-11-26T12:00:00Z'); // a Thursday: the week starts Monday 2026-11-23
const userStream = 'user-u1';
const planStream = 'mealplan-u1-2026-11-23';
const registered: AccountEvent = { type: 'UserRegistered', data: { appUserId: 'u1', supabaseId: 's', email: 'a@b.c', firstName: 'A', lastName: 'B', pantryId: 'p' } };
const setUp: AccountEvent[] = [
  registered,
  { type: 'PreferencesChanged', data: { appUserId: 'u1', dietIds: ['d'], cuisineIds: ['a', 'b', 'c'], avoidedIngredientIds: [] } },
  { type: 'SetupCompleted', data: { appUserId: 'u1', completedAt: 't' } },
];

/** A subscription's news as the provider sends it; `appUserId` in its metadata when the checkout set it. */
const subscriptionEvent = (status: string, { id = 'evt_1', created = 1_700_000_000, appUserId }: { id?: string; created?: number; appUserId?: string } = {}): BillingEvent => ({
  id,
  type: 'customer.subscription.updated',
  created,
  data: { object: { id: 'sub_1', customer: 'cus_1', status, ...(appUserId && { metadata: { appUserId } }), items: { data: [{ price: { id: 'price_monthly' }, current_period_end: 1_702_000_000 }] } } },
});
const noLookup = async (): Promise<string | undefined> => {
  throw new Error('the customer should not be looked up');
};

describe("whose news a payment provider's event is", () => {
  describe('when the event is not about a subscription', () => {
    it('is ignored, saying why (answered 2xx, or the provider retries it for days)', async () => {
      const event: BillingEvent = { id: 'evt_2', type: 'invoice.paid', created: 1, data: { object: {} } };
      expect(await providerEventTarget(noLookup, event, now)).toEqual({ kind: 'ignored', reason: 'invoice.paid is not about a subscription' });
    });
  });

  describe('when the event names its user', () => {
    it('is that user’s, without looking the customer up', async () => {
      expect(await providerEventTarget(noLookup, subscriptionEvent('active', { appUserId: 'u1' }), now)).toMatchObject({ kind: 'user', appUserId: 'u1' });
    });
  });

  describe('when it names only the customer', () => {
    it('is the user linked to that customer', async () => {
      expect(await providerEventTarget(async (customerId) => (customerId === 'cus_1' ? 'u1' : undefined), subscriptionEvent('active'), now)).toMatchObject({ kind: 'user', appUserId: 'u1' });
    });
    it('is ignored when no user of ours is linked to it', async () => {
      expect(await providerEventTarget(async () => undefined, subscriptionEvent('active'), now)).toEqual({ kind: 'ignored', reason: 'no user for customer cus_1' });
    });
  });
});

describe("applying a subscription's news to its user", () => {
  const commandFor = async (event: BillingEvent) => {
    const target = await providerEventTarget(noLookup, event, now);
    if (target.kind !== 'user') throw new Error('expected a user');
    return providerEventCommand(target.appUserId, target.news, event, now);
  };

  describe('when a set-up cook’s subscription becomes active', () => {
    it("records it, grants access and requests this week's plan, in one decision", async () => {
      givenStreams({ [userStream]: setUp })
        .when(await commandFor(subscriptionEvent('active', { appUserId: 'u1' })))
        .thenMatches((_decision, appended) => {
          expect(appended[userStream]!.map((event) => event.type)).toEqual(['BillingCustomerLinked', 'SubscriptionChanged', 'AccessGranted']);
          expect(appended[userStream]![2]).toMatchObject({ data: { source: 'subscription', reference: 'sub_1' } });
          expect(appended[planStream]).toMatchObject([{ type: 'PlanGenerationRequested', data: { weekStart: '2026-11-23', reason: 'access-granted' } }]);
        });
    });
    it("is applied once: the provider event's id keys the command, and the billing system is its actor", async () => {
      const command = await commandFor(subscriptionEvent('active', { id: 'evt_9', appUserId: 'u1' }));
      expect(command.commandKey).toBe('provider-event:evt_9');
      expect(command.metadata).toMatchObject({ actor: 'system:billing', commandId: 'billing:evt_9', causationId: 'evt_9' });
    });
  });

  describe('when the subscription that gave access is canceled', () => {
    const subscribed: AccountEvent[] = [
      ...setUp,
      { type: 'BillingCustomerLinked', data: { appUserId: 'u1', customerId: 'cus_1', linkedAt: now.toISOString() } },
      { type: 'SubscriptionChanged', data: { appUserId: 'u1', subscriptionId: 'sub_1', priceId: 'price_monthly', status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: 1_702_000_000, providerEventId: 'evt_1', providerEventCreated: 1_700_000_000 } },
      { type: 'AccessGranted', data: { appUserId: 'u1', source: 'subscription', reference: 'sub_1', grantedAt: now.toISOString() } },
    ];
    it('records it and revokes that access; no plan is requested', async () => {
      givenStreams({ [userStream]: subscribed })
        .when(await commandFor(subscriptionEvent('canceled', { id: 'evt_3', created: 1_700_000_100, appUserId: 'u1' })))
        .thenMatches((_decision, appended) => {
          expect(appended[userStream]!.map((event) => event.type)).toEqual(['SubscriptionChanged', 'AccessRevoked']);
          expect(appended[planStream]).toBeUndefined();
        });
    });
    it('keeps a beta code’s access: only the subscription’s goes', async () => {
      const withCode: AccountEvent[] = [...subscribed, { type: 'AccessGranted', data: { appUserId: 'u1', source: 'beta-code', reference: 'CODE', grantedAt: now.toISOString() } }];
      givenStreams({ [userStream]: withCode })
        .when(await commandFor(subscriptionEvent('canceled', { id: 'evt_3', created: 1_700_000_100, appUserId: 'u1' })))
        .thenMatches((_decision, appended) => expect(appended[userStream]![1]).toMatchObject({ type: 'AccessRevoked', data: { source: 'subscription' } }));
    });
  });
});
