// Reading an ingredient's facts whatever field names the answer uses (the spec names
// calories_per_base_unit; the API may say calories), and its food groups as names.
import type { Ingredient } from '../api/types';
import { amountWithUnit } from '../../../lib/units';

export const foodGroupsOf = (ingredient: Ingredient): string[] =>
  ingredient.foodGroups && ingredient.foodGroups.length > 0 ? ingredient.foodGroups : ingredient.primary_food_group ? [ingredient.primary_food_group] : [];

export const nutritionOf = (ingredient: Ingredient) => ({
  calories: ingredient.calories ?? ingredient.calories_per_base_unit ?? null,
  protein: ingredient.protein ?? null,
  carbohydrate: ingredient.carbohydrate ?? null,
  fat: ingredient.fat ?? null,
});

/** 'per 100 g', 'per 1 piece'; nothing when the serving is unknown. */
export function servingLine(ingredient: Ingredient): string | undefined {
  if (ingredient.serving_size === null || ingredient.serving_size === undefined) return undefined;
  return `per ${amountWithUnit(ingredient.serving_size, ingredient.unit_of_measurement)}`;
}
