// The hard rules: a recipe that breaks one is never planned, whatever it would score. Diets mean what
// they say (decision 0031): the widest 'what I eat' diet chosen and every restriction chosen must be
// kept, as the catalogue judged them from the recipe's ingredients and nutrition, not its links.
import { daysBetween } from '../../../dates.ts';
import { dietWishOf, requiredDiets } from '../../../diets.ts';
import type { MealOfDay } from '../meal-plans.events.ts';
import type { PlannerRecipe, PlannerSnapshot, Slot } from './snapshot.ts';

const MEAL_TIME: Record<MealOfDay, string> = { breakfast: 'breakfast', lunch: 'lunch', dinner: 'dinner' };

/** What the cook's preferences ask, worked out once per snapshot. */
export interface CookRules {
  /** Diet ids every recipe must keep (the ladder's, unless it is Omnivore, and each restriction's). */
  requiredDietIds: string[];
  /** Diet ids preferred (High-Protein): weighed, never required. */
  preferredDietIds: string[];
  cuisineIds: Set<string>;
  avoidedIngredientIds: Set<string>;
}

const rulesOfSnapshot = new WeakMap<PlannerSnapshot, CookRules>();

/** The diets a cook's chosen diets require every recipe to keep, and those they only prefer. */
export function dietRules(dietIds: readonly string[], diets: PlannerSnapshot['diets']): Pick<CookRules, 'requiredDietIds' | 'preferredDietIds'> {
  const idOf = new Map(Object.entries(diets).map(([id, diet]) => [diet.key, id]));
  const wish = dietWishOf(dietIds.flatMap((id) => diets[id]?.key ?? []));
  // Omnivore asks nothing: every recipe keeps it.
  const required = requiredDiets(wish).filter((key) => key !== 'omnivore');
  return {
    requiredDietIds: required.flatMap((key) => idOf.get(key) ?? []),
    preferredDietIds: wish.preferences.flatMap((key) => idOf.get(key) ?? []),
  };
}

export function cookRules(snapshot: PlannerSnapshot): CookRules {
  const known = rulesOfSnapshot.get(snapshot);
  if (known) return known;
  const rules: CookRules = {
    ...dietRules(snapshot.cook.dietIds, snapshot.diets),
    cuisineIds: new Set(snapshot.cook.cuisineIds),
    avoidedIngredientIds: new Set(snapshot.cook.avoidedIngredientIds),
  };
  rulesOfSnapshot.set(snapshot, rules);
  return rules;
}

const keepsAll = (recipe: PlannerRecipe, dietIds: readonly string[]) => dietIds.every((id) => recipe.keptDietIds?.includes(id) ?? false);
const ofACuisine = (recipe: PlannerRecipe, rules: CookRules) => recipe.cuisineIds.some((id) => rules.cuisineIds.has(id));
const avoidsAll = (recipe: PlannerRecipe, rules: CookRules) => !recipe.ingredientIds.some((id) => rules.avoidedIngredientIds.has(id));

export const servedAt = (recipe: PlannerRecipe, mealOfDay: MealOfDay) => recipe.mealTimes.some((time) => time.toLowerCase() === MEAL_TIME[mealOfDay]);

/** Diets, cuisines and avoided ingredients: whether the cook may be given this recipe at all. */
export function suitsCook(recipe: PlannerRecipe, snapshot: PlannerSnapshot): boolean {
  const rules = cookRules(snapshot);
  return ofACuisine(recipe, rules) && keepsAll(recipe, rules.requiredDietIds) && avoidsAll(recipe, rules);
}

const isMonday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 1;

/**
 * A plan-ahead meal needs its day before in the plan's week, on or after the first day the cook can
 * act (decision 0033): the calendar says 'start the day before' there. A Monday has none in its week.
 */
export function hasDayBefore(recipe: PlannerRecipe, slot: Slot): boolean {
  if (!recipe.planAhead) return true;
  if (isMonday(slot.plannedCookDate)) return false;
  return slot.prepFrom === undefined || daysBetween(slot.prepFrom, slot.plannedCookDate) >= 1;
}

/** How many minutes the cook gives this meal on the slot's day: none on a weekend, or when no limit is set. */
export function minutesForTheDay(slot: Slot, snapshot: PlannerSnapshot): number | undefined {
  const weekday = new Date(`${slot.plannedCookDate}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return undefined;
  return snapshot.cook.weekdayMinutes?.[slot.mealOfDay] ?? undefined;
}

/** Whether the recipe keeps a diet the cook only prefers. */
export const keepsPreferred = (recipe: PlannerRecipe, snapshot: PlannerSnapshot) => cookRules(snapshot).preferredDietIds.some((id) => recipe.keptDietIds?.includes(id));

const listed = (names: string[], last = 'and') => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${last} ${names[names.length - 1]}`);

/**
 * Which rule left a slot with no recipe, in a cook's words: the rules are applied one after another
 * (cuisines, then the ladder, then each restriction, then avoided ingredients) and the first that
 * leaves nothing is named.
 */
export function whyNoRecipe(snapshot: PlannerSnapshot, mealOfDay: MealOfDay): string {
  const rules = cookRules(snapshot);
  const cuisines = listed([...rules.cuisineIds].map((id) => snapshot.cuisineNames[id] ?? 'chosen'), 'or');
  let left = snapshot.recipes.filter((recipe) => servedAt(recipe, mealOfDay) && ofACuisine(recipe, rules));
  if (left.length === 0) return `No ${cuisines} ${mealOfDay} is in the catalogue.`;
  const kept: string[] = [];
  for (const id of rules.requiredDietIds) {
    kept.push((snapshot.diets[id]?.name ?? 'your diet').toLowerCase());
    left = left.filter((recipe) => keepsAll(recipe, [id]));
    if (left.length === 0) {
      return `${snapshot.diets[id]?.name ?? 'Your diet'} leaves no ${mealOfDay}: no ${cuisines} ${mealOfDay} in the catalogue is ${listed(kept)}.`;
    }
  }
  const which = kept.length > 0 ? `${listed(kept)} ` : '';
  return `Your avoided ingredients leave no ${mealOfDay}: every ${which}${cuisines} ${mealOfDay} uses one of them.`;
}
