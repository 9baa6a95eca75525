// The meal plan and grocery shapes as the API answers them (spec §3, server/modules/meal-plans and
// server/modules/grocery queries). `generation` is beside the spec's fields (decision 0013).
import type { UnitSystem } from '@/lib/amounts';

import type { NamedDiet } from '@/lib/diet-badges';

export const mealsOfDay = ['breakfast', 'lunch', 'dinner'] as const;
export type MealOfDay = (typeof mealsOfDay)[number];

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
  /** Beside the spec: false once the recipe was deleted by its author. */
  recipe_available?: boolean;
  /** Beside the spec (decision 0031): the diets the recipe keeps, judged from its ingredients. */
  kept_diet_ids?: string[];
  /** Beside the spec: the recipe's figures per serving (null where unknown), for the calendar's day totals. */
  calories?: number | null;
  protein?: number | null;
  carbohydrate?: number | null;
  fat?: number | null;
  /** Beside the spec (decision 0033): what to do the day before, or null. */
  plan_ahead?: string | null;
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
  generation: { status: 'requested' | 'generating' | 'complete'; planned: number; wanted: number; unfilled: Array<{ mealOfDay: string; missing: number; why: string }> };
}

export interface GroceryList {
  id: string;
  meal_plan_id: string;
  end_date: string;
  /** Lines to shop for: staples the cook keeps and removed lines are not counted (decision 0034). */
  total_items: number;
  estimated_total_cost_in_cents: number;
  /** How much of the total comes from a food group's estimate rather than a known price (decision 0034). */
  estimated_part_in_cents: number;
  /** Lines with no price at all: the cook's own lines of free words (decisions 0015, 0034). */
  unpriced_items: number;
  unit_system: UnitSystem;
}

export interface GroceryItem {
  id: string;
  /** null: a line of the cook's own that names no ingredient ('Washing-up liquid'). */
  ingredient_id: string | null;
  ingredient_name: string;
  quantity: number;
  unit_of_measurement: string;
  notes: string | null;
  primary_food_group: string | null;
  is_in_cart: boolean;
  is_purchased: boolean;
  /** Beside the spec (decision 0034): what to buy in shop sizes, what the week needs, as the cook reads them. */
  /** What buying it brings home, in `unit_of_measurement`; null when the line is not shop-sized. */
  buy_quantity: number | null;
  buy_text: string;
  needed_text: string;
  meal_ids: string[];
  estimated_cost_in_cents: number;
  price_source: 'paid' | 'reference' | 'estimate' | null;
  /** The name as said after what to buy: '2 Limes', '1 box of 12 Eggs'. */
  shopping_name: string;
  is_staple: boolean;
  is_own: boolean;
}

export interface GroceryDifference {
  ingredient_id: string;
  ingredient_name: string;
  pantry_quantity: number;
  original_quantity: number;
  unit_of_measurement: string;
  meal_sources: Array<{ meal_id: string }>;
  /** Beside the spec (decision 0015): the day the pantry's word on it dates from (bought or confirmed), or null. */
  pantry_known_on?: string | null;
  /** Both amounts as the cook reads them (decision 0034). */
  pantry_text: string;
  needed_text: string;
}

/** Query keys start with the read model's name, so its websocket notice refetches them (web/lib/realtime.ts). */
export const mealPlanKeys = {
  all: ['meal-plan'] as const,
  byDate: (userId: string, date: string) => ['meal-plan', 'date', userId, date] as const,
  byId: (userId: string, mealPlanId: string) => ['meal-plan', 'id', userId, mealPlanId] as const,
  adjacent: (userId: string, mealPlanId: string, direction: 'next' | 'previous') => ['meal-plan', direction, userId, mealPlanId] as const,
};

export const groceryKeys = {
  all: ['grocery-list'] as const,
  list: (userId: string, groceryListId: string) => ['grocery-list', userId, groceryListId] as const,
  differences: (userId: string, groceryListId: string) => ['grocery-list', userId, groceryListId, 'differences'] as const,
};

/** What the meal plan needs to know about the signed-in cook (the route hands it over). */
export interface Cook {
  id: string;
  pantryId: string;
  /** Servings for a meal the cook adds (spec §9: 4 when the preference is missing). */
  servingSizes: Record<MealOfDay, number>;
  /** The diets the cook chose, named: the badges a meal shows (decision 0031); undefined until known. */
  diets?: NamedDiet[];
}
