import { describe, it } from 'vitest';
import { deciderSpec } from '../../event-store/decider-spec.ts';
import { favoritesDecider } from './favorites.decider.ts';

const spec = deciderSpec(favoritesDecider);
const cook = 'cook-1';
const soup = 'recipe-soup';
const stew = 'recipe-stew';
const favoritedAt = '2026-11-26T12:00:00.000Z';
const favorite = (recipeId: string) => ({ type: 'FavoriteRecipe' as const, appUserId: cook, recipeId, favoritedAt });
const unfavorite = (recipeId: string) => ({ type: 'UnfavoriteRecipe' as const, appUserId: cook, recipeId });
const favorited = (recipeId: string) => ({ type: 'RecipeFavorited' as const, data: { appUserId: cook, recipeId, favoritedAt } });
const unfavorited = (recipeId: string) => ({ type: 'RecipeUnfavorited' as const, data: { appUserId: cook, recipeId } });

describe('favourites', () => {
  describe('when the recipe is not a favourite', () => {
    it('favouriting it records it, with when', () => {
      spec.given([]).when(favorite(soup)).then([favorited(soup)]);
    });
    it('unfavouriting it changes nothing (a double click must not fail)', () => {
      spec.given([favorited(stew)]).when(unfavorite(soup)).thenNothingHappened();
    });
  });

  describe('when the recipe is a favourite', () => {
    it('favouriting it again changes nothing', () => {
      spec.given([favorited(soup)]).when(favorite(soup)).thenNothingHappened();
    });
    it('unfavouriting it records that, and leaves the other favourites', () => {
      spec.given([favorited(soup), favorited(stew)]).when(unfavorite(soup)).then([unfavorited(soup)]);
      spec.given([favorited(soup), favorited(stew), unfavorited(soup)]).when(unfavorite(stew)).then([unfavorited(stew)]);
    });
  });

  describe('when the recipe was a favourite and no longer is', () => {
    it('favouriting it records it again', () => {
      spec.given([favorited(soup), unfavorited(soup)]).when(favorite(soup)).then([favorited(soup)]);
    });
    it('unfavouriting it again changes nothing', () => {
      spec.given([favorited(soup), unfavorited(soup)]).when(unfavorite(soup)).thenNothingHappened();
    });
  });
});
