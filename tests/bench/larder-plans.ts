// (g) Weekly plans at scale: N cooks (10,000 by default) with varied preferences and pantries, next
// week requested for all of them by the weekly schedule's own function (request + job in one
// transaction each), then generate-week-plan run for all through a real graphile-worker in this
// process, beside the projector, against the full seed catalogue, in a throwaway database.
//
// Cooks are bench-only rows written straight into app_users (the planner reads its cook there);
// their pantries are real events (the grocery refresh the plans cause reads the pantry stream).
//
// Measured: plans/s (worker start to the last PlanGenerationCompleted), and per plan the time from
// the job's start to its last MealPlanned commit (timed in the task, after each commit returns; the
// websocket notice that follows is measured by the websocket benchmark, not here). Then, from the
// recorded events and checked with this file's own rule code (not the planner's): hard-rule
// violations, repeats in a week, pantry items used on or before their expiry, and the grocery cost
// of each plan against a random valid plan for the same cook (the grocery slice's computation).
import { randomUUID } from 'node:crypto';
import type { Task } from 'graphile-worker';
import type pg from 'pg';
import { createPool } from '../../server/db/database.ts';
import { applyInCommits, commit } from '../../server/event-store/event-store.ts';
import { deterministicUuid } from '../../server/event-store/ids.ts';
import { computeGroceryList, groceryFactsOf } from '../../server/modules/grocery/grocery-list.compute.ts';
import { GENERATE_WEEK_PLAN_TASK, generateWeek, mealPlanIdFor, mealsOfDay, nextWeekOf, requestNextWeekPlans, requestWeekPlan, type MealOfDay } from '../../server/modules/meal-plans/index.ts';
import { spreadDates } from '../../server/modules/meal-plans/planner/index.ts';
import { addDays, todayUtc } from '../../server/dates.ts';
import { pantryStreamId } from '../../server/modules/pantry/index.ts';
import { inCommitApplier } from '../../server/projections/inline.ts';
import { projections } from '../../server/read-models.ts';
import { startLarder } from '../../server/runtime.ts';
import { startWorker } from '../../workers/worker.ts';
import { Listener } from '../../server/db/listener.ts';
import type { ChangeMessage } from '../../server/projections/notices.ts';
import { readModelsCaughtUp } from '../setup/larder.ts';
import { writeRecipeVariants } from './larder-catalogue.ts';
import { trend } from './memory-change.ts';
import { connect, cpuSince, cpuSnapshot, onCleanup, progress, round, summarize } from './support.ts';
import { seededRandom } from '../fixtures/seeded-random.ts';

export interface PlansSettings {
  cooks: number;
  workerConcurrency: number;
  /** The catalogue's size: past the seed's, bench-only variants of its recipes are added. */
  recipes?: number;
  /**
   * One cook at a time: each week requested only once the last one's meals were all heard of, and
   * timed from the request to its last meal's change notice (one worker job at a time).
   */
  oneAtATime?: boolean;
  /** Seed for the cooks' preferences and pantries: the same seed writes the same cooks. */
  seed: number;
}

interface RecipeFacts {
  id: string;
  servings: number;
  /** The diets the catalogue judged it to keep. */
  keptDietIds: string[];
  cuisineIds: string[];
  mealTimes: string[];
  ingredients: Array<{ ingredientId: string; quantity: number; unit: string }>;
}

interface Cook {
  id: string;
  pantryId: string;
  dietIds: string[];
  cuisineIds: string[];
  avoided: string[];
  counts: Record<MealOfDay, number>;
  servings: Record<MealOfDay, number>;
  pantry: Array<{ ingredientId: string; quantity: number; unit: string; expirationDate: string | null }>;
}


/**
 * What the bench's cooks are made of: the ingredients the catalogue uses, the diets, the cuisines.
 * The recipes themselves are read only to check the plans, after the timing, so a large catalogue's
 * are not held in the process whose weeks are timed (the worker's and the runner's).
 */
