// Whether the signed-in cook may edit a recipe (spec §4 'Ownership'): it is among their own recipes,
// or the server's ownership check says so (an admin and the seed catalogue). Both are asked at once;
// the first yes wins, and only the server's answer can say no.
import { useQuery } from '@tanstack/react-query';
import { ownershipQueryOptions } from '../api/check-ownership';
import { useMyRecipes } from '../api/get-my-recipes';

export type Ownership = 'checking' | 'owner' | 'not-owner' | 'failed';

export const OWNERSHIP_CHECK_FAILED = 'Error verifying recipe ownership';

export function useRecipeOwnership(recipeId: string, appUserId: string | undefined): Ownership {
  const mine = useMyRecipes(appUserId);
  const check = useQuery(ownershipQueryOptions(recipeId, appUserId));
  if (mine.data?.some((recipe) => recipe.id === recipeId)) return 'owner';
  if (check.data) return check.data.recipe_owner ? 'owner' : 'not-owner';
  // A recipe that is not there has no owner to be.
  if (check.isError) return (check.error as { status?: number }).status === 404 ? 'not-owner' : 'failed';
  return 'checking';
}
