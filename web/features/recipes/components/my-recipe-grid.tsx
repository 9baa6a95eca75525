// My Recipes' two grids (spec §2): the catalogue's recipe card in a masonry of 4, 3, 2 and, below
// 500 px, 1 column; a single recipe takes the whole row. Own recipes carry a delete X over the card.
import { ActionIcon } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { MasonryGrid, type MasonryColumns } from '@/components/ui/masonry-grid';
import type { RecipeCard as RecipeCardData } from '../api/types';
import type { FavoritesControl } from '../hooks/use-favorites';
import { RecipeCard } from './recipe-card';
import classes from './my-recipe-grid.module.css';

export const MY_RECIPES_COLUMNS: MasonryColumns = { default: 4, 1100: 3, 700: 2, 499: 1 };

export interface MyRecipeGridProps {
  recipes: readonly RecipeCardData[];
  label: string;
  favorites: FavoritesControl;
  onAddToMealPlan?: (recipe: RecipeCardData) => void;
  onDelete?: (recipe: RecipeCardData) => void;
}

export function MyRecipeGrid({ recipes, label, favorites, onAddToMealPlan, onDelete }: MyRecipeGridProps) {
  // One card in one column spanning the page would be a poster: it keeps a card's width.
  return (
    <div className={recipes.length === 1 ? classes.single : undefined}>
      <MasonryGrid
        columns={MY_RECIPES_COLUMNS}
        label={label}
        singleItemFillsRow
        items={recipes.map((recipe) => ({
          key: recipe.id,
          node: (
            <div className={classes.cell}>
              <RecipeCard
                recipe={recipe}
                favorite={favorites.enabled ? { isFavorite: favorites.isFavorite(recipe.id), onToggle: () => favorites.toggle(recipe) } : undefined}
                onAddToMealPlan={onAddToMealPlan && (() => onAddToMealPlan(recipe))}
              />
              {onDelete && (
                <ActionIcon className={classes.delete} variant="white" color="red" radius="xl" size="lg" aria-label={`Delete ${recipe.name}`} onClick={() => onDelete(recipe)}>
                  <IconX size={18} aria-hidden />
                </ActionIcon>
              )}
            </div>
          ),
        }))}
      />
    </div>
  );
}
