import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../event-store/types.ts';
import { decideAccount } from './account-commands.ts';

const now = new Date('2026-11-26T12:00:00Z'); // a Thursday: the week starts Monday 2026-11-23
let position = 0;
const recorded = (streamId: string, type: string, data: object): RecordedEvent =>
  ({ type, data, streamId, streamVersion: ++position, globalPosition: position, transactionId: 1n, eventId: `e${position}`, schemaVersion: 1, ownerId: 'u1', metadata: {} as never, recordedAt: now }) as RecordedEvent;
const userStream = 'user-u1';
const planStream = 'mealplan-u1-2026-11-23';
const registered = recorded(userStream, 'UserRegistered', { appUserId: 'u1', supabaseId: 's', email: 'a@b.c', firstName: 'A', lastName: 'B', pantryId: 'p' });
const setupDone = [
  recorded(userStream, 'PreferencesChanged', { appUserId: 'u1', dietIds: ['d'], cuisineIds: ['a', 'b', 'c'], avoidedIngredientIds: [] }),
  recorded(userStream, 'SetupCompleted', { appUserId: 'u1', completedAt: 't' }),
];
const grant = { type: 'GrantAccess', source: 'beta-code', reference: 'CODE', grantedAt: now.toISOString() } as const;
const planEventsOf = (decision: ReturnType<typeof decideAccount>) => decision.appends.find((append) => append.streamId === planStream)!.events;

describe('the plan request an account change sets off', () => {
  it('comes when access arrives after setup, for the current week', () => {
    const decision = decideAccount('u1', grant, new Map([[userStream, [registered, ...setupDone]]]), now);
    expect(planEventsOf(decision)).toEqual([
      { type: 'PlanGenerationRequested', data: { appUserId: 'u1', weekStart: '2026-11-23', weekEnd: '2026-11-29', requestedAt: now.toISOString(), reason: 'access-granted' } },
    ]);
  });
  it('comes when setup completes for a user who already has access', () => {
    const granted = recorded(userStream, 'AccessGranted', { appUserId: 'u1', source: 'beta-code', reference: 'X', grantedAt: 't' });
    const decision = decideAccount('u1', { type: 'CompleteSetup', links: { dietIds: ['d'], cuisineIds: ['a', 'b', 'c'], avoidedIngredientIds: [] }, completedAt: 't' }, new Map([[userStream, [registered, granted]]]), now);
    expect(planEventsOf(decision)).toMatchObject([{ type: 'PlanGenerationRequested', data: { reason: 'setup-completed' } }]);
  });
  it('does not come without setup, nor twice for one week', () => {
    expect(planEventsOf(decideAccount('u1', grant, new Map([[userStream, [registered]]]), now))).toEqual([]);
    const requested = recorded(planStream, 'PlanGenerationRequested', { appUserId: 'u1', weekStart: '2026-11-23' });
    const decision = decideAccount('u1', grant, new Map([[userStream, [registered, ...setupDone]], [planStream, [requested]]]), now);
    expect(planEventsOf(decision)).toEqual([]);
  });
  it("is for the cook's own week, from the cook's own today, when their browser said which day it is", () => {
    // Sunday 22:30 UTC is already Monday morning in Sydney: the cook's week is the next one.
    const sunday = new Date('2026-11-29T22:30:00Z');
    const decision = decideAccount('u1', grant, new Map([[userStream, [registered, ...setupDone]]]), sunday, '2026-11-30');
    expect(decision.appends.map((append) => append.streamId)).toEqual([userStream, 'mealplan-u1-2026-11-30']);
    expect(decision.appends[1]!.events).toEqual([
      { type: 'PlanGenerationRequested', data: { appUserId: 'u1', weekStart: '2026-11-30', weekEnd: '2026-12-06', requestedAt: sunday.toISOString(), reason: 'access-granted', firstDay: '2026-11-30' } },
    ]);
  });
});
