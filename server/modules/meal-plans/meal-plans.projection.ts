// The meal plan's read model: meal_plans (one row per plan, with the generation's progress) and
// meals (one row per meal). Two plain document folds, run as one projection so both tables move
// together; every change notifies the cook's tabs with the model 'meal-plan'.
import { assertNever } from '../../event-store/decider.ts';
import type { Queryable } from '../../event-store/event-store.ts';
import type { RecordedEvent } from '../../event-store/types.ts';
import { documentProjection, type ChangeNotice, type Projection } from '../../projections/projection.ts';
import { appliedInline } from '../../projections/inline.ts';
import { readModels } from '../../contract/read-models.ts';
import type { GenerationStatus } from '../../contract/meal-plans.ts';
import { groceryListIdFor, mealPlanEventTypes, mealPlanIdFor, mealsOfDay, type MealPlanEvent, type MealPlanned } from './meal-plans.events.ts';

export const MEAL_PLAN_MODEL = readModels.mealPlan;

export type { GenerationStatus };

export interface MealPlanRow {
  id: string;
  app_user_id: string;
  start_date: string;
  end_date: string;
  grocery_list_id: string;
  preferred_number_of_breakfast_meals: number;
  preferred_number_of_lunch_meals: number;
  preferred_number_of_dinner_meals: number;
  generation_status: GenerationStatus;
  planned: number;
  wanted: number;
  unfilled: Array<{ mealOfDay: string; missing: number; why: string }>;
}

export interface MealRow {
  id: string;
  meal_plan_id: string;
  app_user_id: string;
  meal_of_day: string;
  position: number;
  recipe_id: string;
  recipe_name: string;
  serving_size: number;
  planned_cook_date: string;
  actual_cook_date: string | null;
  has_been_cooked: boolean;
  source: string;
  reason: string | null;
  /** The recipe the reason names: a read leaves the reason out while no other meal of the plan has it. */
  reason_recipe_id: string | null;
  /** The day of the meal the reason names: a read leaves the reason out while that day has not the recipe. */
  reason_date: string | null;
}

const STREAM = /^mealplan-([0-9a-f-]{36})-(\d{4}-\d{2}-\d{2})$/;

/** Every event of a plan's stream names its plan: the id is derived from the stream's user and week. */
export function planOfStream(streamId: string): { appUserId: string; weekStart: string; mealPlanId: string } {
  const match = STREAM.exec(streamId);
  if (!match) throw new Error(`Not a meal plan stream: ${streamId}`);
  return { appUserId: match[1]!, weekStart: match[2]!, mealPlanId: mealPlanIdFor(match[1]!, match[2]!) };
}

const countColumns = (counts: Record<'breakfast' | 'lunch' | 'dinner', number>) => ({
  preferred_number_of_breakfast_meals: counts.breakfast,
  preferred_number_of_lunch_meals: counts.lunch,
  preferred_number_of_dinner_meals: counts.dinner,
});
const total = (counts: Record<'breakfast' | 'lunch' | 'dinner', number>) => mealsOfDay.reduce((sum, kind) => sum + counts[kind], 0);

export function evolvePlanRow(row: MealPlanRow | null, recorded: RecordedEvent): MealPlanRow | null {
  const event = recorded as unknown as MealPlanEvent;
  switch (event.type) {
    case 'PlanGenerationRequested': {
      if (row) return row;
      const mealPlanId = mealPlanIdFor(event.data.appUserId, event.data.weekStart);
      return {
        id: mealPlanId,
        app_user_id: event.data.appUserId,
        start_date: event.data.weekStart,
        end_date: event.data.weekEnd,
        grocery_list_id: groceryListIdFor(mealPlanId),
        ...countColumns({ breakfast: 0, lunch: 0, dinner: 0 }),
        generation_status: 'requested',
        planned: 0,
        wanted: 0,
        unfilled: [],
      };
    }
    case 'PlanGenerationStarted': {
      const { wishes } = event.data;
      const counts = { breakfast: wishes.breakfast.count, lunch: wishes.lunch.count, dinner: wishes.dinner.count };
      return {
        id: event.data.mealPlanId,
        app_user_id: event.data.appUserId,
        start_date: event.data.weekStart,
        end_date: event.data.weekEnd,
        grocery_list_id: event.data.groceryListId,
        ...countColumns(counts),
        generation_status: 'generating',
        planned: row?.planned ?? 0,
        wanted: total(counts),
        unfilled: [],
      };
    }
    case 'MealPlanned':
      return row && { ...row, planned: row.planned + 1 };
    case 'MealRemoved':
      return row && { ...row, planned: Math.max(0, row.planned - 1) };
    case 'MealRestored':
      return row && { ...row, planned: row.planned + 1 };
    case 'PlanGenerationCompleted':
      return row && { ...row, generation_status: 'complete', unfilled: event.data.unfilled };
    case 'MealPlanPreferencesUpdated':
      return row && { ...row, ...countColumns(event.data.counts), wanted: total(event.data.counts) };
    case 'MealRecipeReplaced':
    case 'MealServingsChanged':
    case 'MealCooked':
    case 'MealMoved':
    case 'MealCookingUndone':
      return row;
    default:
      return assertNever(event, 'meal plan event');
  }
}

