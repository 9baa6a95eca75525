import { describe, expect, it } from 'vitest';
import { nameMatcher } from './name-search';

describe('a search box', () => {
  it('finds a name whatever the case and accents on either side', () => {
    expect(nameMatcher('creme fraiche')('Crème fraîche')).toBe(true);
    expect(nameMatcher('CRÈME')('creme fraiche')).toBe(true);
    expect(nameMatcher('jalapeno')('Jalapeño pepper')).toBe(true);
  });

  it('finds a name holding every word, in any order, half typed', () => {
    const beefAndBroccoli = 'Beef and Broccoli';
    expect(nameMatcher('broccoli beef')(beefAndBroccoli)).toBe(true);
    expect(nameMatcher('  bro   bee ')(beefAndBroccoli)).toBe(true);
    expect(nameMatcher('beef lamb')(beefAndBroccoli)).toBe(false);
  });

  it('matches every name when nothing is typed', () => {
    expect(nameMatcher('   ')('Anything')).toBe(true);
  });
});
