import { describe, it } from 'vitest';
import { givenStreams } from '../event-store/decision-spec.ts';
import type { AccountEvent } from '../modules/accounts/accounts.events.ts';
import { betaCodeMessages } from '../modules/beta-codes/beta-codes.decider.ts';
import type { BetaCodeEvent } from '../modules/beta-codes/beta-codes.events.ts';
import { generateWeekPlanJob } from '../modules/meal-plans/index.ts';
import { claimBetaCodeCommand } from './claim-beta-code.ts';

const now = new Date('2026-11-26T12:00:00Z'); // a Thursday: the week starts Monday 2026-11-23
const code = 'ABCD-EFGH';
const codeStream = `betacode-${code}`;
const userStream = 'user-u1';
const planStream = 'mealplan-u1-2026-11-23';
const issued: BetaCodeEvent = { type: 'BetaCodeIssued', data: { code, issuedBy: 'ops', issuedAt: '2026-11-20T10:00:00.000Z' } };
const claimedBy = (appUserId: string): BetaCodeEvent => ({ type: 'BetaCodeClaimed', data: { code, appUserId, claimedAt: now.toISOString() } });
const registered: AccountEvent = { type: 'UserRegistered', data: { appUserId: 'u1', supabaseId: 's', email: 'a@b.c', firstName: 'A', lastName: 'B', pantryId: 'p' } };
const setUp: AccountEvent[] = [
  registered,
  { type: 'PreferencesChanged', data: { appUserId: 'u1', dietIds: ['d'], cuisineIds: ['a', 'b', 'c'], avoidedIngredientIds: [] } },
  { type: 'SetupCompleted', data: { appUserId: 'u1', completedAt: 't' } },
];
const accessFrom = (source: 'beta-code' | 'subscription', reference: string): AccountEvent => ({ type: 'AccessGranted', data: { appUserId: 'u1', source, reference, grantedAt: now.toISOString() } });
const claim = claimBetaCodeCommand(code, 'u1', now);

describe('claiming a beta code', () => {
  describe('when the code was issued and nobody has claimed it', () => {
    it("claims it for the cook and grants access, and a set-up cook's week is requested, all in one decision", () => {
      givenStreams({ [codeStream]: [issued], [userStream]: setUp })
        .when(claim)
        .then({
          [codeStream]: [claimedBy('u1')],
          [userStream]: [accessFrom('beta-code', code)],
          [planStream]: [{ type: 'PlanGenerationRequested', data: { appUserId: 'u1', weekStart: '2026-11-23', weekEnd: '2026-11-29', requestedAt: now.toISOString(), reason: 'access-granted' } }],
        });
    });
    it("answers that the cook holds it now, and enqueues the requested week's generation", () => {
      givenStreams({ [codeStream]: [issued], [userStream]: setUp }).when(claim).thenAnswers({ appUserId: 'u1', code, alreadyHeld: false });
      givenStreams({ [codeStream]: [issued], [userStream]: setUp }).when(claim).thenEnqueues([generateWeekPlanJob('u1', '2026-11-23')]);
    });
  });

  describe('when the code is unknown', () => {
    it('refuses it, whoever asks', () => {
      givenStreams({ [userStream]: setUp }).when(claim).thenThrows(betaCodeMessages.invalid);
    });
  });

  describe('when another cook claimed it', () => {
    it('refuses it', () => {
      givenStreams({ [codeStream]: [issued, claimedBy('u2')], [userStream]: setUp }).when(claim).thenThrows(betaCodeMessages.claimed);
    });
  });

  describe('when the cook already has access from another beta code', () => {
    it('leaves this code free for someone else', () => {
      givenStreams({ [codeStream]: [issued], [userStream]: [...setUp, accessFrom('beta-code', 'OTHER-CODE')] }).when(claim).thenNothingHappened();
      givenStreams({ [codeStream]: [issued], [userStream]: [...setUp, accessFrom('beta-code', 'OTHER-CODE')] }).when(claim).thenAnswers({ appUserId: 'u1', code, alreadyHeld: true });
    });
  });

  describe('when the cook has access from a subscription', () => {
    it('claims the code, so their access outlasts the subscription, and requests no plan: they were ready', () => {
      givenStreams({ [codeStream]: [issued], [userStream]: [...setUp, accessFrom('subscription', 'sub_1')] })
        .when(claim)
        .then({ [codeStream]: [claimedBy('u1')], [userStream]: [accessFrom('beta-code', code)] });
    });
  });

  describe('when the cook claimed this very code before', () => {
    it('changes nothing', () => {
      givenStreams({ [codeStream]: [issued, claimedBy('u1')], [userStream]: [...setUp, accessFrom('beta-code', code)] }).when(claim).thenNothingHappened();
    });
  });
});
