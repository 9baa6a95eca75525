// 'Move to…' (decision 0032): the keyboard's way to move a meal, beside drag and drop on the
// calendar. A day from today to Sunday and a meal of the day; a slot already holding a meal swaps
// with it, which the dialog says before the cook confirms.
import { Button, Chip, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { shortDayLabel, weekdayName } from '@/lib/calendar-dates';
import { useOneAtATime } from '@/lib/form-guards';
import { useMoveMeal } from '../api/move-meal';
import { mealsOfDay, type Meal, type MealOfDay, type MealPlan } from '../api/types';
import { daysFrom, localDate, parseLocalDate } from '../lib/browser-dates';
import { serverMessageOr } from '../lib/messages';
import { notifyFailure } from '../lib/notify';
import { mealOfDayTitle } from './meal-section';

export const moveFailed = 'The meal could not be moved. Please refresh the page and try again.';

/** The plan's days a meal can move to: today (or Monday, for a week still to come) to Sunday. */
export function movableDays(plan: MealPlan, today: Date): string[] {
  const start = parseLocalDate(plan.start_date);
  const from = localDate(today);
  return Array.from({ length: 7 }, (_, offset) => localDate(daysFrom(start, offset))).filter((day) => day >= from);
}

/** What a move to `day` and `mealOfDay` would do to the meal already there, in words; undefined for a free slot. */
export function moveNote(plan: MealPlan, meal: Meal, day: string, mealOfDay: MealOfDay): { text: string; blocked: boolean } | undefined {
  if (day === meal.planned_cook_date && mealOfDay === meal.meal_of_day) return { text: `${meal.name} is already there.`, blocked: true };
  const occupant = plan.meals.find((other) => other.id !== meal.id && other.meal_of_day === mealOfDay && other.planned_cook_date === day);
  if (!occupant) return undefined;
  const dayName = weekdayName(day);
  if (occupant.has_been_cooked) return { text: `${dayName}'s ${mealOfDay} is already cooked. Choose another day.`, blocked: true };
  return { text: `Swaps with ${occupant.name}, which moves to ${weekdayName(meal.planned_cook_date)}'s ${meal.meal_of_day}.`, blocked: false };
}

export function MoveMealModal({ plan, meal, today, opened, onClose }: { plan: MealPlan; meal: Meal; today: Date; opened: boolean; onClose: () => void }) {
  const days = movableDays(plan, today);
  const [day, setDay] = useState(() => (days.includes(meal.planned_cook_date) ? meal.planned_cook_date : (days[0] ?? meal.planned_cook_date)));
  const [mealOfDay, setMealOfDay] = useState<MealOfDay>(meal.meal_of_day);
  const move = useMoveMeal();
  const once = useOneAtATime();
  const note = moveNote(plan, meal, day, mealOfDay);

  const confirm = () =>
    void once(async () => {
      try {
        await move.mutateAsync({ mealId: meal.id, plannedCookDate: day, mealOfDay });
        onClose();
      } catch (error) {
        notifyFailure(error, serverMessageOr(error, moveFailed));
      }
    });

  return (
    <Modal opened={opened} onClose={onClose} title={`Move ${meal.name}`} centered>
      <Stack gap="md">
        <Stack gap={6}>
          <Text size="sm" fw={600} id={`move-day-${meal.id}`}>
            Day
          </Text>
          <Chip.Group value={day} onChange={(value) => setDay(value as string)}>
            <Group gap={6} role="radiogroup" aria-labelledby={`move-day-${meal.id}`}>
              {days.map((option) => (
                <Chip key={option} value={option} size="sm" radius="sm">
                  {shortDayLabel(option)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Meal
          </Text>
          <SegmentedControl aria-label="Meal of the day" value={mealOfDay} onChange={(value) => setMealOfDay(value as MealOfDay)} data={mealsOfDay.map((kind) => ({ value: kind, label: mealOfDayTitle[kind] }))} />
        </Stack>
        {note && (
          <Text size="sm" c={note.blocked ? 'red.9' : 'gray.7'} data-testid="move-note">
            {note.text}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={move.isPending} disabled={note?.blocked === true}>
            Move
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
