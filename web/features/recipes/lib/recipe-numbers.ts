// The arithmetic of the recipe screens (spec §2, §5): total minutes, servings from a query string,
// and ingredient amounts scaled to the chosen servings.
import { limits } from '@/config/constants';

export const totalMinutes = (recipe: { prep_time: number | null; cook_time: number | null }) => (recipe.prep_time ?? 0) + (recipe.cook_time ?? 0);

const clamp = (value: number) => Math.min(limits.recipeServings.max, Math.max(limits.recipeServings.min, Math.round(value)));

/** The servings to start from: the query parameter when it is a number, else the recipe's, else 1. */
export function initialServings(queryValue: string | null, recipeServings: number | null | undefined): number {
  const asked = queryValue === null ? NaN : Number(queryValue);
  if (Number.isFinite(asked) && asked > 0) return clamp(asked);
  if (recipeServings && recipeServings > 0) return clamp(recipeServings);
  return limits.recipeServings.min;
}

/** An amount for `chosen` servings of a recipe written for `written`: a whole number or at most 2 decimals. */
export function scaledAmount(quantity: number | null, chosen: number, written: number | null | undefined): string {
  if (quantity === null || quantity === undefined) return '';
  const factor = written && written > 0 ? chosen / written : 1;
  const amount = Math.round(quantity * factor * 100) / 100;
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace(/0$/, '');
}
