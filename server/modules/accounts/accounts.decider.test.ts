import { describe, it } from 'vitest';
import { deciderSpec } from '../../event-store/decider-spec.ts';
import { accountDecider, messages, type AccountCommand } from './accounts.decider.ts';
import type { AccountEvent } from './accounts.events.ts';

const spec = deciderSpec(accountDecider);
const register: AccountCommand = {
  type: 'RegisterUser',
  appUserId: 'app-1',
  supabaseId: 'sb-1',
  email: 'ann@example.test',
  firstName: 'Ann',
  lastName: 'Cook',
  pantryId: 'pantry-1',
};
const { type: _type, ...registeredData } = register;
const registered: AccountEvent = { type: 'UserRegistered', data: registeredData };
const links = { dietIds: ['d1'], cuisineIds: ['c1', 'c2', 'c3'], avoidedIngredientIds: [] };
const defaults = { mealsPerWeek: { breakfast: 3, lunch: 3, dinner: 3 }, servingSizes: { breakfast: 2, lunch: 2, dinner: 2 }, weekdayMinutes: { breakfast: 20, lunch: 30, dinner: 45 } };
const setUp: AccountEvent[] = [
  registered,
  { type: 'PreferencesChanged', data: { appUserId: 'app-1', ...links } },
  { type: 'SetupCompleted', data: { appUserId: 'app-1', completedAt: '2026-11-22T10:00:00.000Z' } },
];

describe('registering an app user', () => {
  it('records the user with their new pantry', () => {
    spec.given([]).when(register).then([registered]);
  });
  it('does nothing for a user already registered (a re-run job keeps the first pantry)', () => {
    spec.given([registered]).when({ ...register, pantryId: 'pantry-2' }).thenNothingHappened();
  });
  it('refuses anything else before registration', () => {
    spec.given([]).when({ type: 'GrantAdmin', grantedBy: 'ops', grantedAt: 'now' }).thenThrows(messages.notRegistered, 404);
  });
});

describe('email confirmation', () => {
  it('is recorded once, with the provider time', () => {
    const confirm: AccountCommand = { type: 'ConfirmEmail', email: 'ann@example.test', confirmedAt: '2026-11-22T09:00:00.000Z' };
    spec.given([registered]).when(confirm).then([{ type: 'EmailConfirmed', data: { appUserId: 'app-1', email: 'ann@example.test', confirmedAt: confirm.confirmedAt } }]);
    spec.given([registered, { type: 'EmailConfirmed', data: { appUserId: 'app-1', email: 'ann@example.test', confirmedAt: 'x' } }]).when(confirm).thenNothingHappened();
  });
});

describe('completing setup', () => {
  const complete = (overrides: Partial<typeof links> = {}): AccountCommand => ({ type: 'CompleteSetup', links: { ...links, ...overrides }, mealPlan: defaults, completedAt: '2026-11-22T10:00:00.000Z' });
  it('saves the preferences and marks setup complete', () => {
    spec.given([registered]).when(complete()).then([
      { type: 'PreferencesChanged', data: { appUserId: 'app-1', ...links } },
      { type: 'SetupCompleted', data: { appUserId: 'app-1', completedAt: '2026-11-22T10:00:00.000Z' } },
    ]);
  });
  it('needs at least one diet', () => {
    spec.given([registered]).when(complete({ dietIds: [] })).thenThrows(messages.minDiets, 400);
  });
  it('needs at least three cuisines (duplicates count once)', () => {
    spec.given([registered]).when(complete({ cuisineIds: ['c1', 'c2', 'c2'] })).thenThrows(messages.minCuisines, 400);
  });
  it('records only the meal-plan counts that changed', () => {
    const mealPlan = { ...defaults, mealsPerWeek: { breakfast: 0, lunch: 5, dinner: 7 } };
    spec.given(setUp).when({ type: 'ChangePreferences', mealPlan }).then([{ type: 'MealPlanPreferencesChanged', data: { appUserId: 'app-1', ...mealPlan } }]);
    spec.given(setUp).when({ type: 'ChangePreferences', mealPlan: defaults }).thenNothingHappened();
  });
  it('records weekday times per meal type, weeknight-sized by default and any time when asked', () => {
    const mealPlan = { ...defaults, weekdayMinutes: { breakfast: 15, lunch: null, dinner: 60 } };
    spec.given(setUp).when({ type: 'ChangePreferences', mealPlan }).then([{ type: 'MealPlanPreferencesChanged', data: { appUserId: 'app-1', ...mealPlan } }]);
  });
  it('a second completion does not complete again', () => {
    spec.given(setUp).when(complete()).thenNothingHappened();
  });
});

