// Calendar dates as the product sends them (YYYY-MM-DD), in the cook's own time zone: 'today' is the
// browser's today, not the server's. Arithmetic runs in UTC so a daylight-saving change never shifts
// a date by one.
const MS_PER_DAY = 86_400_000;

export function todayIso(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

const utcMidnight = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

export const addDays = (isoDate: string, days: number): string => new Date(utcMidnight(isoDate) + days * MS_PER_DAY).toISOString().slice(0, 10);

/** Whole days from `from` to `to`: negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number => Math.round((utcMidnight(to) - utcMidnight(from)) / MS_PER_DAY);

export const isIsoDate = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(utcMidnight(value));

const asUtcMidnight = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
const shortWeekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const longWeekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });

/** 'Sat 28': the weekday first, as a cook says it (Intl's en-US order is '28 Sat'). */
export const shortDayLabel = (isoDate: string): string => `${shortWeekday.format(asUtcMidnight(isoDate))} ${Number(isoDate.slice(8, 10))}`;

/** 'Saturday'. */
export const weekdayName = (isoDate: string): string => longWeekday.format(asUtcMidnight(isoDate));
