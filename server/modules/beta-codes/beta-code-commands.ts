// Issuing codes (ops CLI). Claiming them is a workflow: see server/workflows/claim-beta-code.ts.
import { randomInt } from 'node:crypto';
import type pg from 'pg';
import { handleCommand } from '../../event-store/command-handler.ts';
import type { EventMetadata } from '../../event-store/types.ts';
import { betaCodeDecider } from './beta-codes.decider.ts';
import { betaCodeStreamId } from './beta-codes.events.ts';

// No 0/O, 1/I/L: codes are read aloud and typed from emails.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function generateBetaCode(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

export async function issueBetaCode(pool: pg.Pool, code: string, metadata: EventMetadata, now = new Date()) {
  return handleCommand(pool, {
    streamId: betaCodeStreamId(code),
    ownerId: null,
    decider: betaCodeDecider,
    command: { type: 'IssueBetaCode', code, issuedBy: metadata.actor, issuedAt: now.toISOString() },
    metadata,
    expectedVersion: 'no_stream',
  });
}
