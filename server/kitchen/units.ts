// How an amount of one ingredient converts between units. Shared by the grocery list, the pantry,
// cooking and the web client (pure: no I/O), so there is one conversion, not several.
// Only conversions that are facts are made: within mass, within volume, and across them through the
// ingredient's own figures (a piece's weight, a liquid's density, a spoon of a spice). Anything else
// (a 'piece' of flour, a 'cup' of eggs) is not guessed: the answer is undefined and the caller says so.

import { BOUNDS } from '../contract/bounds.ts';
import type { Measure } from '../contract/units.ts';

export type { Measure, UnitFacts } from '../contract/units.ts';

export const GRAMS_IN: Readonly<Record<string, number>> = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };
export const MILLILITRES_IN: Readonly<Record<string, number>> = {
  ml: 1,
  l: 1000,
  tsp: 4.92892159375,
  tbsp: 14.78676478125,
  cup: 236.5882365,
  'fl oz': 29.5735295625,
  // A pinch is a sixteenth of a teaspoon, as measuring-spoon sets mark it.
  pinch: 4.92892159375 / 16,
};

/** The most of one ingredient a pantry item or a recipe line may hold, in its unit. */
export const MAX_QUANTITY = BOUNDS.quantity;

const isMass = (unit: string) => GRAMS_IN[unit] !== undefined;
const isVolume = (unit: string) => MILLILITRES_IN[unit] !== undefined;

/** Grams in one millilitre of this ingredient, when a figure says. */
function densityOf(measure: Measure): number | undefined {
  const own = measure.unit_of_measurement;
  const perUnit = measure.grams_per_unit;
  if (isVolume(own) && perUnit != null && perUnit > 0) return perUnit / MILLILITRES_IN[own]!;
  if (measure.grams_per_tsp != null && measure.grams_per_tsp > 0) return measure.grams_per_tsp / MILLILITRES_IN.tsp!;
  return undefined;
}

/** Whether `unit` names one of this ingredient's own pieces ('clove' of garlic, 'piece' of an onion). */
function countsIn(unit: string, measure: Measure): boolean {
  const own = measure.unit_of_measurement;
  if (unit === own) return true;
  return own === 'piece' && (unit === 'piece' || unit === measure.count_word);
}

/** `quantity` of `unit` in grams, when the ingredient's figures say how. */
function gramsOf(quantity: number, unit: string, measure: Measure): number | undefined {
  if (isMass(unit)) return quantity * GRAMS_IN[unit]!;
  if (isVolume(unit)) {
    const density = densityOf(measure);
    return density === undefined ? undefined : quantity * MILLILITRES_IN[unit]! * density;
  }
  if (countsIn(unit, measure) && measure.grams_per_unit != null && measure.grams_per_unit > 0) return quantity * measure.grams_per_unit;
  return undefined;
}

/** `quantity` of `from` in `to` for this ingredient, or undefined when no figure converts it. */
export function convertQuantity(quantity: number, from: string, to: string, measure: Measure): number | undefined {
  if (from === to) return quantity;
  if (isMass(from) && isMass(to)) return (quantity * GRAMS_IN[from]!) / GRAMS_IN[to]!;
  if (isVolume(from) && isVolume(to)) return (quantity * MILLILITRES_IN[from]!) / MILLILITRES_IN[to]!;
  if (countsIn(from, measure) && countsIn(to, measure)) return quantity;
  const grams = gramsOf(quantity, from, measure);
  if (grams === undefined) return undefined;
  const gramsInOneTo = gramsOf(1, to, measure);
  return gramsInOneTo === undefined || !(gramsInOneTo > 0) ? undefined : grams / gramsInOneTo;
}

/** `quantity` of `unit` in the ingredient's own unit, or undefined when no known fact converts it. */
export function inIngredientUnit(quantity: number, unit: string, ingredient: Measure): number | undefined {
  return convertQuantity(quantity, unit, ingredient.unit_of_measurement, ingredient);
}

/** Every unit an amount may be given in: weights, volumes, and counts of the ingredient's pieces. */
export const KNOWN_UNITS = ['g', 'kg', 'oz', 'lb', 'ml', 'l', 'tsp', 'tbsp', 'cup', 'fl oz', 'pinch', 'piece', 'clove', 'slice', 'can', 'bunch'] as const;

const UNIT_NAMES: Readonly<Record<string, string>> = {
  g: 'grams', kg: 'kilograms', oz: 'ounces', lb: 'pounds', ml: 'millilitres', l: 'litres', tsp: 'teaspoons', tbsp: 'tablespoons',
  cup: 'cups', 'fl oz': 'fluid ounces', pinch: 'pinches', piece: 'pieces', clove: 'cloves', slice: 'slices', can: 'cans', bunch: 'bunches',
};

/** The units this ingredient's amounts can be given in. */
export const unitsFor = (measure: Measure) => KNOWN_UNITS.filter((unit) => convertQuantity(1, unit, measure.unit_of_measurement, measure) !== undefined);

/** 'Flour cannot be measured in pieces: give it in g, kg, oz or lb.' */
export function noConversionMessage(ingredientName: string, unit: string, measure: Measure): string {
  const units = unitsFor(measure);
  const list = units.length > 1 ? `${units.slice(0, -1).join(', ')} or ${units.at(-1)}` : units[0];
  return `${ingredientName} cannot be measured in ${UNIT_NAMES[unit] ?? unit}: give it in ${list}.`;
}
