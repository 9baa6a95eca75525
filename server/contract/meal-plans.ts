// The meal plan as the API answers it (spec §3 Meal plan and Meal, plus the generation's progress:
// decision 0013), and the bounds a plan's meals are held to.
import { BOUNDS } from './bounds.ts';

export const mealsOfDay = ['breakfast', 'lunch', 'dinner'] as const;
export type MealOfDay = (typeof mealsOfDay)[number];

/** Meals of each kind a week's plan holds: the cook's preference and a plan's own counts alike. */
export const MEALS_PER_WEEK = { min: 0, max: 7 } as const;
/** Servings of one planned meal: more than a recipe is written for, since a plan may feed guests. */
export const MEAL_SERVINGS = { min: 1, max: 20 } as const;
/** Servings when a recipe is added to a plan from its page: what the recipe can be written for. */
export const RECIPE_MEAL_SERVINGS = { min: 1, max: BOUNDS.servings } as const;

export type GenerationStatus = 'requested' | 'generating' | 'complete';

export interface Meal {
  id: string;
  meal_of_day: MealOfDay;
  position: number;
  recipe_id: string;
  recipe_name: string;
  name: string;
  description: string;
  total_time: number | null;
  image_url: string;
  serving_size: number;
  planned_cook_date: string;
  actual_cook_date: string | null;
  has_been_cooked: boolean;
  is_favorite: boolean;
  app_user_id: string;
  meal_plan_id: string;
  /** Why the generator chose it ('uses your spinach, which expires Thursday'); null for the cook's own. */
  reason: string | null;
  source: string;
  /** Beside the spec: false once the recipe was deleted (the meal keeps its name; there is nothing to cook from). */
  recipe_available: boolean;
  /** Beside the spec: the diets the recipe keeps (decision 0031), for the badges that apply to the cook. */
  kept_diet_ids: string[];
  /** Beside the spec: the recipe's nutrition per serving (null where unknown), for the calendar's day totals. */
  calories: number | null;
  protein: number | null;
  carbohydrate: number | null;
  fat: number | null;
  /** Beside the spec (decision 0033): what to do the day before, or null. */
  plan_ahead: string | null;
}

export interface MealPlan {
  id: string;
  app_user_id: string;
  start_date: string;
  end_date: string;
  grocery_list_id: string;
  preferred_number_of_breakfast_meals: number;
  preferred_number_of_lunch_meals: number;
  preferred_number_of_dinner_meals: number;
  meals: Meal[];
  generation: { status: GenerationStatus; planned: number; wanted: number; unfilled: Array<{ mealOfDay: string; missing: number; why: string }> };
}

/** What a plan change outside those bounds is told. */
export const mealPlanBoundMessages = {
  counts: `Each meal type can have ${MEALS_PER_WEEK.min} to ${MEALS_PER_WEEK.max} meals a week.`,
  servings: `Servings must be a whole number from ${MEAL_SERVINGS.min} to ${MEAL_SERVINGS.max}.`,
} as const;
