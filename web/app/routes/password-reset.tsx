// /password-reset (spec §2): ask for a reset link.
import { PasswordResetCard } from '@/features/auth/components/password-reset-card';

export function Component() {
  return <PasswordResetCard />;
}
