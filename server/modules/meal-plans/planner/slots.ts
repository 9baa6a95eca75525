// Which day a meal is planned for. A day has at most one meal of each kind (one breakfast, one lunch,
// one dinner): a week's n meals of a kind go on n different days, spread over the days left.
import { addDays } from '../weeks.ts';
import { daysBetween } from '../../../dates.ts';
import { mealsOfDay, type MealOfDay } from '../meal-plans.events.ts';


/** The days a plan can still use: from `firstDay` (never before Monday) to Sunday. */
export function daysLeft(weekStart: string, firstDay = weekStart): string[] {
  const from = firstDay > weekStart ? firstDay : weekStart;
  const count = Math.max(0, 7 - daysBetween(weekStart, from));
  return Array.from({ length: count }, (_, offset) => addDays(from, offset));
}

/**
 * The cook dates of `count` meals of one kind: spread evenly over the days left (3 dinners from
 * Monday: Monday, Wednesday, Friday), each on its own day. Only as many as there are days left: a
 * week begun on Friday has room for three dinners, not five.
 */
export function spreadDates(weekStart: string, count: number, firstDay = weekStart): string[] {
  const days = daysLeft(weekStart, firstDay);
  const fitting = Math.min(count, days.length);
  return Array.from({ length: fitting }, (_, position) => days[Math.floor((position * days.length) / fitting)]!);
}

/** One meal the week wants: its kind, its order among its kind, its day. */
export interface WeekSlot {
  mealOfDay: MealOfDay;
  position: number;
  plannedCookDate: string;
}

/**
 * The slots a week's wishes ask for, one meal of a kind a day on the days left, and the meals that
 * find no day, with the words that say so. The generator fills the slots one by one.
 */
export function weekSlots(counts: Record<MealOfDay, number>, weekStart: string, firstDay = weekStart) {
  const slots: WeekSlot[] = [];
  const unfitting: Array<{ mealOfDay: MealOfDay; missing: number; why: string }> = [];
  for (const mealOfDay of mealsOfDay) {
    const dates = spreadDates(weekStart, counts[mealOfDay], firstDay);
    slots.push(...dates.map((plannedCookDate, position) => ({ mealOfDay, position, plannedCookDate })));
    if (dates.length < counts[mealOfDay]) unfitting.push({ mealOfDay, missing: counts[mealOfDay] - dates.length, why: fitTheDaysLeft(mealOfDay, dates.length, counts[mealOfDay]) });
  }
  return { slots, unfitting };
}

/** A cook's words for the meals that did not fit: '3 of your 5 dinners fit the days left this week.' */
const PLURAL: Record<MealOfDay, string> = { breakfast: 'breakfasts', lunch: 'lunches', dinner: 'dinners' };
export const fitTheDaysLeft = (mealOfDay: MealOfDay, fitting: number, wanted: number) =>
  `${fitting} of your ${wanted} ${PLURAL[mealOfDay]} fit${fitting === 1 ? 's' : ''} the days left this week.`;

/**
 * The day for a meal added later: a day of the week without a meal of its kind, not before today
 * when the week has begun; the one asked for when free, else the nearest free day after it, else
 * before it. Undefined when every such day has one.
 */
export function freeDayFor(weekStart: string, today: string, takenDates: readonly string[], asked?: string): string | undefined {
  const open = daysLeft(weekStart, today).filter((day) => !takenDates.includes(day));
  if (open.length === 0) return undefined;
  if (asked === undefined) return open[0];
  return open.find((day) => day >= asked) ?? open[open.length - 1];
}
