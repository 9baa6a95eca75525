// Amounts a cook types against the list (an own line, a purchase): held to the product's bounds and
// put in the ingredient's own unit, the unit the list and the pantry count in.
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { measureOf, type DescribedIngredient } from '../../kitchen/kitchen-notes.ts';
import { convertQuantity, KNOWN_UNITS, MAX_QUANTITY, noConversionMessage } from '../../kitchen/units.ts';

/** An ingredient as the list's calls look it up: its measures, shelf life and reference price. */
export type IngredientFacts = DescribedIngredient & { id: string; estimated_shelf_life: number | null; estimated_cost_per_unit_cents: number | null };

export const amountFields = {
  quantity: z.number({ error: 'Please enter a valid quantity' }).positive('Please enter a valid quantity').max(MAX_QUANTITY, `Please enter a quantity of ${MAX_QUANTITY.toLocaleString('en-US')} or less.`).finite(),
  unit: z.enum(KNOWN_UNITS, { error: `unit must be one of: ${KNOWN_UNITS.join(', ')}.` }),
};

/** `quantity` of `unit` in the ingredient's own unit, or a 400 that says which units it takes. */
export function inOwnUnit(quantity: number, unit: string | undefined, ingredient: IngredientFacts): number {
  if (unit === undefined) return quantity;
  const measure = measureOf(ingredient);
  const converted = convertQuantity(quantity, unit, ingredient.unit_of_measurement, measure);
  if (converted === undefined) throw new HttpError(400, noConversionMessage(ingredient.name, unit, measure));
  return converted;
}