describe('preference links', () => {
  it('the last diet cannot be removed once setup is complete', () => {
    spec.given(setUp).when({ type: 'RemovePreferenceLink', kind: 'diet', id: 'd1' }).thenThrows(messages.minDiets, 400);
  });
  it('cuisines cannot drop below three', () => {
    spec.given(setUp).when({ type: 'RemovePreferenceLink', kind: 'cuisine', id: 'c1' }).thenThrows(messages.minCuisinesOnRemove, 400);
  });
  it('an avoided ingredient is added once', () => {
    const avoid: AccountCommand = { type: 'AddPreferenceLink', kind: 'avoided-ingredient', id: 'i1' };
    spec.given(setUp).when(avoid).then([{ type: 'PreferencesChanged', data: { appUserId: 'app-1', ...links, avoidedIngredientIds: ['i1'] } }]);
    spec
      .given([...setUp, { type: 'PreferencesChanged', data: { appUserId: 'app-1', ...links, avoidedIngredientIds: ['i1'] } }])
      .when(avoid)
      .thenThrows(messages.ingredientAlreadyAvoided, 409);
  });
  it('a diet toggled on twice stays on', () => {
    spec.given(setUp).when({ type: 'AddPreferenceLink', kind: 'diet', id: 'd1' }).thenNothingHappened();
  });
  it('removing a link the user does not have is a 404', () => {
    spec.given(setUp).when({ type: 'RemovePreferenceLink', kind: 'cuisine', id: 'nope' }).thenThrows(messages.cuisineNotSelected, 404);
  });
  it('before setup, the wizard may hold fewer than the minimums', () => {
    spec.given([registered]).when({ type: 'AddPreferenceLink', kind: 'cuisine', id: 'c1' }).then([{ type: 'PreferencesChanged', data: { appUserId: 'app-1', dietIds: [], cuisineIds: ['c1'], avoidedIngredientIds: [] } }]);
  });
});

describe('access and admin', () => {
  const grant: AccountCommand = { type: 'GrantAccess', source: 'beta-code', reference: 'CODE', grantedAt: 't' };
  it('access from a source is granted once and revoked once', () => {
    spec.given([registered]).when(grant).then([{ type: 'AccessGranted', data: { appUserId: 'app-1', source: 'beta-code', reference: 'CODE', grantedAt: 't' } }]);
    const granted: AccountEvent = { type: 'AccessGranted', data: { appUserId: 'app-1', source: 'beta-code', reference: 'CODE', grantedAt: 't' } };
    spec.given([registered, granted]).when(grant).thenNothingHappened();
    spec.given([registered, granted]).when({ type: 'RevokeAccess', source: 'beta-code', reason: 'abuse', revokedAt: 't2' }).then([
      { type: 'AccessRevoked', data: { appUserId: 'app-1', source: 'beta-code', reason: 'abuse', revokedAt: 't2' } },
    ]);
    spec.given([registered]).when({ type: 'RevokeAccess', source: 'subscription', reason: 'ended', revokedAt: 't2' }).thenNothingHappened();
  });
  it('admin is granted once', () => {
    const admin: AccountEvent = { type: 'AdminGranted', data: { appUserId: 'app-1', grantedBy: 'ops', grantedAt: 't' } };
    spec.given([registered]).when({ type: 'GrantAdmin', grantedBy: 'ops', grantedAt: 't' }).then([admin]);
    spec.given([registered, admin]).when({ type: 'GrantAdmin', grantedBy: 'ops', grantedAt: 't' }).thenNothingHappened();
  });
});

