import { describe, expect, it } from 'vitest';
import { daysLeft, fitTheDaysLeft, freeDayFor, spreadDates } from './slots.ts';

const monday = '2026-11-23';

describe('spreading a week of meals of one kind', () => {
  it('spreads from Monday over the seven days, one a day', () => {
    expect(spreadDates(monday, 3)).toEqual(['2026-11-23', '2026-11-25', '2026-11-27']);
    expect(spreadDates(monday, 7)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
  });

  it('plans a week begun on Friday only on Friday to Sunday, never two on one day', () => {
    expect(spreadDates(monday, 5, '2026-11-27')).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
    expect(spreadDates(monday, 2, '2026-11-27')).toEqual(['2026-11-27', '2026-11-28']);
    expect(fitTheDaysLeft('dinner', 3, 5)).toBe('3 of your 5 dinners fit the days left this week.');
    expect(fitTheDaysLeft('lunch', 1, 4)).toBe('1 of your 4 lunches fits the days left this week.');
  });

  it('gives every start day and count distinct days within the days left', () => {
    for (let start = 0; start < 7; start++)
      for (let count = 0; count <= 7; count++) {
        const first = daysLeft(monday)[start]!;
        const dates = spreadDates(monday, count, first);
        expect(new Set(dates).size).toBe(dates.length);
        expect(dates.length).toBe(Math.min(count, 7 - start));
        expect(dates.every((date) => date >= first && date <= '2026-11-29')).toBe(true);
      }
  });

  it('ignores a first day before the week', () => {
    expect(spreadDates(monday, 3, '2026-11-20')).toEqual(spreadDates(monday, 3));
  });
});

describe('the day of a meal added later', () => {
  it('is the day asked when it has no meal of the kind', () => {
    expect(freeDayFor(monday, '2026-11-25', ['2026-11-25'], '2026-11-26')).toBe('2026-11-26');
  });
  it('is the next free day after a taken one, else the nearest before it, never before today', () => {
    expect(freeDayFor(monday, '2026-11-25', ['2026-11-25', '2026-11-26'], '2026-11-25')).toBe('2026-11-27');
    expect(freeDayFor(monday, '2026-11-25', ['2026-11-28', '2026-11-29'], '2026-11-28')).toBe('2026-11-27');
    expect(freeDayFor(monday, '2026-11-25', ['2026-11-25'])).toBe('2026-11-26');
  });
  it('is none when every day left has one', () => {
    expect(freeDayFor(monday, '2026-11-28', ['2026-11-28', '2026-11-29'])).toBeUndefined();
  });
});
