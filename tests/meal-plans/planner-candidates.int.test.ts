// The planner's candidates come from its keys (recipe_planner_keys, migration 0032), which the recipes
// projection writes with each recipe. For the seed catalogue they are every recipe that suits a cook
// of up to three cuisines, as a scan of the whole catalogue finds them; at any size, a bounded sample
// that keeps every hard rule, the same for a retried week and another the week after.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../server/db/database.ts';
import { commit } from '../../server/event-store/event-store.ts';
import { recipesProjection } from '../../server/modules/catalogue/catalogue.projection.ts';
import { recipeStreamId } from '../../server/modules/catalogue/catalogue.events.ts';
import { addDays, mealsOfDay, weekStartOf, todayUtc, type CookPreferences } from '../../server/modules/meal-plans/index.ts';
import { CANDIDATES_PER_CUISINE, candidatesPerCuisine, loadPlannerSnapshot } from '../../server/modules/meal-plans/planner-snapshot.queries.ts';
import { servedAt, suitsCook, type PlannerSnapshot } from '../../server/modules/meal-plans/planner/index.ts';
import { referenceIdFor } from '../../server/modules/reference/index.ts';
import { rebuildProjection } from '../../server/projections/rebuild.ts';
import { seededRandom } from '../fixtures/seeded-random.ts';
import { writeRecipeVariants } from '../bench/larder-catalogue.ts';
import { newMetadata } from '../fixtures/pantry-log.ts';
import { readModelsCaughtUp, startTestLarder, type TestLarder } from '../setup/larder.ts';

let larder: TestLarder;
let pool: pg.Pool;

beforeAll(async () => {
  larder = await startTestLarder({ roles: ['projector'] });
  pool = createPool(larder.database.url, { max: 4 });
  await readModelsCaughtUp(larder.database.url, 60_000);
}, 120_000);
afterAll(async () => {
  await pool?.end();
  await larder?.close();
});

const weekStart = weekStartOf(todayUtc(new Date()));
/** A week's meals to plan: seven of each meal time. */
const A_WEEK = { breakfast: 7, lunch: 7, dinner: 7 };

/** The planner keys as stored, in one order. */
const storedKeys = async () =>
  (await pool.query(`select recipe_id, meal_time, cuisine_id, shuffle_key, kept_diet_ids from recipe_planner_keys order by 1, 2, 3`)).rows;

/** The keys the migration wrote from the recipes table: what the projection must write too. */
const keysOfRecipes = async () =>
  (
    await pool.query(`
      select distinct r.id as recipe_id, lower(meal.value) as meal_time, cuisine.value::uuid as cuisine_id,
             ('x' || substr(r.id::text, 1, 8))::bit(32)::integer as shuffle_key,
             coalesce((select array_agg(diet.value::uuid) from jsonb_array_elements_text(r.kept_diet_ids) diet), '{}') as kept_diet_ids
        from recipes r cross join jsonb_array_elements_text(r.meal_times) meal cross join jsonb_array_elements_text(r.cuisine_ids) cuisine
       order by 1, 2, 3`)
  ).rows;

async function referenceIds(table: 'diets' | 'cuisines'): Promise<string[]> {
  return (await pool.query<{ id: string }>(`select id from ${table} order by id`)).rows.map((row) => row.id);
}

/** Every recipe of the catalogue as the planner sees one. */
async function wholeCatalogue(): Promise<PlannerSnapshot['recipes']> {
  const { rows } = await pool.query(
    `select id, name, cuisine_ids, meal_times, jsonb_path_query_array(ingredients, '$[*].ingredientId') as ingredient_ids, kept_diet_ids from recipes`,
  );
  return rows.map((row) => ({ id: row.id, name: row.name, cuisineIds: row.cuisine_ids, mealTimes: row.meal_times, ingredientIds: row.ingredient_ids, costPerServing: null, keptDietIds: row.kept_diet_ids }));
}

