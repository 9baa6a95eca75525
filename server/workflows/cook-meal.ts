// Cooking: 'I Cooked This' on a meal marks it cooked on the plan's stream and takes the recipe's
// ingredients out of the pantry, in one transaction (decision 0013), so a meal can never read cooked
// while the pantry still holds what it used, nor the other way round. Cooking a recipe from its own
// page touches the pantry only. Either way this week's and next week's grocery lists follow.
import { loadStream, type HandleAcrossOptions, type HandleCommandOptions, type LoadedStream } from '../event-store/command-handler.ts';
import { DomainError } from '../event-store/errors.ts';
import type { Queryable } from '../event-store/event-store.ts';
import type { DomainEvent } from '../event-store/types.ts';
import type { UnitFacts } from '../kitchen/units.ts';
// Direct file imports, not the slices' index: the slices' routes import the workflows.
import { mealPlanDecider } from '../modules/meal-plans/meal-plans.decider.ts';
import { mealPlanStreamId, type MealPlanEvent } from '../modules/meal-plans/meal-plans.events.ts';
import type { MealPlanState } from '../modules/meal-plans/meal-plan.state.ts';
import { pantryDecider, type PantryCommand, type PantryState, type RecipeLine, type UseIngredientsCommand } from '../modules/pantry/pantry.decider.ts';
import { pantryItemIdsOf, pantryStreamId, type PantryEvent, type PantryIngredientsUsed } from '../modules/pantry/pantry.events.ts';
import { groceryRefreshJobsAfterPantryChange } from './grocery-refresh/index.ts';

export const cookingMessages = {
  noRecipe: 'This recipe does not exist.',
  mealChanged: 'This meal changed while you were cooking. Please refresh the page and try again.',
} as const;

/** What cooking a recipe needs to know, read before deciding: its lines and its ingredients' units. */
export interface RecipeForCooking {
  recipeId: string;
  servings: number;
  lines: RecipeLine[];
  units: Record<string, UnitFacts>;
}

/** The recipe as the recipes read model holds it, with the unit facts of its ingredients; undefined if deleted. */
export async function loadRecipeForCooking(db: Queryable, recipeId: string): Promise<RecipeForCooking | undefined> {
  const { rows } = await db.query<{ servings: number; ingredients: RecipeLine[] }>('select servings, ingredients from recipes where id = $1', [recipeId]);
  const recipe = rows[0];
  if (!recipe) return undefined;
  const ids = [...new Set(recipe.ingredients.map((line) => line.ingredientId))];
  const facts = await db.query<UnitFacts & { id: string }>('select id, unit_of_measurement, grams_per_unit from ingredients where id = any($1::uuid[])', [ids]);
  return {
    recipeId,
    servings: recipe.servings,
    lines: recipe.ingredients.map(({ ingredientId, quantity, unit }) => ({ ingredientId, quantity: Number(quantity), unit })),
    units: Object.fromEntries(facts.rows.map(({ id, unit_of_measurement, grams_per_unit }) => [id, { unit_of_measurement, grams_per_unit: grams_per_unit === null ? null : Number(grams_per_unit) }])),
  };
}

/**
 * The week's plan from its stream, read once per cooking: it names the recipe the meal cooks right
 * now (the meals read model may lag a replacement), and the cooking then decides on it unread.
 */
export const loadPlanForCooking = (db: Queryable, appUserId: string, weekStart: string): Promise<LoadedStream<MealPlanState>> =>
  loadStream(db, mealPlanStreamId(appUserId, weekStart), mealPlanDecider);

const useIngredients = (recipe: RecipeForCooking, servings: number, mealId?: string): UseIngredientsCommand => ({
  type: 'UseIngredients',
  reason: mealId === undefined ? { recipeId: recipe.recipeId } : { mealId, recipeId: recipe.recipeId },
  recipe: { servings: recipe.servings, lines: recipe.lines },
  servings,
  units: recipe.units,
});

export interface MealCooking {
  appUserId: string;
  pantryId: string;
  weekStart: string;
  mealId: string;
  servings: number;
  /** The cook's today: the meal's cooked-on date, and what decides whether the plan is past. */
  today: string;
  /** The recipe the meal cooked when it was read; undefined when that recipe was deleted (nothing is used). */
  recipe: RecipeForCooking | undefined;
  /** The plan as read to find that recipe (loadPlanForCooking): decided on without reading it again. */
  plan?: LoadedStream<MealPlanState>;
}

export interface CookingResult {
  pantryItemIds: string[];
}

/** Whose plan and pantry a meal's cooking (or its undoing) changes, the cook's today, and the plan if already read. */
interface MealAndPantry {
  appUserId: string;
  pantryId: string;
  weekStart: string;
  today: string;
  plan?: LoadedStream<MealPlanState>;
}

/**
 * handleCommandAcross options for a change to a meal and the pantry together, in one transaction:
 * both folded from their snapshots (a plan grows with every meal cooked, a pantry with every change);
 * the pantry's change reaches this week's grocery list and next week's.
 */
