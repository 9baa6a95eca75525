// The hard rules: a recipe that breaks one is never planned, whatever it would score.
import type { MealOfDay } from '../meal-plans.events.ts';
import type { PlannerRecipe, PlannerSnapshot } from './snapshot.ts';

const MEAL_TIME: Record<MealOfDay, string> = { breakfast: 'breakfast', lunch: 'lunch', dinner: 'dinner' };

/**
 * A recipe fits a diet of the cook when it is linked to it; for Vegan and Vegetarian the catalogue's
 * computed flag must agree too, so a recipe linked to Vegan by mistake (it holds an egg) never
 * reaches a vegan cook. The computed flag alone never adds a diet: links are the author's word.
 */
function fitsADiet(recipe: PlannerRecipe, snapshot: PlannerSnapshot): boolean {
  return snapshot.cook.dietIds.some((dietId) => {
    if (!recipe.dietIds.includes(dietId)) return false;
    if (snapshot.veganDietIds.includes(dietId) && !recipe.isVegan) return false;
    if (snapshot.vegetarianDietIds.includes(dietId) && !recipe.isVegetarian) return false;
    return true;
  });
}

const fitsACuisine = (recipe: PlannerRecipe, snapshot: PlannerSnapshot) => recipe.cuisineIds.some((id) => snapshot.cook.cuisineIds.includes(id));

const avoidsAll = (recipe: PlannerRecipe, snapshot: PlannerSnapshot) => !recipe.ingredientIds.some((id) => snapshot.cook.avoidedIngredientIds.includes(id));

export const servedAt = (recipe: PlannerRecipe, mealOfDay: MealOfDay) => recipe.mealTimes.some((time) => time.toLowerCase() === MEAL_TIME[mealOfDay]);

/** Diet, cuisine and avoided ingredients: whether the cook may be given this recipe at all. */
export const suitsCook = (recipe: PlannerRecipe, snapshot: PlannerSnapshot) => fitsADiet(recipe, snapshot) && fitsACuisine(recipe, snapshot) && avoidsAll(recipe, snapshot);