async function cookingFacts(pool: pg.Pool) {
  const ingredients = new Map(
    (await pool.query(`select id, name, unit_of_measurement, grams_per_unit, primary_food_group, estimated_cost_per_unit_cents, estimated_shelf_life from ingredients`)).rows.map((row) => [
      row.id as string,
      {
        ...groceryFactsOf({ ...row, grams_per_unit: row.grams_per_unit === null ? null : Number(row.grams_per_unit), estimated_cost_per_unit_cents: row.estimated_cost_per_unit_cents === null ? null : Number(row.estimated_cost_per_unit_cents) }),
        estimated_shelf_life: row.estimated_shelf_life as number | null,
      },
    ]),
  );
  const used = (
    await pool.query<{ id: string }>(`select distinct line->>'ingredientId' as id from recipes cross join jsonb_array_elements(ingredients) line order by 1`)
  ).rows.map((row) => row.id).filter((id) => ingredients.has(id));
  const diets = (await pool.query<{ id: string; name: string }>(`select id, lower(name) as name from diets`)).rows;
  const cuisines = (await pool.query<{ id: string }>(`select id from cuisines`)).rows.map((row) => row.id);
  return { ingredients, used, diets, cuisines };
}

async function catalogueRecipes(pool: pg.Pool): Promise<RecipeFacts[]> {
  return (await pool.query(`select id, servings, kept_diet_ids, cuisine_ids, meal_times, ingredients from recipes`)).rows.map((row): RecipeFacts => ({
    id: row.id,
    servings: row.servings,
    keptDietIds: row.kept_diet_ids ?? [],
    cuisineIds: row.cuisine_ids,
    mealTimes: row.meal_times,
    ingredients: (row.ingredients as RecipeFacts['ingredients']).map((line) => ({ ...line, quantity: Number(line.quantity) })),
  }));
}

type Catalogue = Awaited<ReturnType<typeof cookingFacts>> & { recipes: RecipeFacts[] };

/** Varied cooks: 1–2 diets, 3–6 cuisines, 0–3 avoided ingredients, counts 0–7, servings 1–6, 0–12 pantry items. */
function makeCooks(settings: PlansSettings, facts: Awaited<ReturnType<typeof cookingFacts>>, today: string): Cook[] {
  const rng = seededRandom(settings.seed);
  const used = facts.used;
  // Diets weighted as cooks choose them: mostly omnivores, some vegetarians and vegans, a few others.
  const byName = (name: string) => facts.diets.find((diet) => diet.name === name)?.id;
  const common = [byName('omnivore'), byName('omnivore'), byName('omnivore'), byName('vegetarian'), byName('vegan')].filter((id): id is string => !!id);
  return Array.from({ length: settings.cooks }, (_, n) => {
    const dietIds = [...new Set([rng.next() < 0.85 ? rng.pick(common) : rng.pick(facts.diets).id, ...(rng.next() < 0.2 ? [rng.pick(facts.diets).id] : [])])];
    const count = () => (rng.next() < 0.1 ? 0 : rng.int(1, 7));
    return {
      id: deterministicUuid(`bench-cook:${settings.seed}:${n}`),
      pantryId: deterministicUuid(`bench-pantry:${settings.seed}:${n}`),
      dietIds,
      cuisineIds: rng.some(facts.cuisines, rng.int(3, 6)),
      avoided: rng.some(used, rng.int(0, 3)),
      counts: { breakfast: count(), lunch: count(), dinner: count() },
      servings: { breakfast: rng.int(1, 6), lunch: rng.int(1, 6), dinner: rng.int(1, 6) },
      pantry: rng.some(used, rng.int(0, 12)).map((ingredientId) => {
        const ingredient = facts.ingredients.get(ingredientId)!;
        return {
          ingredientId,
          quantity: ingredient.unit_of_measurement === 'piece' ? rng.int(1, 6) : rng.int(1, 10) * 100,
          unit: ingredient.unit_of_measurement,
          // From tomorrow to three weeks out; a fifth never expire (dry goods).
          expirationDate: rng.next() < 0.2 ? null : addDays(today, rng.int(1, 21)),
        };
      }),
    };
  });
}

