// What a cook may still do with a meal (spec §4 'Meal'): cooked meals and a past plan's meals are
// locked; a past plan's uncooked meal is shown as not cooked.
import type { Meal } from '../api/types';

export type MealStatus = 'open' | 'cooked' | 'not-cooked';

export function mealStatus(meal: Pick<Meal, 'has_been_cooked'>, planIsPast: boolean): MealStatus {
  if (meal.has_been_cooked) return 'cooked';
  return planIsPast ? 'not-cooked' : 'open';
}

export const isLocked = (status: MealStatus) => status !== 'open';

/** The card's main button (spec §2 'Meal card'). */
export const cookButtonLabel = (status: MealStatus) => ({ open: 'Start Cooking', cooked: 'Already Cooked', 'not-cooked': 'Past Meal Plan' })[status];
