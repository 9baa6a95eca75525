// /recipes/{recipeId}/steps (public): where a recipe card leads (spec §2).
import { useParams } from 'react-router-dom';
import { RecipeStepsScreen } from '@/features/recipes/components/recipe-steps-screen';

export function Component() {
  const { recipeId = '' } = useParams();
  return <RecipeStepsScreen key={recipeId} recipeId={recipeId} />;
}
