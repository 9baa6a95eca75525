// Signed-in screens whose data arrives with later parts of the product (pantry screen, recipes,
// authoring): their title and loading state.
import { useLocation } from 'react-router-dom';
import { FeatureLoading } from '@/components/ui/coming-with-feature';

const titles: Array<[RegExp, string]> = [
  [/^\/pantry/, 'My Pantry'],
  [/^\/recipes\/saved/, 'My Recipes'],
  [/^\/recipes\/all/, 'All Recipes'],
  [/^\/recipes\/[^/]+\/edit/, 'Edit Recipe'],
  [/^\/recipes/, 'Recipes'],
  [/^\/create-recipe/, 'Create Recipe'],
  [/^\/create-ingredient/, 'Create Ingredient'],
  [/^\/ingredients\/[^/]+\/edit/, 'Edit Ingredient'],
];

export function Component() {
  const { pathname } = useLocation();
  return <FeatureLoading title={titles.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'Larder'} />;
}
