// Calendar dates (YYYY-MM-DD) as the product stores them: no time zone, arithmetic in UTC so a
// daylight-saving change never moves a date.

/**
 * Whether `value` is a calendar date as written, YYYY-MM-DD, that exists: a day the calendar lacks
 * (2026-11-31) parses as another (1 December) and must come back as written; year 0000 passes
 * JavaScript's Date but not PostgreSQL's. The one check for every date that enters the product.
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** The Monday of the week `date` falls in: plans and grocery lists run Monday to Sunday. */
export function weekStartOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

export const weekEndOf = (weekStart: string) => addDays(weekStart, 6);

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const todayUtc = (now: Date) => now.toISOString().slice(0, 10);

/** The earliest date that is today somewhere on Earth (UTC-12): a week is past once it is past everywhere. */
export const lenientToday = (now: Date) => todayUtc(new Date(now.getTime() - 12 * 3_600_000));

/** The latest date that is today somewhere on Earth (UTC+14): nothing on or before it is in the future. */
export const latestToday = (now: Date) => todayUtc(new Date(now.getTime() + 14 * 3_600_000));
