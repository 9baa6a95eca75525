// /tag/{name} (public): the recipes of a tag (spec §2).
import { useLocation, useParams } from 'react-router-dom';
import { useViewer } from '@/lib/app-user/use-viewer';
import { LinkedRecipesScreen } from '@/features/recipes/components/linked-recipes-screen';
import { catalogueViewer } from '../catalogue-viewer';

export function Component() {
  const { tagName = '' } = useParams();
  const { state } = useLocation();
  const viewer = useViewer();
  return <LinkedRecipesScreen key={tagName} kind="tag" nameInPath={tagName} state={state} viewer={catalogueViewer(viewer)} />;
}
