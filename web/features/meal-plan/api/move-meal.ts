// POST /api/v1/meal/move (decision 0032): a meal to another day or meal of the day of its week; a
// slot already holding an uncooked meal swaps with it.
import { api } from '@/lib/api-client';
import type { MealOfDay, MealPlan } from './types';
import { usePlanChange } from './plan-change';

export interface MoveMealInput {
  mealId: string;
  plannedCookDate: string;
  mealOfDay: MealOfDay;
}

export const moveMeal = ({ mealId, plannedCookDate, mealOfDay }: MoveMealInput) =>
  api<MealPlan>('POST', '/meal/move', { body: { meal_id: mealId, planned_cook_date: plannedCookDate, meal_of_day: mealOfDay } });

export const useMoveMeal = () => usePlanChange(moveMeal);
