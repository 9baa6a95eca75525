// A week's plan: its generation (requested once, started once, one meal at a time, completed once)
// and the cook's changes. Pure: the planner's snapshot, the seed, new ids and the caller's today
// arrive in the command, so the same command on the same history always decides the same events.
import { assertNever, type Decider } from '../../event-store/decider.ts';
import { DomainError } from '../../event-store/errors.ts';
import { groceryListIdFor, mealPlanIdFor, mealsOfDay, type MealOfDay, type MealPlanEvent, type MealPlanned, type PlanGenerationCompleted, type PlanGenerationRequested, type WeekWishes } from './meal-plans.events.ts';
import { evolveMealPlan, initialMealPlanState, mealPlanSnapshot, mealsOfKind, type MealPlanState, type PlannedMeal } from './meal-plan.state.ts';
import { freeDayFor, pickRecipe, reasonOf, weekdayOf, type PlannerSnapshot, type WeekMeal } from './planner/index.ts';
import { weekEndOf } from './weeks.ts';
import { MEAL_SERVINGS, MEALS_PER_WEEK, mealPlanBoundMessages, RECIPE_MEAL_SERVINGS } from '../../contract/meal-plans.ts';
import { servingsMessage } from '../../contract/recipes.ts';

export const messages = {
  noPlan: 'This meal plan does not exist yet.',
  past: 'This meal plan is in the past and can no longer be changed.',
  noMeal: 'This meal is not in your meal plan.',
  cooked: 'This meal has already been cooked and can no longer be changed.',
  alreadyCooked: 'This meal has already been cooked.',
  repeated: 'This recipe is already planned this week.',
  generating: 'Your meal plan is still being generated. Please try again in a moment.',
  ...mealPlanBoundMessages,
  cookServings: servingsMessage,
  outsideWeek: 'The cook date must be within this meal plan\'s week.',
  noRecipe: (mealOfDay: MealOfDay) => `No ${mealOfDay} recipe fits your preferences that is not already in this week.`,
  slotCooked: (mealOfDay: MealOfDay, date: string) => `${weekdayOf(date)}'s ${mealOfDay} is already cooked. Choose another day.`,
  pastDay: 'Choose today or a later day of this week.',
  swapIntoPast: (mealOfDay: MealOfDay, date: string, name: string) => `${weekdayOf(date)} already has a ${mealOfDay}, ${name}. Move or remove it first.`,
  restoreTaken: (mealOfDay: MealOfDay, date: string) => `${weekdayOf(date)} has another ${mealOfDay} now. Move or remove it first, then undo again.`,
  notCooked: 'This meal has not been cooked.',
  noDay: (mealOfDay: MealOfDay) => `Every day left this week already has a ${mealOfDay}. Remove one first, or choose next week.`,
} as const;

/** What a planner-backed command needs: the snapshot and this decision's seed. */
export interface Planning {
  snapshot: PlannerSnapshot;
  seed: string;
}

export type PlannedMealData = Omit<MealPlanned['data'], 'mealPlanId'>;

/** A meal added: the cook's own recipe, or (recipe null) the planner's pick, which needs its inputs. */
type AddMealCommand = { type: 'AddMeal'; mealId: string; mealOfDay: MealOfDay; servings: number; plannedCookDate?: string; today: string } & (
  | { recipe: { id: string; name: string } }
  | { recipe: null; planning: Planning }
);

