// A week's plan folded from its stream: the decider's state, and what jobs (the generator, the
// grocery refresh) read when they need the plan as it stands.
import { assertNever, type SnapshotPolicy } from '../../event-store/decider.ts';
import type { MealOfDay, MealPlanEvent, PlanGenerationStarted } from './meal-plans.events.ts';

export interface PlannedMeal {
  mealId: string;
  mealOfDay: MealOfDay;
  position: number;
  plannedCookDate: string;
  recipeId: string;
  recipeName: string;
  servings: number;
  source: 'generator' | 'cook';
  reason: string | null;
  cooked: { servings: number; cookedOn: string } | null;
}

export interface MealPlanState {
  generationRequested: boolean;
  /** The cook's today when the week was requested (PlanGenerationRequested.firstDay), if they said. */
  requestedFirstDay?: string;
  /** Set once the generator started: the plan exists from then on. */
  plan:
    | (Omit<PlanGenerationStarted['data'], 'startedAt' | 'seed'> & {
        /** The first day the generator plans for: the week's Monday, or the cook's today when the week was requested (else the UTC day it started) if later. */
        firstDay: string;
      })
    | null;
  generationCompleted: boolean;
  /** The counts wanted per meal of day (the wishes, then any preference update). */
  counts: Record<MealOfDay, number>;
  meals: Record<string, PlannedMeal>;
  /** Meals removed, as they were: what an undone removal brings back. */
  removed: Record<string, PlannedMeal>;
}

export const initialMealPlanState = (): MealPlanState => ({
  generationRequested: false,
  plan: null,
  generationCompleted: false,
  counts: { breakfast: 0, lunch: 0, dinner: 0 },
  meals: {},
  removed: {},
});

/**
 * Plans are snapshotted every 20 events (decision 0021). A week's stream grows with every meal
 * cooked, added or regenerated: in the soak, plans of 60 to 80 events were read whole by every
 * cooking, every regeneration, every grocery refresh and every pantry change's refresh check.
 */
export const mealPlanSnapshot: SnapshotPolicy<MealPlanState> = {
  // Bump on any change to evolveMealPlan, MealPlanState or an upcaster of meal plan events.
  schema: 'meal-plan-state-4',
  every: 20,
  // The meals as a list: jsonb keeps no key order, and the meals' order is the order they were planned.
  toJSON: (state) => ({ ...state, meals: Object.values(state.meals), removed: Object.values(state.removed) }),
  fromJSON: (json) => {
    const { meals, removed, ...rest } = json as Omit<MealPlanState, 'meals' | 'removed'> & { meals: PlannedMeal[]; removed: PlannedMeal[] };
    const byId = (list: PlannedMeal[]) => Object.fromEntries(list.map((meal) => [meal.mealId, meal]));
    return { ...rest, meals: byId(meals), removed: byId(removed) };
  },
};

/** How a plan's stream is loaded by those who only read it (the decider loads the same way). */
export const mealPlanStream = { initialState: initialMealPlanState, evolve: evolveMealPlan, snapshot: mealPlanSnapshot };

function withMeal(state: MealPlanState, mealId: string, change: (meal: PlannedMeal) => PlannedMeal): MealPlanState {
  const meal = state.meals[mealId];
  return meal ? { ...state, meals: { ...state.meals, [mealId]: change(meal) } } : state;
}

export function evolveMealPlan(state: MealPlanState, event: MealPlanEvent): MealPlanState {
  switch (event.type) {
    case 'PlanGenerationRequested':
      return { ...state, generationRequested: true, ...(event.data.firstDay && { requestedFirstDay: event.data.firstDay }) };
    case 'PlanGenerationStarted': {
      const { startedAt, seed: _seed, ...started } = event.data;
      // The cook's own today when they asked; else the UTC day of the start (startedAt is an ISO
      // instant in UTC: its first ten characters are that day). Never before Monday, nor after Sunday.
      const asked = state.requestedFirstDay ?? startedAt.slice(0, 10);
      const firstDay = asked < started.weekStart ? started.weekStart : asked > started.weekEnd ? started.weekEnd : asked;
      const plan = { ...started, firstDay };
      const counts = { breakfast: plan.wishes.breakfast.count, lunch: plan.wishes.lunch.count, dinner: plan.wishes.dinner.count };
      return { ...state, plan, counts };
    }
    case 'MealPlanned': {
      const { mealPlanId: _plan, reasonRecipeId: _named, reasonDate: _day, ...meal } = event.data;
      return { ...state, meals: { ...state.meals, [meal.mealId]: { ...meal, cooked: null } } };
    }
    case 'PlanGenerationCompleted':
      return { ...state, generationCompleted: true };
    case 'MealPlanPreferencesUpdated':
      return { ...state, counts: { ...event.data.counts } };
    case 'MealRecipeReplaced':
      return withMeal(state, event.data.mealId, (meal) => ({ ...meal, recipeId: event.data.recipeId, recipeName: event.data.recipeName, reason: event.data.reason }));
    case 'MealServingsChanged':
      return withMeal(state, event.data.mealId, (meal) => ({ ...meal, servings: event.data.servings }));
    case 'MealRemoved': {
      const { [event.data.mealId]: removed, ...meals } = state.meals;
      return removed ? { ...state, meals, removed: { ...state.removed, [removed.mealId]: removed } } : state;
    }
    case 'MealCooked':
      return withMeal(state, event.data.mealId, (meal) => ({ ...meal, cooked: { servings: event.data.servings, cookedOn: event.data.cookedOn } }));
    case 'MealMoved': {
      const { plannedCookDate, mealOfDay, position } = event.data;
      return withMeal(state, event.data.mealId, (meal) => ({ ...meal, plannedCookDate, mealOfDay, position }));
    }
    case 'MealRestored': {
      const { mealPlanId: _plan, ...meal } = event.data;
      const { [meal.mealId]: _restored, ...removed } = state.removed;
      return { ...state, meals: { ...state.meals, [meal.mealId]: { ...meal, cooked: null } }, removed };
    }
    case 'MealCookingUndone':
      return withMeal(state, event.data.mealId, (meal) => ({ ...meal, servings: event.data.servings, cooked: null }));
    default:
      return assertNever(event, 'meal plan event');
  }
}

/** The plan's meals of one kind, in their order. */
export const mealsOfKind = (state: MealPlanState, mealOfDay: MealOfDay): PlannedMeal[] =>
  Object.values(state.meals)
    .filter((meal) => meal.mealOfDay === mealOfDay)
    .sort((a, b) => a.position - b.position);
