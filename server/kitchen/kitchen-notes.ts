// What a kitchen knows about each ingredient beyond the facts: how it is spooned and counted, how a
// shop sells it and whether a kitchen always keeps it. Our editorial table beside the facts
// (ingredient-kitchen-measures.md) for the catalogue's ingredients; for one a cook made, the usual
// way of its food group and unit.
import fs from 'node:fs';
import { csvRecords } from '../csv.ts';
import type { ShopSize } from './shop.ts';
import type { Measure } from './units.ts';

export type { ShopSize };

const MEASURES_FILE = new URL('../facts/ingredient-kitchen-measures.csv', import.meta.url);

export interface KitchenNotes {
  grams_per_tsp: number | null;
  /** One piece as a cook counts it ('3 shallots'), for an ingredient the catalogue weighs. */
  grams_per_piece: number | null;
  /** A cup as recipes from elsewhere measure it: read to understand an imported amount, never to say one. */
  grams_per_cup: number | null;
  count_word: string | null;
  shop: ShopSize;
  /** A kitchen keeps it (salt, pepper, oil, water): off the grocery count and cost unless the cook says otherwise. */
  staple: boolean;
}

export interface DescribedIngredient {
  name: string;
  primary_food_group: string | null;
  unit_of_measurement: string;
  grams_per_unit: number | null;
}

let table: Map<string, KitchenNotes> | undefined;

function editorialNotes(): Map<string, KitchenNotes> {
  if (table) return table;
  const file = 'ingredient-kitchen-measures.csv';
  const records = csvRecords(fs.readFileSync(MEASURES_FILE, 'utf8'), file, ['name', 'count_word', 'grams_per_tsp', 'shop_unit', 'shop_size', 'staple', 'grams_per_piece', 'grams_per_cup']);
  table = new Map(
    records.map((record) => {
      const size = Number(record.shop_size);
      if (!(size > 0)) throw new Error(`${file}: ${record.name} has no shop size`);
      return [
        record.name!.trim().toLowerCase(),
        {
          grams_per_tsp: record.grams_per_tsp ? Number(record.grams_per_tsp) : null,
          grams_per_piece: record.grams_per_piece ? Number(record.grams_per_piece) : null,
          grams_per_cup: record.grams_per_cup ? Number(record.grams_per_cup) : null,
          count_word: record.count_word || null,
          shop: { unit: record.shop_unit || null, size },
          staple: record.staple === '1',
        },
      ];
    }),
  );
  return table;
}

/** How a group's ingredients measured in grams are usually sold, for ones a cook made. */
const USUAL_BY_GROUP: Readonly<Record<string, ShopSize>> = {
  Meat: { unit: null, size: 100 },
  Seafood: { unit: null, size: 100 },
  Produce: { unit: null, size: 50 },
  Spices: { unit: 'jar', size: 40 },
  Dairy: { unit: 'pack', size: 250 },
  Condiments: { unit: 'jar', size: 250 },
  Frozen: { unit: 'bag', size: 500 },
};

function usualNotes(ingredient: DescribedIngredient): KitchenNotes {
  const group = ingredient.primary_food_group ?? 'Other';
  const unit = ingredient.unit_of_measurement;
  const shop: ShopSize =
    unit === 'g' ? (USUAL_BY_GROUP[group] ?? { unit: 'pack', size: 500 }) : unit === 'ml' ? (group === 'Beverages' ? { unit: 'carton', size: 1000 } : { unit: 'bottle', size: 500 }) : { unit: null, size: 1 };
  // A ground spice weighs about 2.5 g a teaspoon; nothing else a cook makes is assumed to be spooned.
  return { grams_per_tsp: unit === 'g' && group === 'Spices' ? 2.5 : null, grams_per_piece: null, grams_per_cup: null, count_word: null, shop, staple: false };
}

export function kitchenNotesOf(ingredient: DescribedIngredient): KitchenNotes {
  return editorialNotes().get(ingredient.name.trim().toLowerCase()) ?? usualNotes(ingredient);
}

/** The ingredient's figures for measuring and saying an amount of it. */
export function measureOf(ingredient: DescribedIngredient): Measure {
  const notes = kitchenNotesOf(ingredient);
  return { unit_of_measurement: ingredient.unit_of_measurement, grams_per_unit: ingredient.grams_per_unit, grams_per_tsp: notes.grams_per_tsp, count_word: notes.count_word };
}

/** The lower-case names of what a kitchen keeps, before a cook edits their own set. */
export function usualStapleNames(): ReadonlySet<string> {
  return new Set([...editorialNotes()].flatMap(([name, notes]) => (notes.staple ? [name] : [])));
}
