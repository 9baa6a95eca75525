// The arithmetic of the recipe screens (spec §2, §5): total minutes, servings from a query string,
// and ingredient quantities scaled to the chosen servings (said as a cook measures them by
// lib/amounts.ts: '⅔', never '0.67').
import { limits } from '../../../config/constants';

export const totalMinutes = (recipe: { prep_time: number | null; cook_time: number | null }) => (recipe.prep_time ?? 0) + (recipe.cook_time ?? 0);

const clamp = (value: number) => Math.min(limits.recipeServings.max, Math.max(limits.recipeServings.min, Math.round(value)));

/** The servings to start from: the query parameter when it is a number, else the recipe's, else 1. */
export function initialServings(queryValue: string | null, recipeServings: number | null | undefined): number {
  const asked = queryValue === null ? NaN : Number(queryValue);
  if (Number.isFinite(asked) && asked > 0) return clamp(asked);
  if (recipeServings && recipeServings > 0) return clamp(recipeServings);
  return limits.recipeServings.min;
}

/** A line's quantity for `chosen` servings of a recipe written for `written`, exact: rounding is for saying it. */
export function scaledQuantity(quantity: number | null | undefined, chosen: number, written: number | null | undefined): number | null {
  if (quantity === null || quantity === undefined) return null;
  return written && written > 0 ? (quantity * chosen) / written : quantity;
}
