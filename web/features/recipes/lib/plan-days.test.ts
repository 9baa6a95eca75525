import { describe, expect, it } from 'vitest';
import { daysOffered, mondayOf, planDateFor, shortDayLabel, slotNote, weekdayName } from './plan-days';

// 2026-03-28 is a Saturday; its week runs Monday 23 to Sunday 29.
const SATURDAY = '2026-03-28';

describe('the days offered', () => {
  it('are today to Sunday this week, and Monday to Sunday next week', () => {
    expect(daysOffered('this-week', SATURDAY)).toEqual(['2026-03-28', '2026-03-29']);
    expect(daysOffered('next-week', SATURDAY)).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05']);
  });

  it('are the whole week on a Monday, and only Sunday on a Sunday', () => {
    expect(daysOffered('this-week', '2026-03-23')).toHaveLength(7);
    expect(daysOffered('this-week', '2026-03-29')).toEqual(['2026-03-29']);
    expect(daysOffered('next-week', '2026-03-29')[0]).toBe('2026-03-30');
  });

  it('cross a year end and a daylight-saving change without losing or repeating a day', () => {
    expect(daysOffered('next-week', '2026-12-31')).toEqual(['2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07', '2027-01-08', '2027-01-09', '2027-01-10']);
    expect(new Set(daysOffered('this-week', '2026-10-19')).size).toBe(7); // Europe's clocks change on the 25th
  });

  it('name the week for the by-date call: today, or next Monday', () => {
    expect(mondayOf(SATURDAY)).toBe('2026-03-23');
    expect(planDateFor('this-week', SATURDAY)).toBe(SATURDAY);
    expect(planDateFor('next-week', SATURDAY)).toBe('2026-03-30');
  });

  it('read as a short weekday and the day of the month', () => {
    expect(shortDayLabel(SATURDAY)).toBe('Sat 28');
    expect(shortDayLabel('2026-03-30')).toBe('Mon 30');
    expect(shortDayLabel('2026-04-01')).toBe('Wed 1');
    expect(weekdayName(SATURDAY)).toBe('Saturday');
  });
});

describe('what the chosen slot holds', () => {
  const meal = (change: { day?: string; mealOfDay?: 'breakfast' | 'lunch' | 'dinner'; cooked?: boolean } = {}) => ({
    meal_of_day: change.mealOfDay ?? 'dinner',
    planned_cook_date: change.day ?? SATURDAY,
    name: 'Beef Stew',
    has_been_cooked: change.cooked ?? false,
  });

  it('is nothing for a free slot: another day, or another meal of the same day', () => {
    expect(slotNote([], SATURDAY, 'dinner')).toBeUndefined();
    expect(slotNote([meal({ day: '2026-03-29' }), meal({ mealOfDay: 'lunch' })], SATURDAY, 'dinner')).toBeUndefined();
  });

  it('names the uncooked meal it replaces and the day', () => {
    expect(slotNote([meal()], SATURDAY, 'dinner')).toEqual({ text: 'Replaces Beef Stew on Saturday.', blocked: false });
  });

  it('refuses a slot whose meal is cooked, in the server’s words', () => {
    expect(slotNote([meal({ cooked: true })], SATURDAY, 'dinner')).toEqual({ text: "Saturday's dinner is already cooked. Choose another day.", blocked: true });
  });
});
