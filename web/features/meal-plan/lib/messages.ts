// The meal plan's and grocery list's messages, word for word from spec §8.
import type { MealOfDay } from '../api/types';

export const mealPlanMessages = {
  addFailed: 'Error adding meal. Please refresh the page and try again.',
  refreshSectionFailed: (meal: MealOfDay) => `Error refreshing ${meal} meals. Please refresh the page and try again.`,
  servingsFailed: 'Error updating serving size. Please refresh the page and try again.',
  refreshMealFailed: 'Error refreshing meal. Please refresh the page and try again.',
  removeFailed: 'Error deleting meal. Please refresh the page and try again.',
  cookFailed: 'Failed to mark meal as cooked. Please refresh the page and try again.',
  authFailed: 'Authentication failed',
  mealUnavailable: 'Meal data not available',
  recipeLoadFailed: 'Failed to load recipe data',
  recipeNotFound: 'Recipe data not found',
  planLoadFailed: 'Unable to load meal plan...',
  stepsLoadFailed: 'Unable to load meal steps...',
  sectionLoadFailed: (meal: MealOfDay) => `Unable to load ${meal} meals. Please try refreshing the page.`,
} as const;

export const groceryMessages = {
  cartFailed: 'Failed to update cart status',
  purchaseFailed: 'Failed to update purchase status',
  purchaseManyFailed: 'Failed to update purchase status for multiple items',
  addToPantryFailed: 'Error adding items to pantry. Please try again.',
  /** Not in the spec: the dialog closing was the only sign that anything happened. */
  addedToPantry: (count: number) => (count === 1 ? '1 item added to your pantry' : `${count} items added to your pantry`),
  generic: 'An error occurred. Please refresh the page and try again.',
  /** Decision 0034: the cook's own lines, and sharing the list. */
  addLineFailed: 'That item could not be added. Please try again.',
  removeLineFailed: 'That item could not be removed. Please try again.',
  putBackFailed: 'That item could not be put back. Please try again.',
  removed: (name: string) => `Removed ${name} from your list.`,
  putBack: (name: string) => `${name} is back on your list.`,
  copied: 'Your list is copied: paste it into a message or a note.',
  copyFailed: 'Your browser would not copy the list. Use Print instead.',
} as const;

/** The server's own `error` field when it sent one, else the spec's fallback (spec §8 'Grocery and pantry'). */
export function serverMessageOr(error: unknown, fallback: string): string {
  const body = (error as { body?: unknown } | undefined)?.body;
  const message = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof message === 'string' && message ? message : fallback;
}
