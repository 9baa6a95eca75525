// What a refresh reads of other slices: the plans and the pantry from their streams (folded as their
// deciders fold them), the recipes and ingredients from their read models. The pantry and the plans
// come from their streams because the refresh is enqueued in the very transaction that changed them,
// and the projector may not have applied that change when the job runs (decision 0015).
import { loadStream, loadStreams, type LoadedStream } from '../../event-store/command-handler.ts';
import type { Queryable } from '../../event-store/event-store.ts';
import { mealPlanStream, type MealPlanState } from '../../modules/meal-plans/meal-plan.state.ts';
import { mealPlanStreamId } from '../../modules/meal-plans/meal-plans.events.ts';
import { pantryDecider, type PantryState } from '../../modules/pantry/pantry.decider.ts';
import { pantryStreamId, type PantryEvent } from '../../modules/pantry/pantry.events.ts';

export interface WeekPlan {
  weekStart: string;
  streamId: string;
  stream: LoadedStream<MealPlanState>;
}

/** The cook's plans of these weeks, from their streams in one statement (version 0: no plan stream yet). */
export async function loadWeekPlans(db: Queryable, appUserId: string, weekStarts: readonly string[]): Promise<WeekPlan[]> {
  const streamIds = weekStarts.map((weekStart) => mealPlanStreamId(appUserId, weekStart));
  const streams = await loadStreams(db, streamIds, mealPlanStream);
  return weekStarts.map((weekStart, index) => ({ weekStart, streamId: streamIds[index]!, stream: streams.get(streamIds[index]!)! }));
}

/** Which of these recipes have a line of any of these ingredients (the recipes read model). */
export async function recipesUsingAny(db: Queryable, recipeIds: readonly string[], ingredientIds: readonly string[]): Promise<Set<string>> {
  if (recipeIds.length === 0) return new Set();
  const { rows } = await db.query<{ id: string }>({
    name: 'recipes_using_any_ingredient',
    text: `select recipes.id from recipes
            where recipes.id = any($1::uuid[])
              and exists (select 1 from jsonb_array_elements(recipes.ingredients) as line where line->>'ingredientId' = any($2::text[]))`,
    values: [recipeIds, ingredientIds],
  });
  return new Set(rows.map((row) => row.id));
}

export interface CurrentPantry {
  items: Array<{ ingredientId: string; quantity: number; unit: string }>;
  lastPaid: Map<string, PantryState['lastPaid'][string]>;
  /** null: the kitchen's usual staples. */
  stapleIds: string[] | null;
}

/**
 * The cook's pantry items, in the order they were added, as the pantry's decider holds them (from
 * its snapshot and the events after it): the same items and quantities the read model's fold gives.
 */
export async function currentPantry(db: Queryable, appUserId: string): Promise<CurrentPantry> {
  const { rows } = await db.query<{ pantry_id: string; staple_ingredient_ids: string[] | null }>('select pantry_id, staple_ingredient_ids from app_users where id = $1', [appUserId]);
  if (!rows[0]) return { items: [], lastPaid: new Map(), stapleIds: null };
  const { state } = await loadStream<PantryEvent, PantryState>(db, pantryStreamId(rows[0].pantry_id), pantryDecider);
  return {
    items: Object.values(state.items).map((item) => ({ ingredientId: item.ingredientId, quantity: item.quantity, unit: item.unitOfMeasurement })),
    lastPaid: new Map(Object.entries(state.lastPaid)),
    stapleIds: rows[0].staple_ingredient_ids,
  };
}

export interface RecipeLines {
  id: string;
  servings: number;
  ingredients: Array<{ ingredientId: string; quantity: number; unit: string }>;
}

export async function recipesById(db: Queryable, ids: readonly string[]): Promise<Map<string, RecipeLines>> {
  const { rows } = await db.query<RecipeLines>('select id, servings, ingredients from recipes where id = any($1::uuid[])', [ids]);
  return new Map(rows.map((row) => [row.id, row]));
}

export interface IngredientRow {
  id: string;
  name: string;
  unit_of_measurement: string;
  grams_per_unit: number | null;
  primary_food_group: string | null;
  estimated_cost_per_unit_cents: number | null;
}

export async function ingredientRows(db: Queryable, ids: readonly string[]): Promise<IngredientRow[]> {
  const { rows } = await db.query<IngredientRow>(
    `select id, name, unit_of_measurement, grams_per_unit::float8 as grams_per_unit, primary_food_group, estimated_cost_per_unit_cents::float8 as estimated_cost_per_unit_cents
       from ingredients where id = any($1::uuid[])`,
    [ids],
  );
  return rows;
}
