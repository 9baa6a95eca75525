// The cook's favourites (catalogue spec §7): GET /recipe-favorite/my-favorites, POST /recipe-favorite
// {recipe_id}, DELETE /recipe-favorite/recipe/{id}. Failures carry the messages of spec §8.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { Favorite } from './types';

export const favoriteMessages = {
  added: 'Added to favorites',
  removed: 'Removed from favorites',
  addFailed: 'Failed to add recipe to favorites',
  removeFailed: 'Failed to remove recipe from favorites',
  fetchFailed: 'Failed to fetch favorite recipes',
} as const;

async function withMessage<T>(call: Promise<T>, message: string): Promise<T> {
  try {
    return await call;
  } catch (cause) {
    throw new Error(message, { cause });
  }
}

export const getMyFavorites = () => withMessage(api<Favorite[]>('GET', '/recipe-favorite/my-favorites'), favoriteMessages.fetchFailed);
export const addFavorite = (recipeId: string) => withMessage(api<unknown>('POST', '/recipe-favorite', { body: { recipe_id: recipeId } }), favoriteMessages.addFailed);
export const removeFavorite = (recipeId: string) => withMessage(api<unknown>('DELETE', `/recipe-favorite/recipe/${recipeId}`), favoriteMessages.removeFailed);

export const myFavoritesQueryOptions = (appUserId: string | undefined) =>
  queryOptions({ queryKey: [readModels.favorite, 'mine', appUserId], queryFn: getMyFavorites, enabled: Boolean(appUserId) });

export const useMyFavorites = (appUserId: string | undefined) => useQuery(myFavoritesQueryOptions(appUserId));
