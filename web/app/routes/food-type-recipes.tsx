// /food-type/{name} (public): the recipes of a food type (spec §2).
import { useLocation, useParams } from 'react-router-dom';
import { useViewer } from '@/lib/app-user/use-viewer';
import { LinkedRecipesScreen } from '@/features/recipes/components/linked-recipes-screen';
import { catalogueViewer } from '../catalogue-viewer';

export function Component() {
  const { foodTypeName = '' } = useParams();
  const { state } = useLocation();
  const viewer = useViewer();
  return <LinkedRecipesScreen key={foodTypeName} kind="food-type" nameInPath={foodTypeName} state={state} viewer={catalogueViewer(viewer)} />;
}
