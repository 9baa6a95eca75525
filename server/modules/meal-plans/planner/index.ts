// The meal planner: pure, over a snapshot (ADR 0014).
export { pickRecipe, weekdayOf, type PickOptions } from './pick-recipe.ts';
export { cookRules, dietRules, servedAt, suitsCook, whyNoRecipe } from './rules.ts';
export { daysLeft, fitTheDaysLeft, freeDayFor, spreadDates, weekSlots, type WeekSlot } from './slots.ts';
export { emptySnapshot, reasonOf, type PickReason, type PlannerCook, type PlannerPantryItem, type PlannerRecipe, type PlannerSnapshot, type RecipePick, type Slot, type WeekMeal } from './snapshot.ts';
