// The beta-codes slice's face.
export { betaCodeDecider, betaCodeMessages } from './beta-codes.decider.ts';
export { BETA_CODE_PATTERN, betaCodeStreamId, normalizeBetaCode, type BetaCodeEvent } from './beta-codes.events.ts';
export { betaCodesProjection } from './beta-codes.projection.ts';
export { generateBetaCode, issueBetaCode } from './beta-code-commands.ts';
