// 'I Cooked This' on a planned meal: marks it cooked and takes its ingredients, for the chosen
// servings, out of the pantry (decision 0013 'Cooking'). Success and failure toasts per spec §8.
import { Button } from '@mantine/core';
import { IconChefHat } from '@tabler/icons-react';
import { useCompleteMealCooking } from '../api/complete-meal-cooking';
import { daysFrom, localDate } from '../lib/browser-dates';
import { mealPlanMessages } from '../lib/messages';
import { notifyFailure, notifySuccess } from '../lib/notify';

export function CookMealButton({ mealId, servings, disabled }: { mealId: string; servings: number; disabled?: boolean }) {
  const cook = useCompleteMealCooking();
  const onClick = () => {
    const today = new Date();
    cook.mutate(
      { mealId, servingSize: servings, today: localDate(today), nextWeek: localDate(daysFrom(today, 7)) },
      { onSuccess: () => notifySuccess(mealPlanMessages.cooked), onError: () => notifyFailure(mealPlanMessages.cookFailed) },
    );
  };
  return (
    <Button leftSection={<IconChefHat size={18} aria-hidden />} loading={cook.isPending} disabled={disabled} onClick={onClick}>
      I Cooked This
    </Button>
  );
}
