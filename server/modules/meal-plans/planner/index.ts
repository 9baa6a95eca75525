// The meal planner: pure, over a snapshot (ADR 0014).
export { pickRecipe, weekdayOf, type PickOptions } from './pick-recipe.ts';
export { servedAt, suitsCook } from './rules.ts';
export { dateForAddedMeal, spreadDate } from './slots.ts';
export { emptySnapshot, reasonOf, type PickReason, type PlannerCook, type PlannerPantryItem, type PlannerRecipe, type PlannerSnapshot, type RecipePick, type Slot, type WeekMeal } from './snapshot.ts';