function randomCook(random: ReturnType<typeof seededRandom>, diets: string[], cuisines: string[], ingredients: string[], n: number): CookPreferences {
  const some = <T>(values: T[], count: number) => [...values].sort(() => random.next() - 0.5).slice(0, count);
  const wish = { count: 7, servings: 2 };
  return {
    appUserId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    pantryId: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    setupComplete: true,
    hasAccess: true,
    wishes: { breakfast: wish, lunch: wish, dinner: wish },
    dietIds: some(diets, random.int(1, 2)),
    cuisineIds: some(cuisines, random.int(1, 6)),
    avoidedIngredientIds: some(ingredients, random.int(0, 3)),
    weekdayMinutes: { breakfast: null, lunch: null, dinner: null },
  };
}

/** The whole catalogue, and cooks of random diets, cuisines and avoided ingredients over it. */
async function catalogueAndCooks(seed: number, count: number) {
  const [diets, cuisines] = [await referenceIds('diets'), await referenceIds('cuisines')];
  const catalogue = await wholeCatalogue();
  const ingredients = [...new Set(catalogue.flatMap((recipe) => recipe.ingredientIds))];
  const random = seededRandom(seed);
  const cooks = Array.from({ length: count }, (_, n) => randomCook(random, diets, cuisines, ingredients, n));
  return { catalogue, cooks };
}

const suitableIds = (snapshot: PlannerSnapshot, recipes: PlannerSnapshot['recipes'], mealOfDay: (typeof mealsOfDay)[number]) =>
  recipes.filter((recipe) => servedAt(recipe, mealOfDay) && suitsCook(recipe, snapshot)).map((recipe) => recipe.id).sort();

describe("the planner's keys", () => {
  it('are what the migration wrote, through links changed and a recipe deleted, and a rebuild writes the same', async () => {
    expect(await storedKeys()).toEqual(await keysOfRecipes());
    const { rows } = await pool.query<{ id: string }>('select id from recipes order by id limit 3');
    const [moved, relinked, deleted] = rows.map((row) => row.id);
    const [cuisine] = await referenceIds('cuisines');
    const metadata = newMetadata();
    await commit(pool, {
      metadata,
      streams: [
        { streamId: recipeStreamId(moved!), expectedVersion: 'any', ownerId: null, events: [{ type: 'RecipeLinked', data: { recipeId: moved, link: 'mealTime', value: 'Breakfast' } }] },
        { streamId: recipeStreamId(relinked!), expectedVersion: 'any', ownerId: null, events: [{ type: 'RecipeLinked', data: { recipeId: relinked, link: 'cuisine', value: cuisine } }] },
        { streamId: recipeStreamId(deleted!), expectedVersion: 'any', ownerId: null, events: [{ type: 'RecipeDeleted', data: { recipeId: deleted, deletedAt: new Date().toISOString() } }] },
      ],
    });
    await readModelsCaughtUp(larder.database.url);
    const live = await storedKeys();
    expect(live).toEqual(await keysOfRecipes());
    expect(live.some((key) => key.recipe_id === deleted)).toBe(false);
    expect(live.some((key) => key.recipe_id === moved && key.meal_time === 'breakfast')).toBe(true);

    await rebuildProjection(larder.database.url, recipesProjection);
    expect(await storedKeys()).toEqual(live);
  });
});

