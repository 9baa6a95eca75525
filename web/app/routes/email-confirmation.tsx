// Placeholder until the screen is built.
import { FeatureLoading } from '@/components/ui/coming-with-feature';

export function Component() {
  return <FeatureLoading title="email-confirmation" />;
}
