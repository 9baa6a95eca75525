// Reading an ingredient's facts: its figures per serving, its food groups as names, and the serving
// its figures are for.
import { sayAmount, unitWord, type UnitSystem } from '../../../lib/amounts';
import type { Ingredient } from '../api/types';

/** What saying a serving needs; a unit may be missing from an ingredient a cook is still writing. */
type ServingFacts = { serving_size: number | null; unit_of_measurement: string | null; grams_per_unit: number | null };

export const foodGroupsOf = (ingredient: Ingredient): string[] =>
  ingredient.foodGroups && ingredient.foodGroups.length > 0 ? ingredient.foodGroups : ingredient.primary_food_group ? [ingredient.primary_food_group] : [];

export const nutritionOf = (ingredient: Ingredient) => ({
  calories: ingredient.calories_per_base_unit ?? null,
  protein: ingredient.protein ?? null,
  carbohydrate: ingredient.carbohydrate ?? null,
  fat: ingredient.fat ?? null,
});

/**
 * 'per 100 g', 'per 1 tbsp', 'per 1 piece'; nothing when the serving is unknown. The figures are for
 * exactly that serving, so it is said in metric, where it is exact, and a US cook gets the US amount
 * beside it: 'per 100 ml (about ½ cup)'. A count of the ingredient itself keeps its word here ('per 1'
 * would say nothing).
 */
export function servingLine(ingredient: ServingFacts, system: UnitSystem): string | undefined {
  const size = ingredient.serving_size;
  const unit = ingredient.unit_of_measurement;
  if (size === null || size === undefined) return undefined;
  if (!unit) return `per ${size}`;
  const say = (inSystem: UnitSystem) => {
    const shown = sayAmount(size, unit, { unit_of_measurement: unit, grams_per_unit: ingredient.grams_per_unit ?? null }, inSystem);
    return shown.unit === 'piece' ? `${shown.text} ${unitWord('piece', shown.value)}` : shown.text;
  };
  const [metric, us] = [say('metric'), say('us')];
  return system === 'us' && us !== metric ? `per ${metric} (about ${us})` : `per ${metric}`;
}
