// One meal of the day (spec §2 'Meals view'): its cards, an add-meal button (the generator picks the
// recipe) and a refresh that replans every uncooked meal of the section.
import { ActionIcon, Group, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { useAddMeal } from '../api/add-meal';
import { useRefreshMealsOfDay } from '../api/refresh-meals-of-day';
import type { Cook, Meal, MealOfDay, MealPlan } from '../api/types';
import { mealStatus } from '../lib/meal-status';
import { mealPlanMessages } from '../lib/messages';
import { notifyFailure } from '../lib/notify';
import { MealCard } from './meal-card';

export const mealOfDayTitle: Record<MealOfDay, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' };

export function MealSection({ plan, mealOfDay, meals, cook, editable, planIsPast }: { plan: MealPlan; mealOfDay: MealOfDay; meals: Meal[]; cook: Cook; editable: boolean; planIsPast: boolean }) {
  const add = useAddMeal();
  const refresh = useRefreshMealsOfDay();
  const title = mealOfDayTitle[mealOfDay];
  const canRefresh = editable && meals.some((meal) => !meal.has_been_cooked);

  return (
    <Stack gap="sm" component="section" aria-label={title} data-testid={`meal-section-${mealOfDay}`}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" align="baseline">
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">{`${meals.length} ${meals.length === 1 ? 'meal' : 'meals'}`}</Text>
        </Group>
        {editable && (
          <Group gap={6} wrap="nowrap">
            <Tooltip label={`Add a ${mealOfDay}`}>
              <ActionIcon
                variant="light"
                size="lg"
                radius="xl"
                aria-label={`Add ${mealOfDay} meal`}
                loading={add.isPending}
                onClick={() => add.mutate({ mealPlanId: plan.id, appUserId: cook.id, mealOfDay, servingSize: cook.servingSizes[mealOfDay] }, { onError: () => notifyFailure(mealPlanMessages.addFailed) })}
              >
                <IconPlus size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={`New recipes for every ${mealOfDay}`}>
              <ActionIcon
                variant="light"
                color="gray"
                size="lg"
                radius="xl"
                aria-label={`Refresh ${mealOfDay} meals`}
                loading={refresh.isPending}
                disabled={!canRefresh}
                onClick={() => refresh.mutate({ mealPlanId: plan.id, appUserId: cook.id, mealOfDay }, { onError: () => notifyFailure(mealPlanMessages.refreshSectionFailed(mealOfDay)) })}
              >
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
      {meals.length === 0 ? (
        <Text c="dimmed" size="sm">
          {`No ${mealOfDay} meals in this plan.`}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {meals.map((meal) => (
            <MealCard key={meal.id} meal={meal} status={mealStatus(meal, planIsPast)} editable={editable} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
