// Public catalogue screens (document 2), built with the catalogue: their title and loading state.
import { useLocation, useParams } from 'react-router-dom';
import { FeatureLoading } from '@/components/ui/coming-with-feature';

export function Component() {
  const params = useParams();
  const { pathname } = useLocation();
  const name = params.cuisineName ?? params.dietName ?? params.foodTypeName ?? params.tagName;
  const title = name ? `${decodeURIComponent(name)} Recipes` : pathname.startsWith('/ingredients') ? 'Ingredients' : 'Recipe';
  return <FeatureLoading title={title} />;
}
