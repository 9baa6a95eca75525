// Facts of a week's meal plan. Stream: mealplan-{appUserId}-{weekStart}; owner: the user.
// Everything the system chooses (which recipe, for which day, why) is recorded here, so a replay
// never re-runs the generator. Decision 0013 describes the whole planning contract.
import type { DomainEvent } from '../../event-store/types.ts';
import { deterministicUuid } from '../../event-store/ids.ts';
import type { MealOfDay } from '../../contract/meal-plans.ts';

export { mealsOfDay, type MealOfDay } from '../../contract/meal-plans.ts';

/** How many meals of one kind the week wants, and for how many people each. */
export interface MealSlotWish {
  count: number;
  servings: number;
}
export type WeekWishes = Record<MealOfDay, MealSlotWish>;

export type PlanGenerationReason = 'setup-completed' | 'access-granted' | 'week-opened' | 'weekly-schedule';

export type PlanGenerationRequested = DomainEvent<
  'PlanGenerationRequested',
  {
    appUserId: string;
    weekStart: string;
    weekEnd: string;
    requestedAt: string;
    reason: PlanGenerationReason;
    /**
     * The cook's own today when they asked (their browser's date), in this week: the plan's first day.
     * Without it the generator's start (UTC) decides, a day early or late for a cook far from UTC.
     */
    firstDay?: string;
  }
>;

/** The generator took the request: the plan exists from here on (ids are derived, see below). */
export type PlanGenerationStarted = DomainEvent<
  'PlanGenerationStarted',
  {
    mealPlanId: string;
    groceryListId: string;
    appUserId: string;
    weekStart: string;
    weekEnd: string;
    wishes: WeekWishes;
    startedAt: string;
    /** The planner's tie-breaking seed for this week (recorded; decisions are never re-run on replay). */
    seed?: string;
  }
>;

/** One meal chosen, by the generator (with a short reason a cook can read) or by the cook. */
export type MealPlanned = DomainEvent<
  'MealPlanned',
  {
    mealId: string;
    mealPlanId: string;
    mealOfDay: MealOfDay;
    /** Order within the meal of day, from 0. */
    position: number;
    plannedCookDate: string;
    recipeId: string;
    /** Kept so the plan still reads well if the recipe is later deleted. */
    recipeName: string;
    servings: number;
    source: 'generator' | 'cook';
    /** e.g. 'uses your spinach, which expires Thursday'; null when the cook chose. */
    reason: string | null;
    /** The recipe the reason names, when it names another meal of the week: while no meal of the week has it, the reason is not shown. */
    reasonRecipeId?: string;
    /** The day of the meal the reason names ('Monday's Dal'): while that day has not that recipe, the reason is not shown. */
    reasonDate?: string;
  }
>;

/** The generator is done: what it planned, and why any wanted slot stayed empty (never silent). */
export type PlanGenerationCompleted = DomainEvent<
  'PlanGenerationCompleted',
  { mealPlanId: string; planned: number; wanted: number; unfilled: Array<{ mealOfDay: MealOfDay; missing: number; why: string }>; completedAt: string }
>;

export type MealPlanPreferencesUpdated = DomainEvent<'MealPlanPreferencesUpdated', { mealPlanId: string; counts: Record<MealOfDay, number> }>;

/** A meal's recipe swapped for another (refresh), with the generator's reason. */
export type MealRecipeReplaced = DomainEvent<'MealRecipeReplaced', { mealId: string; recipeId: string; recipeName: string; reason: string | null; reasonRecipeId?: string; reasonDate?: string }>;

export type MealServingsChanged = DomainEvent<'MealServingsChanged', { mealId: string; servings: number }>;

export type MealRemoved = DomainEvent<'MealRemoved', { mealId: string }>;

/** Cooked: the pantry's side of it is a PantryIngredientsUsed event appended in the same transaction. */
export type MealCooked = DomainEvent<'MealCooked', { mealId: string; servings: number; cookedOn: string }>;

/** Moved to another day or meal of the day by the cook (a move onto a taken slot moves its meal the other way). */
export type MealMoved = DomainEvent<'MealMoved', { mealId: string; plannedCookDate: string; mealOfDay: MealOfDay; position: number }>;

/** A removal undone: the meal back as it was when removed. */
export type MealRestored = DomainEvent<'MealRestored', Omit<MealPlanned['data'], 'reasonRecipeId' | 'reasonDate'>>;

/** A cooking undone: the meal open again at the servings it was planned for; the pantry's side is a PantryIngredientsReturned in the same transaction. */
export type MealCookingUndone = DomainEvent<'MealCookingUndone', { mealId: string; servings: number }>;

export type MealPlanEvent =
  | PlanGenerationRequested
  | PlanGenerationStarted
  | MealPlanned
  | PlanGenerationCompleted
  | MealPlanPreferencesUpdated
  | MealRecipeReplaced
  | MealServingsChanged
  | MealRemoved
  | MealCooked
  | MealMoved
  | MealRestored
  | MealCookingUndone;

export const mealPlanEventTypes = [
  'PlanGenerationRequested',
  'PlanGenerationStarted',
  'MealPlanned',
  'PlanGenerationCompleted',
  'MealPlanPreferencesUpdated',
  'MealRecipeReplaced',
  'MealServingsChanged',
  'MealRemoved',
  'MealCooked',
  'MealMoved',
  'MealRestored',
  'MealCookingUndone',
] as const satisfies readonly MealPlanEvent['type'][];

export const mealPlanStreamId = (appUserId: string, weekStart: string) => `mealplan-${appUserId}-${weekStart}`;

/** One plan per user and week, so its id (and its grocery list's) can be derived, never stored apart. */
export const mealPlanIdFor = (appUserId: string, weekStart: string) => deterministicUuid(`mealplan:${appUserId}:${weekStart}`);
export const groceryListIdFor = (mealPlanId: string) => deterministicUuid(`grocerylist:${mealPlanId}`);
/** The generator's n-th meal of a kind: a retried job re-derives the same id and cannot plan it twice. */
export const generatedMealIdFor = (mealPlanId: string, mealOfDay: MealOfDay, position: number) => deterministicUuid(`meal:${mealPlanId}:${mealOfDay}:${position}`);

export const GENERATE_WEEK_PLAN_TASK = 'generate-week-plan';
