// /recipes/{recipeId} (public): the recipe with scaled servings (spec §2).
import { useParams } from 'react-router-dom';
import { useViewer } from '@/lib/app-user/use-viewer';
import { RecipeDetailScreen } from '@/features/recipes/components/recipe-detail-screen';
import { catalogueViewer } from '../catalogue-viewer';

export function Component() {
  const { recipeId = '' } = useParams();
  const viewer = useViewer();
  return <RecipeDetailScreen key={recipeId} recipeId={recipeId} viewer={catalogueViewer(viewer)} />;
}
