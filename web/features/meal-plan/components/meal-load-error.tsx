// Why a planned meal's page (detail or steps) shows no meal (spec §8 'Meal detail'): each with the
// spec's words and a Retry, plus what happened in plain words and the way back to the plan. A meal
// that is not in the cook's plans is not a failure to retry but an address with nothing behind it.
import { Anchor, Container, Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { RetryCard } from '@/components/ui/retry-card';
import { ServerUnavailable } from '@/components/ui/server-unavailable';
import { mealPlanMessages } from '../lib/messages';

export type MealLoadFailure = 'meal-not-found' | 'meal-failed' | 'network' | 'auth' | 'recipe-not-found' | 'recipe-failed';

const shown: Record<Exclude<MealLoadFailure, 'network'>, { title: string; message: string; detail: string }> = {
  'meal-not-found': {
    title: 'Meal not found',
    message: mealPlanMessages.mealUnavailable,
    detail: 'This meal is not in your meal plans. It may have been removed or swapped for another recipe, or the link may be mistyped.',
  },
  'meal-failed': { title: 'Meal unavailable', message: mealPlanMessages.mealUnavailable, detail: 'Your meal plan could not be loaded just now. Please try again in a moment.' },
  auth: { title: 'Meal unavailable', message: mealPlanMessages.authFailed, detail: 'Your session could not be confirmed. Please sign in again.' },
  'recipe-not-found': { title: 'Recipe not found', message: mealPlanMessages.recipeNotFound, detail: "This meal's recipe is no longer in the catalogue." },
  'recipe-failed': { title: 'Recipe unavailable', message: mealPlanMessages.recipeLoadFailed, detail: "This meal's recipe could not be loaded just now. Please try again in a moment." },
};

export function MealLoadError({ failure, onRetry, backTo, message }: { failure: MealLoadFailure; onRetry: () => void; backTo: string; message?: string }) {
  if (failure === 'network') return <ServerUnavailable onRetry={onRetry} />;
  const { title, message: spec, detail } = shown[failure];
  return (
    <Container size="sm" py="md" data-testid="meal-load-error" data-failure={failure}>
      <RetryCard
        title={title}
        message={message ?? spec}
        onRetry={onRetry}
        action={
          // A link like the meal page's own, small enough to sit beside Retry on a phone.
          <Anchor component={Link} to={backTo} c="gray.8" size="sm" fw={600}>
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              Back to Meal Plan
            </Group>
          </Anchor>
        }
      >
        <Text size="sm" c="gray.7">
          {detail}
        </Text>
      </RetryCard>
    </Container>
  );
}
