// The seed catalogue's recipes, written by the Larder team, one JSON file per cuisine in
// seed-recipes/. Each recipe names catalogue ingredients by their exact name and measures them in
// that ingredient's own unit; nutrition, cost and the vegetarian/vegan flags are computed from the
// ingredients, never typed. checkSeedRecipe says what is wrong with a recipe, so a bad one never
// reaches the log.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cuisines, defaultTags, diets, foodTypes, mealTimes } from '../../facts/reference-lists.ts';
import { readIngredientFacts } from '../../facts/ingredient-facts.ts';
import { computeRecipeNutrition, nutritionPerServingOf, type FactLine } from './recipe-nutrition.ts';
import { dietKeyOf, dietsKept, linesBreaking, type DietKey } from '../../diets.ts';
import { assessedLineOf } from './recipe-diets.ts';
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
  /** What to do the day before, when a step waits hours (soak, marinate, chill, rise): prep and cook time count the day itself. */
  planAhead?: string;
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

/** The diets a seed recipe keeps, by key, judged as for every recipe (recipe-diets.ts). */
export function seedDietsKept(recipe: SeedRecipe, facts: Map<string, Facts>): DietKey[] {
  const computed = computeRecipeNutrition(seedFactLines(recipe, facts), recipe.servings);
  return dietsKept(seedFactLines(recipe, facts).map((line) => assessedLineOf(line.facts)), computed.nutrition);
}

function dietLinkProblems(recipe: SeedRecipe, used: Facts[], facts: Map<string, Facts>): string[] {
  const kept = seedDietsKept(recipe, facts);
  const linked = recipe.diets.map(dietKeyOf);
  const lines = used.map(assessedLineOf);
  const nameOf = (key: string) => diets.find((diet) => diet.key === key)?.name ?? key;
  const why = (key: DietKey) => {
    const breaking = linesBreaking(key, lines).map((index) => used[index]!.name);
    return breaking.length > 0 ? ` (${breaking.join(', ')})` : ' (nutrition per serving)';
  };
  return [
    ...linked.filter((key) => !(kept as string[]).includes(key)).map((key) => `linked to ${nameOf(key)} but breaks it${why(key as DietKey)}`),
    ...kept.filter((key) => !linked.includes(key)).map((key) => `keeps ${nameOf(key)}: link it`),
  ];
}


/** A seed recipe's lines with their facts (undefined for an ingredient the facts do not know). */
export function seedFactLines(recipe: SeedRecipe, facts: Map<string, Facts>): FactLine[] {
  return recipe.ingredients.map((item) => ({ quantity: item.quantity, facts: facts.get(item.ingredient.toLowerCase()) }));
}

/** Per serving, from the facts: kcal, protein, carbohydrate, fat (g), cost (cents); null where a fact is missing. */
export function nutritionPerServing(recipe: SeedRecipe, facts: Map<string, Facts>) {
  return nutritionPerServingOf(seedFactLines(recipe, facts), recipe.servings);
}

// A wait of two hours or more, or overnight unless a shorter wait is enough ('at least 1 hour, or overnight').
const LONG_WAIT = /(soak|marinat|chill|rise|rest|steep|drain|set|cure|brine)\w*[^.]{0,40}\b([2-9]|\d\d)(–\d+)? hours/i;
const SHORT_WAIT_WILL_DO = /at least (\d+ minutes|1 hour)|\d+ minutes or overnight/i;
const waitsHours = (recipe: SeedRecipe) => recipe.steps.some((step) => LONG_WAIT.test(step) || (/overnight/i.test(step) && !SHORT_WAIT_WILL_DO.test(step)));

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
  if (waitsHours(recipe) && !recipe.planAhead) problems.push('a step waits hours (soak, marinate, chill, rise): say what to do the day before in planAhead');
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
  // Diets: linked exactly to those its ingredients and nutrition keep (decision 0031), both ways, so
  // a diet's page and the planner agree, and a cook restricted to one never meets a recipe that breaks it.
  if (used.length === recipe.ingredients.length) problems.push(...dietLinkProblems(recipe, used, facts));
  const nutrition = nutritionPerServing(recipe, facts);
  if (nutrition.complete && (nutrition.kcal < 30 || nutrition.kcal > 1800)) problems.push(`${nutrition.kcal.toFixed(0)} kcal per serving is not a plausible portion`);
  return problems;
}

export function factsByName() {
  return new Map(readIngredientFacts().map((fact) => [fact.name.toLowerCase(), fact]));
}
