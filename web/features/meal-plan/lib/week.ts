// Plan weeks run Monday to Sunday in the cook's own time zone; the badge follows spec §4: 'This week'
// when today lies in the range, 'Next week' when it starts within 7 days, past when it has ended.

export interface Week {
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

const atMidnight = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

export function weekContaining(day: Date): Week {
  const start = atMidnight(day);
  // getDay() counts from Sunday; shift so Monday is 0.
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  const end = new Date(start);
  end.setDate(start.getDate() + 6);
  return { start, end };
}

export type PlanTimeStatus = 'past' | 'this-week' | 'next-week' | 'later';

export function planTimeStatus(week: Week, today: Date): PlanTimeStatus {
  const now = atMidnight(today).getTime();
  if (week.end.getTime() < now) return 'past';
  if (week.start.getTime() <= now) return 'this-week';
  if (week.start.getTime() - now <= 7 * DAY_MS) return 'next-week';
  return 'later';
}

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const monthDayYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Mar 3 – 9, 2025' style is ambiguous across months, so both ends keep their month. */
export function formatWeek({ start, end }: Week): string {
  const sameYear = start.getFullYear() === end.getFullYear();
  return `${(sameYear ? monthDay : monthDayYear).format(start)} – ${monthDayYear.format(end)}`;
}
