// A beta code is issued once and claimed once; the first claim wins, a repeat by the same user is a no-op.
import { DomainError } from '../../event-store/errors.ts';
import { assertNever, type Decider } from '../../event-store/decider.ts';
import type { BetaCodeEvent } from './beta-codes.events.ts';
import { betaCodeMessages as claimMessages } from '../../contract/beta-codes.ts';

/** The spec's answers (§8 'Beta code'), which the client matches on. */
export const betaCodeMessages = {
  ...claimMessages,
  exists: 'That beta code already exists.',
} as const;

export type BetaCodeCommand =
  | { type: 'IssueBetaCode'; code: string; issuedBy: string; issuedAt: string }
  | { type: 'ClaimBetaCode'; code: string; appUserId: string; claimedAt: string };

export interface BetaCodeState {
  issued: boolean;
  claimedBy: string | null;
}

export const betaCodeDecider: Decider<BetaCodeCommand, BetaCodeEvent, BetaCodeState> = {
  initialState: () => ({ issued: false, claimedBy: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'BetaCodeIssued':
        return { ...state, issued: true };
      case 'BetaCodeClaimed':
        return { ...state, claimedBy: event.data.appUserId };
      default:
        return assertNever(event, 'beta code event');
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'IssueBetaCode': {
        if (state.issued) throw new DomainError(betaCodeMessages.exists, 409);
        const { type: _type, ...data } = command;
        return [{ type: 'BetaCodeIssued', data }];
      }
      case 'ClaimBetaCode': {
        if (!state.issued) throw new DomainError(betaCodeMessages.invalid, 404);
        if (state.claimedBy === command.appUserId) return [];
        if (state.claimedBy) throw new DomainError(betaCodeMessages.claimed, 404);
        const { type: _type, ...data } = command;
        return [{ type: 'BetaCodeClaimed', data }];
      }
      default:
        return assertNever(command, 'beta code command');
    }
  },
};
