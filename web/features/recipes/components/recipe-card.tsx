// A recipe in a list (spec §2 'Recipe card'): picture, name, calories in kcal and prep plus cook
// minutes. The whole card opens the recipe's steps (its name is the link, stretched over the card);
// the heart and the Add to Meal Plan button sit above that link and do their own thing.
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconClock, IconFlame } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAppUser } from '@/lib/app-user/use-app-user';
import { useChosenDiets } from '@/lib/use-chosen-diets';
import { useAuth } from '@/lib/auth';
import { dietBadges, visitorBadges } from '@/lib/diet-badges';
import type { RecipeCard as RecipeCardData } from '../api/types';
import { totalMinutes } from '../lib/recipe-numbers';
import { FavoriteHeart } from './favorite-heart';
import { RecipeImage } from './recipe-image';
import classes from './recipe-card.module.css';

export interface RecipeCardProps {
  recipe: RecipeCardData;
  /** Absent for visitors. */
  favorite?: { isFavorite: boolean; onToggle: () => void };
  /** Present only for cooks with setup done and access (spec §2). */
  onAddToMealPlan?: () => void;
}

export function RecipeCard({ recipe, favorite, onAddToMealPlan }: RecipeCardProps) {
  const minutes = totalMinutes(recipe);
  const { status } = useAuth();
  const { appUser } = useAppUser();
  const chosen = useChosenDiets(appUser?.diet_ids);
  // The cook's own diets the recipe keeps (none until known); a visitor sees its vegan or vegetarian mark.
  const badges = status === 'signed-out' ? visitorBadges(recipe) : chosen ? dietBadges(recipe.kept_diet_ids, chosen) : [];
  return (
    <Paper withBorder radius="lg" className={classes.card} data-testid="recipe-card">
      <div className={classes.media}>
        <RecipeImage recipeId={recipe.id} alt="" />
        {badges.length > 0 && (
          <Group gap={4} className={classes.diet} data-testid="diet-badges">
            {badges.map((badge) => (
              <Badge key={badge} color="larder" variant="white" size="sm">
                {badge}
              </Badge>
            ))}
          </Group>
        )}
        {favorite && <FavoriteHeart className={classes.heart} recipeName={recipe.name} isFavorite={favorite.isFavorite} onToggle={favorite.onToggle} />}
      </div>
      <Stack gap={8} p={{ base: 'sm', sm: 'md' }}>
        <Link to={paths.recipeSteps(recipe.id)} className={classes.link}>
          <Text fw={700} lh={1.3} c="gray.9">
            {recipe.name}
          </Text>
        </Link>
        <Group c="gray.7" style={{ rowGap: 2, columnGap: 12 }}>
          <Group gap={4} wrap="nowrap">
            <IconFlame size={16} aria-hidden />
            <Text size="sm">{recipe.calories === null ? '–' : Math.round(recipe.calories)} kcal</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconClock size={16} aria-hidden />
            <Text size="sm">{minutes} min</Text>
          </Group>
        </Group>
        {onAddToMealPlan && (
          <Button className={classes.action} variant="light" size="xs" leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={onAddToMealPlan} aria-label={`Add to Meal Plan: ${recipe.name}`}>
            Add to Meal Plan
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
