// A beta code claim as the API answers it (spec §8 'Beta code'): on 200 and on 404 alike, so the page
// can tell an unknown code from a claimed one by these words.
export interface BetaCodeAnswer {
  exists: boolean;
  available: boolean;
  message: string;
}

export const betaCodeMessages = {
  invalid: 'Invalid code.',
  claimed: 'Code already claimed.',
  applied: 'Code claimed.',
  alreadyHeld: 'You already have beta access: this code was not used, and can go to someone else.',
} as const;
