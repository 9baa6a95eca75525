// What the planner sees: everything it needs, read once before planning, so that planning itself is
// a pure function (the same snapshot and seed always give the same week).
import type { MealOfDay } from '../meal-plans.events.ts';

export interface PlannerRecipe {
  id: string;
  name: string;
  dietIds: string[];
  cuisineIds: string[];
  /** The catalogue's meal times: Breakfast, Lunch, Dinner, Snack. */
  mealTimes: string[];
  ingredientIds: string[];
  costPerServing: number | null;
  /** Computed by the catalogue from the ingredient facts. */
  isVegan: boolean;
  isVegetarian: boolean;
}

export interface PlannerCook {
  dietIds: string[];
  cuisineIds: string[];
  avoidedIngredientIds: string[];
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
  /** The Vegan and Vegetarian diets' ids: a recipe linked to one must also be computed so (ADR 0014). */
  veganDietIds: string[];
  vegetarianDietIds: string[];
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
  veganDietIds: [],
  vegetarianDietIds: [],
});