export type MealPlanCommand =
  | ({ type: 'RequestPlanGeneration' } & PlanGenerationRequested['data'])
  | { type: 'StartPlanGeneration'; appUserId: string; weekStart: string; wishes: WeekWishes; startedAt: string; seed: string }
  /** The generator's meals, committed together: each decided on the week the ones before it leave. */
  | { type: 'PlanMeals'; meals: PlannedMealData[] }
  | { type: 'CompletePlanGeneration'; unfilled: PlanGenerationCompleted['data']['unfilled']; completedAt: string }
  | { type: 'UpdatePreferences'; counts: Record<MealOfDay, number>; today: string; planning: Planning; newMealIds: string[] }
  | { type: 'RefreshMealsOfDay'; mealOfDay: MealOfDay; today: string; planning: Planning }
  | { type: 'RefreshMeal'; mealId: string; today: string; planning: Planning }
  | { type: 'ChangeServings'; mealId: string; servings: number; today: string }
  | { type: 'RemoveMeal'; mealId: string; today: string }
  | AddMealCommand
  | { type: 'CookMeal'; mealId: string; servings: number; cookedOn: string; today: string }
  | { type: 'MoveMeal'; mealId: string; plannedCookDate: string; mealOfDay: MealOfDay; today: string }
  /** Undo a removal: the meal back as it was. */
  | { type: 'RestoreMeal'; mealId: string; today: string }
  /** Undo a cooking: the meal open again (the pantry's side is the cooking workflow's). */
  | { type: 'UndoMealCooking'; mealId: string; today: string }
  /** The recipe page's add: opens the week's plan first when it has none (the generator fills the rest). */
  | {
      type: 'AddMealOnDate';
      open: { appUserId: string; weekStart: string; wishes: WeekWishes; at: string; seed: string; firstDay?: string };
      add: AddMealCommand;
    };

type Plan = NonNullable<MealPlanState['plan']>;

function requirePlan(state: MealPlanState): Plan {
  if (!state.plan) throw new DomainError(messages.noPlan, 404);
  return state.plan;
}

/** Past plans (ending before the caller's today) are read-only. */
function requireChangeable(state: MealPlanState, today: string): Plan {
  const plan = requirePlan(state);
  if (plan.weekEnd < today) throw new DomainError(messages.past, 403);
  return plan;
}

function requireMeal(state: MealPlanState, mealId: string): PlannedMeal {
  const meal = state.meals[mealId];
  if (!meal) throw new DomainError(messages.noMeal, 404);
  return meal;
}

function requireUncooked(state: MealPlanState, mealId: string): PlannedMeal {
  const meal = requireMeal(state, mealId);
  if (meal.cooked) throw new DomainError(messages.cooked, 409);
  return meal;
}

const isWholeBetween = (value: number, low: number, high: number) => Number.isInteger(value) && value >= low && value <= high;

const weekOf = (meals: Iterable<PlannedMeal>): WeekMeal[] => [...meals].map(({ recipeId, mealOfDay, plannedCookDate }) => ({ recipeId, mealOfDay, plannedCookDate }));

const nextPosition = (state: MealPlanState, mealOfDay: MealOfDay) => Math.max(-1, ...mealsOfKind(state, mealOfDay).map((meal) => meal.position)) + 1;

/** Decides one event after another over a running state, so each decision sees the ones before it. */
function sequence(state: MealPlanState, steps: Array<(current: MealPlanState) => MealPlanEvent[]>): MealPlanEvent[] {
  const events: MealPlanEvent[] = [];
  let current = state;
  for (const step of steps) {
    const decided = step(current);
    events.push(...decided);
    current = decided.reduce(evolveMealPlan, current);
  }
  return events;
}

/** A day of the week with no meal of `mealOfDay` yet (the one asked for when free), from today on. */
const freeDay = (state: MealPlanState, plan: Plan, mealOfDay: MealOfDay, today: string, asked?: string) =>
  freeDayFor(plan.weekStart, today, mealsOfKind(state, mealOfDay).map((meal) => meal.plannedCookDate), asked);

/** A planner-chosen meal for a new slot of `mealOfDay`, or nothing when no day is free or no recipe fits. */
function plannedMealFor(state: MealPlanState, plan: Plan, mealId: string, mealOfDay: MealOfDay, servings: number, today: string, planning: Planning, plannedCookDate?: string): MealPlanEvent[] {
  const date = freeDay(state, plan, mealOfDay, today, plannedCookDate);
  if (date === undefined) return [];
  const pick = pickRecipe(planning.snapshot, { mealOfDay, plannedCookDate: date, prepFrom: today }, weekOf(Object.values(state.meals)), `${planning.seed}:${mealId}`);
  if (pick.kind === 'none') return [];
  return [
    {
      type: 'MealPlanned',
      data: { mealId, mealPlanId: plan.mealPlanId, mealOfDay, position: nextPosition(state, mealOfDay), plannedCookDate: date, recipeId: pick.recipe.id, recipeName: pick.recipe.name, servings, source: 'generator', ...reasonOf(pick) },
    },
  ];
}