async function writeCooks(pool: pg.Pool, cooks: Cook[], today: string) {
  const now = new Date().toISOString();
  for (let from = 0; from < cooks.length; from += 1_000) {
    const rows = cooks.slice(from, from + 1_000).map((cook) => ({
      id: cook.id, supabase_id: `bench-${cook.id}`, email: `${cook.id}@bench.invalid`, first_name: 'Bench', last_name: 'Cook', email_confirmed: true, email_confirmed_at: now,
      setup_complete: true, setup_completed_at: now, has_access: true, access_sources: ['bench'], is_admin: false, pantry_id: cook.pantryId,
      stripe_customer_id: null, price_id: null, subscription_id: null,
      preferred_number_of_breakfast_meals: cook.counts.breakfast, preferred_number_of_lunch_meals: cook.counts.lunch, preferred_number_of_dinner_meals: cook.counts.dinner,
      preferred_breakfast_serving_size: cook.servings.breakfast, preferred_lunch_serving_size: cook.servings.lunch, preferred_dinner_serving_size: cook.servings.dinner,
      diet_ids: cook.dietIds, cuisine_ids: cook.cuisineIds, avoided_ingredient_ids: cook.avoided, created_at: now,
      // jsonb_populate_recordset leaves a missing column null, not its default: name every not-null one.
      unit_system: 'metric',
    }));
    await pool.query('insert into app_users select * from jsonb_populate_recordset(null::app_users, $1::jsonb)', [JSON.stringify(rows)]);
  }
  // Pantries as events, 200 cooks a commit: the projector puts them in pantry_items.
  for (let from = 0; from < cooks.length; from += 200) {
    const commandId = randomUUID();
    const streams = cooks
      .slice(from, from + 200)
      .filter((cook) => cook.pantry.length > 0)
      .map((cook) => ({
        streamId: pantryStreamId(cook.pantryId),
        expectedVersion: 'no_stream' as const,
        ownerId: cook.id,
        events: cook.pantry.map((item) => ({
          type: 'PantryItemAdded',
          data: { itemId: randomUUID(), pantryId: cook.pantryId, appUserId: cook.id, ingredientId: item.ingredientId, quantity: item.quantity, unitOfMeasurement: item.unit, purchaseDate: today, expirationDate: item.expirationDate },
        })),
      }));
    if (streams.length > 0) await commit(pool, { metadata: { actor: 'bench', commandId, correlationId: commandId, causationId: commandId }, streams });
  }
}

// ---- This file's own reading of the hard rules (decisions 0014 and 0031), independent of planner/rules.ts.

const LADDER_WIDEST_FIRST = ['omnivore', 'pescatarian', 'vegetarian', 'vegan'];
const RESTRICTION_NAMES = ['gluten-free', 'dairy-free', 'low-carb', 'keto', 'paleo'];

function allowed(recipe: RecipeFacts, cook: Cook, mealOfDay: MealOfDay, dietNames: Map<string, string>): boolean {
  // The widest 'what I eat' diet chosen, and every restriction chosen, must be kept.
  const chosen = cook.dietIds.map((id) => [id, dietNames.get(id)!] as const);
  const ladder = LADDER_WIDEST_FIRST.map((name) => chosen.find(([, chosenName]) => chosenName === name)).find((found) => found !== undefined);
  const must = [...(ladder && ladder[1] !== 'omnivore' ? [ladder[0]] : []), ...chosen.filter(([, name]) => RESTRICTION_NAMES.includes(name)).map(([id]) => id)];
  const diet = must.every((id) => recipe.keptDietIds.includes(id));
  const cuisine = recipe.cuisineIds.some((id) => cook.cuisineIds.includes(id));
  const avoids = !recipe.ingredients.some((line) => cook.avoided.includes(line.ingredientId));
  const time = recipe.mealTimes.map((value) => value.toLowerCase()).includes(mealOfDay);
  return diet && cuisine && avoids && time;
}

interface PlannedMeal {
  mealId: string;
  recipeId: string;
  mealOfDay: MealOfDay;
  plannedCookDate: string;
  servings: number;
}

