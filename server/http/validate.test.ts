// The shared rules every route validates dates and ids with: a date that PostgreSQL would refuse, or
// the calendar does not have, is a 400 with its reason, never a 500 from a query or a stalled projection.
import { describe, expect, it } from 'vitest';
import { id, isoDate } from './validate.ts';

const reason = (value: unknown) => {
  const result = isoDate.safeParse(value);
  return result.success ? 'ok' : result.error.issues[0]!.message;
};

describe('isoDate', () => {
  it('takes a calendar date, a leap day included', () => {
    expect(reason('2026-11-24')).toBe('ok');
    expect(reason('2028-02-29')).toBe('ok');
  });

  it('refuses a day the calendar does not have, or year 0000, which PostgreSQL has not', () => {
    for (const value of ['2024-02-31', '2026-02-29', '2026-13-01', '2026-00-10', '0000-01-05', '0000-01-01']) expect(reason(value), value).toBe('That date does not exist.');
  });

  it('names the format for anything else', () => {
    for (const value of ['yesterday', '2026-1-5', '26-01-05', '2026-01-05T00:00:00Z', 20260105]) expect(reason(value), String(value)).toBe('Dates must be written as YYYY-MM-DD.');
  });
});

describe('id', () => {
  it('names the field that is not an id', () => {
    const result = id('meal_id').safeParse('42');
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('meal_id must be an id.');
    expect(id('meal_id').safeParse('0b9f8f9e-6a3e-4c53-9a43-2f1f4d8f7d10').success).toBe(true);
  });
});
