// The cook's choice of metric or US amounts (decision 0034), from their user record: metric until
// it has loaded, as the server assumes.
import type { UnitSystem } from '@/lib/amounts';
import { useAppUser } from './use-app-user';

export function useUnitSystem(): UnitSystem {
  const { appUser } = useAppUser();
  return appUser?.unit_system ?? 'metric';
}
