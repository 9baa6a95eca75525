// Plans run Monday to Sunday. Dates are calendar dates (YYYY-MM-DD) with no time zone: the week a
// server-side request falls in is the UTC week; browser dates, where a call carries them, win.
import { addDays } from '../../dates.ts';

export { addDays, todayUtc } from '../../dates.ts';

/** The Monday of the week `date` falls in. */
export function weekStartOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

export const weekEndOf = (weekStart: string) => addDays(weekStart, 6);
