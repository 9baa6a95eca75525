// /create-recipe (protected): the Create New Recipe form. Whether the cook is an admin decides the
// Tags box (only admins may tag).
import { useIsAdmin } from '@/features/accounts/api/check-user';
import { useViewer } from '@/lib/app-user/use-viewer';
import { CreateRecipeForm } from '@/features/recipes/components/authoring/create-recipe-form';

export function Component() {
  const viewer = useViewer();
  const isAdmin = useIsAdmin(viewer.appUserId).data === true;
  return <CreateRecipeForm appUserId={viewer.appUserId} isAdmin={isAdmin} />;
}
