// /login (spec §2): 'Time to cook.'
import { LoginCard } from '@/features/auth/components/login-card';
import { RedirectIfSignedIn } from '@/features/auth/redirect-if-signed-in';

export function Component() {
  return (
    <RedirectIfSignedIn>
      <LoginCard />
    </RedirectIfSignedIn>
  );
}
