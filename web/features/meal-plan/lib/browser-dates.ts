// Dates as the cook's browser sees them: plans are found and cooked by the local date, not UTC's.

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD in local time. */
export const localDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** 'YYYY-MM-DD HH:MM:SS' in local time (spec §7: timestamps sent use the local format). */
export const localTimestamp = (date: Date) => `${localDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

export function daysFrom(date: Date, days: number): Date {
  const later = new Date(date);
  later.setDate(date.getDate() + days);
  return later;
}

/** A plan's YYYY-MM-DD date as local midnight (not UTC's, which would shift it a day west of Greenwich). */
export function parseLocalDate(value: string): Date {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return new Date(year!, month! - 1, day!);
}
