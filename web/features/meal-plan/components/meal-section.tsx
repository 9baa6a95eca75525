// One meal of the day (spec §2 'Meals view'): its cards, an add-meal button (the generator picks the
// recipe), a refresh that replans every uncooked meal of the section, and a note when the generator
// could not fill every slot the cook wanted. While the generator works, the slots it has still to fill
// stand as placeholders, so the cook sees each section fill in rather than read that it has no meals.
import { ActionIcon, Alert, Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconPlus, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useOneAtATime } from '@/lib/form-guards';
import { useAddMeal } from '../api/add-meal';
import { useRefreshMealsOfDay } from '../api/refresh-meals-of-day';
import type { Cook, Meal, MealOfDay, MealPlan } from '../api/types';
import { mealStatus } from '../lib/meal-status';
import { mealPlanMessages } from '../lib/messages';
import { notifyFailure } from '../lib/notify';
import { onlyDaysLeft, unfilledTitle, type UnfilledSlots } from '../lib/unfilled-slots';
import { MealCard } from './meal-card';
import { dietBadges } from '@/lib/diet-badges';

export const mealOfDayTitle: Record<MealOfDay, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' };

export function MealSection({
  plan,
  mealOfDay,
  meals,
  cook,
  editable,
  planIsPast,
  unfilled,
  pendingSlots = 0,
}: {
  plan: MealPlan;
  mealOfDay: MealOfDay;
  meals: Meal[];
  cook: Cook;
  editable: boolean;
  planIsPast: boolean;
  unfilled?: UnfilledSlots;
  /** Slots of this meal the generator has still to fill (0 once it is done). */
  pendingSlots?: number;
}) {
  const add = useAddMeal();
  const refresh = useRefreshMealsOfDay();
  // A double-click lands before the button shows it is busy: two meals were added for one.
  const adding = useOneAtATime();
  const refreshing = useOneAtATime();
  const title = mealOfDayTitle[mealOfDay];
  // A section's refresh gives the planner's picks new recipes; the cook's own choices and cooked meals stay.
  const canRefresh = editable && meals.some((meal) => !meal.has_been_cooked && meal.source !== 'cook');

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
                onClick={() =>
                  void adding(() => add.mutateAsync({ mealPlanId: plan.id, appUserId: cook.id, mealOfDay, servingSize: cook.servingSizes[mealOfDay] }).catch((error: unknown) => notifyFailure(error, mealPlanMessages.addFailed)))
                }
              >
                <IconPlus size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={`New recipes for every ${mealOfDay} (your own picks stay)`}>
              <ActionIcon
                variant="light"
                color="gray"
                size="lg"
                radius="xl"
                aria-label={`Refresh ${mealOfDay} meals`}
                loading={refresh.isPending}
                disabled={!canRefresh}
                onClick={() => void refreshing(() => refresh.mutateAsync({ mealPlanId: plan.id, appUserId: cook.id, mealOfDay }).catch((error: unknown) => notifyFailure(error, mealPlanMessages.refreshSectionFailed(mealOfDay))))}
              >
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
      {unfilled && <UnfilledNote mealOfDay={mealOfDay} unfilled={unfilled} />}
      {meals.length === 0 && pendingSlots === 0 ? (
        <Text c="dimmed" size="sm">
          {`No ${mealOfDay} meals in this plan.`}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {meals.map((meal) => (
            <MealCard key={meal.id} meal={meal} status={mealStatus(meal, planIsPast)} editable={editable} badges={dietBadges(meal.kept_diet_ids, cook.diets ?? [])} />
          ))}
          {Array.from({ length: pendingSlots }, (_, index) => (
            <PendingMealCard key={`pending-${index}`} mealOfDay={mealOfDay} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** A slot the generator has not filled yet: the card's outline, so the section keeps its shape as meals arrive. */
function PendingMealCard({ mealOfDay }: { mealOfDay: MealOfDay }) {
  return (
    <Card withBorder radius="lg" padding="md" shadow="xs" data-testid="meal-card-pending" aria-label={`A ${mealOfDay} still being planned`}>
      <Card.Section>
        <Skeleton style={{ aspectRatio: '16 / 10' }} radius={0} />
      </Card.Section>
      <Stack gap={8} mt="sm">
        <Text size="sm" c="dimmed">{`Planning a ${mealOfDay}...`}</Text>
        <Skeleton height={14} width="80%" radius="xl" />
        <Skeleton height={10} width="60%" radius="xl" />
      </Stack>
    </Card>
  );
}

/**
 * Not an error: the generator never breaks the cook's rules to fill a slot, so it says why a slot
 * stayed empty and what would fill it. The section's own add button asks the same generator, so the
 * way out is wider preferences or a recipe the cook chooses (the recipe page adds any recipe).
 */
export function UnfilledNote({ mealOfDay, unfilled }: { mealOfDay: MealOfDay; unfilled: UnfilledSlots }) {
  return (
    <Alert variant="light" color="blue" radius="md" icon={<IconInfoCircle aria-hidden />} title={unfilledTitle(mealOfDay, unfilled.missing)} data-testid="unfilled-note">
      <Stack gap={4}>
        <Text size="sm">{unfilled.why}</Text>
        {onlyDaysLeft(unfilled) ? (
          <Text size="sm" c="gray.7">
            One {mealOfDay} a day: next week is planned in full.
          </Text>
        ) : (
          // The links are underlined: in a sentence their green alone (1.4:1 against its gray) does not set them apart.
          <Text size="sm" c="gray.7">
            To fill {unfilled.missing === 1 ? 'it' : 'them'}, widen your diets or cuisines or avoid fewer ingredients in{' '}
            <Anchor component={Link} to={paths.preferences} inherit underline="always">
              Preferences
            </Anchor>
            , or add a recipe you choose from{' '}
            <Anchor component={Link} to={paths.recipesAll} inherit underline="always">
              All Recipes
            </Anchor>
            .
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
