// What an ingredient costs, honestly: the price this cook last paid, else the reference price of the
// facts, else an estimate from the prices per gram of its food group in the facts. Every line gets a
// price, and says which kind it is, so a total can say how much of it is estimated.
import fs from 'node:fs';
import { csvRecords } from '../csv.ts';
import { convertQuantity, type Measure } from './units.ts';
import type { PriceSource } from '../contract/grocery.ts';

const FACTS_FILE = new URL('../facts/ingredient-facts.csv', import.meta.url);

export { PRICE_SOURCES, type PriceSource } from '../contract/grocery.ts';

export interface Price {
  /** Cents per one of the ingredient's own unit. */
  centsPerUnit: number;
  source: PriceSource;
}

export interface PricedIngredient extends Measure {
  primary_food_group: string | null;
  estimated_cost_per_unit_cents: number | null;
}

/** When nothing says what one unit weighs (a cook's 'piece' with no weight), it is taken as this many grams. */
const UNKNOWN_UNIT_GRAMS = 100;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

let perGram: { byGroup: Map<string, number>; overall: number } | undefined;

/** The median price per gram of the priced ingredients of each food group in the facts, and of all of them. */
export function groupCentsPerGram(): { byGroup: ReadonlyMap<string, number>; overall: number } {
  if (perGram) return perGram;
  const records = csvRecords(fs.readFileSync(FACTS_FILE, 'utf8'), 'ingredient-facts.csv', ['primary_food_group', 'grams_per_unit', 'cost_cents_per_unit']);
  const prices = new Map<string, number[]>();
  for (const record of records) {
    const cents = Number(record.cost_cents_per_unit);
    const grams = Number(record.grams_per_unit);
    if (!record.cost_cents_per_unit || !(cents > 0) || !(grams > 0)) continue;
    const group = record.primary_food_group || 'Other';
    prices.set(group, [...(prices.get(group) ?? []), cents / grams]);
  }
  perGram = { byGroup: new Map([...prices].map(([group, values]) => [group, median(values)])), overall: median([...prices.values()].flat()) };
  return perGram;
}

/** Grams in one of the ingredient's own unit, as far as its figures say. */
const gramsPerUnit = (ingredient: PricedIngredient) => convertQuantity(1, ingredient.unit_of_measurement, 'g', ingredient) ?? UNKNOWN_UNIT_GRAMS;

/** The price of one of the ingredient's own unit; `paidCentsPerUnit` is this cook's last paid price, if any. */
export function priceOf(ingredient: PricedIngredient, paidCentsPerUnit?: number | null): Price {
  if (paidCentsPerUnit != null && paidCentsPerUnit >= 0) return { centsPerUnit: paidCentsPerUnit, source: 'paid' };
  const reference = ingredient.estimated_cost_per_unit_cents;
  if (reference != null && reference > 0) return { centsPerUnit: reference, source: 'reference' };
  const { byGroup, overall } = groupCentsPerGram();
  const centsPerGram = byGroup.get(ingredient.primary_food_group ?? 'Other') ?? overall;
  return { centsPerUnit: centsPerGram * gramsPerUnit(ingredient), source: 'estimate' };
}
