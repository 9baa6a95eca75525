// The add-to-meal-plan modal (catalogue spec §2, §5): this week (today) or next week (today plus 7
// days), a meal of the day and the servings. Cancel or a successful add closes it and forgets the
// choices; a failure keeps it open and says so.
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ServingsStepper } from '@/components/ui/servings-stepper';
import { limits, toasts } from '@/config/constants';
import { isUnreachable, NOT_SAVED } from '@/lib/api-client';
import { addDays, todayIso } from '@/lib/calendar-dates';
import { toast } from '@/lib/toast';
import { addToMealPlan, type MealOfDay } from '../api/add-to-meal-plan';
import { mealPlanMessages } from '../lib/meal-plan-messages';

type When = 'this-week' | 'next-week';

const WEEK_OFFSET_DAYS: Record<When, number> = { 'this-week': 0, 'next-week': 7 };
const MEALS_OF_DAY: Array<{ value: MealOfDay; label: string }> = [
  { value: 'breakfast', label: 'Breakfast' },
  { value: 'lunch', label: 'Lunch' },
  { value: 'dinner', label: 'Dinner' },
];

export interface AddToMealPlanModalProps {
  recipe: { id: string; name: string } | null;
  appUserId: string | undefined;
  /** The recipe's servings, or the page's chosen count. */
  defaultServings: number;
  /** Which wording of the meal-of-day rule this place uses. */
  wording: 'card' | 'detail';
  onClose: () => void;
}

export function AddToMealPlanModal({ recipe, appUserId, defaultServings, wording, onClose }: AddToMealPlanModalProps) {
  const [when, setWhen] = useState<When | null>(null);
  const [mealOfDay, setMealOfDay] = useState<MealOfDay | null>(null);
  // null: follow the default, which can change while the modal is closed (the page's stepper).
  const [servings, setServings] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ when?: string; mealOfDay?: string }>({});
  const adding = useMutation({ mutationFn: addToMealPlan });

  const close = () => {
    setWhen(null);
    setMealOfDay(null);
    setServings(null);
    setErrors({});
    adding.reset();
    onClose();
  };

  const submit = () => {
    const problems = { when: when ? undefined : mealPlanMessages.chooseWhen, mealOfDay: mealOfDay ? undefined : mealPlanMessages.chooseMealOfDay[wording] };
    setErrors(problems);
    if (!recipe || !appUserId || !when || !mealOfDay) return;
    adding.mutate(
      { recipeId: recipe.id, appUserId, servings: servings ?? defaultServings, mealOfDay, plannedCookDate: addDays(todayIso(), WEEK_OFFSET_DAYS[when]) },
      {
        onSuccess: () => {
          toast({ color: 'larder', message: mealPlanMessages.added(recipe.name), autoClose: toasts.mealPlanMs });
          close();
        },
      },
    );
  };

  return (
    <Modal opened={recipe !== null} onClose={close} title="Add to Meal Plan" centered>
      <Stack gap="lg">
        {recipe && (
          <Text fw={600} c="gray.8">
            {recipe.name}
          </Text>
        )}
        <Radio.Group label="When will you cook it?" value={when} onChange={(value) => setWhen(value as When)} error={errors.when}>
          <Group gap="lg" mt="xs">
            <Radio value="this-week" label="This week" />
            <Radio value="next-week" label="Next week" />
          </Group>
        </Radio.Group>
        <Radio.Group label="Meal of the day" value={mealOfDay} onChange={(value) => setMealOfDay(value as MealOfDay)} error={errors.mealOfDay}>
          <Group gap="lg" mt="xs">
            {MEALS_OF_DAY.map((meal) => (
              <Radio key={meal.value} value={meal.value} label={meal.label} />
            ))}
          </Group>
        </Radio.Group>
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            Servings
          </Text>
          <ServingsStepper value={servings ?? defaultServings} onChange={setServings} min={limits.recipeServings.min} max={limits.recipeServings.max} />
        </Group>
        {adding.isError && (
          <Alert color="red" variant="light" role="alert">
            {isUnreachable(adding.error) ? NOT_SAVED.message : mealPlanMessages.addFailed}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={adding.isPending}>
            {adding.isPending ? 'Adding...' : 'Add to Meal Plan'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
