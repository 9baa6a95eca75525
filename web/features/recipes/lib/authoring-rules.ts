// The authoring rules of catalogue spec §5, as plain functions the wizard and the edit screen share.
import { limits } from '@/config/constants';
import type { IngredientChoice } from '../api/get-ingredient-choices';

/** A nutrition box: blank means 'compute it from the ingredients' (null); anything not a number is 0. */
export function nutritionValue(typed: string): number | null {
  if (typed.trim() === '') return null;
  const value = Number(typed.trim().replace(',', '.'));
  return Number.isFinite(value) ? value : 0;
}

/** Ingredients whose name contains the search, ignoring case. */
export function matchingIngredients(choices: readonly IngredientChoice[], search: string): IngredientChoice[] {
  const needle = search.trim().toLowerCase();
  return choices.filter((choice) => choice.name.toLowerCase().includes(needle));
}

/** An ingredient line can be added once an ingredient is chosen and a quantity above 0 given. */
export const canAddIngredientLine = (ingredientId: string | null, quantity: number | string) =>
  Boolean(ingredientId) && typeof quantity === 'number' && quantity > 0 && quantity <= limits.quantityMax;

/** A step needs words. */
export const canAddStep = (instruction: string) => instruction.trim() !== '';

/** The edit screen numbers a new step after the highest so far. */
export const nextStepNumber = (steps: ReadonlyArray<{ step_number: number }>) => steps.reduce((highest, step) => Math.max(highest, step.step_number), 0) + 1;
