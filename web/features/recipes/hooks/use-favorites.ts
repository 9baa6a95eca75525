// Favourite hearts for a screen full of cards: which recipes are favourites, and a toggle that flips
// the heart at once, then calls the server; a failure flips it back and says so (spec §2, §4, §8).
// The toast lasts 2 seconds (spec §9).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { toasts } from '@/config/constants';
import { toast } from '@/lib/toast';
import { addFavorite, favoriteMessages, FAVORITES_MODEL, myFavoritesQueryOptions, removeFavorite, useMyFavorites } from '../api/favorites';
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

  useEffect(() => {
    if (favorites.isError) toast({ id: 'favorites-fetch-failed', color: 'red', message: favoriteMessages.fetchFailed, autoClose: toasts.catalogueMs });
  }, [favorites.isError]);

  const mutation = useMutation({
    mutationFn: ({ recipe, favorite }: { recipe: RecipeCard; favorite: boolean }) => (favorite ? addFavorite(recipe.id) : removeFavorite(recipe.id)),
    onMutate: async ({ recipe, favorite }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<Favorite[]>(queryKey);
      queryClient.setQueryData<Favorite[]>(queryKey, (current = []) =>
        favorite ? [...current.filter((entry) => entry.recipe_id !== recipe.id), { recipe_id: recipe.id, recipe }] : current.filter((entry) => entry.recipe_id !== recipe.id),
      );
      return { before };
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(queryKey, context?.before);
      toast({ color: 'red', message: error.message, autoClose: toasts.catalogueMs });
    },
    onSuccess: (_answer, { favorite }) => {
      toast({ color: 'larder', message: favorite ? favoriteMessages.added : favoriteMessages.removed, autoClose: toasts.favoriteMs });
    },
    // Other tabs and My Recipes read the same list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [FAVORITES_MODEL] }),
  });

  const ids = useMemo(() => new Set((favorites.data ?? []).map((entry) => entry.recipe_id)), [favorites.data]);
  return {
    enabled: Boolean(appUserId),
    isFavorite: (recipeId) => ids.has(recipeId),
    toggle: (recipe) => mutation.mutate({ recipe, favorite: !ids.has(recipe.id) }),
  };
}
