// /meal-plan/meal/{mealId}/steps (spec §2 'Meal step view'): just the steps to cook from, with a way
// back to the meal.
import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { MealLoadError } from '@/features/meal-plan/components/meal-load-error';
import { mealPlanPaths } from '@/features/meal-plan/lib/meal-plan-paths';
import { mealPlanMessages } from '@/features/meal-plan/lib/messages';
import { StepList } from '@/features/recipes/components/step-list';
import { usePlannedMeal } from './meal-plan-meal-data';

export function Component() {
  const { found, recipe: data, failure, retry, backTo } = usePlannedMeal();
  // An unknown meal says so; any other failure is the spec's steps fallback.
  if (failure) return <MealLoadError failure={failure} onRetry={retry} backTo={backTo} message={failure === 'meal-not-found' ? undefined : mealPlanMessages.stepsLoadFailed} />;
  if (!found || !data) return <Loading label="Loading meal steps" />;
  return (
    <Container size="md" py={{ base: 'md', sm: 32 }}>
      <Stack gap="lg">
        <Anchor component={Link} to={mealPlanPaths.meal(found.meal.id, found.plan.id)} c="gray.7" size="sm" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            Back
          </Group>
        </Anchor>
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {found.meal.name}
          </Title>
          <Text c="dimmed">{`${found.meal.serving_size} ${found.meal.serving_size === 1 ? 'serving' : 'servings'}`}</Text>
        </div>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <StepList steps={data.steps} />
        </Paper>
      </Stack>
    </Container>
  );
}
