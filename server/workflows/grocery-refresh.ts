// Refreshing a week's grocery list: reads the plan (its stream, folded), the pantry (its stream, as
// its decider folds it, from its snapshot), and the recipes and ingredients (read models), computes the
// list and hands the grocery list's decider the result to record. The pantry is read from its
// stream, not pantry_items: the refresh is enqueued in the very transaction that changed the pantry,
// and the projector may not have applied that change when the job runs (decision 0015).
import { loadStream, loadStreams, type GuardedJobs } from '../event-store/command-handler.ts';
import type { Queryable } from '../event-store/event-store.ts';
import type { JobRequest } from '../event-store/types.ts';
import { addDays, lenientToday } from '../dates.ts';
// Direct file imports, not the slices' index: the grocery routes import this workflow.
import { groceryListStreamId } from '../modules/grocery/grocery.events.ts';
import type { GroceryListCommand } from '../modules/grocery/grocery-list.decider.ts';
import { computeGroceryList, groceryFactsOf } from '../modules/grocery/grocery-list.compute.ts';
import { usualStapleNames } from '../kitchen/kitchen-notes.ts';
import { mealPlanStream } from '../modules/meal-plans/meal-plan.state.ts';
import { refreshGroceryListsJob } from '../modules/meal-plans/generate-week.ts';
import { mealPlanStreamId } from '../modules/meal-plans/meal-plans.events.ts';
import { weekStartOf } from '../modules/meal-plans/weeks.ts';
import { pantryDecider, type PantryState } from '../modules/pantry/pantry.decider.ts';
import { pantryStreamId, type PantryEvent } from '../modules/pantry/pantry.events.ts';

/** The weeks a pantry change touches (spec §9): the one `today` is in and the one a week later. */
export const refreshWindow = (today: string) => [weekStartOf(today), weekStartOf(addDays(today, 7))];

/** The refresh a pantry change causes, enqueued with it: one job for both weeks. */
export const groceryRefreshJobsAfterPantryChange = (appUserId: string, today: string, alsoWeeks: readonly string[] = []): JobRequest[] => [
  refreshGroceryListsJob(appUserId, [...alsoWeeks, ...refreshWindow(today)]),
];

/** Which of these recipes have a line of any of these ingredients (the recipes read model). */
async function recipesUsingAny(db: Queryable, recipeIds: readonly string[], ingredientIds: readonly string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ id: string }>({
    name: 'recipes_using_any_ingredient',
    text: `select recipes.id from recipes
            where recipes.id = any($1::uuid[])
              and exists (select 1 from jsonb_array_elements(recipes.ingredients) as line where line->>'ingredientId' = any($2::text[]))`,
    values: [recipeIds, ingredientIds],
  });
  return new Set(rows.map((row) => row.id));
}

/**
 * The refresh a change to these ingredients' quantities causes, of the weeks it can change: those
 * with an uncooked meal that uses one of them (a week's list is its meals' needs less the pantry,
 * ingredient by ingredient, whatever the other week holds). Most pantry changes are of staples no
 * planned meal needs, and their refresh computed two lists to record nothing.
 *
 * Leaving a week out is safe only while its plan stays as read: the plan streams of the weeks left
 * out come back as guards, so a plan change that commits first makes the pantry change re-decide,
 * and one that commits after waits for it, and its own refresh then reads the changed pantry. A week
 * with no plan stream yet has nothing to hold, so both weeks go out as before (a week with no plan
 * records nothing).
 */
export async function groceryRefreshAfterPantryChange(db: Queryable, appUserId: string, today: string, ingredientIds: readonly string[]): Promise<GuardedJobs> {
  const weekStarts = refreshWindow(today);
  const streamIds = weekStarts.map((weekStart) => mealPlanStreamId(appUserId, weekStart));
  const streams = await loadStreams(db, streamIds, mealPlanStream);
  if (streamIds.some((streamId) => streams.get(streamId)!.version === 0)) {
    return { jobs: groceryRefreshJobsAfterPantryChange(appUserId, today), guards: [] };
  }
  const uncookedRecipes = streamIds.map((streamId) => {
    const { state: plan } = streams.get(streamId)!;
    return new Set(Object.values(plan.meals).flatMap((meal) => (meal.cooked ? [] : [meal.recipeId])));
  });
  const everyRecipe = [...new Set(uncookedRecipes.flatMap((recipes) => [...recipes]))];
  const using = everyRecipe.length > 0 ? await recipesUsingAny(db, everyRecipe, ingredientIds) : new Set<string>();
  const changes = uncookedRecipes.map((recipes) => [...recipes].some((recipeId) => using.has(recipeId)));
  const due = weekStarts.filter((_, index) => changes[index]);
  const guards = streamIds.flatMap((streamId, index) => (changes[index] ? [] : [{ streamId, version: streams.get(streamId)!.version }]));
  return { jobs: due.length > 0 ? [refreshGroceryListsJob(appUserId, due)] : [], guards };
}

/**
 * The cook's pantry items, in the order they were added, as the pantry's decider holds them (from
 * its snapshot and the events after it): the same items and quantities the read model's fold gives.
 */