describe('subscription news from the payment provider', () => {
  const news = (status: string, created: number, extra: Partial<Extract<AccountCommand, { type: 'RecordSubscription' }>> = {}): AccountCommand => ({
    type: 'RecordSubscription',
    customerId: 'cus_1',
    at: 't',
    subscriptionId: 'sub_1',
    priceId: 'price_monthly',
    status,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: 1_800_000_000,
    providerEventId: `evt_${created}`,
    providerEventCreated: created,
    ...extra,
  });
  const changed = (status: string, created: number, extra: Partial<Extract<AccountEvent, { type: 'SubscriptionChanged' }>['data']> = {}): AccountEvent => ({
    type: 'SubscriptionChanged',
    data: { appUserId: 'app-1', subscriptionId: 'sub_1', priceId: 'price_monthly', status, cancelAtPeriodEnd: false, currentPeriodEnd: 1_800_000_000, providerEventId: `evt_${created}`, providerEventCreated: created, ...extra },
  });
  const linked: AccountEvent = { type: 'BillingCustomerLinked', data: { appUserId: 'app-1', customerId: 'cus_1', linkedAt: 't' } };
  const granted: AccountEvent = { type: 'AccessGranted', data: { appUserId: 'app-1', source: 'subscription', reference: 'sub_1', grantedAt: 't' } };

  it('links the customer, records the subscription and grants access when it is active', () => {
    spec.given([registered]).when(news('active', 100)).then([linked, changed('active', 100), granted]);
  });

  it('revokes access when the subscription ends, and a late older update does not bring it back', () => {
    const ended = [registered, linked, changed('active', 100), granted];
    spec.given(ended).when(news('canceled', 300)).then([
      changed('canceled', 300),
      { type: 'AccessRevoked', data: { appUserId: 'app-1', source: 'subscription', reason: 'subscription canceled', revokedAt: 't' } },
    ]);
    // deleted (300) arrived before updated (200): the update is older news and changes nothing.
    spec.given([...ended, changed('canceled', 300)]).when(news('active', 200, { cancelAtPeriodEnd: true })).thenNothingHappened();
    // and an ended subscription stays ended even if newer-stamped news claims otherwise
    spec.given([...ended, changed('canceled', 300)]).when(news('active', 400)).thenNothingHappened();
  });

  it('keeps the price it knows when a checkout completion names only the subscription', () => {
    spec.given([registered, linked, changed('active', 100)]).when(news('active', 100, { priceId: null })).then([changed('active', 100), granted]);
  });

  it('keeps access while a payment is retried (past_due) and ends it when the retries are over (unpaid)', () => {
    const paying = [registered, linked, changed('active', 100), granted];
    spec.given(paying).when(news('past_due', 200)).then([changed('past_due', 200)]);
    spec.given([...paying, changed('past_due', 200)]).when(news('unpaid', 300)).then([
      changed('unpaid', 300),
      { type: 'AccessRevoked', data: { appUserId: 'app-1', source: 'subscription', reason: 'subscription unpaid', revokedAt: 't' } },
    ]);
  });

  it('leaves access from a beta code alone when the subscription ends', () => {
    const both: AccountEvent[] = [registered, { type: 'AccessGranted', data: { appUserId: 'app-1', source: 'beta-code', reference: 'CODE', grantedAt: 't' } }, linked, changed('active', 100), granted];
    spec.given(both).when(news('canceled', 200)).then([
      changed('canceled', 200),
      { type: 'AccessRevoked', data: { appUserId: 'app-1', source: 'subscription', reason: 'subscription canceled', revokedAt: 't' } },
    ]);
  });

  it('links the first customer only', () => {
    spec.given([registered, linked]).when({ type: 'LinkBillingCustomer', customerId: 'cus_2', linkedAt: 't' }).thenNothingHappened();
  });
});