function mealAndPantryCommand(who: MealAndPantry, decide: (plan: MealPlanState, pantry: PantryState) => { planEvents: MealPlanEvent[]; pantryEvents: PantryEvent[] }): Omit<HandleAcrossOptions<CookingResult>, 'metadata'> {
  const planStream = mealPlanStreamId(who.appUserId, who.weekStart);
  const pantryStream = pantryStreamId(who.pantryId);
  return {
    streams: [planStream, pantryStream],
    foldedWith: { [planStream]: mealPlanDecider, [pantryStream]: pantryDecider },
    ...(who.plan && { known: new Map([[planStream, who.plan]]) }),
    decide: (_loaded, folded) => {
      const { planEvents, pantryEvents } = decide(folded.get(planStream) as MealPlanState, folded.get(pantryStream) as PantryState);
      return {
        appends: [
          { streamId: planStream, ownerId: who.appUserId, events: planEvents as DomainEvent[] },
          { streamId: pantryStream, ownerId: who.appUserId, events: pantryEvents as DomainEvent[] },
        ],
        result: { pantryItemIds: pantryEvents.flatMap(pantryItemIdsOf) },
      };
    },
    jobs: () => groceryRefreshJobsAfterPantryChange(who.appUserId, who.today, [who.weekStart]),
  };
}

/** MealCooked on the plan and PantryIngredientsUsed on the pantry, in one transaction. */
export function cookMealCommand(cooking: MealCooking): Omit<HandleAcrossOptions<CookingResult>, 'metadata'> {
  return mealAndPantryCommand(cooking, (plan, pantry) => {
    const planEvents = mealPlanDecider.decide({ type: 'CookMeal', mealId: cooking.mealId, servings: cooking.servings, cookedOn: cooking.today, today: cooking.today }, plan);
    // The recipe was read before this transaction: a replacement in between would empty the wrong items.
    const meal = plan.meals[cooking.mealId]!;
    if (cooking.recipe && meal.recipeId !== cooking.recipe.recipeId) throw new DomainError(cookingMessages.mealChanged, 409);
    return { planEvents, pantryEvents: cooking.recipe ? pantryDecider.decide(useIngredients(cooking.recipe, cooking.servings, cooking.mealId), pantry) : [] };
  });
}

/** handleCommand options for cooking a recipe from its page: the pantry only (no meal is marked). */
export function cookRecipeCommand(cooking: { appUserId: string; pantryId: string; servings: number; today: string; recipe: RecipeForCooking }): Omit<HandleCommandOptions<PantryCommand, PantryEvent, PantryState, CookingResult>, 'metadata'> {
  return {
    streamId: pantryStreamId(cooking.pantryId),
    ownerId: cooking.appUserId,
    decider: pantryDecider,
    command: useIngredients(cooking.recipe, cooking.servings),
    jobs: (events) => (events.length > 0 ? groceryRefreshJobsAfterPantryChange(cooking.appUserId, cooking.today) : []),
    result: (events) => ({ pantryItemIds: events.flatMap(pantryItemIdsOf) }),
  };
}

/**
 * What the meal's last cooking took from the pantry, unless it was already given back: the latest of
 * the meal's uses and returns in the pantry's log, when it is a use. Undefined when cooking took
 * nothing (the pantry held none of the recipe) or its cooking was undone already.
 */
export async function lastUseOfMeal(db: Queryable, pantryId: string, mealId: string): Promise<PantryIngredientsUsed['data'] | undefined> {
  const { rows } = await db.query<{ event_type: string; data: PantryIngredientsUsed['data'] }>(
    `select event_type, data from events
      where stream_id = $1 and event_type in ('PantryIngredientsUsed', 'PantryIngredientsReturned') and data->'reason'->>'mealId' = $2
      order by stream_version desc limit 1`,
    [pantryStreamId(pantryId), mealId],
  );
  return rows[0]?.event_type === 'PantryIngredientsUsed' ? rows[0].data : undefined;
}

export interface MealCookingUndo {
  appUserId: string;
  pantryId: string;
  weekStart: string;
  mealId: string;
  today: string;
  /** What the cooking took (lastUseOfMeal), read before deciding. */
  used: PantryIngredientsUsed['data'] | undefined;
}

/** MealCookingUndone on the plan and PantryIngredientsReturned on the pantry, in one transaction. */
export function undoMealCookingCommand(undo: MealCookingUndo): Omit<HandleAcrossOptions<CookingResult>, 'metadata'> {
  return mealAndPantryCommand(undo, (plan, pantry) => ({
    // The plan refuses a meal not cooked: a second undo gives nothing back twice.
    planEvents: mealPlanDecider.decide({ type: 'UndoMealCooking', mealId: undo.mealId, today: undo.today }, plan),
    pantryEvents: undo.used ? pantryDecider.decide({ type: 'ReturnIngredients', reason: undo.used.reason, used: undo.used.items }, pantry) : [],
  }));
}
