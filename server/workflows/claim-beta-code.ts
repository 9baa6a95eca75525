// Claiming a beta code appends to the code's stream and grants access on the user's stream in one
// transaction: twenty people claiming one code at once get exactly one winner, because all of them
// append to the code's stream at the version they read, and the losers' retries see it claimed.
import type pg from 'pg';
import { handleCommandAcross } from '../event-store/command-handler.ts';
import { fold } from '../event-store/decider.ts';
import type { DomainEvent, EventMetadata, RecordedEvent } from '../event-store/types.ts';
// Direct file imports, not the slices' index: the slices' routes import this workflow.
import { betaCodeDecider } from '../modules/beta-codes/beta-codes.decider.ts';
import { betaCodeStreamId, type BetaCodeEvent } from '../modules/beta-codes/beta-codes.events.ts';
import { accountDecider } from '../modules/accounts/accounts.decider.ts';
import { userStreamId, type AccountEvent } from '../modules/accounts/accounts.events.ts';
import { accountStreams, decideAccount, planJobsOf } from './account-commands.ts';

/** Options for handleCommandAcross: claim `code` for the user and grant them access. */
export function claimBetaCodeCommand(code: string, appUserId: string, now: Date, today?: string) {
  const codeStream = betaCodeStreamId(code);
  return {
    streams: [codeStream, ...accountStreams(appUserId, now, today)],
    decide: (loaded: Map<string, RecordedEvent[]>) => {
      const state = fold(betaCodeDecider, (loaded.get(codeStream) ?? []) as unknown as BetaCodeEvent[]);
      // An unknown or taken code is refused first, whoever asks.
      const claimed = betaCodeDecider.decide({ type: 'ClaimBetaCode', code, appUserId, claimedAt: now.toISOString() }, state);
      // A cook whose access already comes from a beta code gains nothing from another: it stays free.
      // (A subscriber's code is claimed: it keeps their access should the subscription end.)
      const account = fold(accountDecider, (loaded.get(userStreamId(appUserId)) ?? []) as unknown as AccountEvent[]);
      if (claimed.length > 0 && account.accessSources.includes('beta-code')) return { appends: [], result: { appUserId, code, alreadyHeld: true } };
      const access = decideAccount(appUserId, { type: 'GrantAccess', source: 'beta-code', reference: code, grantedAt: now.toISOString() }, loaded, now, today);
      return {
        appends: [{ streamId: codeStream, ownerId: null, events: claimed as DomainEvent[] }, ...access.appends],
        result: { appUserId, code, alreadyHeld: false },
      };
    },
    // Access granted to a set-up cook requests this week's plan, which causes its generation.
    jobs: planJobsOf,
  };
}

export async function claimBetaCode(pool: pg.Pool, code: string, appUserId: string, metadata: EventMetadata, now = new Date()) {
  return handleCommandAcross(pool, { ...claimBetaCodeCommand(code, appUserId, now), metadata });
}