export async function currentPantry(db: Queryable, appUserId: string) {
  const { rows } = await db.query<{ pantry_id: string; staple_ingredient_ids: string[] | null }>('select pantry_id, staple_ingredient_ids from app_users where id = $1', [appUserId]);
  if (!rows[0]) return { items: [], lastPaid: new Map<string, PantryState['lastPaid'][string]>(), stapleIds: null };
  const { state } = await loadStream<PantryEvent, PantryState>(db, pantryStreamId(rows[0].pantry_id), pantryDecider);
  return {
    items: Object.values(state.items).map((item) => ({ ingredientId: item.ingredientId, quantity: item.quantity, unit: item.unitOfMeasurement })),
    lastPaid: new Map(Object.entries(state.lastPaid)),
    /** null: the kitchen's usual staples. */
    stapleIds: rows[0].staple_ingredient_ids,
  };
}

async function recipesById(db: Queryable, ids: string[]) {
  const { rows } = await db.query<{ id: string; servings: number; ingredients: Array<{ ingredientId: string; quantity: number; unit: string }> }>(
    'select id, servings, ingredients from recipes where id = any($1::uuid[])',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

async function ingredientRows(db: Queryable, ids: string[]) {
  const { rows } = await db.query<{ id: string; name: string; unit_of_measurement: string; grams_per_unit: number | null; primary_food_group: string | null; estimated_cost_per_unit_cents: number | null }>(
    `select id, name, unit_of_measurement, grams_per_unit::float8 as grams_per_unit, primary_food_group, estimated_cost_per_unit_cents::float8 as estimated_cost_per_unit_cents
       from ingredients where id = any($1::uuid[])`,
    [ids],
  );
  return rows;
}

export interface GroceryRefreshCommand {
  streamId: string;
  ownerId: string;
  command: Extract<GroceryListCommand, { type: 'RecordGroceryRefresh' }>;
}

/**
 * The commands that record each week's list as it stands now (undefined for a week with no plan yet),
 * in the order asked. The weeks share each read: their plans in one, their recipes in one, their
 * ingredients' facts in one, the pantry once.
 */
export async function groceryRefreshCommands(
  db: Queryable,
  appUserId: string,
  weekStarts: readonly string[],
  now: Date,
): Promise<Array<GroceryRefreshCommand | undefined>> {
  const planStreams = await loadStreams(db, weekStarts.map((weekStart) => mealPlanStreamId(appUserId, weekStart)), mealPlanStream);
  const plans = weekStarts.map((weekStart) => planStreams.get(mealPlanStreamId(appUserId, weekStart))!.state);
  const planned = plans.flatMap((plan) => (plan.plan ? [plan] : []));
  if (planned.length === 0) return weekStarts.map(() => undefined);
  const recipes = await recipesById(db, [...new Set(planned.flatMap((plan) => Object.values(plan.meals).map((meal) => meal.recipeId)))]);
  // Facts of the recipes' ingredients only: a pantry item of any other ingredient changes no line.
  // (Fetched with the recipes in one statement, as JSON or as a union, PostgreSQL took twice as long
  // as the two statements together.)
  const rows = await ingredientRows(db, [...new Set([...recipes.values()].flatMap((recipe) => recipe.ingredients.map((line) => line.ingredientId)))]);
  const pantry = await currentPantry(db, appUserId);
  // A price paid per another unit than the ingredient's (an item from before units converted) is not comparable.
  const paidFor = (row: (typeof rows)[number]) => {
    const paid = pantry.lastPaid.get(row.id);
    return paid && paid.unitOfMeasurement === row.unit_of_measurement ? paid.centsPerUnit : undefined;
  };
  const ingredients = new Map(rows.map((row) => [row.id, groceryFactsOf(row, paidFor(row))]));
  const usualStaples = usualStapleNames();
  const staples = new Set(pantry.stapleIds ?? rows.flatMap((row) => (usualStaples.has(row.name.toLowerCase()) ? [row.id] : [])));
  return weekStarts.map((weekStart, index) => {
    const plan = plans[index]!;
    if (!plan.plan) return undefined;
    const computed = computeGroceryList({
      list: { groceryListId: plan.plan.groceryListId, mealPlanId: plan.plan.mealPlanId, appUserId, weekStart, endDate: plan.plan.weekEnd },
      meals: Object.values(plan.meals),
      recipes,
      ingredients,
      pantry: pantry.items,
      staples,
    });
    return {
      streamId: groceryListStreamId(plan.plan.groceryListId),
      ownerId: appUserId,
      command: { type: 'RecordGroceryRefresh', refresh: { ...computed, refreshedAt: now.toISOString() }, today: lenientToday(now) },
    };
  });
}

/** The command that records this week's list as it stands now; undefined while the week has no plan. */
export async function groceryRefreshCommand(db: Queryable, appUserId: string, weekStart: string, now: Date): Promise<GroceryRefreshCommand | undefined> {
  return (await groceryRefreshCommands(db, appUserId, [weekStart], now))[0];
}
