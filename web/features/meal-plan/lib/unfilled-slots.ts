// Why a section has fewer meals than the cook wanted: the generator records, once, how many slots of
// each meal it left empty and why (decision 0014). The note follows what the cook did since: a meal
// added by hand fills a slot, and fewer wanted meals leave fewer missing. Meals the cook removed
// are their choice and never raise the count.
import { daysBetween, todayIso } from '../../../lib/calendar-dates';
import { mealsOfDay, type MealOfDay, type MealPlan } from '../api/types';

export interface UnfilledSlots {
  missing: number;
  why: string;
}

const wantedOf = (plan: MealPlan, mealOfDay: MealOfDay) =>
  ({ breakfast: plan.preferred_number_of_breakfast_meals, lunch: plan.preferred_number_of_lunch_meals, dinner: plan.preferred_number_of_dinner_meals })[mealOfDay];

export function unfilledSlots(plan: MealPlan, mealOfDay: MealOfDay): UnfilledSlots | undefined {
  if (plan.generation.status !== 'complete') return undefined;
  const recorded = plan.generation.unfilled.find((gap) => gap.mealOfDay === mealOfDay);
  if (!recorded) return undefined;
  const planned = plan.meals.filter((meal) => meal.meal_of_day === mealOfDay).length;
  const missing = Math.min(recorded.missing, wantedOf(plan, mealOfDay) - planned);
  return missing > 0 ? { missing, why: recorded.why } : undefined;
}

/** The days of the plan's week from `today` on (all seven before it starts): one meal of a kind fits each (decision 0031). */
export const daysLeftIn = (plan: MealPlan, today: Date) => Math.max(0, Math.min(7, 7 - daysBetween(plan.start_date, todayIso(today))));

/** The meals of a kind the generator can still place this week: what is wanted, at most one a day left. */
const fittingOf = (plan: MealPlan, mealOfDay: MealOfDay, today: Date) => Math.min(wantedOf(plan, mealOfDay), daysLeftIn(plan, today));

/**
 * While the generator works: the slots of this meal it has still to fill, from the wishes the plan
 * recorded and the days left, so the section can hold a place for each. 0 once it is done (the
 * note above takes over).
 */
export function pendingSlots(plan: MealPlan, mealOfDay: MealOfDay, today: Date): number {
  if (plan.generation.status === 'complete') return 0;
  const planned = plan.meals.filter((meal) => meal.meal_of_day === mealOfDay).length;
  return Math.max(0, fittingOf(plan, mealOfDay, today) - planned);
}

/** The meals the generator is filling the week with: what is wanted, as far as the days left allow. */
export const mealsToPlan = (plan: MealPlan, today: Date) => mealsOfDay.reduce((sum, mealOfDay) => sum + fittingOf(plan, mealOfDay, today), 0);

const plurals: Record<MealOfDay, [string, string]> = { breakfast: ['breakfast', 'breakfasts'], lunch: ['lunch', 'lunches'], dinner: ['dinner', 'dinners'] };

/** '2 breakfasts could not be planned', '1 lunch could not be planned'. */
export const unfilledTitle = (mealOfDay: MealOfDay, missing: number) => `${missing} ${plurals[mealOfDay][missing === 1 ? 0 : 1]} could not be planned`;

/**
 * Whether the slots stayed empty only because the week had too few days left for one a day (the
 * generator's words, server/modules/meal-plans/planner/slots.ts: '3 of your 5 dinners fit the days
 * left this week.'): wider preferences would not fill them, so the note does not suggest it.
 */
export const onlyDaysLeft = (unfilled: UnfilledSlots) => /fits? the days left this week\.$/.test(unfilled.why);
