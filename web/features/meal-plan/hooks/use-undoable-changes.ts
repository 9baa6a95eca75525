// Removing a meal and 'I Cooked This', each followed by a 10-second Undo (decision 0032). The undo
// runs after the card that offered it may be gone, so it calls the API itself and refetches the
// plan (and, for cooking, the pantry and list) through the query client.
import { useQueryClient } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { removeMeal } from '../api/remove-meal';
import { restoreMeal } from '../api/restore-meal';
import { undoMealCooking } from '../api/undo-meal-cooking';
import { groceryKeys, mealPlanKeys, type Meal } from '../api/types';
import { offerUndo } from '../components/undo-toast';
import { parseLocalDate } from '../lib/browser-dates';

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long' });

export const undoMessages = {
  restoreFailed: 'The meal could not be brought back. Please refresh the page and try again.',
  uncookFailed: 'Cooking could not be undone. Please refresh the page and try again.',
  uncooked: 'Cooking undone: the meal is open again and its ingredients are back in your pantry.',
} as const;

export function useUndoableChanges() {
  const queryClient = useQueryClient();
  const refetchPlan = () => queryClient.invalidateQueries({ queryKey: mealPlanKeys.all });
  const refetchAll = () => Promise.all([refetchPlan(), queryClient.invalidateQueries({ queryKey: [readModels.pantry] }), queryClient.invalidateQueries({ queryKey: groceryKeys.all })]);

  /** Removes the meal, then offers to bring it back as it was. */
  async function removeWithUndo(meal: Meal) {
    try {
      await removeMeal(meal.id);
    } finally {
      await refetchPlan();
    }
    const day = weekday.format(parseLocalDate(meal.planned_cook_date));
    offerUndo({
      message: `Removed ${meal.name} from ${day}.`,
      undo: () => restoreMeal({ mealId: meal.id, mealPlanId: meal.meal_plan_id }).finally(refetchPlan),
      undone: `${meal.name} is back on ${day}.`,
      failed: undoMessages.restoreFailed,
    });
  }

  /** After 'I Cooked This': its words, and the way back. */
  function offerUncook(mealId: string, cookedWords: string) {
    offerUndo({ message: cookedWords, undo: () => undoMealCooking(mealId).finally(refetchAll), undone: undoMessages.uncooked, failed: undoMessages.uncookFailed });
  }

  return { removeWithUndo, offerUncook };
}