/** A uniformly random valid week for the cook: as many meals of each kind as the planner filled, no repeats. */
function randomPlan(cook: Cook, planned: PlannedMeal[], facts: Catalogue, dietNames: Map<string, string>, weekStart: string, rng: ReturnType<typeof seededRandom>): PlannedMeal[] {
  const taken = new Set<string>();
  const meals: PlannedMeal[] = [];
  for (const mealOfDay of mealsOfDay) {
    const count = planned.filter((meal) => meal.mealOfDay === mealOfDay).length;
    const candidates = facts.recipes.filter((recipe) => allowed(recipe, cook, mealOfDay, dietNames));
    for (const [position, plannedCookDate] of spreadDates(weekStart, count).entries()) {
      // Uniform over the recipes not yet taken, without copying the candidates (500,000 of them).
      let recipe: RecipeFacts | undefined;
      for (let tries = 0; tries < 100 && !recipe; tries++) {
        const drawn = candidates.length > 0 ? rng.pick(candidates) : undefined;
        if (drawn && !taken.has(drawn.id)) recipe = drawn;
      }
      if (!recipe) {
        const open = candidates.filter((candidate) => !taken.has(candidate.id));
        recipe = open.length > 0 ? rng.pick(open) : undefined;
      }
      if (!recipe) break;
      taken.add(recipe.id);
      meals.push({ mealId: `${mealOfDay}-${position}`, recipeId: recipe.id, mealOfDay, plannedCookDate, servings: cook.servings[mealOfDay] });
    }
  }
  return meals;
}

function groceryCost(cook: Cook, meals: PlannedMeal[], recipes: Map<string, RecipeFacts>, facts: Catalogue, weekStart: string) {
  return computeGroceryList({
    list: { groceryListId: 'bench', mealPlanId: 'bench', appUserId: cook.id, weekStart, endDate: addDays(weekStart, 6) },
    meals: meals.map((meal) => ({ ...meal, cooked: null })),
    recipes,
    ingredients: facts.ingredients,
    pantry: cook.pantry,
    staples: new Set(),
  }).estimatedTotalCostCents;
}

/** Pantry items some meal uses on or before the item's expiry (an item that never expires counts when used at all). */
function pantryUsedBeforeExpiry(cook: Cook, meals: PlannedMeal[], recipes: Map<string, RecipeFacts>) {
  return cook.pantry.filter((item) =>
    meals.some((meal) => (item.expirationDate === null || meal.plannedCookDate <= item.expirationDate) && recipes.get(meal.recipeId)!.ingredients.some((line) => line.ingredientId === item.ingredientId)),
  ).length;
}

/**
 * What a week's size costs: a least-squares line through (meals planned, ms), so a p95 can be read as
 * a fixed part and a part per meal (each one commit, its projection and its notice).
 */
function perMeal(weeks: ReadonlyArray<{ meals: number; ms: number }>) {
  if (weeks.length < 2) return undefined;
  const mean = (of: (week: { meals: number; ms: number }) => number) => weeks.reduce((sum, week) => sum + of(week), 0) / weeks.length;
  const msPerMeal = trend(weeks.map((week) => [week.meals, week.ms] as const));
  const meanMeals = mean((week) => week.meals);
  return { fixedMs: round(mean((week) => week.ms) - msPerMeal * meanMeals, 1), msPerMeal: round(msPerMeal, 2), meanMeals: round(meanMeals, 1), mostMeals: Math.max(...weeks.map((week) => week.meals)) };
}

