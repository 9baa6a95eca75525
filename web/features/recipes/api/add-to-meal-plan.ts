// POST /api/v1/meal/meal_plan_by_date_and_refresh: a recipe into this week's or next week's plan on a
// day and a meal of the day (catalogue spec §7 'Add to meal plan'). The server's error text, else
// 'Failed to add meal to plan', is what the call raises (spec §8). The day's uncooked meal of that
// kind is replaced; a cooked one is refused with 409 (decision 0031).
import type { MealOfDay } from '@contract/meal-plans';
import { api, ApiError } from '@/lib/api-client';

export type { MealOfDay };

export interface MealPlanEntry {
  recipeId: string;
  appUserId: string;
  servings: number;
  mealOfDay: MealOfDay;
  /** YYYY-MM-DD */
  plannedCookDate: string;
}

export const ADD_MEAL_FAILED = 'Failed to add meal to plan';

export async function addToMealPlan(entry: MealPlanEntry): Promise<unknown> {
  try {
    return await api<unknown>('POST', '/meal/meal_plan_by_date_and_refresh', {
      body: {
        recipe_id: entry.recipeId,
        app_user_id: entry.appUserId,
        serving_size: entry.servings,
        meal_of_day: entry.mealOfDay,
        planned_cook_date: entry.plannedCookDate,
        actual_cook_date: null,
        has_been_cooked: false,
        is_favorite: false,
      },
    });
  } catch (error) {
    const serverText = error instanceof ApiError ? (error.body as { error?: unknown } | undefined)?.error : undefined;
    throw new Error(typeof serverText === 'string' ? serverText : ADD_MEAL_FAILED, { cause: error });
  }
}

/**
 * The server's own words when it refused the add (400: a day out of reach; 409: the slot's meal is
 * cooked), for the modal to show; undefined for any other failure, which gets the spec's message.
 */
export function refusalOf(error: unknown): string | undefined {
  const cause = error instanceof Error ? error.cause : undefined;
  if (!(cause instanceof ApiError) || (cause.status !== 400 && cause.status !== 409)) return undefined;
  const serverText = (cause.body as { error?: unknown } | undefined)?.error;
  return typeof serverText === 'string' && serverText ? serverText : undefined;
}
