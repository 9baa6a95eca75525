// Reads what the planner needs for one cook, from the read models, once per decision.
import { createHash } from 'node:crypto';
import type { Queryable } from '../../event-store/event-store.ts';
import { addDays } from './weeks.ts';
import { dietKeyOf } from '../../diets.ts';
import { dietRules, servedAt, suitsCook, type PlannerRecipe, type PlannerSnapshot } from './planner/index.ts';
import { mealsOfDay, type MealOfDay, type WeekWishes } from './meal-plans.events.ts';

export interface CookPreferences {
  appUserId: string;
  pantryId: string;
  setupComplete: boolean;
  hasAccess: boolean;
  wishes: WeekWishes;
  dietIds: string[];
  cuisineIds: string[];
  avoidedIngredientIds: string[];
  weekdayMinutes: Record<MealOfDay, number | null>;
}

export async function findCookPreferences(db: Queryable, appUserId: string): Promise<CookPreferences | undefined> {
  const { rows } = await db.query(
    `select id, pantry_id, setup_complete, has_access, diet_ids, cuisine_ids, avoided_ingredient_ids,
            preferred_number_of_breakfast_meals as nb, preferred_number_of_lunch_meals as nl, preferred_number_of_dinner_meals as nd,
            preferred_breakfast_serving_size as sb, preferred_lunch_serving_size as sl, preferred_dinner_serving_size as sd,
            weekday_breakfast_minutes as wb, weekday_lunch_minutes as wl, weekday_dinner_minutes as wd
       from app_users where id = $1`,
    [appUserId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    appUserId: row.id,
    pantryId: row.pantry_id,
    setupComplete: row.setup_complete,
    hasAccess: row.has_access,
    wishes: { breakfast: { count: row.nb, servings: row.sb }, lunch: { count: row.nl, servings: row.sl }, dinner: { count: row.nd, servings: row.sd } },
    dietIds: row.diet_ids,
    cuisineIds: row.cuisine_ids,
    avoidedIngredientIds: row.avoided_ingredient_ids,
    weekdayMinutes: { breakfast: row.wb, lunch: row.wl, dinner: row.wd },
  };
}

/**
 * How many recipes of each chosen cuisine, per meal time, the planner weighs for a week: every one
 * while a cuisine has no more (the seed catalogue), a fixed sample past that. About 120 a meal time,
 * shared among the cuisines (60 each for one or two, 40 for three, 20 for six or more; a cuisine with
 * fewer leaves its share unused): enough to choose well (pantry, shared ingredients, cost), few
 * enough that a week costs the same at any catalogue size. At 60 a cuisine, a cook of six read 1,080
 * recipes for a week of at most 21 meals.
 */
export const CANDIDATES_PER_CUISINE = 60;
const CANDIDATES_PER_MEAL_TIME = 120;
export const candidatesPerCuisine = (cuisines: number) => Math.min(CANDIDATES_PER_CUISINE, Math.max(20, Math.ceil(CANDIDATES_PER_MEAL_TIME / Math.max(1, cuisines))));

const RECIPE_COLUMNS = `id, name, cuisine_ids, meal_times, jsonb_path_query_array(ingredients, '$[*].ingredientId') as ingredient_ids, cost_per_serving,
  kept_diet_ids, total_time, plan_ahead is not null as plan_ahead`;

/**
 * How many of a cuisine's keys at a meal time the candidates' query reads, at most: from the week's
 * start to the ring's end, and again from the ring's beginning. A rare combination of diets
 * (vegetarian and paleo: under 1% of a catalogue) finds fewer than its share there, and without the
 * bound read the whole range: 9,000 keys a cuisine at 500,000 recipes, 230 ms a week. Past the bound
 * it weighs what it found, unless that leaves fewer than the decision needs (below).
 */
export const KEYS_SCANNED_PER_CUISINE = 1_000;

/**
 * A cook's candidates from the planner's keys (migration 0032): per meal time and chosen cuisine, the
 * first `$5` recipes keeping the required diets in the catalogue's fixed random order from `start`,
 * wrapping round, among the first `$7` keys of each side (all of them when null). Each pair is a
 * range scan of one index, bounded however large the catalogue (unless `$7` is null).
 */
const CANDIDATES_SQL = `
  select ${RECIPE_COLUMNS} from recipes
   -- An array, found by the primary key (an 'in (...) or ...' scanned the whole table).
   where id = any(array(
     select picked.recipe_id
       from unnest($1::text[]) as meal(time)
       cross join unnest($2::uuid[]) as cuisine(id)
       cross join lateral (
         select ring.recipe_id from (
           (select recipe_id, shuffle_key from (
              select recipe_id, shuffle_key, kept_diet_ids from recipe_planner_keys
               where meal_time = meal.time and cuisine_id = cuisine.id and shuffle_key >= $4
               order by shuffle_key limit $7) scanned
             where kept_diet_ids @> $3::uuid[] order by shuffle_key limit $5)
           union all
           (select recipe_id, shuffle_key from (
              select recipe_id, shuffle_key, kept_diet_ids from recipe_planner_keys
               where meal_time = meal.time and cuisine_id = cuisine.id and shuffle_key < $4
               order by shuffle_key limit $7) scanned
             where kept_diet_ids @> $3::uuid[] order by shuffle_key limit $5)
         ) ring
         order by ring.shuffle_key < $4, ring.shuffle_key
         limit $5
       ) picked) || $6::uuid[])`;

/** Where in the catalogue's order a cook's week starts looking: the same for a retried job, another next week. */
const startKeyOf = (appUserId: string, weekStart: string) => createHash('sha1').update(`${appUserId}:${weekStart}`).digest().readInt32BE(0);

const toPlannerRecipe = (row: Record<string, any>): PlannerRecipe => ({
  id: row.id,
  name: row.name,
  cuisineIds: row.cuisine_ids,
  mealTimes: row.meal_times,
  ingredientIds: row.ingredient_ids as string[],
  costPerServing: row.cost_per_serving === null ? null : Number(row.cost_per_serving),
  keptDietIds: row.kept_diet_ids,
  totalMinutes: row.total_time,
  planAhead: row.plan_ahead,
});

/**
 * The meals a decision may plan, by meal time: the candidates are read for each meal time named, and
 * the count says how many recipes the week must still offer there (0: weighed, none required).
 */
export type MealNeeds = Partial<Record<MealOfDay, number>>;

/**
 * The snapshot for one cook and week: the candidates (above) at the meal times `needs` names, with
 * the recipes already in the week. Where they leave fewer suitable recipes than needed (the week
 * never repeats one, and a recipe served at lunch and dinner fills one of them), the keys again
 * without their bound; where none is left still, every recipe of the cook's cuisines served then,
 * so the planner finds any that suits, or says which rule left none (it applies every rule again,
 * in full). `keysScannedPerCuisine` replaces the bound (tests).
 */
export async function loadPlannerSnapshot(
  db: Queryable,
  cook: CookPreferences,
  weekStart: string,
  needs: MealNeeds,
  options: { keysScannedPerCuisine?: number } = {},
): Promise<PlannerSnapshot> {
  const [pantry, meals, diets, cuisines] = await Promise.all([
    db.query(`select ingredient_id, expiration_date from pantry_items where app_user_id = $1 and quantity > 0`, [cook.appUserId]),
    // This week's recipes, and the recent ones: the two weeks before, and the two after when they are
    // planned already (a refresh of this week's dinners had brought in next week's, the same pork on
    // Wednesday and Monday). One range of the index, split by the flag.
    db.query(
      `select distinct recipe_id, planned_cook_date >= $3 and planned_cook_date < $4 as in_week
         from meals where app_user_id = $1 and planned_cook_date >= $2 and planned_cook_date < $5`,
      [cook.appUserId, addDays(weekStart, -14), weekStart, addDays(weekStart, 7), addDays(weekStart, 21)],
    ),
    db.query(`select id, name from diets`),
    db.query(`select id, name from cuisines where id = any($1::uuid[])`, [cook.cuisineIds]),
  ]);
  const thisWeek = meals.rows.filter((row) => row.in_week);
  const recent = meals.rows.filter((row) => !row.in_week);
  const dietsById = Object.fromEntries(diets.rows.map((row) => [row.id, { key: dietKeyOf(row.name), name: row.name }]));
  const { requiredDietIds } = dietRules(cook.dietIds, dietsById);
  const inWeek = thisWeek.map((row) => row.recipe_id);
  const mealTimes = mealsOfDay.filter((mealOfDay) => needs[mealOfDay] !== undefined);
  const candidatesAt = (times: readonly MealOfDay[], keysScanned: number | null) =>
    db.query(CANDIDATES_SQL, [times, cook.cuisineIds, requiredDietIds, startKeyOf(cook.appUserId, weekStart), candidatesPerCuisine(cook.cuisineIds.length), inWeek, keysScanned]);
  // Only the meal times the decision plans: a cook who wants no breakfasts weighs none.
  const candidates = await candidatesAt(mealTimes, options.keysScannedPerCuisine ?? KEYS_SCANNED_PER_CUISINE);
  const snapshot: PlannerSnapshot = {
    cook: { dietIds: cook.dietIds, cuisineIds: cook.cuisineIds, avoidedIngredientIds: cook.avoidedIngredientIds, weekdayMinutes: cook.weekdayMinutes },
    recipes: candidates.rows.map(toPlannerRecipe),
    pantry: pantry.rows.map((row) => ({ ingredientId: row.ingredient_id, expirationDate: row.expiration_date })),
    recentRecipeIds: recent.map((row) => row.recipe_id),
    ingredientNames: {},
    cuisineNames: Object.fromEntries(cuisines.rows.map((row) => [row.id, row.name])),
    diets: dietsById,
  };
  // Suitable recipes the week does not hold yet, by meal time: those the planner can still give.
  const weekRecipeIds = new Set(inWeek);
  const suitableLeft = (mealOfDay: MealOfDay) =>
    new Set(snapshot.recipes.filter((recipe) => !weekRecipeIds.has(recipe.id) && servedAt(recipe, mealOfDay) && suitsCook(recipe, snapshot)).map((recipe) => recipe.id));
  const addNew = (rows: Array<Record<string, any>>) => {
    const known = new Set(snapshot.recipes.map((recipe) => recipe.id));
    snapshot.recipes.push(...rows.filter((row) => !known.has(row.id)).map(toPlannerRecipe));
  };
  // Meal times whose sample leaves fewer than they need (a rare combination of diets), or together
  // fewer than the meals of all of them: their keys past the bound, so the cook is not told the
  // recipes ran out while the catalogue has more.
  const needed = mealTimes.filter((mealOfDay) => (needs[mealOfDay] ?? 0) > 0);
  const left = new Map(needed.map((mealOfDay) => [mealOfDay, suitableLeft(mealOfDay)]));
  const short = needed.filter((mealOfDay) => left.get(mealOfDay)!.size < needs[mealOfDay]!);
  const together = new Set([...left.values()].flatMap((ids) => [...ids])).size;
  const total = needed.reduce((sum, mealOfDay) => sum + needs[mealOfDay]!, 0);
  const thin = together < total ? needed : short;
  if (thin.length > 0) addNew((await candidatesAt(thin, null)).rows);
  const unserved = thin.filter((mealOfDay) => suitableLeft(mealOfDay).size === 0);
  if (unserved.length > 0) {
    const everyOne = await db.query(
      `select ${RECIPE_COLUMNS} from recipes
        where cuisine_ids ?| $1::text[] and exists (select 1 from jsonb_array_elements_text(meal_times) served where lower(served) = any($2::text[]))`,
      [cook.cuisineIds, unserved],
    );
    addNew(everyOne.rows);
  }
  const ingredientIds = [...new Set([...snapshot.pantry.map((item) => item.ingredientId), ...snapshot.recipes.flatMap((recipe) => recipe.ingredientIds)])];
  const names = ingredientIds.length === 0 ? { rows: [] } : await db.query(`select id, name from ingredients where id = any($1::uuid[])`, [ingredientIds]);
  snapshot.ingredientNames = Object.fromEntries(names.rows.map((row) => [row.id, row.name]));
  return snapshot;
}
