// Favourite hearts for a screen full of cards: which recipes are favourites, and a toggle that flips
// the heart at once, then calls the server; a failure flips it back and says so (spec §2, §4, §8).
// The toast lasts 2 seconds (spec §9).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { readModels } from '@contract/read-models';
import { toasts } from '@/config/constants';
import { failureToast, toast } from '@/lib/toast';
import { addFavorite, favoriteMessages, myFavoritesQueryOptions, removeFavorite, useMyFavorites } from '../api/favorites';
import type { Favorite, RecipeCard } from '../api/types';

export interface FavoritesControl {
  /** False for visitors: there is nothing to toggle. */
  enabled: boolean;
  isFavorite: (recipeId: string) => boolean;
  toggle: (recipe: RecipeCard) => void;
}

export function useFavorites(appUserId: string | undefined): FavoritesControl {
  const queryClient = useQueryClient();
  const { queryKey } = myFavoritesQueryOptions(appUserId);
  const favorites = useMyFavorites(appUserId);

  // Hearts that never loaded; a refresh that failed keeps the hearts shown (the connection notice says so).
  useEffect(() => {
    if (favorites.isLoadingError) toast({ id: 'favorites-fetch-failed', color: 'red', message: favoriteMessages.fetchFailed, autoClose: toasts.catalogueMs });
  }, [favorites.isLoadingError]);

  const mutation = useMutation({
    // One at a time, in the order clicked: a double click adds, then removes (sent together, the two
    // calls both read 'not a favourite', and both added).
    scope: { id: 'favorites' },
    // Named after the list it changes: the live notices leave that list alone while a click's call
    // is in flight (web/lib/realtime.ts), as the onSettled below does while another waits its turn.
    mutationKey: queryKey,
    mutationFn: ({ recipe, favorite }: { recipe: RecipeCard; favorite: boolean }) => (favorite ? addFavorite(recipe.id) : removeFavorite(recipe.id)),
    onMutate: async ({ recipe, favorite }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<Favorite[]>(queryKey);
      queryClient.setQueryData<Favorite[]>(queryKey, (current = []) =>
        favorite ? [...current.filter((entry) => entry.recipe_id !== recipe.id), { recipe_id: recipe.id, favorited_at: new Date().toISOString(), recipe }] : current.filter((entry) => entry.recipe_id !== recipe.id),
      );
      return { before };
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(queryKey, context?.before);
      failureToast(error, { color: 'red', message: error.message, autoClose: toasts.catalogueMs });
    },
    onSuccess: (_answer, { favorite }) => {
      toast({ color: 'larder', message: favorite ? favoriteMessages.added : favoriteMessages.removed, autoClose: toasts.favoriteMs });
    },
    // Other tabs and My Recipes read the same list. Not while another click's call waits its turn:
    // the list read now would show the heart as this call left it, undoing that click on screen.
    onSettled: () => (queryClient.isMutating({ mutationKey: queryKey, exact: true }) <= 1 ? queryClient.invalidateQueries({ queryKey: [readModels.favorite] }) : undefined),
  });

  const ids = useMemo(() => new Set((favorites.data ?? []).map((entry) => entry.recipe_id)), [favorites.data]);
  // What each click asked for, until its call is done: the next click flips that, not the list as last drawn.
  const wanted = useRef(new Map<string, boolean>());
  return {
    enabled: Boolean(appUserId),
    isFavorite: (recipeId) => ids.has(recipeId),
    toggle: (recipe) => {
      const favorite = !(wanted.current.get(recipe.id) ?? ids.has(recipe.id));
      wanted.current.set(recipe.id, favorite);
      mutation.mutate({ recipe, favorite }, { onSettled: () => wanted.current.get(recipe.id) === favorite && wanted.current.delete(recipe.id) });
    },
  };
}
