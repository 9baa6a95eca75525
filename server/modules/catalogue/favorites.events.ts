// A cook's favourite recipes. Stream: favorites-{appUserId}; owner: that cook.
import type { DomainEvent } from '../../event-store/types.ts';
import { deterministicUuid } from '../../event-store/ids.ts';

export type RecipeFavorited = DomainEvent<'RecipeFavorited', { appUserId: string; recipeId: string; favoritedAt: string }>;
export type RecipeUnfavorited = DomainEvent<'RecipeUnfavorited', { appUserId: string; recipeId: string }>;

export type FavoriteEvent = RecipeFavorited | RecipeUnfavorited;
export const favoriteEventTypes = ['RecipeFavorited', 'RecipeUnfavorited'] as const satisfies readonly FavoriteEvent['type'][];

export const favoritesStreamId = (appUserId: string) => `favorites-${appUserId}`;
/** One read-model row per cook and recipe, named the same way in every database. */
export const favoriteIdFor = (appUserId: string, recipeId: string) => deterministicUuid(`favorite:${appUserId}:${recipeId}`);
