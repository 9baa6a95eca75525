// 'Modify Meal Plan Preferences' (spec §2): how many breakfasts, lunches and dinners this plan holds,
// 0 to 7 each; saving adds (or drops) meals to match.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ServingsStepper } from '@/components/ui/servings-stepper';
import { limits } from '@/config/constants';
import { useUpdatePlanPreferences, type MealCounts } from '../api/update-plan-preferences';
import { mealsOfDay, type Cook, type MealPlan } from '../api/types';
import { groceryMessages, serverMessageOr } from '../lib/messages';
import { notifyFailure } from '../lib/notify';
import { mealOfDayTitle } from './meal-section';

const countsOf = (plan: MealPlan): MealCounts => ({ breakfast: plan.preferred_number_of_breakfast_meals, lunch: plan.preferred_number_of_lunch_meals, dinner: plan.preferred_number_of_dinner_meals });

export function MealPlanPreferencesModal({ plan, cook, opened, onClose }: { plan: MealPlan; cook: Cook; opened: boolean; onClose: () => void }) {
  const [counts, setCounts] = useState<MealCounts>(() => countsOf(plan));
  const save = useUpdatePlanPreferences();
  // Each opening starts from the plan as it is now (it may have changed in another tab).
  useEffect(() => {
    if (opened) setCounts(countsOf(plan));
    // Only on opening: a refetch while open must not undo the cook's choices.
  }, [opened]);
  const close = onClose;
  return (
    <Modal opened={opened} onClose={close} title="Modify Meal Plan Preferences" centered radius="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          How many of each meal this week's plan should hold.
        </Text>
        {mealsOfDay.map((mealOfDay) => (
          <Group key={mealOfDay} justify="space-between">
            <Text fw={600}>{mealOfDayTitle[mealOfDay]}</Text>
            <ServingsStepper
              value={counts[mealOfDay]}
              onChange={(value) => setCounts((current) => ({ ...current, [mealOfDay]: value }))}
              min={limits.mealsPerWeek.min}
              max={limits.mealsPerWeek.max}
              label={`${mealOfDayTitle[mealOfDay]} meals`}
            />
          </Group>
        ))}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            loading={save.isPending}
            onClick={() => save.mutate({ mealPlanId: plan.id, appUserId: cook.id, counts }, { onSuccess: onClose, onError: (error) => notifyFailure(error, serverMessageOr(error, groceryMessages.generic)) })}
          >
            Save Preferences
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
