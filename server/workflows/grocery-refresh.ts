// Refreshing a week's grocery list: reads the plan (its stream, folded), the pantry (its stream, as
// its decider folds it, from its snapshot), and the recipes and ingredients (read models), computes the
// list and hands the grocery list's decider the result to record. The pantry is read from its
// stream, not pantry_items: the refresh is enqueued in the very transaction that changed the pantry,
// and the projector may not have applied that change when the job runs (decision 0015).
import { loadStream } from '../event-store/command-handler.ts';
import { fold } from '../event-store/decider.ts';
import { readStreams, type Queryable } from '../event-store/event-store.ts';
import type { JobRequest } from '../event-store/types.ts';
import { addDays, todayUtc } from '../dates.ts';
// Direct file imports, not the slices' index: the grocery routes import this workflow.
import { groceryListStreamId } from '../modules/grocery/grocery.events.ts';
import type { GroceryListCommand } from '../modules/grocery/grocery-list.decider.ts';
import { computeGroceryList, type GroceryIngredientFacts } from '../modules/grocery/grocery-list.compute.ts';
import { evolveMealPlan, initialMealPlanState } from '../modules/meal-plans/meal-plan.state.ts';
import { refreshGroceryListsJob } from '../modules/meal-plans/generate-week.ts';
import { mealPlanStreamId, type MealPlanEvent } from '../modules/meal-plans/meal-plans.events.ts';
import { weekStartOf } from '../modules/meal-plans/weeks.ts';
import { pantryDecider, type PantryState } from '../modules/pantry/pantry.decider.ts';
import { pantryStreamId, type PantryEvent } from '../modules/pantry/pantry.events.ts';

/** The weeks a pantry change touches (spec §9): the one `today` is in and the one a week later. */
export const refreshWindow = (today: string) => [weekStartOf(today), weekStartOf(addDays(today, 7))];

/** The refresh a pantry change causes, enqueued with it: one job for both weeks. */
export const groceryRefreshJobsAfterPantryChange = (appUserId: string, today: string, alsoWeeks: readonly string[] = []): JobRequest[] => [
  refreshGroceryListsJob(appUserId, [...alsoWeeks, ...refreshWindow(today)]),
];

/**
 * The cook's pantry items, in the order they were added, as the pantry's decider holds them (from
 * its snapshot and the events after it): the same items and quantities the read model's fold gives.
 */
export async function currentPantry(db: Queryable, appUserId: string) {
  const { rows } = await db.query<{ pantry_id: string }>('select pantry_id from app_users where id = $1', [appUserId]);
  if (!rows[0]) return [];
  const { state } = await loadStream<PantryEvent, PantryState>(db, pantryStreamId(rows[0].pantry_id), pantryDecider);
  return Object.values(state.items).map((item) => ({ ingredientId: item.ingredientId, quantity: item.quantity, unit: item.unitOfMeasurement }));
}

async function recipesById(db: Queryable, ids: string[]) {
  const { rows } = await db.query<{ id: string; servings: number; ingredients: Array<{ ingredientId: string; quantity: number; unit: string }> }>(
    'select id, servings, ingredients from recipes where id = any($1::uuid[])',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

async function ingredientsById(db: Queryable, ids: string[]) {
  const { rows } = await db.query<GroceryIngredientFacts & { id: string }>(
    `select id, name, unit_of_measurement, grams_per_unit, primary_food_group, estimated_cost_per_unit_cents
       from ingredients where id = any($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
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
  const planStreams = await readStreams(db, weekStarts.map((weekStart) => mealPlanStreamId(appUserId, weekStart)));
  const plans = weekStarts.map((weekStart) =>
    fold({ initialState: initialMealPlanState, evolve: evolveMealPlan }, planStreams.get(mealPlanStreamId(appUserId, weekStart))! as unknown as MealPlanEvent[]),
  );
  const planned = plans.flatMap((plan) => (plan.plan ? [plan] : []));
  if (planned.length === 0) return weekStarts.map(() => undefined);
  const recipes = await recipesById(db, [...new Set(planned.flatMap((plan) => Object.values(plan.meals).map((meal) => meal.recipeId)))]);
  // Facts of the recipes' ingredients only: a pantry item of any other ingredient changes no line.
  // (Fetched with the recipes in one statement, as JSON or as a union, PostgreSQL took twice as long
  // as the two statements together.)
  const ingredients = await ingredientsById(db, [...new Set([...recipes.values()].flatMap((recipe) => recipe.ingredients.map((line) => line.ingredientId)))]);
  const pantry = await currentPantry(db, appUserId);
  return weekStarts.map((weekStart, index) => {
    const plan = plans[index]!;
    if (!plan.plan) return undefined;
    const computed = computeGroceryList({
      list: { groceryListId: plan.plan.groceryListId, mealPlanId: plan.plan.mealPlanId, appUserId, weekStart, endDate: plan.plan.weekEnd },
      meals: Object.values(plan.meals),
      recipes,
      ingredients,
      pantry,
    });
    return {
      streamId: groceryListStreamId(plan.plan.groceryListId),
      ownerId: appUserId,
      command: { type: 'RecordGroceryRefresh', refresh: { ...computed, refreshedAt: now.toISOString() }, today: todayUtc(now) },
    };
  });
}

/** The command that records this week's list as it stands now; undefined while the week has no plan. */
export async function groceryRefreshCommand(db: Queryable, appUserId: string, weekStart: string, now: Date): Promise<GroceryRefreshCommand | undefined> {
  return (await groceryRefreshCommands(db, appUserId, [weekStart], now))[0];
}
