// The favourites read model: one row per cook and favourite recipe.
import { assertNever } from '../../event-store/decider.ts';
import type { RecordedEvent } from '../../event-store/types.ts';
import { documentProjection } from '../../projections/projection.ts';
import { readModels } from '../../contract/read-models.ts';
import type { FavoritesTable, ProjectedRow } from '../../db/schema.ts';
import { favoriteEventTypes, favoriteIdFor, type FavoriteEvent } from './favorites.events.ts';

export type FavoriteRow = ProjectedRow<FavoritesTable>;

export function evolveFavorite(row: FavoriteRow | null, recorded: RecordedEvent): FavoriteRow | null {
  const event = recorded as unknown as FavoriteEvent;
  switch (event.type) {
    case 'RecipeFavorited': {
      const { appUserId, recipeId, favoritedAt } = event.data;
      return row ?? { id: favoriteIdFor(appUserId, recipeId), app_user_id: appUserId, recipe_id: recipeId, favorited_at: favoritedAt };
    }
    case 'RecipeUnfavorited':
      return null;
    default:
      return assertNever(event, 'favourite event');
  }
}

export const favoritesProjection = documentProjection<FavoriteRow>({
  name: 'favorites',
  version: 1,
  model: readModels.favorite,
  table: 'favorites',
  handles: favoriteEventTypes,
  keysOf: (event) => {
    const { appUserId, recipeId } = event.data as { appUserId: string; recipeId: string };
    return [favoriteIdFor(appUserId, recipeId)];
  },
  evolve: evolveFavorite,
});
