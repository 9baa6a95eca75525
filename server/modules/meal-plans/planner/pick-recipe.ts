// The planner's one decision: the best recipe for a slot, given the week so far, with a reason a
// cook can read. Hard rules filter (rules.ts); soft goals score; the seed only breaks near-ties, so
// the same snapshot, week and seed always give the same answer (the job can be retried, a test can
// pin it), while two cooks with the same preferences do not get identical weeks.
import { createHash } from 'node:crypto';
import { daysBetween } from '../../../dates.ts';
import type { MealOfDay } from '../meal-plans.events.ts';
import { hasDayBefore, keepsPreferred, minutesForTheDay, servedAt, suitsCook, whyNoRecipe } from './rules.ts';
import type { PickReason, PlannerRecipe, PlannerSnapshot, RecipePick, Slot, WeekMeal } from './snapshot.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/** A stable number in [0, 1) from the seed and the recipe: the tie-breaker. */
function jitter(seed: string, recipeId: string): number {
  return createHash('sha1').update(`${seed}:${recipeId}`).digest().readUInt32BE(0) / 2 ** 32;
}

/** Each recipe's ingredients once each: a recipe listing an ingredient twice counts it once. */
const distinctIngredientsOf = new WeakMap<PlannerRecipe, ReadonlySet<string>>();
function distinctIngredients(recipe: PlannerRecipe): ReadonlySet<string> {
  let known = distinctIngredientsOf.get(recipe);
  if (!known) distinctIngredientsOf.set(recipe, (known = new Set(recipe.ingredientIds)));
  return known;
}

/**
 * What a snapshot offers each meal time, and its recipes by id: worked out on the first pick and kept
 * for the rest of the week's (a snapshot is not changed once planning starts).
 */
interface Offer {
  byId: ReadonlyMap<string, PlannerRecipe>;
  suitable: Partial<Record<MealOfDay, PlannerRecipe[]>>;
}
const offers = new WeakMap<PlannerSnapshot, Offer>();
function offerOf(snapshot: PlannerSnapshot): Offer {
  let offer = offers.get(snapshot);
  if (!offer) offers.set(snapshot, (offer = { byId: new Map(snapshot.recipes.map((recipe) => [recipe.id, recipe])), suitable: {} }));
  return offer;
}
function suitableAt(snapshot: PlannerSnapshot, mealOfDay: MealOfDay): PlannerRecipe[] {
  const offer = offerOf(snapshot);
  return (offer.suitable[mealOfDay] ??= snapshot.recipes.filter((recipe) => servedAt(recipe, mealOfDay) && suitsCook(recipe, snapshot)));
}

interface PantryWeight {
  weight: number;
  soonest: string | null;
  daysLeft: number;
}

/**
 * What every candidate of one slot is weighed against, worked out once per decision rather than once
 * per candidate: the week's recipes, the ingredients they use, how much each pantry ingredient still
 * good on the cook date weighs, and the minutes the cook gives this meal that day.
 */
interface SlotContext {
  snapshot: PlannerSnapshot;
  slot: Slot;
  week: readonly WeekMeal[];
  weekRecipes: Array<{ meal: WeekMeal; recipe: PlannerRecipe }>;
  /** How often each ingredient is listed by the week's recipes. */
  weekIngredients: Map<string, number>;
  pantryWeights: Map<string, PantryWeight>;
  minutesLimit: number | undefined;
  recent: Set<string>;
  seed: string;
}

