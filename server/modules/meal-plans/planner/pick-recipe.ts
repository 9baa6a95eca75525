// The planner's one decision: the best recipe for a slot, given the week so far, with a reason a
// cook can read. Hard rules filter (rules.ts); soft goals score; the seed only breaks near-ties, so
// the same snapshot, week and seed always give the same answer (the job can be retried, a test can
// pin it), while two cooks with the same preferences do not get identical weeks.
import { createHash } from 'node:crypto';
import { servedAt, suitsCook } from './rules.ts';
import type { PlannerRecipe, PlannerSnapshot, RecipePick, Slot, WeekMeal } from './snapshot.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A stable number in [0, 1) from the seed and the recipe: the tie-breaker. */
function jitter(seed: string, recipeId: string): number {
  return createHash('sha1').update(`${seed}:${recipeId}`).digest().readUInt32BE(0) / 2 ** 32;
}

interface Scored {
  recipe: PlannerRecipe;
  score: number;
  reason: string;
}

function score(recipe: PlannerRecipe, snapshot: PlannerSnapshot, slot: Slot, week: readonly WeekMeal[], seed: string): Scored {
  const names = snapshot.ingredientNames;
  const weekRecipes = week.map((meal) => ({ meal, recipe: snapshot.recipes.find((candidate) => candidate.id === meal.recipeId) }));
  const usedThisWeek = new Set(weekRecipes.flatMap(({ recipe: planned }) => planned?.ingredientIds ?? []));
  let total = 0;
  const reasons: Array<{ weight: number; text: string }> = [];

  // Pantry: items still good on the cook date, the sooner they expire the more they count. An item
  // another meal of the week already uses counts half (it may not stretch to both).
  for (const ingredientId of new Set(recipe.ingredientIds)) {
    const held = snapshot.pantry.filter((item) => item.ingredientId === ingredientId && (item.expirationDate === null || item.expirationDate >= slot.plannedCookDate));
    if (held.length === 0) continue;
    const soonest = held.map((item) => item.expirationDate).sort((a, b) => (a ?? '9999').localeCompare(b ?? '9999'))[0] ?? null;
    const daysLeft = soonest === null ? 30 : daysBetween(slot.plannedCookDate, soonest);
    const urgency = 1 + 4 * Math.max(0, 14 - daysLeft) / 14;
    const weight = usedThisWeek.has(ingredientId) ? urgency / 2 : urgency;
    total += weight;
    const name = (names[ingredientId] ?? 'pantry item').toLowerCase();
    reasons.push({ weight: weight + 10, text: soonest !== null && daysLeft <= 7 ? `uses your ${name}, which expires ${daysLeft === 0 ? 'that day' : weekdayOf(soonest)}` : `uses your ${name} from the pantry` });
  }

  // Shared ingredients with the week's other meals: one purchase serves two meals.
  let shared = 0;
  for (const { meal, recipe: planned } of weekRecipes) {
    const common = planned?.ingredientIds.filter((id) => recipe.ingredientIds.includes(id)) ?? [];
    if (common.length === 0 || !planned) continue;
    shared += common.length;
    const name = (names[common[0]!] ?? 'an ingredient').toLowerCase();
    reasons.push({ weight: 5 + common.length, text: `shares ${name} with ${weekdayOf(meal.plannedCookDate)}'s ${planned.name}` });
  }
  total += Math.min(3, shared);

  // Cuisine balance: each meal of the week in the same cuisine makes another one less welcome.
  const sameCuisine = weekRecipes.filter(({ recipe: planned }) => planned?.cuisineIds.some((id) => recipe.cuisineIds.includes(id))).length;
  total -= sameCuisine * 0.5;
  const cuisine = recipe.cuisineIds.map((id) => snapshot.cuisineNames[id]).find((name) => name !== undefined);
  if (sameCuisine === 0 && cuisine && week.length > 0) reasons.push({ weight: 2, text: `the first ${cuisine} dish this week` });

  // Variety across weeks.
  if (snapshot.recentRecipeIds.includes(recipe.id)) total -= 4;
  else reasons.push({ weight: 1, text: 'not in your last two weeks' });

  // Cheaper is slightly better; the seed breaks near-ties.
  total -= (recipe.costPerServing ?? 0) / 1000;
  total += jitter(seed, recipe.id) * 0.2;

  const best = reasons.sort((a, b) => b.weight - a.weight)[0];
  return { recipe, score: total, reason: best ? best.text : 'fits your diets and cuisines' };
}

export interface PickOptions {
  /** Recipes not to give (a refresh excludes the meal's current recipe). */
  exclude?: readonly string[];
}

/** The best recipe for `slot`, never one already in `week`, or why there is none. */
export function pickRecipe(snapshot: PlannerSnapshot, slot: Slot, week: readonly WeekMeal[], seed: string, options: PickOptions = {}): RecipePick {
  const suitable = snapshot.recipes.filter((recipe) => servedAt(recipe, slot.mealOfDay) && suitsCook(recipe, snapshot));
  if (suitable.length === 0) return { kind: 'none', why: `No ${slot.mealOfDay} recipe fits your diets, cuisines and avoided ingredients.` };
  const taken = new Set([...week.map((meal) => meal.recipeId), ...(options.exclude ?? [])]);
  const free = suitable.filter((recipe) => !taken.has(recipe.id));
  if (free.length === 0) {
    return { kind: 'none', why: `All ${suitable.length} ${slot.mealOfDay} recipe${suitable.length === 1 ? '' : 's'} that fit your preferences are already in this week.` };
  }
  let best: Scored | undefined;
  for (const recipe of free) {
    const scored = score(recipe, snapshot, slot, week, seed);
    if (!best || scored.score > best.score || (scored.score === best.score && scored.recipe.id < best.recipe.id)) best = scored;
  }
  return { kind: 'picked', recipe: best!.recipe, reason: best!.reason };
}
