// A small catalogue for planner and decider tests: named ids, readable recipes.
import { emptySnapshot, type PlannerRecipe, type PlannerSnapshot } from './index.ts';

export const VEGAN = 'diet-vegan';
export const VEGETARIAN = 'diet-vegetarian';
export const PESCATARIAN = 'diet-pescatarian';
export const OMNIVORE = 'diet-omnivore';
export const GLUTEN_FREE = 'diet-gluten-free';
export const DAIRY_FREE = 'diet-dairy-free';
export const KETO = 'diet-keto';
export const HIGH_PROTEIN = 'diet-high-protein';
/** What a plant-only recipe keeps on the ladder. */
export const PLANTS = [OMNIVORE, PESCATARIAN, VEGETARIAN, VEGAN];
export const JAPANESE = 'cuisine-japanese';
export const KOREAN = 'cuisine-korean';
export const THAI = 'cuisine-thai';
export const ITALIAN = 'cuisine-italian';
export const PEANUT = 'ingredient-peanut';
export const SPINACH = 'ingredient-spinach';
export const COCONUT_MILK = 'ingredient-coconut-milk';
export const TOFU = 'ingredient-tofu';

export const recipe = (id: string, change: Partial<PlannerRecipe> = {}): PlannerRecipe => ({
  id,
  name: id,
  cuisineIds: [JAPANESE],
  mealTimes: ['Breakfast', 'Lunch', 'Dinner'],
  ingredientIds: [TOFU],
  costPerServing: 200,
  keptDietIds: PLANTS,
  ...change,
});

export const snapshotWith = (recipes: PlannerRecipe[], change: Partial<PlannerSnapshot> = {}): PlannerSnapshot => ({
  ...emptySnapshot(),
  cook: { dietIds: [VEGAN], cuisineIds: [JAPANESE, KOREAN, THAI], avoidedIngredientIds: [] },
  recipes,
  ingredientNames: { [SPINACH]: 'Spinach', [COCONUT_MILK]: 'Coconut milk', [TOFU]: 'Tofu', [PEANUT]: 'Peanuts' },
  cuisineNames: { [JAPANESE]: 'Japanese', [KOREAN]: 'Korean', [THAI]: 'Thai', [ITALIAN]: 'Italian' },
  diets: Object.fromEntries(
    (
      [
        [VEGAN, 'Vegan'],
        [VEGETARIAN, 'Vegetarian'],
        [PESCATARIAN, 'Pescatarian'],
        [OMNIVORE, 'Omnivore'],
        [GLUTEN_FREE, 'Gluten-Free'],
        [DAIRY_FREE, 'Dairy-Free'],
        [KETO, 'Keto'],
        [HIGH_PROTEIN, 'High-Protein'],
      ] as const
    ).map(([id, name]) => [id, { key: name.toLowerCase(), name }]),
  ),
  ...change,
});

/** Many varied recipes: some break a rule on purpose. */
export function variedCatalogue(count: number): PlannerRecipe[] {
  const cuisines = [JAPANESE, KOREAN, THAI, ITALIAN];
  const times = [['Breakfast'], ['Lunch'], ['Dinner'], ['Lunch', 'Dinner'], ['Snack']];
  return Array.from({ length: count }, (_, index) =>
    recipe(`recipe-${index}`, {
      cuisineIds: [cuisines[index % 4]!],
      mealTimes: times[index % 5]!,
      keptDietIds: index % 3 === 0 || index % 7 === 0 ? [OMNIVORE] : PLANTS,
      ingredientIds: [[TOFU], [SPINACH], [PEANUT], [COCONUT_MILK, TOFU]][index % 4]!,
      costPerServing: 100 + (index % 11) * 40,
    }),
  );
}
