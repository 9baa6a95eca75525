// The recipe steps page (/recipes/{id}/steps, public; where a recipe card leads): the recipe at a
// glance for cooking from it. A wide picture with the name, what it takes (time, servings, calories),
// the ingredients beside the steps on a wide screen and above them on a phone, and the way on to the
// full recipe with its servings stepper and nutrition.
import { Anchor, Badge, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconClock, IconFlame, IconUsers } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useRecipePageData } from '../hooks/use-recipe-page-data';
import { totalMinutes } from '../lib/recipe-numbers';
import { IngredientLines } from './ingredient-lines';
import { RecipeImage } from './recipe-image';
import { RecipeLoadError } from './recipe-load-error';
import { StepList } from './step-list';
import classes from './recipe-page.module.css';

export function RecipeStepsScreen({ recipeId }: { recipeId: string }) {
  const { data, error, retry } = useRecipePageData(recipeId);
  const navigate = useNavigate();
  // A first page in this tab has nowhere in the product to go back to.
  const cameFromThePage = useLocation().key !== 'default';
  if (error) return <RecipeLoadError error={error} onRetry={retry} />;
  if (!data) return <Loading label="Loading recipe" />;
  const { recipe, steps, ingredients } = data;
  const servings = recipe.servings ?? 1;
  return (
    <Container size="lg" py={{ base: 'md', sm: 32 }}>
      <Stack gap="lg">
        <Group justify={cameFromThePage ? 'space-between' : 'flex-end'}>
          {cameFromThePage && (
          <Anchor component="button" type="button" onClick={() => navigate(-1)} c="gray.7" size="sm">
            <Group gap={4}>
              <IconArrowLeft size={16} aria-hidden />
              Back
            </Group>
          </Anchor>
          )}
          <Button component={Link} to={paths.recipe(recipe.id)} variant="light" size="sm" rightSection={<IconArrowRight size={16} aria-hidden />}>
            Full recipe
          </Button>
        </Group>
        <div className={classes.banner}>
          <RecipeImage recipeId={recipe.id} alt={recipe.name} aspectRatio="21 / 9" loading="eager" style={{ minHeight: 220 }} />
          <div className={classes.bannerText}>
            <Title order={1} fz={{ base: 26, sm: 40 }} lh={1.1} c="white">
              {recipe.name}
            </Title>
          </div>
        </div>
        <Group gap="sm">
          <Badge size="lg" variant="light" leftSection={<IconClock size={14} aria-hidden />}>{`${totalMinutes(recipe)} min`}</Badge>
          <Badge size="lg" variant="light" leftSection={<IconUsers size={14} aria-hidden />}>{`${servings} ${servings === 1 ? 'serving' : 'servings'}`}</Badge>
          {recipe.calories !== null && (
            <Badge size="lg" variant="light" leftSection={<IconFlame size={14} aria-hidden />}>{`${Math.round(recipe.calories)} kcal`}</Badge>
          )}
          {recipe.difficulty && <Badge size="lg" variant="outline">{recipe.difficulty}</Badge>}
        </Group>
        {recipe.description && (
          <Text c="gray.7" size="lg" maw={760}>
            {recipe.description}
          </Text>
        )}
        <Grid gap={{ base: 'md', md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.sticky}>
              <Title order={2} fz={20} mb="xs">
                Ingredients
              </Title>
              <IngredientLines lines={ingredients} servings={servings} writtenFor={recipe.servings} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
              <Title order={2} fz={20} mb="md">
                Steps
              </Title>
              <StepList steps={steps} />
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
