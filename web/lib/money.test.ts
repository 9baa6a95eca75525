import { describe, expect, it } from 'vitest';
import { PAID_PROBLEM, paidCents } from './money';

describe('reading what a cook paid', () => {
  it('reads a price as a cook types it', () => {
    expect(paidCents('3.49')).toBe(349);
    expect(paidCents('$3.49')).toBe(349);
    expect(paidCents(' 3,5 ')).toBe(350);
    expect(paidCents('12')).toBe(1200);
    expect(paidCents('1000')).toBe(100_000);
  });
  it('says nothing for a blank, and refuses what is no price', () => {
    expect(paidCents('')).toBeUndefined();
    for (const text of ['3.499', '-2', 'three', '1000.01', '1e3']) expect(paidCents(text), text).toBe(PAID_PROBLEM);
  });
});
