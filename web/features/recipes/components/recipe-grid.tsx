// Recipe cards in a masonry grid, with hearts for signed-in cooks and the Add to Meal Plan button for
// cooks who can plan. Every recipe list of the catalogue uses it; the caller gives the breakpoints.
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
}

export function RecipeGrid({ recipes, label, columns = LIST_COLUMNS, favorites, onAddToMealPlan }: RecipeGridProps) {
  return (
    <MasonryGrid
      columns={columns}
      label={label}
      items={recipes.map((recipe) => ({
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
}
