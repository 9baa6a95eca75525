// A week's plan: generation is requested once per week (the meal-planning work grows the commands).
import { assertNever, type Decider } from '../../event-store/decider.ts';
import type { MealPlanEvent, PlanGenerationRequested } from './meal-plans.events.ts';
import { evolveMealPlan, initialMealPlanState, type MealPlanState } from './meal-plan.state.ts';

export type MealPlanCommand = { type: 'RequestPlanGeneration' } & PlanGenerationRequested['data'];

export const mealPlanDecider: Decider<MealPlanCommand, MealPlanEvent, MealPlanState> = {
  initialState: initialMealPlanState,
  evolve: evolveMealPlan,
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