/** A new recipe for an uncooked meal (never its current one, never one already in the week). */
function replacement(state: MealPlanState, meal: PlannedMeal, planning: Planning, today: string): MealPlanEvent[] {
  const others = Object.values(state.meals).filter((other) => other.mealId !== meal.mealId);
  const slot = { mealOfDay: meal.mealOfDay, plannedCookDate: meal.plannedCookDate, prepFrom: today };
  const pick = pickRecipe(planning.snapshot, slot, weekOf(others), `${planning.seed}:${meal.mealId}`, { exclude: [meal.recipeId] });
  if (pick.kind === 'none') return [];
  return [{ type: 'MealRecipeReplaced', data: { mealId: meal.mealId, recipeId: pick.recipe.id, recipeName: pick.recipe.name, ...reasonOf(pick) } }];
}

function planMeal(state: MealPlanState, meal: PlannedMealData): MealPlanEvent[] {
  const plan = requirePlan(state);
  // A retried generator names the same meal again: already planned is done, not an error.
  if (state.meals[meal.mealId]) return [];
  // The cook added a meal into this slot while the week was generated: it counts toward the wish.
  // Likewise a meal of its kind on its day: one breakfast, one lunch, one dinner a day.
  if (meal.source === 'generator' && mealsOfKind(state, meal.mealOfDay).some((planned) => planned.position === meal.position || planned.plannedCookDate === meal.plannedCookDate)) return [];
  if (meal.source === 'generator' && Object.values(state.meals).some((planned) => planned.recipeId === meal.recipeId)) {
    throw new DomainError(messages.repeated, 409);
  }
  return [{ type: 'MealPlanned', data: { ...meal, mealPlanId: plan.mealPlanId } }];
}

