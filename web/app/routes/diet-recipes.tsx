// /diet/{name} (public): the recipes of a diet (spec §2).
import { useLocation, useParams } from 'react-router-dom';
import { useViewer } from '@/lib/app-user/use-viewer';
import { LinkedRecipesScreen } from '@/features/recipes/components/linked-recipes-screen';
import { catalogueViewer } from '../catalogue-viewer';

export function Component() {
  const { dietName = '' } = useParams();
  const { state } = useLocation();
  const viewer = useViewer();
  return <LinkedRecipesScreen key={dietName} kind="diet" nameInPath={dietName} state={state} viewer={catalogueViewer(viewer)} />;
}
