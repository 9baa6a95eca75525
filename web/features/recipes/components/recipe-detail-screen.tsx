// Recipe detail (/recipes/{id}, spec §2): the picture, prep and cook minutes, nutrition per serving,
// a servings stepper that rescales the ingredients, and the numbered steps. 'Edit Recipe' shows only
// when the server says this cook owns the recipe; adding and cooking need setup and access, and
// both dialogs start from the servings chosen on the page.
import { Anchor, Badge, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconChefHat, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { RecipeFacts } from './recipe-facts';
import { paths } from '@/config/paths';
import { useIsRecipeOwner } from '../api/check-ownership';
import type { Recipe } from '../api/types';
import { useFavorites } from '../hooks/use-favorites';
import { useRecipePageData } from '../hooks/use-recipe-page-data';
import type { CatalogueViewer } from '../hooks/use-recipe-actions';
import { initialServings } from '../lib/recipe-numbers';
import { AddToMealPlanModal } from './add-to-meal-plan-modal';
import { CookedThisDialog } from './cooked-this-dialog';
import { FavoriteHeart } from './favorite-heart';
import { RecipeImage } from './recipe-image';
import { RecipeLoadError } from './recipe-load-error';
import classes from './recipe-page.module.css';
import { CookingPanels } from './cooking-panels';

export function RecipeDetailScreen({ recipeId, viewer }: { recipeId: string; viewer: CatalogueViewer }) {
  const { data, error, retry } = useRecipePageData(recipeId);
  const [params, setParams] = useSearchParams();
  if (error) return <RecipeLoadError error={error} onRetry={retry} />;
  if (!data) return <Loading label="Loading recipe" />;
  const { recipe, steps, ingredients } = data;
  const servings = initialServings(params.get('servings'), recipe.servings);
  // The address keeps the count, so a reload or a shared link shows the same amounts.
  const setServings = (value: number) => setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), servings: String(value) }), { replace: true });

  return (
    <Container size="lg" py={{ base: 'md', sm: 40 }}>
      <Stack gap="xl">
        <Grid gap={{ base: 'md', md: 40 }} align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <RecipeImage recipeId={recipe.id} alt={recipe.name} aspectRatio="4 / 3" loading="eager" className={classes.hero} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <RecipeSummary recipe={recipe} viewer={viewer} servings={servings} />
          </Grid.Col>
        </Grid>
        <CookingPanels lines={ingredients} steps={steps} servings={servings} onServingsChange={setServings} writtenFor={recipe.servings} />
      </Stack>
    </Container>
  );
}

function RecipeSummary({ recipe, viewer, servings }: { recipe: Recipe; viewer: CatalogueViewer; servings: number }) {
  const isOwner = useIsRecipeOwner(recipe.id, viewer.appUserId);
  const favorites = useFavorites(viewer.appUserId);
  const [dialog, setDialog] = useState<'plan' | 'cooked' | null>(null);
  return (
    <Stack gap="md">
      <Group gap="xs">
        {recipe.difficulty && <Badge variant="light">{recipe.difficulty}</Badge>}
        {recipe.is_vegan ? <Badge variant="light" color="teal">Vegan</Badge> : recipe.is_vegetarian && <Badge variant="light" color="teal">Vegetarian</Badge>}
      </Group>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={1} fz={{ base: 28, sm: 36 }} lh={1.15}>
          {recipe.name}
        </Title>
        {favorites.enabled && <FavoriteHeart recipeName={recipe.name} isFavorite={favorites.isFavorite(recipe.id)} onToggle={() => favorites.toggle(recipe)} size="xl" />}
      </Group>
      {/* An import keeps what the catalogue lacks as its own paragraph ('Also needed: …'). */}
      {recipe.description && (
        <Text c="gray.7" style={{ whiteSpace: 'pre-line' }}>
          {recipe.description}
        </Text>
      )}
      {recipe.source_url && <SourceLink address={recipe.source_url} />}
      <RecipeFacts recipe={recipe} />
      <Group gap="sm">
        {viewer.canPlan && (
          <>
            <Button leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={() => setDialog('plan')}>
              Add to Meal Plan
            </Button>
            <Button variant="default" leftSection={<IconChefHat size={18} aria-hidden />} onClick={() => setDialog('cooked')}>
              I Cooked This
            </Button>
            <AddToMealPlanModal recipe={dialog === 'plan' ? recipe : null} appUserId={viewer.appUserId} defaultServings={servings} wording="detail" onClose={() => setDialog(null)} />
            <CookedThisDialog opened={dialog === 'cooked'} recipeId={recipe.id} appUserId={viewer.appUserId} defaultServings={servings} onClose={() => setDialog(null)} />
          </>
        )}
        {isOwner && (
          <Button component={Link} to={paths.recipeEdit(recipe.id)} variant="light" leftSection={<IconPencil size={18} aria-hidden />}>
            Edit Recipe
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** Where an imported recipe came from, named by its site, opening in a new tab. */
function SourceLink({ address }: { address: string }) {
  let site: string;
  try {
    site = new URL(address).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
  // Underlined: in a sentence the link's green alone (1.4:1 against its gray) does not set it apart.
  return (
    <Text size="sm" c="gray.7">
      Imported from{' '}
      <Anchor href={address} target="_blank" rel="noopener noreferrer" underline="always">
        {site}
      </Anchor>
    </Text>
  );
}
