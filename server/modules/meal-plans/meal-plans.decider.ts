// A week's plan, as far as this first cut goes: generation is requested once per week.
import { assertNever, type Decider } from '../../event-store/decider.ts';
import type { MealPlanEvent, PlanGenerationRequested } from './meal-plans.events.ts';

export type MealPlanCommand = { type: 'RequestPlanGeneration' } & PlanGenerationRequested['data'];

export interface MealPlanState {
  generationRequested: boolean;
}

export const mealPlanDecider: Decider<MealPlanCommand, MealPlanEvent, MealPlanState> = {
  initialState: () => ({ generationRequested: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'PlanGenerationRequested':
        return { ...state, generationRequested: true };
      // The rest of the plan's life is folded by the meal-planning decider (decision 0013).
      case 'PlanGenerationStarted':
      case 'MealPlanned':
      case 'PlanGenerationCompleted':
      case 'MealPlanPreferencesUpdated':
      case 'MealRecipeReplaced':
      case 'MealServingsChanged':
      case 'MealRemoved':
      case 'MealCooked':
        return state;
      default:
        return assertNever(event, 'meal plan event');
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RequestPlanGeneration': {
        if (state.generationRequested) return [];
        const { type: _type, ...data } = command;
        return [{ type: 'PlanGenerationRequested', data }];
      }
      default:
        return assertNever(command.type, 'meal plan command');
    }
  },
};
