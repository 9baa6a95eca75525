// /ingredients/{ingredientId} (public): the ingredient, with the recipes that use it below (spec §2).
// Admins see Edit; whether this cook is one comes from the user check.
import { useParams } from 'react-router-dom';
import { useIsAdmin } from '@/features/accounts/api/check-user';
import { useViewer } from '@/lib/app-user/use-viewer';
import { IngredientDetails } from '@/features/ingredients/components/ingredient-details';
import { RecipesUsingIngredient } from '@/features/recipes/components/recipes-using-ingredient';
import { catalogueViewer } from '../catalogue-viewer';

export function Component() {
  const { ingredientId = '' } = useParams();
  const viewer = useViewer();
  const isAdmin = useIsAdmin(viewer.appUserId).data === true;
  return (
    <IngredientDetails key={ingredientId} ingredientId={ingredientId} isAdmin={isAdmin}>
      <RecipesUsingIngredient ingredientId={ingredientId} viewer={catalogueViewer(viewer)} />
    </IngredientDetails>
  );
}
