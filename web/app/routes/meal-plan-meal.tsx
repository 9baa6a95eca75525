// /meal-plan/meal/{mealId} (spec §2 'Meal detail view'): the meal's recipe with a hero picture,
// 'Back to Meal Plan', 'I Cooked This', prep and cook times, nutrition per serving, a servings
// stepper (1 to 16, starting at the meal's servings) that rescales the ingredients, and the steps.
import { Anchor, Badge, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconListNumbers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { limits } from '@/config/constants';
import { CookMealButton } from '@/features/meal-plan/components/cook-meal-button';
import { MealLoadError } from '@/features/meal-plan/components/meal-load-error';
import { localDate } from '@/features/meal-plan/lib/browser-dates';
import { mealPlanPaths } from '@/features/meal-plan/lib/meal-plan-paths';
import { RecipeImage } from '@/features/recipes/components/recipe-image';
import { usePlannedMeal } from './meal-plan-meal-data';
import { CookingPanels } from '@/features/recipes/components/cooking-panels';
import { RecipeFacts } from '@/features/recipes/components/recipe-facts';

export function Component() {
  const { found, recipe: data, failure, retry, backTo } = usePlannedMeal();
  const [servings, setServings] = useState<number | undefined>();
  useEffect(() => {
    if (found && servings === undefined) setServings(Math.min(limits.recipeServings.max, found.meal.serving_size));
  }, [found, servings]);

  if (failure) return <MealLoadError failure={failure} onRetry={retry} backTo={backTo} />;
  if (!found || !data) return <Loading label="Loading meal" />;
  const { meal, plan } = found;
  const { recipe, steps, ingredients } = data;
  const chosen = servings ?? meal.serving_size;
  const planIsPast = plan.end_date.slice(0, 10) < localDate(new Date());

  return (
    <Container size="lg" py={{ base: 'md', sm: 32 }}>
      <Stack gap="lg">
        <Anchor component={Link} to={mealPlanPaths.plan(plan.id)} c="gray.7" size="sm" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            Back to Meal Plan
          </Group>
        </Anchor>
        <Grid gap={{ base: 'md', md: 40 }} align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <RecipeImage recipeId={recipe.id} alt={recipe.name} aspectRatio="4 / 3" loading="eager" style={{ borderRadius: 16, overflow: 'hidden' }} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <Group gap="xs">
                <Badge variant="light" tt="capitalize">
                  {meal.meal_of_day}
                </Badge>
                {meal.has_been_cooked && (
                  <Badge color="green" leftSection={<IconCheck size={14} aria-hidden />}>
                    Cooked
                  </Badge>
                )}
              </Group>
              <Title order={1} fz={{ base: 28, sm: 36 }} lh={1.15}>
                {meal.name}
              </Title>
              {recipe.description && <Text c="gray.7">{recipe.description}</Text>}
              {meal.reason && (
                <Text size="sm" c="dimmed" fs="italic">
                  {meal.reason}
                </Text>
              )}
              <RecipeFacts recipe={recipe} />
              <Group gap="sm">
                {!meal.has_been_cooked && !planIsPast && <CookMealButton mealId={meal.id} servings={chosen} />}
                <Button component={Link} to={mealPlanPaths.mealSteps(meal.id, plan.id)} variant="light" leftSection={<IconListNumbers size={18} aria-hidden />}>
                  Cooking steps
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
        <CookingPanels lines={ingredients} steps={steps} servings={chosen} onServingsChange={setServings} writtenFor={recipe.servings} />
      </Stack>
    </Container>
  );
}