function decide(command: MealPlanCommand, state: MealPlanState): MealPlanEvent[] {
  switch (command.type) {
    case 'RequestPlanGeneration': {
      // A week whose plan has started needs no request, even if its stream holds none.
      if (state.generationRequested || state.plan) return [];
      const { type: _type, ...data } = command;
      return [{ type: 'PlanGenerationRequested', data }];
    }
    case 'StartPlanGeneration': {
      if (state.plan) return [];
      const mealPlanId = mealPlanIdFor(command.appUserId, command.weekStart);
      return [
        {
          type: 'PlanGenerationStarted',
          data: {
            mealPlanId,
            groceryListId: groceryListIdFor(mealPlanId),
            appUserId: command.appUserId,
            weekStart: command.weekStart,
            weekEnd: weekEndOf(command.weekStart),
            wishes: command.wishes,
            startedAt: command.startedAt,
            seed: command.seed,
          },
        },
      ];
    }
    case 'PlanMeals':
      return sequence(state, command.meals.map((meal) => (current: MealPlanState) => planMeal(current, meal)));
    case 'CompletePlanGeneration': {
      const plan = requirePlan(state);
      if (state.generationCompleted) return [];
      const wanted = mealsOfDay.reduce((sum, kind) => sum + state.counts[kind], 0);
      return [{ type: 'PlanGenerationCompleted', data: { mealPlanId: plan.mealPlanId, planned: Object.keys(state.meals).length, wanted, unfilled: command.unfilled, completedAt: command.completedAt } }];
    }
    case 'UpdatePreferences': {
      const plan = requireChangeable(state, command.today);
      if (!mealsOfDay.every((kind) => isWholeBetween(command.counts[kind], MEALS_PER_WEEK.min, MEALS_PER_WEEK.max))) throw new DomainError(messages.counts);
      if (!state.generationCompleted) throw new DomainError(messages.generating, 409);
      if (mealsOfDay.every((kind) => command.counts[kind] === state.counts[kind])) return [];
      const ids = [...command.newMealIds];
      const steps: Array<(current: MealPlanState) => MealPlanEvent[]> = [() => [{ type: 'MealPlanPreferencesUpdated', data: { mealPlanId: plan.mealPlanId, counts: { ...command.counts } } }]];
      for (const kind of mealsOfDay) {
        const have = mealsOfKind(state, kind);
        const want = command.counts[kind];
        for (let missing = want - have.length; missing > 0; missing--) {
          const mealId = ids.shift();
          if (!mealId) throw new Error('UpdatePreferences needs a new meal id for every meal it may add');
          steps.push((current) => plannedMealFor(current, plan, mealId, kind, plan.wishes[kind].servings, command.today, command.planning));
        }
        // Above the count: the last uncooked meals go (a cooked meal is history, it stays).
        const removable = have.filter((meal) => !meal.cooked).reverse().slice(0, Math.max(0, have.length - want));
        for (const meal of removable) steps.push(() => [{ type: 'MealRemoved', data: { mealId: meal.mealId } }]);
      }
      return sequence(state, steps);
    }
    case 'RefreshMealsOfDay': {
      requireChangeable(state, command.today);
      // The planner's picks get new recipes; the cook's own choices stay (each has its own refresh).
      const meals = mealsOfKind(state, command.mealOfDay).filter((meal) => !meal.cooked && meal.source !== 'cook');
      return sequence(state, meals.map((meal) => (current) => replacement(current, current.meals[meal.mealId]!, command.planning, command.today)));
    }
    case 'RefreshMeal': {
      requireChangeable(state, command.today);
      const meal = requireUncooked(state, command.mealId);
      const events = replacement(state, meal, command.planning, command.today);
      if (events.length === 0) throw new DomainError(messages.noRecipe(meal.mealOfDay), 409);
      return events;
    }
    case 'ChangeServings': {
      requireChangeable(state, command.today);
      const meal = requireUncooked(state, command.mealId);
      if (!isWholeBetween(command.servings, MEAL_SERVINGS.min, MEAL_SERVINGS.max)) throw new DomainError(messages.servings);
      return meal.servings === command.servings ? [] : [{ type: 'MealServingsChanged', data: { mealId: meal.mealId, servings: command.servings } }];
    }
    case 'RemoveMeal': {
      requireChangeable(state, command.today);
      requireUncooked(state, command.mealId);
      return [{ type: 'MealRemoved', data: { mealId: command.mealId } }];
    }
    case 'AddMeal': {
      const plan = requireChangeable(state, command.today);
      if (state.meals[command.mealId]) return [];
      if (!isWholeBetween(command.servings, MEAL_SERVINGS.min, MEAL_SERVINGS.max)) throw new DomainError(messages.servings);
      if (command.plannedCookDate !== undefined && (command.plannedCookDate < plan.weekStart || command.plannedCookDate > plan.weekEnd)) throw new DomainError(messages.outsideWeek);
      // A day asked for is the meal's day: its uncooked meal of the kind makes way (one a day). No day
      // asked: the first day from today with none.
      const asked = command.plannedCookDate;
      const occupant = asked === undefined ? undefined : mealsOfKind(state, command.mealOfDay).find((meal) => meal.plannedCookDate === asked);
      if (occupant?.cooked) throw new DomainError(messages.slotCooked(command.mealOfDay, occupant.plannedCookDate), 409);
      const plannedCookDate = asked ?? freeDay(state, plan, command.mealOfDay, command.today);
      if (plannedCookDate === undefined) throw new DomainError(messages.noDay(command.mealOfDay), 409);
      const makeWay = (): MealPlanEvent[] => (occupant ? [{ type: 'MealRemoved', data: { mealId: occupant.mealId } }] : []);
      const { recipe } = command;
      if (recipe === null) {
        const events = sequence(state, [makeWay, (current) => plannedMealFor(current, plan, command.mealId, command.mealOfDay, command.servings, command.today, command.planning, plannedCookDate)]);
        if (!events.some((event) => event.type === 'MealPlanned')) throw new DomainError(messages.noRecipe(command.mealOfDay), 409);
        return events;
      }
      // The cook's own choice: planned as asked, even if the recipe is already in the week.
      return sequence(state, [
        makeWay,
        (current) => [
          {
            type: 'MealPlanned',
            data: { mealId: command.mealId, mealPlanId: plan.mealPlanId, mealOfDay: command.mealOfDay, position: nextPosition(current, command.mealOfDay), plannedCookDate, recipeId: recipe.id, recipeName: recipe.name, servings: command.servings, source: 'cook', reason: null },
          },
        ],
      ]);
    }
    case 'CookMeal': {
      requireChangeable(state, command.today);
      const meal = requireMeal(state, command.mealId);
      if (meal.cooked) throw new DomainError(messages.alreadyCooked, 409);
      if (!isWholeBetween(command.servings, RECIPE_MEAL_SERVINGS.min, RECIPE_MEAL_SERVINGS.max)) throw new DomainError(messages.cookServings);
      return [{ type: 'MealCooked', data: { mealId: meal.mealId, servings: command.servings, cookedOn: command.cookedOn } }];
    }
    case 'MoveMeal': {
      const plan = requireChangeable(state, command.today);
      const meal = requireUncooked(state, command.mealId);
      const { plannedCookDate: date, mealOfDay: kind } = command;
      if (date < plan.weekStart || date > plan.weekEnd) throw new DomainError(messages.outsideWeek);
      if (date < command.today) throw new DomainError(messages.pastDay);
      if (meal.plannedCookDate === date && meal.mealOfDay === kind) return [];
      // A taken slot swaps: its meal goes where the moved one was (one meal of a kind a day).
      const occupant = mealsOfKind(state, kind).find((other) => other.plannedCookDate === date && other.mealId !== meal.mealId);
      if (occupant?.cooked) throw new DomainError(messages.slotCooked(kind, date), 409);
      if (occupant && meal.plannedCookDate < command.today) throw new DomainError(messages.swapIntoPast(kind, date, occupant.recipeName), 409);
      const sameKind = kind === meal.mealOfDay;
      const position = sameKind ? meal.position : (occupant?.position ?? nextPosition(state, kind));
      const moved: MealPlanEvent = { type: 'MealMoved', data: { mealId: meal.mealId, plannedCookDate: date, mealOfDay: kind, position } };
      if (!occupant) return [moved];
      return [moved, { type: 'MealMoved', data: { mealId: occupant.mealId, plannedCookDate: meal.plannedCookDate, mealOfDay: meal.mealOfDay, position: sameKind ? occupant.position : meal.position } }];
    }
    case 'RestoreMeal': {
      const plan = requireChangeable(state, command.today);
      if (state.meals[command.mealId]) return [];
      const meal = state.removed[command.mealId];
      if (!meal) throw new DomainError(messages.noMeal, 404);
      if (mealsOfKind(state, meal.mealOfDay).some((other) => other.plannedCookDate === meal.plannedCookDate)) throw new DomainError(messages.restoreTaken(meal.mealOfDay, meal.plannedCookDate), 409);
      const { cooked: _cooked, ...asItWas } = meal;
      return [{ type: 'MealRestored', data: { ...asItWas, mealPlanId: plan.mealPlanId } }];
    }
    case 'UndoMealCooking': {
      requireChangeable(state, command.today);
      const meal = requireMeal(state, command.mealId);
      if (!meal.cooked) throw new DomainError(messages.notCooked, 409);
      return [{ type: 'MealCookingUndone', data: { mealId: meal.mealId, servings: meal.servings } }];
    }
    case 'AddMealOnDate': {
      const { appUserId, weekStart, wishes, at, seed, firstDay } = command.open;
      return sequence(state, [
        (current) => decide({ type: 'RequestPlanGeneration', appUserId, weekStart, weekEnd: weekEndOf(weekStart), requestedAt: at, reason: 'week-opened', ...(firstDay && { firstDay }) }, current),
        (current) => decide({ type: 'StartPlanGeneration', appUserId, weekStart, wishes, startedAt: at, seed }, current),
        (current) => decide(command.add, current),
      ]);
    }
    default:
      return assertNever(command, 'meal plan command');
  }
}

export const mealPlanDecider: Decider<MealPlanCommand, MealPlanEvent, MealPlanState> = {
  initialState: initialMealPlanState,
  evolve: evolveMealPlan,
  decide,
  snapshot: mealPlanSnapshot,
};

/** Events that change what the week cooks, so the grocery list must follow. */
export const changesGroceries = (events: readonly MealPlanEvent[]) =>
  events.some((event) => ['MealPlanned', 'MealRecipeReplaced', 'MealServingsChanged', 'MealRemoved', 'PlanGenerationCompleted', 'MealCooked', 'MealMoved', 'MealRestored', 'MealCookingUndone'].includes(event.type));
