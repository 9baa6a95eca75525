// An ingredient's diet traits: from the editorial table beside the facts (ingredient-diet-traits.md)
// for the catalogue's own ingredients, else judged from the name, group and marks of one a cook made.
import fs from 'node:fs';
import { guessTraits, type IngredientDescription, type IngredientTraits } from '../diets.ts';
import { parseCsv } from './ingredient-facts.ts';

const TRAITS_FILE = new URL('./ingredient-diet-traits.csv', import.meta.url);
const COLUMNS = { meat: 'meat', fish: 'fish', dairy: 'dairy', egg: 'egg', honey: 'honey', gluten: 'gluten', grain: 'grain', legume: 'legume', addedSugar: 'added_sugar', seedOil: 'seed_oil' } as const satisfies Record<keyof IngredientTraits, string>;

let table: Map<string, IngredientTraits> | undefined;

/** The editorial table, by lower-case ingredient name. */
export function editorialTraits(): Map<string, IngredientTraits> {
  if (table) return table;
  const [header, ...rows] = parseCsv(fs.readFileSync(TRAITS_FILE, 'utf8'));
  if (!header) throw new Error('ingredient-diet-traits.csv is empty');
  const index = (column: string) => {
    const at = header.indexOf(column);
    if (at < 0) throw new Error(`ingredient-diet-traits.csv has no column ${column}`);
    return at;
  };
  const nameAt = index('name');
  const at = Object.fromEntries(Object.entries(COLUMNS).map(([trait, column]) => [trait, index(column)])) as Record<keyof IngredientTraits, number>;
  table = new Map(
    rows.map((row) => [
      row[nameAt]!.trim().toLowerCase(),
      Object.fromEntries(Object.entries(at).map(([trait, column]) => [trait, row[column] === '1'])) as unknown as IngredientTraits,
    ]),
  );
  return table;
}

export function traitsOf(ingredient: IngredientDescription): IngredientTraits {
  return editorialTraits().get(ingredient.name.trim().toLowerCase()) ?? guessTraits(ingredient);
}
