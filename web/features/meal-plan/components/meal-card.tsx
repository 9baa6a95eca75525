// One planned meal (spec §2 'Meal card'): name with refresh and remove, a cooked or did-not-cook
// badge, picture, description, time, the generator's reason, servings saved after a pause, and the
// button that starts cooking. Locked meals (cooked, or in a past plan) keep only what can be read.
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconClock, IconRefresh, IconX } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { ServingsStepper } from '@/components/ui/servings-stepper';
import { images } from '@/config/paths';
import { useOneAtATime } from '@/lib/form-guards';
import { useChangeMealServings } from '../api/change-meal-servings';
import { useRefreshMeal } from '../api/refresh-meal';
import type { Meal } from '../api/types';
import { useDebouncedServings } from '../hooks/use-debounced-servings';
import { parseLocalDate } from '../lib/browser-dates';
import { mealPlanPaths } from '../lib/meal-plan-paths';
import { cookButtonLabel, isLocked, type MealStatus } from '../lib/meal-status';
import { mealPlanMessages } from '../lib/messages';
import { notifyFailure } from '../lib/notify';
import { DietBadges } from './diet-badges';
import { RemoveMealButton } from './remove-meal-button';
import classes from './meal-card.module.css';
import { MEAL_SERVINGS } from '@contract/meal-plans';

export const MEAL_CARD_SERVINGS = MEAL_SERVINGS;

// The generator's reasons name days ('shares garlic with Monday's ...'), so each card says its own.
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long' });

export function MealCard({ meal, status, editable, badges = [] }: { meal: Meal; status: MealStatus; editable: boolean; badges?: string[] }) {
  const locked = isLocked(status);
  const canChange = editable && !locked;
  const refresh = useRefreshMeal();

  const servingsChange = useChangeMealServings();
  const [servings, setServings] = useDebouncedServings(meal.serving_size, (value) =>
    servingsChange.mutateAsync({ mealId: meal.id, servingSize: value }).catch((error) => {
      notifyFailure(error, mealPlanMessages.servingsFailed);
      throw error;
    }),
  );
  const busy = refresh.isPending;
  // One refresh at a time: a double-click would swap the recipe twice (Remove guards itself alike).
  const oneChange = useOneAtATime();
  const detail = mealPlanPaths.meal(meal.id, meal.meal_plan_id);

  return (
    <Card withBorder radius="lg" padding="md" shadow="xs" className={`${classes.card} ${locked ? classes.locked : ''}`} data-testid="meal-card" data-meal-id={meal.id} aria-busy={busy}>
      <Card.Section pos="relative">
        <Link to={detail} tabIndex={-1} aria-hidden className={classes.picture}>
          <ImageWithFallback sources={[images.recipe(meal.recipe_id), images.recipeFromStorage(meal.recipe_id), images.recipePlaceholder]} alt="" aspectRatio="16 / 10" />
        </Link>
        {status === 'cooked' && (
          <Badge pos="absolute" top={10} left={10} color="green" variant="filled" leftSection={<IconCheck size={14} aria-hidden />}>
            Cooked
          </Badge>
        )}
        {status === 'not-cooked' && (
          <Badge pos="absolute" top={10} left={10} color="red" variant="filled" leftSection={<IconX size={14} aria-hidden />}>
            Not cooked
          </Badge>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} data-testid="meal-day">
          {weekday.format(parseLocalDate(meal.planned_cook_date))}
        </Text>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text component={Link} to={detail} fw={700} lh={1.25} className={classes.title} data-testid="meal-name">
            {meal.name}
          </Text>
          {canChange && (
            <Group gap={2} wrap="nowrap">
              <Tooltip label="Swap for another recipe">
                <ActionIcon variant="subtle" color="gray" aria-label={`Refresh ${meal.name}`} loading={refresh.isPending} disabled={busy} onClick={() => void oneChange(() => refresh.mutateAsync(meal.id).catch((error: unknown) => notifyFailure(error, mealPlanMessages.refreshMealFailed)))}>
                  <IconRefresh size={18} />
                </ActionIcon>
              </Tooltip>
              <RemoveMealButton meal={meal} disabled={busy} />
            </Group>
          )}
        </Group>
        {badges.length > 0 && <DietBadges badges={badges} />}
        {meal.description && (
          <Text size="sm" c="gray.7" lineClamp={3}>
            {meal.description}
          </Text>
        )}
        {meal.total_time !== null && (
          <Group gap={4} c="gray.7">
            <IconClock size={16} aria-hidden />
            <Text size="sm">{`${meal.total_time} min`}</Text>
          </Group>
        )}
        {meal.plan_ahead && !locked && (
          <Text size="sm" c="var(--mantine-color-orange-light-color)" data-testid="meal-plan-ahead">
            {`Start the day before: ${meal.plan_ahead}`}
          </Text>
        )}
        {meal.recipe_available === false && (
          <Text size="sm" c="var(--mantine-color-orange-light-color)" data-testid="meal-recipe-gone">
            {canChange ? 'This recipe was deleted by its author. Swap it for another, or remove the meal.' : 'This recipe was deleted by its author.'}
          </Text>
        )}
        {meal.reason && (
          <Text size="xs" c="dimmed" className={classes.reason} data-testid="meal-reason">
            {meal.reason}
          </Text>
        )}
      </Stack>
      <Group justify="space-between" mt="md" wrap="nowrap" gap="xs">
        {canChange ? (
          <ServingsStepper value={servings} onChange={setServings} min={MEAL_CARD_SERVINGS.min} max={MEAL_CARD_SERVINGS.max} label={`Servings of ${meal.name}`} />
        ) : (
          <Text size="sm" c="gray.7">{`${meal.serving_size} ${meal.serving_size === 1 ? 'serving' : 'servings'}`}</Text>
        )}
        {status === 'open' && meal.recipe_available !== false ? (
          <Button component={Link} to={detail} size="sm">
            {cookButtonLabel(status)}
          </Button>
        ) : (
          <Button size="sm" variant="light" color="gray" disabled>
            {cookButtonLabel(status)}
          </Button>
        )}
      </Group>
    </Card>
  );
}
