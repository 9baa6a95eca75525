// 'I Cooked This' on a planned meal: marks it cooked and takes its ingredients, for the chosen
// servings, out of the pantry (decision 0013 'Cooking'). Success and failure toasts per spec §8;
// the success one offers Undo (decision 0032).
import { Button } from '@mantine/core';
import { IconChefHat } from '@tabler/icons-react';
import { useCompleteMealCooking } from '../api/complete-meal-cooking';
import { daysFrom, localDate } from '../lib/browser-dates';
import { cookedMessage } from '@/lib/cooking-outcome';
import { mealPlanMessages } from '../lib/messages';
import { notifyFailure } from '../lib/notify';
import { useUndoableChanges } from '../hooks/use-undoable-changes';

export function CookMealButton({ mealId, servings, disabled }: { mealId: string; servings: number; disabled?: boolean }) {
  const cook = useCompleteMealCooking();
  const { offerUncook } = useUndoableChanges();
  const onClick = async () => {
    const today = new Date();
    // Awaited, not mutate()'s callbacks: the plan's change notice can arrive before the answer, and
    // the meal, now cooked, takes this button off the page; mutate() then never calls back (no toast).
    try {
      const answer = await cook.mutateAsync({ mealId, servingSize: servings, today: localDate(today), nextWeek: localDate(daysFrom(today, 7)) });
      // Pressed by mistake, it can be taken back for 10 seconds: the meal reopens, the pantry refills.
      offerUncook(mealId, cookedMessage(answer));
    } catch (error) {
      notifyFailure(error, mealPlanMessages.cookFailed);
    }
  };
  return (
    <Button leftSection={<IconChefHat size={18} aria-hidden />} loading={cook.isPending} disabled={disabled} onClick={() => void onClick()}>
      I Cooked This
    </Button>
  );
}
