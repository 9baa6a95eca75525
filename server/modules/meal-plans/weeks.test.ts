import { describe, expect, it } from 'vitest';
import { addDays, weekEndOf, weekStartOf } from './weeks.ts';

describe('plan weeks', () => {
  it('start on the Monday of the week, whatever the day', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(weekStartOf('2026-11-22')).toBe('2026-11-16'); // Sunday belongs to the week before
    expect(weekStartOf('2026-11-26')).toBe('2026-11-23');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28'); // across a year end
  });
  it('end on the Sunday', () => {
    expect(weekEndOf('2026-11-23')).toBe('2026-11-29');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