export function evolveMealRow(row: MealRow | null, recorded: RecordedEvent): MealRow | null {
  const event = recorded as unknown as MealPlanEvent;
  if (event.type === 'MealPlanned' || event.type === 'MealRestored') {
    const data: MealPlanned['data'] = event.data;
    return {
      id: data.mealId,
      meal_plan_id: data.mealPlanId,
      app_user_id: planOfStream(recorded.streamId).appUserId,
      meal_of_day: data.mealOfDay,
      position: data.position,
      recipe_id: data.recipeId,
      recipe_name: data.recipeName,
      serving_size: data.servings,
      planned_cook_date: data.plannedCookDate,
      actual_cook_date: null,
      has_been_cooked: false,
      source: data.source,
      reason: data.reason,
      reason_recipe_id: data.reasonRecipeId ?? null,
      reason_date: data.reasonDate ?? null,
    };
  }
  if (!row) return null;
  switch (event.type) {
    case 'MealRecipeReplaced':
      return { ...row, recipe_id: event.data.recipeId, recipe_name: event.data.recipeName, reason: event.data.reason, reason_recipe_id: event.data.reasonRecipeId ?? null, reason_date: event.data.reasonDate ?? null, source: 'generator' };
    case 'MealServingsChanged':
      return { ...row, serving_size: event.data.servings };
    case 'MealRemoved':
      return null;
    case 'MealCooked':
      return { ...row, has_been_cooked: true, actual_cook_date: event.data.cookedOn, serving_size: event.data.servings };
    case 'MealMoved':
      return { ...row, planned_cook_date: event.data.plannedCookDate, meal_of_day: event.data.mealOfDay, position: event.data.position };
    case 'MealCookingUndone':
      return { ...row, has_been_cooked: false, actual_cook_date: null, serving_size: event.data.servings };
    default:
      return row;
  }
}

const MEAL_EVENTS = ['MealPlanned', 'MealRecipeReplaced', 'MealServingsChanged', 'MealRemoved', 'MealCooked', 'MealMoved', 'MealRestored', 'MealCookingUndone'] as const;

const plansPart = documentProjection<MealPlanRow>({
  name: 'meal_plans',
  version: 1,
  model: MEAL_PLAN_MODEL,
  table: 'meal_plans',
  handles: mealPlanEventTypes,
  keysOf: (event) => [planOfStream(event.streamId).mealPlanId],
  evolve: evolvePlanRow,
});

const mealsPart = documentProjection<MealRow>({
  name: 'meal_plans',
  version: 1,
  model: MEAL_PLAN_MODEL,
  table: 'meals',
  handles: MEAL_EVENTS,
  keysOf: (event) => [(event.data as { mealId: string }).mealId],
  evolve: evolveMealRow,
});

/** One notice per user, naming every plan and meal row that changed. */
function mergeNotices(notices: ChangeNotice[]): ChangeNotice[] {
  const byUser = new Map<string, Set<string>>();
  for (const notice of notices) {
    const ids = byUser.get(notice.userId) ?? new Set<string>();
    for (const id of notice.ids) ids.add(id);
    byUser.set(notice.userId, ids);
  }
  return [...byUser].map(([userId, ids]) => ({ userId, model: MEAL_PLAN_MODEL, ids: [...ids] }));
}

const plansAndMeals: Projection = {
  name: 'meal_plans',
  // 2: rows kept with their streams' marks (decision 0041); rows built by version 1 keep none.
  version: 2,
  handles: mealPlanEventTypes,
  models: [MEAL_PLAN_MODEL],
  tables: ['meal_plans', 'meals'],
  async apply(db, events) {
    const meals = events.filter((event) => (MEAL_EVENTS as readonly string[]).includes(event.type));
    // Both parts read their rows before either writes: a read after a held write would send it first,
    // a round trip more in the runner's batch (server/db/deferred-writes.ts).
    const [plans, mealRows] = await Promise.all([plansPart.apply(db, events), mealsPart.apply(db, meals)]);
    return mergeNotices([...plans, ...mealRows]);
  },
  noticesOf: (event) => mergeNotices([...plansPart.noticesOf(event), ...mealsPart.noticesOf(event)]),
  rebuilder(options = {}) {
    // Both parts may ask for the indexes back; the tables' indexes come back once.
    let restoring: Promise<void> | undefined;
    const shared = { ...options, ensureIndexes: options.ensureIndexes && ((db: Queryable) => (restoring ??= options.ensureIndexes!(db))) };
    const plans = plansPart.rebuilder!(shared);
    const mealRows = mealsPart.rebuilder!(shared);
    return {
      async apply(db, events) {
        await plans.apply(db, events);
        await mealRows.apply(db, events.filter((event) => (MEAL_EVENTS as readonly string[]).includes(event.type)));
      },
      async flush(db, helpers) {
        await plans.flush(db, helpers);
        await mealRows.flush(db, helpers);
      },
    };
  },
};

// Written in the command's own transaction where it can be (decision 0041): each plan and meal is one week's.
export const mealPlansProjection = appliedInline(plansAndMeals, 'meal_plan_stream_marks');
