// The cook's declared today: a date the calendar lacks must not pass as one. '2026-11-31' sorts
// between 30 November and 1 December, so near a month's end a check of the form alone let it into
// pantry events a projection then skipped, and '2026-11-99' into date sums that threw (500).
import { describe, expect, it } from 'vitest';
import { browserToday } from './cook-today.ts';

// 20:00 UTC on 30 November: today is the 30th from UTC-12 and 1 December from UTC+14.
const lateOnTheThirtieth = new Date('2026-11-30T20:00:00Z');

describe("the cook's declared today", () => {
  it('is taken when it is today somewhere on Earth', () => {
    expect(browserToday(lateOnTheThirtieth, '2026-11-30')).toBe('2026-11-30');
    expect(browserToday(lateOnTheThirtieth, '2026-12-01')).toBe('2026-12-01');
  });

  it('is not taken when the calendar has no such day, however it sorts', () => {
    for (const impossible of ['2026-11-31', '2026-11-99', '2026-11-3x', '0000-11-30']) expect(browserToday(lateOnTheThirtieth, impossible), impossible).toBe('2026-11-30');
  });
});
