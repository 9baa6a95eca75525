import { describe, expect, it } from 'vitest';
import { givenStreams } from '../event-store/decision-spec.ts';
import type { AccountCommand } from '../modules/accounts/accounts.decider.ts';
import type { AccountEvent } from '../modules/accounts/accounts.events.ts';
import { generateWeekPlanJob } from '../modules/meal-plans/index.ts';
import { accountCommand } from './account-commands.ts';

const now = new Date('2026-11-26T12:00:00Z'); // a Thursday: the week starts Monday 2026-11-23
const userStream = 'user-u1';
const planStream = 'mealplan-u1-2026-11-23';
const registered: AccountEvent = { type: 'UserRegistered', data: { appUserId: 'u1', supabaseId: 's', email: 'a@b.c', firstName: 'A', lastName: 'B', pantryId: 'p' } };
const links = { dietIds: ['d'], cuisineIds: ['a', 'b', 'c'], avoidedIngredientIds: [] };
const setUp: AccountEvent[] = [
  { type: 'PreferencesChanged', data: { appUserId: 'u1', ...links } },
  { type: 'SetupCompleted', data: { appUserId: 'u1', completedAt: 't' } },
];
const grant: AccountCommand = { type: 'GrantAccess', source: 'beta-code', reference: 'CODE', grantedAt: now.toISOString() };
const granted: AccountEvent = { type: 'AccessGranted', data: { appUserId: 'u1', source: 'beta-code', reference: 'CODE', grantedAt: now.toISOString() } };
const requested = (reason: string, { weekStart = '2026-11-23', weekEnd = '2026-11-29', at = now, firstDay }: { weekStart?: string; weekEnd?: string; at?: Date; firstDay?: string } = {}) => ({
  type: 'PlanGenerationRequested',
  data: { appUserId: 'u1', weekStart, weekEnd, requestedAt: at.toISOString(), reason, ...(firstDay && { firstDay }) },
});

describe('an account command and the plan it sets off', () => {
  describe('when a set-up cook gains access', () => {
    it("grants it and requests this week's plan in the same decision, which enqueues its generation", () => {
      const decision = givenStreams({ [userStream]: [registered, ...setUp] }).when(accountCommand('u1', grant, now));
      decision.then({ [userStream]: [granted], [planStream]: [requested('access-granted')] });
      decision.thenEnqueues([generateWeekPlanJob('u1', '2026-11-23')]);
    });
  });

  describe('when a cook who has access completes setup', () => {
    it("requests this week's plan, for the setup just completed", () => {
      givenStreams({ [userStream]: [registered, granted] })
        .when(accountCommand('u1', { type: 'CompleteSetup', links, completedAt: 't' }, now))
        .thenMatches((_decision, appended) => expect(appended[planStream]).toEqual([requested('setup-completed')]));
    });
  });

  describe('when a cook gains access before setting up', () => {
    it('requests no plan yet', () => {
      givenStreams({ [userStream]: [registered] }).when(accountCommand('u1', grant, now)).then({ [userStream]: [granted] });
    });
  });

  describe("when this week's plan was already requested", () => {
    it('does not request it again', () => {
      givenStreams({ [userStream]: [registered, ...setUp], [planStream]: [requested('week-opened')] }).when(accountCommand('u1', grant, now)).then({ [userStream]: [granted] });
    });
  });

  describe('when a ready cook gains a second way in', () => {
    it('requests nothing more', () => {
      const subscription: AccountCommand = { type: 'GrantAccess', source: 'subscription', reference: 'sub_1', grantedAt: now.toISOString() };
      givenStreams({ [userStream]: [registered, ...setUp, granted] })
        .when(accountCommand('u1', subscription, now))
        .then({ [userStream]: [{ type: 'AccessGranted', data: { appUserId: 'u1', source: 'subscription', reference: 'sub_1', grantedAt: now.toISOString() } }] });
    });
  });

  describe("when the cook's browser said which day it is", () => {
    it("requests the plan of the cook's own week, from their today", () => {
      // Sunday 22:30 UTC is already Monday morning in Sydney: the cook's week is the next one.
      const sunday = new Date('2026-11-29T22:30:00Z');
      givenStreams({ [userStream]: [registered, ...setUp] })
        .when(accountCommand('u1', { ...grant, grantedAt: sunday.toISOString() }, sunday, '2026-11-30'))
        .thenMatches((_decision, appended) =>
          expect(appended['mealplan-u1-2026-11-30']).toEqual([requested('access-granted', { weekStart: '2026-11-30', weekEnd: '2026-12-06', at: sunday, firstDay: '2026-11-30' })]),
        );
    });
  });
});
