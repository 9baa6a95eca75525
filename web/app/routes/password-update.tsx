// /password-update (spec §2): where the reset link lands.
import { PasswordUpdateCard } from '@/features/auth/components/password-update-card';

export function Component() {
  return <PasswordUpdateCard />;
}
