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
const defaults = { mealsPerWeek: { breakfast: 3, lunch: 3, dinner: 3 }, servingSizes: { breakfast: 2, lunch: 2, dinner: 2 } };
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
