// /recipes/saved (protected): My Recipes and Favorites. Without a product user record there is
// nobody whose recipes to list (the server-unavailable message with Retry).
import { Loading } from '@/components/ui/loading';
import { ServerUnavailable } from '@/components/ui/server-unavailable';
import { useAppUser } from '@/lib/app-user/use-app-user';
import { useViewer } from '@/lib/app-user/use-viewer';
import { MyRecipesScreen } from '@/features/recipes/components/my-recipes-screen';
import { catalogueViewer } from '../catalogue-viewer';

export function Component() {
  const { isPending, appUser, refetch } = useAppUser();
  const viewer = useViewer();
  if (isPending) return <Loading />;
  if (!appUser) return <ServerUnavailable onRetry={() => void refetch()} />;
  return <MyRecipesScreen viewer={catalogueViewer(viewer)} />;
}
