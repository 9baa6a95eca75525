import { describe, it } from 'vitest';
import { deciderSpec } from '../../event-store/decider-spec.ts';
import { betaCodeDecider, betaCodeMessages } from './beta-codes.decider.ts';

const spec = deciderSpec(betaCodeDecider);
const issued = { type: 'BetaCodeIssued' as const, data: { code: 'ABCD-EFGH', issuedBy: 'ops', issuedAt: '2026-11-22T10:00:00.000Z' } };
const claim = { type: 'ClaimBetaCode' as const, code: 'ABCD-EFGH', appUserId: 'user-1', claimedAt: '2026-11-22T11:00:00.000Z' };

describe('beta codes', () => {
  it('an issued code is claimed by the first user', () => {
    spec.given([issued]).when(claim).then([{ type: 'BetaCodeClaimed', data: { code: 'ABCD-EFGH', appUserId: 'user-1', claimedAt: claim.claimedAt } }]);
  });
  it('an unknown code is invalid', () => {
    spec.given([]).when(claim).thenThrows(betaCodeMessages.invalid);
  });
  it('a code claimed by someone else is refused', () => {
    spec
      .given([issued, { type: 'BetaCodeClaimed', data: { code: 'ABCD-EFGH', appUserId: 'user-2', claimedAt: claim.claimedAt } }])
      .when(claim)
      .thenThrows(betaCodeMessages.claimed);
  });
  it("claiming one's own code again changes nothing", () => {
    spec.given([issued, { type: 'BetaCodeClaimed', data: { code: 'ABCD-EFGH', appUserId: 'user-1', claimedAt: claim.claimedAt } }]).when(claim).thenNothingHappened();
  });
  it('a code cannot be issued twice', () => {
    spec.given([issued]).when({ type: 'IssueBetaCode', code: 'ABCD-EFGH', issuedBy: 'ops', issuedAt: issued.data.issuedAt }).thenThrows(betaCodeMessages.exists);
  });
});
