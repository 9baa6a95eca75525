// The setup wizard's choices so far, kept in the tab's session storage so a reload (or a phone
// that drops the page while the cook looks something up) does not send the cook back to step 1
// with nothing chosen. What is read back is checked: ids no longer offered are dropped, numbers
// out of range fall back to the defaults, and a step is not beyond what the choices allow.
import { limits } from '../../../config/constants';
import { userSessionKey } from '../../../lib/user-session-state';
import type { MealPlanSettings } from '../api/types';

export interface SetupDraft {
  step: number;
  dietIds: string[];
  cuisineIds: string[];
  ingredientIds: string[];
  mealPlan: MealPlanSettings;
}

export const emptySetupDraft = (mealPlan: MealPlanSettings): SetupDraft => ({ step: 0, dietIds: [], cuisineIds: [], ingredientIds: [], mealPlan });

export const setupDraftKey = (userId: string) => userSessionKey(`setup-draft:${userId}`);

const ids = (value: unknown, offered: ReadonlySet<string>) => (Array.isArray(value) ? [...new Set(value.filter((id): id is string => typeof id === 'string' && offered.has(id)))] : []);

const within = (value: unknown, low: number, high: number, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value >= low && value <= high ? value : fallback);

/** The draft stored as `raw`, made safe for the lists offered now; the empty draft when there is none. */
export function restoreSetupDraft(raw: string | null, offered: { diets: ReadonlySet<string>; cuisines: ReadonlySet<string>; ingredients: ReadonlySet<string> }, defaults: MealPlanSettings): SetupDraft {
  let stored: Partial<Record<keyof SetupDraft, unknown>>;
  try {
    stored = raw ? (JSON.parse(raw) as typeof stored) : {};
  } catch {
    stored = {};
  }
  if (!stored || typeof stored !== 'object') stored = {};
  const plan = (stored.mealPlan && typeof stored.mealPlan === 'object' ? stored.mealPlan : {}) as Partial<Record<keyof MealPlanSettings, unknown>>;
  type Counted = Exclude<keyof MealPlanSettings, `weekday_${string}`>;
  const meals = (key: Counted) => within(plan[key], limits.mealsPerWeek.min, limits.mealsPerWeek.max, defaults[key]);
  const servings = (key: Counted) => within(plan[key], limits.servingSize.min, limits.servingSize.max, defaults[key]);
  const draft: SetupDraft = {
    step: 0,
    dietIds: ids(stored.dietIds, offered.diets),
    cuisineIds: ids(stored.cuisineIds, offered.cuisines),
    ingredientIds: ids(stored.ingredientIds, offered.ingredients),
    mealPlan: {
      preferred_number_of_breakfast_meals: meals('preferred_number_of_breakfast_meals'),
      preferred_number_of_lunch_meals: meals('preferred_number_of_lunch_meals'),
      preferred_number_of_dinner_meals: meals('preferred_number_of_dinner_meals'),
      preferred_breakfast_serving_size: servings('preferred_breakfast_serving_size'),
      preferred_lunch_serving_size: servings('preferred_lunch_serving_size'),
      preferred_dinner_serving_size: servings('preferred_dinner_serving_size'),
    },
  };
  // The furthest step the restored choices reach: the diet step until a diet, the cuisine step until enough cuisines.
  const reachable = draft.dietIds.length < limits.minDiets ? 0 : draft.cuisineIds.length < limits.minCuisines ? 1 : 3;
  draft.step = Math.min(within(stored.step, 0, 3, 0), reachable);
  return draft;
}