function slotContext(snapshot: PlannerSnapshot, slot: Slot, week: readonly WeekMeal[], seed: string): SlotContext {
  const { byId } = offerOf(snapshot);
  const weekRecipes = week.flatMap((meal) => {
    const recipe = byId.get(meal.recipeId);
    return recipe ? [{ meal, recipe }] : [];
  });
  const weekIngredients = new Map<string, number>();
  for (const { recipe } of weekRecipes) for (const id of recipe.ingredientIds) weekIngredients.set(id, (weekIngredients.get(id) ?? 0) + 1);
  // The soonest expiry among an ingredient's pantry items good on the cook date (null: none expire).
  const pantrySoonest = new Map<string, string | null>();
  for (const item of snapshot.pantry) {
    if (item.expirationDate !== null && item.expirationDate < slot.plannedCookDate) continue;
    const known = pantrySoonest.get(item.ingredientId);
    // A dated item is sooner than one that never expires.
    if (known === undefined || (item.expirationDate !== null && (known === null || item.expirationDate < known))) pantrySoonest.set(item.ingredientId, item.expirationDate);
  }
  const pantryWeights = new Map<string, PantryWeight>();
  for (const [ingredientId, soonest] of pantrySoonest) {
    const daysLeft = soonest === null ? 30 : daysBetween(slot.plannedCookDate, soonest);
    // The sooner it expires the more it counts.
    const urgency = 1 + (4 * Math.max(0, 14 - daysLeft)) / 14;
    // An item another meal of the week already uses counts half (it may not stretch to both).
    pantryWeights.set(ingredientId, { weight: weekIngredients.has(ingredientId) ? urgency / 2 : urgency, soonest, daysLeft });
  }
  return { snapshot, slot, week, weekRecipes, weekIngredients, pantryWeights, minutesLimit: minutesForTheDay(slot, snapshot), recent: new Set(snapshot.recentRecipeIds), seed };
}

const sharedWith = (recipe: PlannerRecipe, planned: PlannerRecipe) => planned.ingredientIds.filter((id) => distinctIngredients(recipe).has(id));
const sharesCuisine = (recipe: PlannerRecipe, planned: PlannerRecipe) => planned.cuisineIds.some((id) => recipe.cuisineIds.includes(id));

/** The soft goals, weighed: higher is better. The seed's tie-breaker is added by the caller. */
function score(recipe: PlannerRecipe, context: SlotContext): number {
  let total = 0;
  // Pantry items still good on the cook date (the sooner they expire the more they count), and
  // ingredients shared with the week's other meals (one purchase serves two meals).
  let shared = 0;
  for (const ingredientId of distinctIngredients(recipe)) {
    total += context.pantryWeights.get(ingredientId)?.weight ?? 0;
    shared += context.weekIngredients.get(ingredientId) ?? 0;
  }
  total += Math.min(3, shared);
  // Cuisine balance: each meal of the week in the same cuisine makes another one less welcome.
  let sameCuisine = 0;
  for (const { recipe: planned } of context.weekRecipes) if (sharesCuisine(recipe, planned)) sameCuisine++;
  total -= sameCuisine * 0.5;
  // Variety across weeks.
  if (context.recent.has(recipe.id)) total -= 4;
  // A diet the cook prefers (High-Protein) weighs like a pantry item.
  if (keepsPreferred(recipe, context.snapshot)) total += 1.5;
  // Weeknight-sized: longer than the cook gives this meal on a weekday outweighs almost anything else.
  if (context.minutesLimit !== undefined && recipe.totalMinutes !== undefined && recipe.totalMinutes !== null && recipe.totalMinutes > context.minutesLimit) total -= 12;
  // Cheaper is slightly better.
  return total - (recipe.costPerServing ?? 0) / 1000;
}

/** The seed's tie-breaker: at most this much, so it only ever decides between near-equal scores. */
const JITTER = 0.2;

