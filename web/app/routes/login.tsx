// /login (spec §2): 'Time to cook.'
import { LoginCard } from '@/features/auth/components/login-card';

export function Component() {
  return <LoginCard />;
}
