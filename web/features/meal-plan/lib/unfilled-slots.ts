// Why a section has fewer meals than the cook wanted: the generator records, once, how many slots of
// each meal it left empty and why (decision 0014). The note follows what the cook did since: a meal
// added by hand fills a slot, and fewer wanted meals leave fewer missing. Meals the cook removed
// are their choice and never raise the count.
import type { MealOfDay, MealPlan } from '../api/types';

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

/**
 * While the generator works: the slots of this meal it has still to fill, from the wishes the plan
 * recorded, so the section can hold a place for each. 0 once it is done (the note above takes over).
 */
export function pendingSlots(plan: MealPlan, mealOfDay: MealOfDay): number {
  if (plan.generation.status === 'complete') return 0;
  const planned = plan.meals.filter((meal) => meal.meal_of_day === mealOfDay).length;
  return Math.max(0, wantedOf(plan, mealOfDay) - planned);
}

const plurals: Record<MealOfDay, [string, string]> = { breakfast: ['breakfast', 'breakfasts'], lunch: ['lunch', 'lunches'], dinner: ['dinner', 'dinners'] };

/** '2 breakfasts could not be planned', '1 lunch could not be planned'. */
export const unfilledTitle = (mealOfDay: MealOfDay, missing: number) => `${missing} ${plurals[mealOfDay][missing === 1 ? 0 : 1]} could not be planned`;
