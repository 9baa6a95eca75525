// Shared by the grocery list (what to buy) and the pantry (what cooking uses): one conversion, not two.
// Converting a recipe's or a pantry's quantity into the ingredient's own unit. Only conversions that
// are facts are made: between units of mass, between units of volume, and from a mass to the
// ingredient's unit through its grams per unit. Anything else (a 'piece' of an ingredient sold by
// the gram, a 'cup' of one counted in pieces) is not guessed: the caller keeps it in its own unit.

const GRAMS_IN: Record<string, number> = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };
const MILLILITRES_IN: Record<string, number> = { ml: 1, l: 1000, tsp: 4.92892159375, tbsp: 14.78676478125, cup: 236.5882365 };

/**
 * The most of one ingredient a pantry item or a recipe line may hold, in its unit: 100 kg of flour
 * is a lot of pantry; a longer number is a typo, and it would round and overflow the screen.
 */
export const MAX_QUANTITY = 100_000;

export interface UnitFacts {
  unit_of_measurement: string;
  grams_per_unit: number | null;
}

/** `quantity` of `unit` in the ingredient's unit, or undefined when no known fact converts it. */
export function inIngredientUnit(quantity: number, unit: string, ingredient: UnitFacts): number | undefined {
  const target = ingredient.unit_of_measurement;
  if (unit === target) return quantity;
  for (const scale of [GRAMS_IN, MILLILITRES_IN]) {
    const from = scale[unit];
    const to = scale[target];
    if (from !== undefined && to !== undefined) return (quantity * from) / to;
  }
  const grams = GRAMS_IN[unit];
  if (grams !== undefined && ingredient.grams_per_unit !== null && ingredient.grams_per_unit > 0) return (quantity * grams) / ingredient.grams_per_unit;
  return undefined;
}