describe("a cook's candidates", () => {
  it('are every recipe that suits a cook of up to three cuisines, for the seed catalogue, as a scan of the whole catalogue finds them', async () => {
    const { catalogue, cooks } = await catalogueAndCooks(39, 60);
    for (const [n, cook] of cooks.entries()) {
      const snapshot = await loadPlannerSnapshot(pool, cook, weekStart, A_WEEK);
      for (const mealOfDay of mealsOfDay) {
        const [weighed, everyOne] = [suitableIds(snapshot, snapshot.recipes, mealOfDay), suitableIds(snapshot, catalogue, mealOfDay)];
        // The seed has at most 35 of a cuisine at a meal time: a cook of more than three weighs a share
        // of them (30 or fewer each), every one suitable, and some while any suits.
        if (cook.cuisineIds.length <= 3) expect(weighed, `cook ${n}, ${mealOfDay}`).toEqual(everyOne);
        else {
          expect(weighed.every((id) => everyOne.includes(id)), `cook ${n}, ${mealOfDay}`).toBe(true);
          expect(weighed.length > 0, `cook ${n}, ${mealOfDay}`).toBe(everyOne.length > 0);
        }
      }
    }
  });

  it(`are at most ${CANDIDATES_PER_CUISINE} per cuisine and about 120 a meal time in a catalogue past that, each keeping the hard rules, the same for a retried week and others the next`, async () => {
    const client = new pg.Client({ connectionString: larder.database.url });
    await client.connect();
    await writeRecipeVariants(client, 12_000).finally(() => client.end());
    const { catalogue, cooks } = await catalogueAndCooks(40, 21);
    for (const cook of cooks.slice(0, 20)) {
      const snapshot = await loadPlannerSnapshot(pool, cook, weekStart, A_WEEK);
      for (const mealOfDay of mealsOfDay) {
        const everyOne = suitableIds(snapshot, catalogue, mealOfDay);
        const weighed = suitableIds(snapshot, snapshot.recipes, mealOfDay);
        // A sample of the suitable ones, never empty while there is one.
        expect(weighed.every((id) => everyOne.includes(id))).toBe(true);
        expect(weighed.length > 0).toBe(everyOne.length > 0);
      }
      // Bounded by the cuisines chosen, whatever the catalogue's size (12,589 recipes here).
      expect(snapshot.recipes.length).toBeLessThanOrEqual(candidatesPerCuisine(cook.cuisineIds.length) * cook.cuisineIds.length * mealsOfDay.length);
      const again = await loadPlannerSnapshot(pool, cook, weekStart, A_WEEK);
      expect(again.recipes.map((recipe) => recipe.id).sort()).toEqual(snapshot.recipes.map((recipe) => recipe.id).sort());
    }
    // An omnivore of three cuisines, each with hundreds of recipes a meal time: next week weighs mostly others.
    const omnivore = { ...cooks[20]!, dietIds: [referenceIdFor('diet', 'omnivore')], cuisineIds: ['italian', 'mexican', 'thai'].map((key) => referenceIdFor('cuisine', key)), avoidedIngredientIds: [] };
    const [thisWeek, nextWeek] = [await loadPlannerSnapshot(pool, omnivore, weekStart, A_WEEK), await loadPlannerSnapshot(pool, omnivore, addDays(weekStart, 7), A_WEEK)];
    const overlap = nextWeek.recipes.filter((recipe) => thisWeek.recipes.some((other) => other.id === recipe.id)).length;
    // More than a meal time's worth (40 a cuisine): the other meal times bring their own.
    expect(thisWeek.recipes.length).toBeGreaterThan(candidatesPerCuisine(3) * 3);
    expect(overlap).toBeLessThan(thisWeek.recipes.length / 3);
    // A cook of six cuisines weighs about as many a meal time as a cook of two: 20 of each, not 60
    // (1,080 recipes read for a week of 21 meals), and still a choice of dozens for each meal.
    const sixCuisines = ['italian', 'mexican', 'thai', 'indian', 'chinese', 'american'].map((key) => referenceIdFor('cuisine', key));
    const widely = await loadPlannerSnapshot(pool, { ...omnivore, cuisineIds: sixCuisines }, weekStart, A_WEEK);
    expect(widely.recipes.length).toBeLessThanOrEqual(6 * 20 * mealsOfDay.length);
    for (const mealOfDay of mealsOfDay) expect(suitableIds(widely, widely.recipes, mealOfDay).length, mealOfDay).toBeGreaterThan(60);
  });

  // After the test above: the catalogue holds its 12,000 variants.
  it("read a bounded number of keys for a diet the catalogue keeps rarely, and read past it where the sample leaves fewer recipes than the week's meals", async () => {
    const { catalogue, cooks } = await catalogueAndCooks(41, 1);
    const threeCuisines = ['italian', 'mexican', 'thai'].map((key) => referenceIdFor('cuisine', key));
    const paleo = { ...cooks[0]!, dietIds: [referenceIdFor('diet', 'paleo')], cuisineIds: threeCuisines, avoidedIngredientIds: [] };
    const client = new pg.Client({ connectionString: larder.database.url });
    await client.connect();
    // The snapshot's queries on this connection (which runs them one at a time), and their text.
    const sent: string[] = [];
    const db = { query: (text: string, values?: unknown[]) => (sent.push(text), client.query(text, values)) } as unknown as pg.Pool;
    const keyReads = () => sent.filter((text) => text.includes('recipe_planner_keys')).length;
    /** Keys the planner's index gave up in this connection's transaction. */
    const keysRead = async () => Number((await client.query(`select pg_stat_get_xact_tuples_returned('recipe_planner_keys_by_slot'::regclass) as n`)).rows[0].n);
    try {
      // A paleo cook of three cuisines finds 40 of a cuisine's recipes only far past its first 100 keys;
      // read no more than those (before the bound, the query read on until it had 40, and a rarer diet
      // the whole range).
      const bound = 100;
      await client.query('begin');
      const snapshot = await loadPlannerSnapshot(db, paleo, weekStart, A_WEEK, { keysScannedPerCuisine: bound });
      const read = await keysRead();
      await client.query('commit');
      expect(read).toBeGreaterThan(0);
      expect(read).toBeLessThanOrEqual(2 * bound * mealsOfDay.length * threeCuisines.length);
      for (const mealOfDay of mealsOfDay) expect(suitableIds(snapshot, snapshot.recipes, mealOfDay).length, mealOfDay).toBeGreaterThanOrEqual(7);

      // With a bound of two keys a side, a paleo cook's sample holds two or three recipes a meal time for
      // seven meals of each, and the catalogue hundreds: read again in full, the cook is not told the
      // recipes ran out.
      sent.length = 0;
      const thinSample = await loadPlannerSnapshot(db, paleo, weekStart, A_WEEK, { keysScannedPerCuisine: 2 });
      for (const mealOfDay of mealsOfDay) {
        expect(suitableIds(thinSample, catalogue, mealOfDay).length).toBeGreaterThan(7);
        expect(suitableIds(thinSample, thinSample.recipes, mealOfDay).length, mealOfDay).toBeGreaterThanOrEqual(7);
      }
      expect(sent.some((text) => text.includes('?|')), 'the whole catalogue read').toBe(false);

      // Vegetarian and paleo, with a bound of five keys: a meal time left with fewer recipes than meals
      // is read again in full, and the whole catalogue only where that finds none.
      const rare = { ...paleo, dietIds: ['vegetarian', 'paleo'].map((key) => referenceIdFor('diet', key)) };
      sent.length = 0;
      const sparse = await loadPlannerSnapshot(db, rare, weekStart, A_WEEK, { keysScannedPerCuisine: 5 });
      for (const mealOfDay of mealsOfDay) {
        const everyOne = suitableIds(sparse, catalogue, mealOfDay);
        const weighed = suitableIds(sparse, sparse.recipes, mealOfDay);
        expect(weighed.every((id) => everyOne.includes(id))).toBe(true);
        expect(weighed.length, mealOfDay).toBeGreaterThanOrEqual(Math.min(everyOne.length, 7));
      }
      const wholeCatalogueRead = sent.some((text) => text.includes('?|'));
      expect(wholeCatalogueRead).toBe(mealsOfDay.some((mealOfDay) => suitableIds(sparse, catalogue, mealOfDay).length === 0));

      // Lunches and dinners that need as many recipes as each sample holds, where some of those are
      // served at both: the week never repeats a recipe, so together they are short, and read again.
      const sampleOf = async (needs: { lunch: number; dinner: number }) => {
        sent.length = 0;
        const sample = await loadPlannerSnapshot(db, paleo, weekStart, needs, { keysScannedPerCuisine: 5 });
        return { lunch: suitableIds(sample, sample.recipes, 'lunch'), dinner: suitableIds(sample, sample.recipes, 'dinner') };
      };
      const weighed = await sampleOf({ lunch: 0, dinner: 0 });
      const served = new Set([...weighed.lunch, ...weighed.dinner]).size;
      expect(served, 'recipes served at lunch and dinner in the sample').toBeLessThan(weighed.lunch.length + weighed.dinner.length);
      expect(keyReads()).toBe(1);
      const shared = await sampleOf({ lunch: weighed.lunch.length, dinner: weighed.dinner.length });
      expect(keyReads(), 'the keys read again without their bound').toBe(2);
      expect(new Set([...shared.lunch, ...shared.dinner]).size).toBeGreaterThanOrEqual(weighed.lunch.length + weighed.dinner.length);
    } finally {
      await client.end();
    }
  });
});
