// The authoring rules of catalogue spec §5, as plain functions the wizard and the edit screen share.
import { limits } from '@/config/constants';
import type { Measure } from '@/lib/amounts';
import type { IngredientChoice } from '../api/get-ingredient-choices';
import { nameMatcher } from '../../../lib/name-search';

/** A nutrition box: blank means 'compute it from the ingredients' (null); anything not a number is 0. */
export function nutritionValue(typed: string): number | null {
  if (typed.trim() === '') return null;
  const value = Number(typed.trim().replace(',', '.'));
  return Number.isFinite(value) ? value : 0;
}

/** The four boxes as figures: blank is null. */
export const typedNutrition = (boxes: { calories: string; protein: string; carbohydrate: string; fat: string }) => ({
  calories: nutritionValue(boxes.calories),
  protein: nutritionValue(boxes.protein),
  carbohydrate: nutritionValue(boxes.carbohydrate),
  fat: nutritionValue(boxes.fat),
});

/** What is wrong with a nutrition box as typed, if anything the server would refuse (beside the spec: a negative or a typo's huge number). */
export function nutritionProblem(typed: string): string | undefined {
  const value = nutritionValue(typed);
  if (value === null) return undefined;
  if (value < 0) return 'Enter 0 or more';
  if (value > limits.nutritionMax) return `At most ${limits.nutritionMax.toLocaleString('en-US')}`;
  return undefined;
}

/** Whether any of a recipe's nutrition boxes holds what the server would refuse. */
export const nutritionHasProblem = (nutrition: Record<string, string>) => Object.values(nutrition).some((typed) => nutritionProblem(typed) !== undefined);

/** Ingredients whose name holds every word of the search (lib/name-search.ts). */
export function matchingIngredients(choices: readonly IngredientChoice[], search: string): IngredientChoice[] {
  const matches = nameMatcher(search);
  return choices.filter((choice) => matches(choice.name));
}

/**
 * What an ingredient choice says about measuring it: the list's kitchen notes (garlic in cloves, cumin
 * in teaspoons, as the saved recipe says them), else its unit and a piece's or a millilitre's weight;
 * none without a unit.
 */
export const choiceMeasure = (choice: IngredientChoice): Measure | null =>
  choice.measure ?? (choice.unit_of_measurement ? { unit_of_measurement: choice.unit_of_measurement, grams_per_unit: choice.grams_per_unit ?? null } : null);

/** An ingredient line can be added once an ingredient is chosen and a quantity above 0 given. */
export const canAddIngredientLine = (ingredientId: string | null, quantity: number | string) =>
  Boolean(ingredientId) && typeof quantity === 'number' && quantity > 0 && quantity <= limits.quantityMax;

/** A step needs words. */
export const canAddStep = (instruction: string) => instruction.trim() !== '';

/** The edit screen numbers a new step after the highest so far. */
export const nextStepNumber = (steps: ReadonlyArray<{ step_number: number }>) => steps.reduce((highest, step) => Math.max(highest, step.step_number), 0) + 1;
