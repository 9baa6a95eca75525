// The meal-plans slice's face (first cut: the generation request).
export { mealPlanDecider, type MealPlanCommand } from './meal-plans.decider.ts';
export { mealPlanEventTypes, mealPlanStreamId, type MealPlanEvent, type PlanGenerationRequested } from './meal-plans.events.ts';
export { addDays, todayUtc, weekEndOf, weekStartOf } from './weeks.ts';
