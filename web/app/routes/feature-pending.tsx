// Signed-in screens whose data arrives with later parts of the product (the pantry screen comes
// with meal planning): their title and loading state.
import { useLocation } from 'react-router-dom';
import { FeatureLoading } from '@/components/ui/coming-with-feature';

const titles: Array<[RegExp, string]> = [[/^\/pantry/, 'My Pantry']];

export function Component() {
  const { pathname } = useLocation();
  return <FeatureLoading title={titles.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'Larder'} />;
}
