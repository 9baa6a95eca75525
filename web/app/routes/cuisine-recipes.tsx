// /cuisine/{name} (public): the recipes of a cuisine (spec §2).
import { useLocation, useParams } from 'react-router-dom';
import { useViewer } from '@/lib/app-user/use-viewer';
import { LinkedRecipesScreen } from '@/features/recipes/components/linked-recipes-screen';
import { catalogueViewer } from '../catalogue-viewer';

export function Component() {
  const { cuisineName = '' } = useParams();
  const { state } = useLocation();
  const viewer = useViewer();
  return <LinkedRecipesScreen key={cuisineName} kind="cuisine" nameInPath={cuisineName} state={state} viewer={catalogueViewer(viewer)} />;
}
