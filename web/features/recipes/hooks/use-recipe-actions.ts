// What a recipe list offers the person looking at it: hearts once signed in, Add to Meal Plan once
// setup is done and access granted (spec §2 'Recipe card', §6).
import type { RecipeCard } from '../api/types';
import { mealPlanPendingMessage, notifyPending } from '../lib/meal-plan-pending';
import { useFavorites, type FavoritesControl } from './use-favorites';

export interface CatalogueViewer {
  /** The cook's product id; absent for visitors. */
  appUserId?: string;
  /** Setup complete and access granted. */
  canPlan: boolean;
}

export function useRecipeActions(viewer: CatalogueViewer): { favorites: FavoritesControl; onAddToMealPlan?: (recipe: RecipeCard) => void } {
  const favorites = useFavorites(viewer.appUserId);
  return { favorites, onAddToMealPlan: viewer.canPlan ? () => notifyPending(mealPlanPendingMessage) : undefined };
}
