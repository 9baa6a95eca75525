// What a recipe list offers the person looking at it: hearts once signed in, Add to Meal Plan once
// setup is done and access granted (spec §2 'Recipe card', §6). The list renders `mealPlanDialog`
// once; a card's button opens it for that card's recipe.
import { useState, type ReactNode } from 'react';
import type { RecipeCard } from '../api/types';
import { AddToMealPlanModal } from '../components/add-to-meal-plan-modal';
import { initialServings } from '../lib/recipe-numbers';
import { useFavorites, type FavoritesControl } from './use-favorites';

export interface CatalogueViewer {
  /** The cook's product id; absent for visitors. */
  appUserId?: string;
  /** Setup complete and access granted. */
  canPlan: boolean;
}

export interface RecipeActions {
  favorites: FavoritesControl;
  onAddToMealPlan?: (recipe: RecipeCard) => void;
  mealPlanDialog: ReactNode;
}

export function useRecipeActions(viewer: CatalogueViewer): RecipeActions {
  const favorites = useFavorites(viewer.appUserId);
  const [planning, setPlanning] = useState<RecipeCard | null>(null);
  const mealPlanDialog = viewer.canPlan ? (
    <AddToMealPlanModal recipe={planning} appUserId={viewer.appUserId} defaultServings={initialServings(null, planning?.servings)} wording="card" onClose={() => setPlanning(null)} />
  ) : null;
  return { favorites, onAddToMealPlan: viewer.canPlan ? setPlanning : undefined, mealPlanDialog };
}
