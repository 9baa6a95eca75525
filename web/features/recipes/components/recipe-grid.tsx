// Recipe cards in a masonry grid, with hearts for signed-in cooks and the Add to Meal Plan button for
// cooks who can plan. Every recipe list of the catalogue uses it; the caller gives the breakpoints.
import { Button, Center, Stack } from '@mantine/core';
import { useState } from 'react';
import { MasonryGrid, type MasonryColumns } from '@/components/ui/masonry-grid';
import type { RecipeCard as RecipeCardData } from '../api/types';
import type { FavoritesControl } from '../hooks/use-favorites';
import { RecipeCard } from './recipe-card';

/** Diet, cuisine, food type and tag pages (spec §2). */
export const LIST_COLUMNS: MasonryColumns = { default: 4, 1100: 3, 700: 2, 400: 1 };
/** All Recipes (spec §2, §9): never fewer than two columns. */
export const ALL_RECIPES_COLUMNS: MasonryColumns = { default: 4, 1100: 3, 700: 2, 500: 2 };

export interface RecipeGridProps {
  recipes: readonly RecipeCardData[];
  label: string;
  columns?: MasonryColumns;
  favorites: FavoritesControl;
  onAddToMealPlan?: (recipe: RecipeCardData) => void;
  /**
   * Cards drawn at first and added per 'Show more recipes' (lists that arrive whole can run to
   * thousands at catalogue scale); absent: all of them.
   */
  revealStep?: number;
}

/** Diet, cuisine, food type, tag and ingredient lists draw this many cards at a time. */
export const REVEAL_STEP = 48;

export function RecipeGrid({ recipes, label, columns = LIST_COLUMNS, favorites, onAddToMealPlan, revealStep }: RecipeGridProps) {
  const [shown, setShown] = useState(revealStep ?? Infinity);
  const grid = (
    <MasonryGrid
      columns={columns}
      label={label}
      items={recipes.slice(0, shown).map((recipe) => ({
        key: recipe.id,
        node: (
          <RecipeCard
            recipe={recipe}
            favorite={favorites.enabled ? { isFavorite: favorites.isFavorite(recipe.id), onToggle: () => favorites.toggle(recipe) } : undefined}
            onAddToMealPlan={onAddToMealPlan && (() => onAddToMealPlan(recipe))}
          />
        ),
      }))}
    />
  );
  if (recipes.length <= shown) return grid;
  return (
    <Stack gap="xl">
      {grid}
      <Center>
        <Button variant="default" size="md" onClick={() => setShown((count) => count + (revealStep ?? recipes.length))}>
          Show more recipes
        </Button>
      </Center>
    </Stack>
  );
}
