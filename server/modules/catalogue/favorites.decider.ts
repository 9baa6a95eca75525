// Favourites are a set per cook: favouriting twice or unfavouriting what is not a favourite changes
// nothing (the heart is toggled optimistically, and a double click must not fail).
import { assertNever, type Decider } from '../../event-store/decider.ts';
import type { FavoriteEvent } from './favorites.events.ts';

export type FavoriteCommand =
  | { type: 'FavoriteRecipe'; appUserId: string; recipeId: string; favoritedAt: string }
  | { type: 'UnfavoriteRecipe'; appUserId: string; recipeId: string };

export interface FavoritesState {
  recipeIds: string[];
}

function decide(command: FavoriteCommand, state: FavoritesState): FavoriteEvent[] {
  const isFavorite = state.recipeIds.includes(command.recipeId);
  switch (command.type) {
    case 'FavoriteRecipe':
      return isFavorite ? [] : [{ type: 'RecipeFavorited', data: { appUserId: command.appUserId, recipeId: command.recipeId, favoritedAt: command.favoritedAt } }];
    case 'UnfavoriteRecipe':
      return isFavorite ? [{ type: 'RecipeUnfavorited', data: { appUserId: command.appUserId, recipeId: command.recipeId } }] : [];
    default:
      return assertNever(command, 'favourite command');
  }
}

function evolve(state: FavoritesState, event: FavoriteEvent): FavoritesState {
  switch (event.type) {
    case 'RecipeFavorited':
      return { recipeIds: [...state.recipeIds, event.data.recipeId] };
    case 'RecipeUnfavorited':
      return { recipeIds: state.recipeIds.filter((recipeId) => recipeId !== event.data.recipeId) };
    default:
      return assertNever(event, 'favourite event');
  }
}

export const favoritesDecider: Decider<FavoriteCommand, FavoriteEvent, FavoritesState> = {
  initialState: () => ({ recipeIds: [] }),
  evolve,
  decide,
};