/** The strongest reason the chosen recipe scored as it did, in words a cook can read. */
function reasonFor(recipe: PlannerRecipe, context: SlotContext): PickReason {
  const { snapshot, week, weekRecipes } = context;
  const names = snapshot.ingredientNames;
  const reasons: Array<{ weight: number; text: string; about?: { recipeId: string; date: string } }> = [];
  for (const ingredientId of distinctIngredients(recipe)) {
    const held = context.pantryWeights.get(ingredientId);
    if (!held) continue;
    const name = (names[ingredientId] ?? 'pantry item').toLowerCase();
    const expiresSoon = held.soonest !== null && held.daysLeft <= 7;
    reasons.push({ weight: held.weight + 10, text: expiresSoon ? `uses your ${name}, which expires ${held.daysLeft === 0 ? 'that day' : weekdayOf(held.soonest!)}` : `uses your ${name} from the pantry` });
  }
  for (const { meal, recipe: planned } of weekRecipes) {
    const common = sharedWith(recipe, planned);
    if (common.length === 0) continue;
    const name = (names[common[0]!] ?? 'an ingredient').toLowerCase();
    reasons.push({ weight: 5 + common.length, text: `shares ${name} with ${weekdayOf(meal.plannedCookDate)}'s ${planned.name}`, about: { recipeId: planned.id, date: meal.plannedCookDate } });
  }
  const cuisine = recipe.cuisineIds.map((id) => snapshot.cuisineNames[id]).find((name) => name !== undefined);
  const firstOfCuisine = !weekRecipes.some(({ recipe: planned }) => sharesCuisine(recipe, planned));
  if (firstOfCuisine && cuisine && week.length > 0) reasons.push({ weight: 2, text: `the first ${cuisine} dish this week` });
  if (!context.recent.has(recipe.id)) reasons.push({ weight: 1, text: 'not in your last two weeks' });
  // The first of equal weights, as listed: pantry, then shared, then cuisine, then variety.
  const best = reasons.reduce<(typeof reasons)[number] | undefined>((top, reason) => (!top || reason.weight > top.weight ? reason : top), undefined);
  if (!best) return { reason: 'fits your diets and cuisines' };
  return best.about ? { reason: best.text, reasonRecipeId: best.about.recipeId, reasonDate: best.about.date } : { reason: best.text };
}

export interface PickOptions {
  /** Recipes not to give (a refresh excludes the meal's current recipe). */
  exclude?: readonly string[];
}

/** The best recipe for `slot`, never one already in `week`, or why there is none. */
export function pickRecipe(snapshot: PlannerSnapshot, slot: Slot, week: readonly WeekMeal[], seed: string, options: PickOptions = {}): RecipePick {
  const suitable = suitableAt(snapshot, slot.mealOfDay);
  if (suitable.length === 0) return { kind: 'none', why: whyNoRecipe(snapshot, slot.mealOfDay) };
  const taken = new Set([...week.map((meal) => meal.recipeId), ...(options.exclude ?? [])]);
  const notTaken = suitable.filter((recipe) => !taken.has(recipe.id));
  if (notTaken.length === 0) {
    return { kind: 'none', why: `All ${suitable.length} ${slot.mealOfDay} recipe${suitable.length === 1 ? '' : 's'} that fit your preferences are already in this week.` };
  }
  const free = notTaken.filter((recipe) => hasDayBefore(recipe, slot));
  if (free.length === 0) return { kind: 'none', why: `Every ${slot.mealOfDay} left that fits your preferences must be started the day before, and ${weekdayOf(slot.plannedCookDate)} has none in this plan.` };
  const context = slotContext(snapshot, slot, week, seed);
  const scores = free.map((recipe) => score(recipe, context));
  // Hashing the seed was most of a pick's cost: only a recipe within the tie-breaker of the top can
  // win, so only those are hashed (twice the margin, well clear of rounding).
  const top = Math.max(...scores);
  let best: { recipe: PlannerRecipe; score: number } | undefined;
  free.forEach((recipe, index) => {
    if (scores[index]! < top - 2 * JITTER) return;
    const scored = { recipe, score: scores[index]! + jitter(seed, recipe.id) * JITTER };
    if (!best || scored.score > best.score || (scored.score === best.score && scored.recipe.id < best.recipe.id)) best = scored;
  });
  return { kind: 'picked', recipe: best!.recipe, ...reasonFor(best!.recipe, context) };
}
