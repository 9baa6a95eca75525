// The meal-plans slice's face (first cut: the generation request).
export { mealPlanDecider, type MealPlanCommand } from './meal-plans.decider.ts';
export { mealPlanEventTypes, mealPlanStreamId, type MealPlanEvent, type PlanGenerationRequested } from './meal-plans.events.ts';
export { addDays, todayUtc, weekEndOf, weekStartOf } from './weeks.ts';
export { evolveMealPlan, initialMealPlanState, mealPlanStream, mealsOfKind, type MealPlanState, type PlannedMeal } from './meal-plan.state.ts';
export {
  GENERATE_WEEK_PLAN_TASK,
  generatedMealIdFor,
  groceryListIdFor,
  mealPlanIdFor,
  mealsOfDay,
  type MealOfDay,
  type MealPlanned,
  type WeekWishes,
} from './meal-plans.events.ts';
export { mealPlansProjection, MEAL_PLAN_MODEL, planOfStream, type MealPlanRow, type MealRow } from './meal-plans.projection.ts';
export { generateWeek, generateWeekPlanJob, jobsForPlanEvents, type GenerateWeekHooks } from './generate-week.ts';
export { findCookPreferences, loadPlannerSnapshot, type CookPreferences } from './planner-snapshot.queries.ts';
export { mealPlanRoutes } from './meal-plans.routes.ts';
export { nextWeekOf, PLAN_NEXT_WEEK_SCHEDULE, PLAN_NEXT_WEEK_TASK, requestNextWeekPlans, requestWeekPlan, type WeeklyScheduleOutcome } from './weekly-schedule.ts';
