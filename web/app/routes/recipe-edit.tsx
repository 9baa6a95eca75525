// /recipes/{recipeId}/edit (protected, owner only): a cook who may not edit this recipe is sent to
// /, and a failed check says so first (spec §4 'Ownership'). Admins also get the Tags section.
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useIsAdmin } from '@/features/accounts/api/check-user';
import { useViewer } from '@/lib/app-user/use-viewer';
import { RecipeEditScreen } from '@/features/recipes/components/authoring/recipe-edit-screen';
import { OWNERSHIP_CHECK_FAILED, useRecipeOwnership } from '@/features/recipes/hooks/use-recipe-ownership';

export function Component() {
  const { recipeId = '' } = useParams();
  const viewer = useViewer();
  const ownership = useRecipeOwnership(recipeId, viewer.appUserId);
  const isAdmin = useIsAdmin(viewer.appUserId);
  const navigate = useNavigate();

  useEffect(() => {
    if (ownership !== 'failed') return;
    window.alert(OWNERSHIP_CHECK_FAILED);
    navigate(paths.landing, { replace: true });
  }, [ownership, navigate]);

  if (ownership === 'not-owner' || viewer.status === 'visitor') return <Navigate to={paths.landing} replace />;
  if (ownership !== 'owner' || isAdmin.isPending) return <Loading label="Checking recipe" />;
  return <RecipeEditScreen key={recipeId} recipeId={recipeId} isAdmin={isAdmin.data === true} />;
}
