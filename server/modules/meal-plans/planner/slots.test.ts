import { describe, expect, it } from 'vitest';
import { dateForAddedMeal, spreadDate } from './slots.ts';

const monday = '2026-11-23';
const spread = (count: number, firstDay?: string) => Array.from({ length: count }, (_, position) => spreadDate(monday, position, count, firstDay));

describe('spreading a week of meals', () => {
  it('spreads from Monday over the seven days', () => {
    expect(spread(3)).toEqual(['2026-11-23', '2026-11-25', '2026-11-27']);
    expect(spread(7)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
  });
  it('plans a week begun on Thursday from Thursday to Sunday, never on a day gone', () => {
    expect(spread(3, '2026-11-26')).toEqual(['2026-11-26', '2026-11-27', '2026-11-28']);
    expect(spread(7, '2026-11-26').every((date) => date >= '2026-11-26' && date <= '2026-11-29')).toBe(true);
  });
  it('puts every meal on Sunday when only Sunday is left, and ignores a first day before the week', () => {
    expect(spread(2, '2026-11-29')).toEqual(['2026-11-29', '2026-11-29']);
    expect(spread(3, '2026-11-20')).toEqual(spread(3));
  });
});

describe('the day of a meal added later', () => {
  it('is the least planned day from today on', () => {
    expect(dateForAddedMeal(monday, '2026-11-25', ['2026-11-25', '2026-11-26'])).toBe('2026-11-27');
  });
});
