// Which day is 'today' for a cook. The server knows no cook's time zone, so each answer keeps within
// the dates that are today somewhere on Earth (UTC-12 to UTC+14). The web client says its own date
// (the X-Larder-Today header on every call; the cooking call's today_browser_date): a meal added on
// a Tuesday morning in Europe goes on Tuesday, not on the Monday that UTC-12 still has. Without it,
// what decides whether a plan or list is past takes the earliest of those dates (it stays changeable
// for as long as it is anywhere), and what is dated takes UTC's.
import type { Context } from 'hono';
import { isCalendarDate, latestToday, lenientToday, todayUtc } from '../dates.ts';

export const TODAY_HEADER = 'x-larder-today';

/**
 * The cook's today from their browser, kept within the dates that are today somewhere on Earth:
 * a wrong clock can neither reopen a past plan nor close a current one early. A date the calendar
 * lacks ('2026-11-31', which sorts between 30 November and 1 December) is no date: not declared.
 */
export function browserToday(now: Date, browserDate: string | undefined): string {
  const earliest = lenientToday(now);
  const latest = latestToday(now);
  if (browserDate === undefined || !isCalendarDate(browserDate)) return earliest;
  return browserDate < earliest ? earliest : browserDate > latest ? latest : browserDate;
}

/** The request's today: its X-Larder-Today header when given, else the earliest date anywhere. */
export const cookToday = (c: Context, now: Date) => browserToday(now, c.req.header(TODAY_HEADER));

/** The today the request declares (X-Larder-Today, within the bounds above), or undefined without one. */
export const declaredToday = (c: Context, now: Date): string | undefined => {
  const declared = c.req.header(TODAY_HEADER);
  return declared !== undefined && isCalendarDate(declared) ? browserToday(now, declared) : undefined;
};

/**
 * The date to record for what the cook does now (a purchase, the weeks a pantry change refreshes):
 * the declared today, else UTC's, the date most clocks near it show.
 */
export const recordedToday = (c: Context, now: Date): string => declaredToday(c, now) ?? todayUtc(now);
