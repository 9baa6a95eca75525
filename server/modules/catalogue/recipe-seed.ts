// The seed catalogue's recipes, written by the Larder team, one JSON file per cuisine in
// seed-recipes/. Each recipe names catalogue ingredients by their exact name and measures them in
// that ingredient's own unit; nutrition, cost and the vegetarian/vegan flags are computed from the
// ingredients, never typed. checkSeedRecipe says what is wrong with a recipe, so a bad one never
// reaches the log.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cuisines, defaultTags, diets, foodTypes, mealTimes } from '../reference/index.ts';
import { readIngredientFacts } from '../ingredients/ingredients.seed.ts';
import { nutritionPerServingOf, type FactLine } from './recipe-nutrition.ts';
import { DIFFICULTIES } from './recipe.decider.ts';

export { DIFFICULTIES };

export const MEAL_TIMES = mealTimes;

export interface SeedRecipe {
  name: string;
  description: string;
  cuisines: string[];
  diets: string[];
  mealTimes: Array<(typeof MEAL_TIMES)[number]>;
  foodTypes: string[];
  tags: string[];
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  difficulty: (typeof DIFFICULTIES)[number];
  ingredients: Array<{ ingredient: string; quantity: number; unit: string }>;
  steps: string[];
}

export const SEED_DIR = fileURLToPath(new URL('./seed-recipes/', import.meta.url));

export function readSeedRecipes(): Array<SeedRecipe & { file: string }> {
  if (!fs.existsSync(SEED_DIR)) return [];
  return fs
    .readdirSync(SEED_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => (JSON.parse(fs.readFileSync(path.join(SEED_DIR, file), 'utf8')) as SeedRecipe[]).map((recipe) => ({ ...recipe, file })));
}

type Facts = ReturnType<typeof readIngredientFacts>[number];

/** Names whose ingredients contain gluten (wheat, barley, rye and what is made from them). */
const GLUTEN = /flour|bread|pasta|spaghetti|penne|macaroni|noodle|couscous|bulgur|barley|rye|tortilla, flour|pita|naan|baguette|cracker|breadcrumb|panko|soy sauce|seitan|beer|farro|semolina|orzo|lasagna|bagel|croissant|muffin|biscuit|cake|cookie|wheat|pretzel|dumpling wrapper|udon|ramen|bun/i;
const GLUTEN_FREE_EXCEPTIONS = /rice noodle|rice flour|corn tortilla|corn flour|cornmeal|almond flour|coconut flour|buckwheat|tamari|gluten-free|rice paper/i;
const LEGUMES = /bean|lentil|chickpea|pea\b|peas|peanut|soy|tofu|tempeh|edamame|miso/i;
const ADDED_SUGAR = /sugar|syrup|honey|molasses|jam|ketchup/i;
// The facts file shelves eggs with dairy, but eggs are neither dairy nor off a paleo plate.
const isDairy = (fact: { name: string; primary_food_group: string }) => fact.primary_food_group === 'Dairy' && !/\begg/i.test(fact.name);

export function containsGluten(name: string) {
  return GLUTEN.test(name) && !GLUTEN_FREE_EXCEPTIONS.test(name);
}

/** A seed recipe's lines with their facts (undefined for an ingredient the facts do not know). */
export function seedFactLines(recipe: SeedRecipe, facts: Map<string, Facts>): FactLine[] {
  return recipe.ingredients.map((item) => ({ quantity: item.quantity, facts: facts.get(item.ingredient.toLowerCase()) }));
}

/** Per serving, from the facts: kcal, protein, carbohydrate, fat (g), cost (cents); null where a fact is missing. */
export function nutritionPerServing(recipe: SeedRecipe, facts: Map<string, Facts>) {
  return nutritionPerServingOf(seedFactLines(recipe, facts), recipe.servings);
}

