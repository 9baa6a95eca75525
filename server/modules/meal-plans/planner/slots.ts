// Which day a meal is planned for: a week's n meals of a kind spread over the seven days.
import { addDays } from '../weeks.ts';

/** The cook date of the `position`-th of `count` meals of a kind (3 dinners: Monday, Wednesday, Friday). */
export const spreadDate = (weekStart: string, position: number, count: number) => addDays(weekStart, Math.min(6, Math.floor((position * 7) / Math.max(1, count))));

/**
 * The day for a meal added later: the least-planned day of that kind, not before today when the
 * week has begun (a meal added on Wednesday is not planned for Monday).
 */
export function dateForAddedMeal(weekStart: string, today: string, plannedDates: readonly string[]): string {
  const days = Array.from({ length: 7 }, (_, offset) => addDays(weekStart, offset));
  const open = days.filter((day) => day >= today);
  const candidates = open.length > 0 ? open : days;
  const load = (day: string) => plannedDates.filter((date) => date === day).length;
  return candidates.reduce((best, day) => (load(day) < load(best) ? day : best));
}