export async function plansBenchmark(databaseUrl: string, settings: PlansSettings) {
  const today = todayUtc(new Date());
  const weekStart = nextWeekOf(new Date());
  const pool = createPool(databaseUrl, { max: 8 });
  const closePool = onCleanup('plans pool', () => pool.end());
  // As in a production process: commits through this pool may write their read models themselves.
  const stopApplyingInCommits = applyInCommits(pool, inCommitApplier(projections));
  // The projector runs throughout, as in production: it applies the seed, the pantries and every meal.
  const projector = await startLarder({ databaseUrl, roles: ['projector'], port: 0, host: '127.0.0.1', webDistDir: false, pollMs: 200, log: () => {} });
  const stopProjector = onCleanup('plans projector', () => projector.stop());
  try {
    progress('plans: projecting the seed catalogue');
    await readModelsCaughtUp(databaseUrl, 120_000);
    const seedRecipes = (await pool.query<{ n: number }>('select count(*)::int as n from recipes')).rows[0]!.n;
    if (settings.recipes !== undefined && settings.recipes > seedRecipes) {
      progress(`plans: adding ${settings.recipes - seedRecipes} variants of the seed's recipes (a catalogue of ${settings.recipes})`);
      const client = await connect(databaseUrl, 'larder-bench-plans');
      await writeRecipeVariants(client, settings.recipes - seedRecipes).finally(() => client.end());
      // As autovacuum leaves a catalogue long before cooks plan on it: freshly bulk-written, its
      // visibility map is empty and every index-only scan of the planner's keys visits the heap.
      await pool.query('vacuum analyze recipes, recipe_planner_keys');
    }
    const cookFacts = await cookingFacts(pool);
    const cooks = makeCooks(settings, cookFacts, today);
    progress(`plans: writing ${cooks.length} cooks and ${cooks.reduce((sum, cook) => sum + cook.pantry.length, 0)} pantry items`);
    await writeCooks(pool, cooks, today);
    await readModelsCaughtUp(databaseUrl, 300_000);


    // The product's task, timed: job start to the return of its last MealPlanned commit, and to its end.
    const toLastMeal: number[] = [];
    const wholeJob: number[] = [];
    let completedJobs = 0;
    // And job start to the last change notice of the plan's meals, as every api process hears it
    // (readmodel_changed: what the websocket hub forwards to the cook's tabs).
    const jobStarted = new Map<string, number>();
    const mealNoticeAt = new Map<string, number>();
    // Per cook, the meals heard of so far, and when each was first named: the week's last meal's notice
    // is the one that names its last meal, whenever its commit's answer came back to the job.
    const mealsHeard = new Map<string, { ids: Set<string>; firstAt: number[] }>();
    const listener = new Listener(databaseUrl);
    await listener.start();
    const stopListener = onCleanup('plans listener', () => listener.stop());
    listener.on('readmodel_changed', (payload: string) => {
      const at = performance.now();
      const message = JSON.parse(payload) as ChangeMessage;
      if (message.projection !== 'meal_plans') return;
      for (const change of message.changes) {
        // Meal ids, not only the plan's own row (its generation count): a meal landed.
        const planId = mealPlanIdFor(change.userId, weekStart);
        if (!jobStarted.has(change.userId)) continue;
        if (change.ids.length === 0 || change.ids.some((id) => id !== planId)) mealNoticeAt.set(change.userId, at);
        const heard = mealsHeard.get(change.userId) ?? { ids: new Set<string>(), firstAt: [] };
        for (const id of change.ids) {
          if (id === planId || heard.ids.has(id)) continue;
          heard.ids.add(id);
          heard.firstAt.push(at);
        }
        mealsHeard.set(change.userId, heard);
      }
    });
    const mealsPlanned = new Map<string, number>();
    const timedTask: Task = async (payload, helpers) => {
      const started = performance.now();
      jobStarted.set((payload as { appUserId: string }).appUserId, started);
      let lastMeal: number | undefined;
      const input = payload as { appUserId: string; weekStart: string };
      const key = `generate-week-plan:${input.appUserId}:${input.weekStart}`;
      const outcome = await generateWeek(pool, input, { actor: 'system:worker', commandId: `${key}:${helpers.job.id}`, correlationId: key, causationId: `job:${helpers.job.id}` }, { afterMeals: async () => void (lastMeal = performance.now()) });
      if (outcome.kind === 'completed') mealsPlanned.set(input.appUserId, outcome.newlyPlanned);
      if (lastMeal !== undefined) {
        toLastMeal.push(lastMeal - started);
      }
      wholeJob.push(performance.now() - started);
      completedJobs++;
    };
    const benchMetadata = (appUserId: string) => {
      const commandId = `bench-plan-next-week:${appUserId}`;
      return { actor: 'bench', commandId, correlationId: commandId, causationId: commandId };
    };

    // One cook at a time: request, then wait for the job and for its last meal's notice.
    const requestToNotice: number[] = [];
    const weeks: Array<{ meals: number; ms: number }> = [];
    let noticesMissing = 0;
    let oneAtATimeWorker: Awaited<ReturnType<typeof startWorker>> | undefined;
    let oneAtATimeStarted = 0;
    if (settings.oneAtATime) {
      // As many job slots as production's workers; a week is requested once the last one's follow-up
      // work (its grocery refresh) is done, so each cook's week is timed on an idle machine, not
      // queued behind the cook before.
      oneAtATimeWorker = await startWorker({ pool, concurrency: settings.workerConcurrency, extraTasks: { [GENERATE_WEEK_PLAN_TASK]: timedTask } });
      progress(`plans: ${cooks.length} weeks, one cook at a time`);
      oneAtATimeStarted = performance.now();
      for (const cook of cooks) {
        while ((await pool.query<{ n: number }>('select count(*)::int as n from graphile_worker.jobs')).rows[0]!.n > 0) await new Promise((resolve) => setTimeout(resolve, 5));
        const requestedAt = performance.now();
        const done = completedJobs;
        if (!(await requestWeekPlan(pool, cook.id, weekStart, new Date(), benchMetadata(cook.id)))) continue;
        while (completedJobs === done) await new Promise((resolve) => setTimeout(resolve, 2));
        const planned = mealsPlanned.get(cook.id) ?? 0;
        if (planned === 0) continue; // a cook who wants no meals
        const deadline = performance.now() + 5_000;
        while ((mealsHeard.get(cook.id)?.ids.size ?? 0) < planned && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
        const lastHeard = mealsHeard.get(cook.id)?.firstAt[planned - 1];
        if (lastHeard === undefined) noticesMissing++;
        else {
          requestToNotice.push(lastHeard - requestedAt);
          weeks.push({ meals: planned, ms: lastHeard - requestedAt });
        }
      }
    }

    progress('plans: requesting next week for every cook (the weekly schedule)');
    const requestStarted = performance.now();
    const schedule = settings.oneAtATime
      ? { requested: completedJobs }
      : await requestNextWeekPlans(pool, new Date(), benchMetadata);
    const requestSeconds = (performance.now() - requestStarted) / 1000;

    progress(`plans: generating ${schedule.requested} plans with ${settings.workerConcurrency} concurrent jobs`);
    const cpu = cpuSnapshot();
    const workerStarted = performance.now();
    const worker = oneAtATimeWorker ?? (await startWorker({ pool, concurrency: settings.workerConcurrency, extraTasks: { [GENERATE_WEEK_PLAN_TASK]: timedTask } }));
    const stopWorker = onCleanup('plans worker', () => worker.stop());
    let lastReport = 0;
    while (completedJobs < schedule.requested) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (performance.now() - lastReport > 10_000) {
        lastReport = performance.now();
        // The figures so far, so a run stopped early still says how it was going.
        const seconds = (performance.now() - workerStarted) / 1000;
        progress(`plans: ${completedJobs}/${schedule.requested} plans, ${round(completedJobs / seconds, 1)} plans/s, p95 to last meal ${summarize(toLastMeal).p95} ms`);
      }
    }
    const planSeconds = (performance.now() - (settings.oneAtATime ? oneAtATimeStarted : workerStarted)) / 1000;
    const cpuShares = cpuSince(cpu);
    // The grocery refreshes the completions caused run on (queued behind the plans): the figure above
    // excludes what is left, timed here until the queue drains.
    const queuedRefreshes = async () => (await pool.query<{ n: number }>(`select count(*)::int as n from graphile_worker.jobs where task_identifier = 'refresh-grocery-list'`)).rows[0]!.n;
    const left = await queuedRefreshes();
    const drainStarted = performance.now();
    while ((await queuedRefreshes()) > 0 && performance.now() - drainStarted < 900_000) await new Promise((resolve) => setTimeout(resolve, 250));
    const drainSeconds = (performance.now() - drainStarted) / 1000;
    stopWorker();
    await worker.stop();

    await readModelsCaughtUp(databaseUrl, 300_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    stopListener();
    await listener.stop();
    const toMealNotice = [...mealNoticeAt].map(([userId, at]) => at - jobStarted.get(userId)!);

    progress('plans: checking every plan');
    const facts: Catalogue = { ...cookFacts, recipes: await catalogueRecipes(pool) };
    const dietNames = new Map(facts.diets.map((diet) => [diet.id, diet.name]));
    const recipes = new Map(facts.recipes.map((recipe) => [recipe.id, recipe]));
    const { rows } = await pool.query<{ owner_id: string; data: PlannedMeal & { mealPlanId: string } }>(
      `select owner_id, data from events where event_type = 'MealPlanned' and stream_id like 'mealplan-%' and data->>'mealPlanId' is not null`,
    );
    const mealsOf = new Map<string, PlannedMeal[]>();
    for (const row of rows) mealsOf.set(row.owner_id, [...(mealsOf.get(row.owner_id) ?? []), row.data]);
    const rng = seededRandom(settings.seed + 1);
    let violations = 0;
    let repeats = 0;
    let meals = 0;
    let wanted = 0;
    let pantryItems = 0;
    let usedByPlanner = 0;
    let usedByRandom = 0;
    const ratios: number[] = [];
    let cheaper = 0;
    let plannerCents = 0;
    let randomCents = 0;
    for (const cook of cooks) {
      const planned = mealsOf.get(cook.id) ?? [];
      meals += planned.length;
      wanted += cook.counts.breakfast + cook.counts.lunch + cook.counts.dinner;
      violations += planned.filter((meal) => !allowed(recipes.get(meal.recipeId)!, cook, meal.mealOfDay, dietNames)).length;
      // One breakfast, one lunch and one dinner a day at most.
      const slots = planned.map((meal) => `${meal.plannedCookDate}:${meal.mealOfDay}`);
      violations += slots.length - new Set(slots).size;
      repeats += planned.length - new Set(planned.map((meal) => meal.recipeId)).size;
      if (planned.length === 0) continue;
      const other = randomPlan(cook, planned, facts, dietNames, weekStart, rng);
      pantryItems += cook.pantry.length;
      usedByPlanner += pantryUsedBeforeExpiry(cook, planned, recipes);
      usedByRandom += pantryUsedBeforeExpiry(cook, other, recipes);
      const mine = groceryCost(cook, planned, recipes, facts, weekStart);
      const theirs = groceryCost(cook, other, recipes, facts, weekStart);
      plannerCents += mine;
      randomCents += theirs;
      if (theirs > 0) ratios.push(mine / theirs);
      if (mine < theirs) cheaper++;
    }
    const plansPerSecond = round(schedule.requested / planSeconds, 1);
    return {
      cooks: cooks.length,
      seed: settings.seed,
      weekStart,
      workerConcurrency: settings.workerConcurrency,
      schedule: { requested: schedule.requested, seconds: round(requestSeconds, 1), requestsPerSecond: round(schedule.requested / requestSeconds, 1) },
      plans: schedule.requested,
      planSeconds: round(planSeconds, 1),
      plansPerSecond,
      latencyMeasuredTo: 'job start to the last meal change notice heard on readmodel_changed (what the websocket hub forwards); also to the return of the last MealPlanned commit',
      jobStartToLastMealNoticeMs: summarize(toMealNotice),
      recipes: (await pool.query<{ n: number }>('select count(*)::int as n from recipes')).rows[0]!.n,
      ...(settings.oneAtATime ? { oneAtATime: { requestToLastMealNoticeMs: summarize(requestToNotice), noticesMissing, byMeals: perMeal(weeks) } } : {}),
      jobStartToLastMealMs: summarize(toLastMeal),
      wholeJobMs: summarize(wholeJob),
      groceryRefreshes: { queuedWhenLastPlanCompleted: left, drainSeconds: round(drainSeconds, 1), stillQueued: await queuedRefreshes() },
      meals: { planned: meals, wanted, filledPct: round((100 * meals) / Math.max(1, wanted), 1) },
      hardRuleViolations: violations,
      repeatsInAWeek: repeats,
      pantry: { items: pantryItems, usedBeforeExpiryByPlanner: usedByPlanner, usedBeforeExpiryByRandomPlan: usedByRandom },
      groceryCost: {
        comparedPlans: ratios.length,
        meanRatioPlannerOverRandom: round(ratios.reduce((sum, value) => sum + value, 0) / Math.max(1, ratios.length), 3),
        totalRatioPlannerOverRandom: round(plannerCents / Math.max(1, randomCents), 3),
        plannerCheaperPct: round((100 * cheaper) / Math.max(1, ratios.length), 1),
      },
      cpu: cpuShares,
    };
  } finally {
    stopProjector();
    await projector.stop();
    stopApplyingInCommits();
    closePool();
    await pool.end();
  }
}
