// The meal plan and grocery shapes as the API answers them: the server's own declarations
// (server/contract/meal-plans.ts and grocery.ts). `generation` is beside the spec's fields (decision 0013).
import type { MealOfDay } from '@contract/meal-plans';
import type { NamedDiet } from '@/lib/diet-badges';

export { mealsOfDay, type Meal, type MealOfDay, type MealPlan } from '@contract/meal-plans';
export type { GroceryDifference, GroceryItem, GroceryList, GroceryListAnswer } from '@contract/grocery';
export { groceryKeys, mealPlanKeys } from '@/lib/query-keys';

/** What the meal plan needs to know about the signed-in cook (the route hands it over). */
export interface Cook {
  id: string;
  pantryId: string;
  /** Servings for a meal the cook adds (spec §9: 4 when the preference is missing). */
  servingSizes: Record<MealOfDay, number>;
  /** The diets the cook chose, named: the badges a meal shows (decision 0031); undefined until known. */
  diets?: NamedDiet[];
}
