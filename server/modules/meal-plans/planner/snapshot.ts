// What the planner sees: everything it needs, read once before planning, so that planning itself is
// a pure function (the same snapshot and seed always give the same week).
import type { MealOfDay } from '../meal-plans.events.ts';

export interface PlannerRecipe {
  id: string;
  name: string;
  cuisineIds: string[];
  /** The catalogue's meal times: Breakfast, Lunch, Dinner, Snack. */
  mealTimes: string[];
  ingredientIds: string[];
  costPerServing: number | null;
  /** The diets it keeps, judged by the catalogue from its ingredients and nutrition; null before they were judged. */
  keptDietIds: string[] | null;
  /** Prep and cook time on the day, in minutes; null when unknown. */
  totalMinutes?: number | null;
  /** Whether a step must start the day before (soak, marinate, chill, rise). */
  planAhead?: boolean;
}

export interface PlannerCook {
  dietIds: string[];
  cuisineIds: string[];
  avoidedIngredientIds: string[];
  /** How long a weekday meal of each kind may take, in minutes (null: any time); weekends are free. */
  weekdayMinutes?: Partial<Record<MealOfDay, number | null>>;
}

export interface PlannerPantryItem {
  ingredientId: string;
  expirationDate: string | null;
}

export interface PlannerSnapshot {
  cook: PlannerCook;
  recipes: PlannerRecipe[];
  pantry: PlannerPantryItem[];
  /** Recipes of the cook's plans of the two weeks before this one. */
  recentRecipeIds: string[];
  /** For reasons a cook can read. */
  ingredientNames: Record<string, string>;
  cuisineNames: Record<string, string>;
  /** Every diet of the reference list by id: its key says its kind (server/diets.ts), its name is for reasons. */
  diets: Record<string, { key: string; name: string }>;
}

/** A meal already in the week (planned by anyone), as the planner weighs it. */
export interface WeekMeal {
  recipeId: string;
  mealOfDay: MealOfDay;
  plannedCookDate: string;
}

export interface Slot {
  mealOfDay: MealOfDay;
  plannedCookDate: string;
  /**
   * The first day the cook can start anything for this week (the plan's first day, or today for a
   * later change): a plan-ahead meal needs a day before it from then on, in the same week.
   */
  prepFrom?: string;
}

/** A pick's reason, and the meal it names when it names another meal of the week ('shares onion with Monday's Dal'): its recipe and day. */
export interface PickReason {
  reason: string;
  reasonRecipeId?: string;
  reasonDate?: string;
}

export type RecipePick = ({ kind: 'picked'; recipe: PlannerRecipe } & PickReason) | { kind: 'none'; why: string };

/** A pick's reason as an event records it: the meal it names (recipe and day) only when it names one. */
export const reasonOf = (pick: PickReason): PickReason =>
  pick.reasonRecipeId ? { reason: pick.reason, reasonRecipeId: pick.reasonRecipeId, ...(pick.reasonDate && { reasonDate: pick.reasonDate }) } : { reason: pick.reason };

export const emptySnapshot = (): PlannerSnapshot => ({
  cook: { dietIds: [], cuisineIds: [], avoidedIngredientIds: [] },
  recipes: [],
  pantry: [],
  recentRecipeIds: [],
  ingredientNames: {},
  cuisineNames: {},
  diets: {},
});
