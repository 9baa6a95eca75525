// Beta codes as operators list them: who claimed which, and when.
import type { RecordedEvent } from '../../event-store/types.ts';
import { documentProjection } from '../../projections/projection.ts';
import { readModels } from '../../contract/read-models.ts';
import type { BetaCodesTable, ProjectedRow } from '../../db/schema.ts';
import { betaCodeEventTypes, type BetaCodeEvent } from './beta-codes.events.ts';

export type BetaCodeRow = ProjectedRow<BetaCodesTable>;

export function evolveBetaCode(row: BetaCodeRow | null, recorded: RecordedEvent): BetaCodeRow | null {
  const event = recorded as unknown as BetaCodeEvent;
  switch (event.type) {
    case 'BetaCodeIssued':
      return row ?? { id: event.data.code, issued_at: event.data.issuedAt, issued_by: event.data.issuedBy, claimed_by: null, claimed_at: null };
    case 'BetaCodeClaimed':
      return row && { ...row, claimed_by: event.data.appUserId, claimed_at: event.data.claimedAt };
    default:
      return row;
  }
}

export const betaCodesProjection = documentProjection<BetaCodeRow>({
  name: 'beta_codes',
  version: 1,
  model: readModels.betaCode,
  table: 'beta_codes',
  keyType: 'text',
  handles: betaCodeEventTypes,
  keysOf: (event) => [(event.data as { code: string }).code],
  evolve: evolveBetaCode,
});
