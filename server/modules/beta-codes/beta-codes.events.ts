// Facts of a beta code. Stream: betacode-{CODE}; shared (no owner): the claim is also recorded on the
// claiming user's stream as AccessGranted.
import type { DomainEvent } from '../../event-store/types.ts';

export type BetaCodeIssued = DomainEvent<'BetaCodeIssued', { code: string; issuedBy: string; issuedAt: string }>;
export type BetaCodeClaimed = DomainEvent<'BetaCodeClaimed', { code: string; appUserId: string; claimedAt: string }>;

export type BetaCodeEvent = BetaCodeIssued | BetaCodeClaimed;
export const betaCodeEventTypes = ['BetaCodeIssued', 'BetaCodeClaimed'] as const satisfies readonly BetaCodeEvent['type'][];

export const betaCodeStreamId = (code: string) => `betacode-${code}`;

/**
 * Codes are matched without regard to case or surrounding spaces, and spaces or typographic dashes
 * between the groups read as the code's dashes: people type them from an email ('k7qm 4xpa 9rte').
 */
export const normalizeBetaCode = (code: string) =>
  code
    .trim()
    .toUpperCase()
    .replace(/[\s\u2010-\u2015\u2212-]+/g, '-');
export const BETA_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,62}[A-Z0-9]$/;
