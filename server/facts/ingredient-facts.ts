// Reads the public-domain ingredient facts (USDA SR28, FoodKeeper, ERS prices: see the README).
// Blank cells stay unknown (null); nothing is invented. The seed import turns them into events.
import fs from 'node:fs';
import { deterministicUuid } from '../event-store/ids.ts';
import { parseCsv } from '../csv.ts';

export { parseCsv };

const FACTS_FILE = new URL('./ingredient-facts.csv', import.meta.url);

export const ingredientIdFor = (name: string): string => deterministicUuid(`ingredient:${name.toLowerCase()}`);

export function readIngredientFacts() {
  const [header, ...rows] = parseCsv(fs.readFileSync(FACTS_FILE, 'utf8'));
  if (!header) throw new Error('ingredient-facts.csv is empty');
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`ingredient-facts.csv has no column ${name}`);
    return index;
  };
  const text = (row: string[], name: string) => row[column(name)] ?? '';
  const number = (row: string[], name: string) => (text(row, name) === '' ? null : Number(text(row, name)));
  const flag = (row: string[], name: string) => (text(row, name) === '' ? null : text(row, name) === '1');
  return rows.map((row) => ({
    id: ingredientIdFor(text(row, 'name')),
    name: text(row, 'name'),
    primary_food_group: text(row, 'primary_food_group') || 'Other',
    unit_of_measurement: text(row, 'unit_of_measurement'),
    grams_per_unit: number(row, 'grams_per_unit'),
    estimated_shelf_life: number(row, 'estimated_shelf_life_days'),
    is_perishable: flag(row, 'is_perishable'),
    is_vegetarian: flag(row, 'is_vegetarian'),
    is_vegan: flag(row, 'is_vegan'),
    calories_per_100g: number(row, 'kcal_per_100g'),
    protein_per_100g: number(row, 'protein_g_per_100g'),
    carbohydrate_per_100g: number(row, 'carbohydrate_g_per_100g'),
    fat_per_100g: number(row, 'fat_g_per_100g'),
    estimated_cost_per_unit_cents: number(row, 'cost_cents_per_unit'),
    source_ids: text(row, 'source_ids') || null,
  }));
}
