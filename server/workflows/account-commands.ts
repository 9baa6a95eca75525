// Workflows compose the deciders of several slices; the slices never import each other.
// An account command together with what it sets off: once a user has both completed setup and
// gained access, this week's plan is requested, in the same transaction as the event that did it.
import type { MultiStreamDecision, HandleAcrossOptions } from '../event-store/command-handler.ts';
import { fold } from '../event-store/decider.ts';
import type { DomainEvent, RecordedEvent } from '../event-store/types.ts';
// Direct file imports, not the slices' index: the slices' routes import this workflow.
import { accountDecider, hasAccess, type AccountCommand, type AccountState } from '../modules/accounts/accounts.decider.ts';
import { userStreamId, type AccountEvent } from '../modules/accounts/accounts.events.ts';
import { jobsForPlanEvents, mealPlanDecider, mealPlanStreamId, todayUtc, weekEndOf, weekStartOf, type MealPlanEvent } from '../modules/meal-plans/index.ts';

export interface AccountDecision {
  appUserId: string;
}

const ready = (state: AccountState) => state.setupComplete && hasAccess(state);

/**
 * The cook's today: the date their browser declared for the request (X-Larder-Today), else the UTC
 * day. It picks the week a plan is requested for, and that plan's first day.
 */
const todayOf = (now: Date, today?: string) => today ?? todayUtc(now);

/** The plan request an account change causes, if any (pure). */
export function planRequestAfter(before: AccountState, after: AccountState, planEvents: readonly RecordedEvent[], now: Date, today?: string): MealPlanEvent[] {
  if (ready(before) || !ready(after) || !after.appUserId) return [];
  const weekStart = weekStartOf(todayOf(now, today));
  return mealPlanDecider.decide(
    {
      type: 'RequestPlanGeneration',
      appUserId: after.appUserId,
      weekStart,
      weekEnd: weekEndOf(weekStart),
      requestedAt: now.toISOString(),
      reason: before.setupComplete ? 'access-granted' : 'setup-completed',
      ...(today && { firstDay: today }),
    },
    fold(mealPlanDecider, planEvents as unknown as MealPlanEvent[]),
  );
}

/** The streams an account command reads: the user's, and this week's plan (for the request). */
export const accountStreams = (appUserId: string, now: Date, today?: string) => [userStreamId(appUserId), mealPlanStreamId(appUserId, weekStartOf(todayOf(now, today)))];

/** Decides an account command over loaded streams (pure). */
export function decideAccount(
  appUserId: string,
  command: AccountCommand,
  loaded: Map<string, RecordedEvent[]>,
  now: Date,
  today?: string,
): MultiStreamDecision<AccountDecision> & { state: AccountState } {
  const [userStream, planStream] = accountStreams(appUserId, now, today) as [string, string];
  const before = fold(accountDecider, (loaded.get(userStream) ?? []) as unknown as AccountEvent[]);
  const events = accountDecider.decide(command, before);
  const after = fold(accountDecider, events, before);
  const planEvents = planRequestAfter(before, after, loaded.get(planStream) ?? [], now, today);
  return {
    appends: [
      { streamId: userStream, ownerId: appUserId, events: events as DomainEvent[] },
      { streamId: planStream, ownerId: appUserId, events: planEvents as DomainEvent[] },
    ],
    result: { appUserId },
    state: after,
  };
}

/** The jobs a decision across streams causes: a plan request on any of them causes the week's generation. */
export const planJobsOf = (decision: MultiStreamDecision<unknown>) => jobsForPlanEvents(decision.appends.flatMap((append) => append.events));

/** handleCommandAcross options for one account command (metadata and keys come from the caller; `today` from the cook's browser). */
export function accountCommand(appUserId: string, command: AccountCommand, now: Date, today?: string): Pick<HandleAcrossOptions<AccountDecision>, 'streams' | 'decide' | 'jobs'> {
  return { streams: accountStreams(appUserId, now, today), decide: (loaded) => decideAccount(appUserId, command, loaded, now, today), jobs: planJobsOf };
}
