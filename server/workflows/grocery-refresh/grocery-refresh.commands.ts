// The commands a refresh issues: each planned week's list as it stands now, handed to the grocery
// list's decider to record (it records only a change). The list itself is the grocery slice's pure
// computation over its own input shape (grocery-list.compute.ts); this workflow reads the other
// slices' facts and puts them in that shape.
import type { Queryable } from '../../event-store/event-store.ts';
import { lenientToday } from '../../dates.ts';
import { usualStapleNames } from '../../kitchen/kitchen-notes.ts';
import { computeGroceryList, groceryFactsOf } from '../../modules/grocery/grocery-list.compute.ts';
import type { GroceryListCommand } from '../../modules/grocery/grocery-list.decider.ts';
import { groceryListStreamId } from '../../modules/grocery/grocery.events.ts';
import type { MealPlanState } from '../../modules/meal-plans/meal-plan.state.ts';
import { currentPantry, ingredientRows, loadWeekPlans, recipesById, type CurrentPantry, type IngredientRow, type RecipeLines } from './grocery-refresh.reads.ts';

export interface GroceryRefreshCommand {
  streamId: string;
  ownerId: string;
  command: Extract<GroceryListCommand, { type: 'RecordGroceryRefresh' }>;
}

/** What the weeks' lists are computed from, read once for all of them. */
export interface RefreshFacts {
  /** Each week's plan, in the order of the weeks. */
  plans: readonly MealPlanState[];
  recipes: ReadonlyMap<string, RecipeLines>;
  /** The planned recipes' ingredients only: a pantry item of any other ingredient changes no line. */
  ingredients: readonly IngredientRow[];
  pantry: CurrentPantry;
}

/**
 * The command recording each week's list (pure; undefined for a week with no plan yet). A price the
 * cook paid counts only when paid per the ingredient's own unit (an item from before units converted
 * is not comparable); staples are the cook's own set, else the kitchen's usual ones.
 */
export function refreshCommandsOf(appUserId: string, weekStarts: readonly string[], facts: RefreshFacts, now: Date): Array<GroceryRefreshCommand | undefined> {
  const paidFor = (row: IngredientRow) => {
    const paid = facts.pantry.lastPaid.get(row.id);
    return paid && paid.unitOfMeasurement === row.unit_of_measurement ? paid.centsPerUnit : undefined;
  };
  const ingredients = new Map(facts.ingredients.map((row) => [row.id, groceryFactsOf(row, paidFor(row))]));
  const usualStaples = usualStapleNames();
  const staples = new Set(facts.pantry.stapleIds ?? facts.ingredients.flatMap((row) => (usualStaples.has(row.name.toLowerCase()) ? [row.id] : [])));
  return weekStarts.map((weekStart, index) => {
    const plan = facts.plans[index];
    if (!plan?.plan) return undefined;
    const computed = computeGroceryList({
      list: { groceryListId: plan.plan.groceryListId, mealPlanId: plan.plan.mealPlanId, appUserId, weekStart, endDate: plan.plan.weekEnd },
      meals: Object.values(plan.meals),
      recipes: facts.recipes,
      ingredients,
      pantry: facts.pantry.items,
      staples,
    });
    return {
      streamId: groceryListStreamId(plan.plan.groceryListId),
      ownerId: appUserId,
      command: { type: 'RecordGroceryRefresh', refresh: { ...computed, refreshedAt: now.toISOString() }, today: lenientToday(now) },
    };
  });
}

/**
 * The commands that record each week's list as it stands now, in the order asked. The weeks share
 * each read: their plans in one, their recipes in one, their ingredients' facts in one, the pantry
 * once. (Fetched with the recipes in one statement, as JSON or as a union, PostgreSQL took twice as
 * long as the two statements together.)
 */
export async function groceryRefreshCommands(db: Queryable, appUserId: string, weekStarts: readonly string[], now: Date): Promise<Array<GroceryRefreshCommand | undefined>> {
  const plans = (await loadWeekPlans(db, appUserId, weekStarts)).map((week) => week.stream.state);
  const planned = plans.filter((plan) => plan.plan);
  if (planned.length === 0) return weekStarts.map(() => undefined);
  const recipes = await recipesById(db, [...new Set(planned.flatMap((plan) => Object.values(plan.meals).map((meal) => meal.recipeId)))]);
  const ingredients = await ingredientRows(db, [...new Set([...recipes.values()].flatMap((recipe) => recipe.ingredients.map((line) => line.ingredientId)))]);
  const pantry = await currentPantry(db, appUserId);
  return refreshCommandsOf(appUserId, weekStarts, { plans, recipes, ingredients, pantry }, now);
}

/** The command that records this week's list as it stands now; undefined while the week has no plan. */
export async function groceryRefreshCommand(db: Queryable, appUserId: string, weekStart: string, now: Date): Promise<GroceryRefreshCommand | undefined> {
  return (await groceryRefreshCommands(db, appUserId, [weekStart], now))[0];
}
