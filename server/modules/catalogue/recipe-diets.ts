// The diets a recipe keeps, as the ids of the diets reference list: judged from its ingredients'
// traits and its nutrition per serving (server/diets.ts), recorded in its events like its nutrition.
import { dietsKept, type AssessedLine } from '../../diets.ts';
import { traitsOf } from '../../facts/ingredient-traits.ts';
import { referenceIdFor } from '../../facts/reference-lists.ts';
import type { RecipeNutrition } from './catalogue.events.ts';
import type { IngredientFacts } from './recipe-nutrition.ts';

// An ingredient nothing is known of might be anything: it keeps no diet a cook restricts.
const UNKNOWN: AssessedLine = {
  traits: { meat: true, fish: true, dairy: true, egg: true, honey: true, gluten: true, grain: true, legume: true, addedSugar: true, seedOil: true },
  isVegetarian: false,
  isVegan: false,
};

export function assessedLineOf(facts: IngredientFacts | undefined): AssessedLine {
  if (!facts?.name) return UNKNOWN;
  return {
    traits: traitsOf({ name: facts.name, primaryFoodGroup: facts.primary_food_group ?? null, isVegetarian: facts.is_vegetarian, isVegan: facts.is_vegan }),
    isVegetarian: facts.is_vegetarian,
    isVegan: facts.is_vegan,
  };
}

/** The kept diets' ids, in the reference list's order of kinds (ladder, restrictions, preferences). */
export function keptDietIdsOf(lines: ReadonlyArray<IngredientFacts | undefined>, nutrition: RecipeNutrition, authorMarks?: { isVegetarian: boolean; isVegan: boolean } | null): string[] {
  return dietsKept(lines.map(assessedLineOf), { carbohydrate: nutrition.carbohydrate, protein: nutrition.protein }, authorMarks ?? undefined).map((key) => referenceIdFor('diet', key));
}
