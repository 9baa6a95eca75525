// The days the add-to-meal-plan modal offers, and what the chosen slot (day and meal of the day)
// already holds: the server keeps one meal of a kind a day (decision 0031), replacing an uncooked one
// and refusing a cooked one. Dates are the cook's local calendar dates (YYYY-MM-DD); weekdays are read
// from the date itself in UTC, so no time zone can shift a day.
import type { Meal, MealOfDay } from '@contract/meal-plans';
import { addDays, weekdayName } from '../../../lib/calendar-dates';

export type When = 'this-week' | 'next-week';

const asUtcMidnight = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);

/** The Monday of the week holding `isoDate` (plans run Monday to Sunday). */
export function mondayOf(isoDate: string): string {
  const weekday = asUtcMidnight(isoDate).getUTCDay(); // 0 = Sunday
  return addDays(isoDate, -((weekday + 6) % 7));
}

/** This week: today to Sunday (days gone cannot be planned). Next week: Monday to Sunday. */
export function daysOffered(when: When, today: string): string[] {
  const monday = when === 'this-week' ? mondayOf(today) : addDays(mondayOf(today), 7);
  const week = Array.from({ length: 7 }, (_, offset) => addDays(monday, offset));
  return week.filter((day) => day >= today);
}

/** A date that names the week's plan for the by-date call: today, or next week's Monday. */
export const planDateFor = (when: When, today: string): string => (when === 'this-week' ? today : addDays(mondayOf(today), 7));

export { shortDayLabel, weekdayName } from '../../../lib/calendar-dates';

export interface SlotNote {
  text: string;
  /** A cooked meal holds the slot: the server would refuse the add. */
  blocked: boolean;
}

type SlotMeal = Pick<Meal, 'meal_of_day' | 'planned_cook_date' | 'name' | 'has_been_cooked'>;

/** What adding on `day` at `mealOfDay` does to the meal already there, in words; undefined for a free slot. */
export function slotNote(meals: readonly SlotMeal[], day: string, mealOfDay: MealOfDay): SlotNote | undefined {
  const occupant = meals.find((meal) => meal.meal_of_day === mealOfDay && meal.planned_cook_date.slice(0, 10) === day);
  if (!occupant) return undefined;
  const weekday = weekdayName(day);
  if (occupant.has_been_cooked) return { text: `${weekday}'s ${mealOfDay} is already cooked. Choose another day.`, blocked: true };
  return { text: `Replaces ${occupant.name} on ${weekday}.`, blocked: false };
}