/** Every rule a seed recipe must meet; [] when it is fine. */
export function checkSeedRecipe(recipe: SeedRecipe, facts: Map<string, Facts>): string[] {
  const problems: string[] = [];
  const known = (list: readonly { name: string }[]) => new Set(list.map((entry) => entry.name));
  const check = (values: string[], allowed: Set<string>, what: string) => {
    for (const value of values) if (!allowed.has(value)) problems.push(`unknown ${what} '${value}'`);
  };
  if (!recipe.name || recipe.name.length > 80) problems.push('name missing or longer than 80 characters');
  if (!recipe.description || recipe.description.length < 30) problems.push('description missing or shorter than 30 characters');
  if (recipe.cuisines.length < 1) problems.push('no cuisine');
  check(recipe.cuisines, known(cuisines), 'cuisine');
  if (recipe.diets.length < 1) problems.push('no diet');
  check(recipe.diets, known(diets), 'diet');
  if (recipe.mealTimes.length < 1) problems.push('no meal time');
  check(recipe.mealTimes, new Set(MEAL_TIMES), 'meal time');
  check(recipe.foodTypes, known(foodTypes), 'food type');
  check(recipe.tags, known(defaultTags), 'tag');
  if (!Number.isInteger(recipe.servings) || recipe.servings < 1 || recipe.servings > 12) problems.push('servings must be 1 to 12');
  if (!Number.isInteger(recipe.prepMinutes) || recipe.prepMinutes < 0 || !Number.isInteger(recipe.cookMinutes) || recipe.cookMinutes < 0) problems.push('times must be whole minutes');
  // The tag's own description: 'Ready in 30 minutes or less.'
  if (recipe.tags.includes('Quick') && recipe.prepMinutes + recipe.cookMinutes > 30) problems.push(`tagged Quick but takes ${recipe.prepMinutes + recipe.cookMinutes} minutes`);
  if (!DIFFICULTIES.includes(recipe.difficulty)) problems.push(`difficulty must be one of ${DIFFICULTIES.join(', ')}`);
  if (recipe.steps.length < 2 || recipe.steps.some((step) => step.trim().length < 10)) problems.push('at least two steps, each a real instruction');
  if (recipe.ingredients.length < 2) problems.push('at least two ingredients');
  const used: Facts[] = [];
  for (const item of recipe.ingredients) {
    const fact = facts.get(item.ingredient.toLowerCase());
    if (!fact) {
      problems.push(`unknown ingredient '${item.ingredient}'`);
      continue;
    }
    used.push(fact);
    if (item.unit !== fact.unit_of_measurement) problems.push(`'${item.ingredient}' is measured in ${fact.unit_of_measurement}, not ${item.unit}`);
    if (!(item.quantity > 0)) problems.push(`'${item.ingredient}' needs a quantity above 0`);
  }
  // Diets that the facts can prove or disprove.
  const has = (diet: string) => recipe.diets.includes(diet);
  if (has('Vegan') && used.some((fact) => fact.is_vegan === false)) problems.push('tagged Vegan but has a non-vegan ingredient');
  if (has('Vegetarian') && used.some((fact) => fact.is_vegetarian === false)) problems.push('tagged Vegetarian but has meat or fish');
  // And the other way: the card's computed vegan/vegetarian mark and the diet lists must agree, or a
  // vegan cook would miss a recipe the card calls vegan.
  const complete = used.length === recipe.ingredients.length;
  if (complete && !has('Vegan') && used.every((fact) => fact.is_vegan === true)) problems.push('every ingredient is vegan: tag it Vegan');
  if (complete && !has('Vegetarian') && used.every((fact) => fact.is_vegetarian === true)) problems.push('every ingredient is vegetarian: tag it Vegetarian');
  if (has('Pescatarian') && used.some((fact) => fact.primary_food_group === 'Meat')) problems.push('tagged Pescatarian but has meat');
  // An omnivore eats everything, and a pescatarian vegetarian meals too: a vegetarian recipe that is
  // not linked to their diets never reaches their plans or their diet's page.
  if (has('Vegetarian') && !(has('Omnivore') && has('Pescatarian'))) problems.push('tagged Vegetarian: tag it Omnivore and Pescatarian too');
  if (has('Dairy-Free') && used.some((fact) => isDairy(fact) && !/milk, (oat|almond|soy|coconut)|coconut/i.test(fact.name))) problems.push('tagged Dairy-Free but has dairy');
  if (has('Gluten-Free') && used.some((fact) => containsGluten(fact.name))) problems.push('tagged Gluten-Free but has gluten');
  if (has('Paleo') && used.some((fact) => fact.primary_food_group === 'Grains' || isDairy(fact) || LEGUMES.test(fact.name) || ADDED_SUGAR.test(fact.name))) problems.push('tagged Paleo but has grains, dairy, legumes or added sugar');
  const nutrition = nutritionPerServing(recipe, facts);
  if (has('Keto') && nutrition.carbohydrate > 15) problems.push(`tagged Keto but has ${nutrition.carbohydrate.toFixed(0)} g carbohydrate per serving (at most 15)`);
  if (has('Low-Carb') && nutrition.carbohydrate > 30) problems.push(`tagged Low-Carb but has ${nutrition.carbohydrate.toFixed(0)} g carbohydrate per serving (at most 30)`);
  if (has('High-Protein') && nutrition.protein < 25) problems.push(`tagged High-Protein but has ${nutrition.protein.toFixed(0)} g protein per serving (at least 25)`);
  if (nutrition.complete && (nutrition.kcal < 30 || nutrition.kcal > 1800)) problems.push(`${nutrition.kcal.toFixed(0)} kcal per serving is not a plausible portion`);
  return problems;
}

export function factsByName() {
  return new Map(readIngredientFacts().map((fact) => [fact.name.toLowerCase(), fact]));
}
