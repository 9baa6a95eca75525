// /ingredients/{ingredientId}/edit (protected, admins): anyone else goes to the ingredient's details.
import { Navigate, useParams } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useIsAdmin } from '@/features/accounts/api/check-user';
import { useViewer } from '@/lib/app-user/use-viewer';
import { EditIngredientScreen } from '@/features/ingredients/components/edit-ingredient-screen';

export function Component() {
  const { ingredientId = '' } = useParams();
  const viewer = useViewer();
  const isAdmin = useIsAdmin(viewer.appUserId);
  if (viewer.status === 'loading' || (viewer.status === 'cook' && isAdmin.isPending)) return <Loading />;
  if (isAdmin.data !== true) return <Navigate to={paths.ingredient(ingredientId)} replace />;
  return <EditIngredientScreen key={ingredientId} ingredientId={ingredientId} />;
}
