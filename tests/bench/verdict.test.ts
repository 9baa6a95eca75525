import { describe, expect, it } from 'vitest';
import { unjudgeable } from './verdict.ts';

describe("a benchmark figure's sample", () => {
  it('cannot be judged when nothing was measured', () => {
    expect(unjudgeable({ count: 0 })).toBe('no operation was measured');
  });

  it('cannot be judged below its stated minimum', () => {
    expect(unjudgeable({ count: 3, minimum: 1000 })).toBe('3 operations measured, fewer than the 1000 it needs');
  });

  it('cannot be judged when operations failed', () => {
    expect(unjudgeable({ count: 0, failed: 4000 })).toBe('4000 of 4000 operations failed');
    expect(unjudgeable({ count: 10, failed: 2 })).toBe('2 of 12 operations failed');
  });

  it('can be judged when every operation measured succeeded', () => {
    expect(unjudgeable({ count: 4000, failed: 0, minimum: 4000 })).toBeUndefined();
  });
});
