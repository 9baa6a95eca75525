// The add-to-meal-plan modal (catalogue spec §2, §5): this week or next week, the day (today to
// Sunday, or Monday to Sunday), a meal of the day and the servings. The week's plan says what the
// chosen slot already holds: an uncooked meal is replaced, a cooked one refused (decision 0031).
// Cancel or a successful add closes it and forgets the choices; a failure keeps it open and says so.
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ServingsStepper } from '@/components/ui/servings-stepper';
import { limits, toasts } from '@/config/constants';
import { mealPlanByDateQueryOptions } from '@/lib/meal-plan-by-date';
import { isUnreachable, NOT_SAVED } from '@/lib/api-client';
import { todayIso } from '@/lib/calendar-dates';
import { toast } from '@/lib/toast';
import { addToMealPlan, refusalOf, type MealOfDay } from '../api/add-to-meal-plan';
import { mealPlanMessages } from '../lib/meal-plan-messages';
import { daysOffered, planDateFor, slotNote, type When } from '../lib/plan-days';
import { PlanDayChoice } from './plan-day-choice';

const MEALS_OF_DAY: Array<{ value: MealOfDay; label: string }> = [
  { value: 'breakfast', label: 'Breakfast' },
  { value: 'lunch', label: 'Lunch' },
  { value: 'dinner', label: 'Dinner' },
];

/** What the modal says when the add failed: the server's refusal, else the spec's message. */
function failureText(error: Error): string {
  if (isUnreachable(error)) return NOT_SAVED.message;
  return refusalOf(error) ?? mealPlanMessages.addFailed;
}

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
  // null: the week's first day offered (today, or Monday), so one click on Add still adds.
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [mealOfDay, setMealOfDay] = useState<MealOfDay | null>(null);
  // null: follow the default, which can change while the modal is closed (the page's stepper).
  const [servings, setServings] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ when?: string; mealOfDay?: string }>({});
  const adding = useMutation({ mutationFn: addToMealPlan });
  const today = todayIso();
  const days = when ? daysOffered(when, today) : [];
  const day = chosenDay !== null && days.includes(chosenDay) ? chosenDay : days[0];
  // The week's plan, read only once a week is chosen; none yet ([]) means nothing to replace.
  const weekPlan = useQuery({ ...mealPlanByDateQueryOptions(appUserId ?? '', planDateFor(when ?? 'this-week', today)), enabled: recipe !== null && appUserId !== undefined && when !== null });
  const note = day && mealOfDay ? slotNote(weekPlan.data?.meals ?? [], day, mealOfDay) : undefined;

  const close = () => {
    setWhen(null);
    setChosenDay(null);
    setMealOfDay(null);
    setServings(null);
    setErrors({});
    adding.reset();
    onClose();
  };

  const chooseWeek = (week: When) => {
    setWhen(week);
    setChosenDay(null);
  };

  const submit = () => {
    const problems = { when: when ? undefined : mealPlanMessages.chooseWhen, mealOfDay: mealOfDay ? undefined : mealPlanMessages.chooseMealOfDay[wording] };
    setErrors(problems);
    if (!recipe || !appUserId || !day || !mealOfDay || note?.blocked) return;
    adding.mutate(
      { recipeId: recipe.id, appUserId, servings: servings ?? defaultServings, mealOfDay, plannedCookDate: day },
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
        <Radio.Group label="When will you cook it?" value={when} onChange={(value) => chooseWeek(value as When)} error={errors.when}>
          <Group gap="lg" mt="xs">
            <Radio value="this-week" label="This week" />
            <Radio value="next-week" label="Next week" />
          </Group>
        </Radio.Group>
        {day && <PlanDayChoice days={days} value={day} onChange={setChosenDay} />}
        <Stack gap={0}>
          <Radio.Group label="Meal of the day" value={mealOfDay} onChange={(value) => setMealOfDay(value as MealOfDay)} error={errors.mealOfDay}>
            <Group gap="lg" mt="xs">
              {MEALS_OF_DAY.map((meal) => (
                <Radio key={meal.value} value={meal.value} label={meal.label} />
              ))}
            </Group>
          </Radio.Group>
          {/* Always there, so a screen reader hears the note as the day or the meal changes it. */}
          <div aria-live="polite">
            {note && (
              <Text size="sm" mt="sm" c={note.blocked ? 'red.9' : 'gray.7'}>
                {note.text}
              </Text>
            )}
          </div>
        </Stack>
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            Servings
          </Text>
          <ServingsStepper value={servings ?? defaultServings} onChange={setServings} min={limits.recipeServings.min} max={limits.recipeServings.max} />
        </Group>
        {adding.isError && (
          <Alert color="red" variant="light" role="alert">
            {failureText(adding.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={adding.isPending || note?.blocked === true}>
            {adding.isPending ? 'Adding...' : 'Add to Meal Plan'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
