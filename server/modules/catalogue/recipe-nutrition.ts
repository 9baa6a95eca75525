// Nutrition, cost per serving and the vegetarian/vegan marks of a recipe, from the facts of its
// ingredients. One computation for the seed catalogue and for recipes cooks write, so a recipe's
// numbers never depend on how it was made. Pure: the facts arrive with the lines.
import type { RecipeNutrition } from './catalogue.events.ts';
import { priceOf } from '../../kitchen/prices.ts';

/** What the computation needs of an ingredient (the ingredients table's columns of the same names). */
export interface IngredientFacts {
  /** Name and group: what the diet traits are judged by (absent in lines recorded before they were kept). */
  name?: string;
  primary_food_group?: string | null;
  unit_of_measurement: string;
  grams_per_unit: number | null;
  calories_per_100g: number | null;
  protein_per_100g: number | null;
  carbohydrate_per_100g: number | null;
  fat_per_100g: number | null;
  estimated_cost_per_unit_cents: number | null;
  is_vegetarian: boolean | null;
  is_vegan: boolean | null;
}

export interface FactLine {
  /** In the ingredient's own unit. */
  quantity: number;
  /** Undefined: the ingredient's facts are not known. */
  facts: IngredientFacts | undefined;
}

/** Per serving, unrounded: kcal, protein, carbohydrate, fat (g), cost (cents); `complete` is false when a fact is missing. */
export function nutritionPerServingOf(lines: readonly FactLine[], servings: number) {
  let kcal = 0, protein = 0, carbohydrate = 0, fat = 0, cost = 0;
  let complete = true;
  for (const line of lines) {
    const fact = line.facts;
    if (!fact || fact.grams_per_unit === null) {
      complete = false;
      continue;
    }
    const grams = line.quantity * fact.grams_per_unit;
    kcal += ((fact.calories_per_100g ?? 0) * grams) / 100;
    protein += ((fact.protein_per_100g ?? 0) * grams) / 100;
    carbohydrate += ((fact.carbohydrate_per_100g ?? 0) * grams) / 100;
    fat += ((fact.fat_per_100g ?? 0) * grams) / 100;
    // The reference price, else the food group's estimate (decision 0034): no cook's own prices here.
    cost += line.quantity * priceOf({ ...fact, primary_food_group: fact.primary_food_group ?? null }).centsPerUnit;
  }
  const per = (value: number) => value / servings;
  return { kcal: per(kcal), protein: per(protein), carbohydrate: per(carbohydrate), fat: per(fat), costCents: per(cost), complete };
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export interface ComputedNutrition {
  nutrition: RecipeNutrition;
  isVegetarian: boolean;
  isVegan: boolean;
}

/**
 * What a recipe records: kcal and cents whole, grams to one decimal; every number null when a fact
 * is missing (a partial sum would understate the dish) or when there are no lines at all.
 */
export function computeRecipeNutrition(lines: readonly FactLine[], servings: number): ComputedNutrition {
  const totals = nutritionPerServingOf(lines, servings);
  const known = (value: number, places: number) => (totals.complete && lines.length > 0 ? round(value, places) : null);
  return {
    nutrition: {
      calories: known(totals.kcal, 0),
      protein: known(totals.protein, 1),
      carbohydrate: known(totals.carbohydrate, 1),
      fat: known(totals.fat, 1),
      costPerServingCents: known(totals.costCents, 0),
    },
    // Known facts decide: one ingredient known not to be vegan makes the recipe not vegan.
    isVegetarian: lines.every((line) => line.facts?.is_vegetarian !== false),
    isVegan: lines.every((line) => line.facts?.is_vegan !== false),
  };
}
