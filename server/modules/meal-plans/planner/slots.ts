// Which day a meal is planned for: a week's n meals of a kind spread over the seven days.
import { addDays } from '../weeks.ts';

/**
 * The cook date of the `position`-th of `count` meals of a kind, spread from `firstDay` to the week's
 * Sunday (3 dinners from Monday: Monday, Wednesday, Friday). A week planned once it has begun
 * starts on the day it was planned: no meal is planned for a day already gone.
 */
export function spreadDate(weekStart: string, position: number, count: number, firstDay = weekStart): string {
  const from = firstDay > weekStart ? firstDay : weekStart;
  const days = 7 - daysBetween(weekStart, from);
  if (days < 1) return addDays(weekStart, 6);
  return addDays(from, Math.min(days - 1, Math.floor((position * days) / Math.max(1, count))));
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

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
