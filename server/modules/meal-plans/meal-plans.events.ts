// Facts of a week's meal plan. Stream: mealplan-{appUserId}-{weekStart}; owner: the user.
// This issue records only the request; meal planning adds the meals and the generator's choices.
import type { DomainEvent } from '../../event-store/types.ts';

export type PlanGenerationRequested = DomainEvent<
  'PlanGenerationRequested',
  { appUserId: string; weekStart: string; weekEnd: string; requestedAt: string; reason: 'setup-completed' | 'access-granted' }
>;

export type MealPlanEvent = PlanGenerationRequested;
export const mealPlanEventTypes = ['PlanGenerationRequested'] as const satisfies readonly MealPlanEvent['type'][];

export const mealPlanStreamId = (appUserId: string, weekStart: string) => `mealplan-${appUserId}-${weekStart}`;
