// /signup (spec §2): 'Lets get cooking.'
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignupFooter, SignupForm } from '@/features/auth/components/signup-form';
import { RedirectIfSignedIn } from '@/features/auth/redirect-if-signed-in';

export function Component() {
  return (
    <RedirectIfSignedIn>
      <AuthCard title="Lets get cooking." subtitle="Create your account and we'll plan your first week of meals." footer={<SignupFooter />}>
        <SignupForm />
      </AuthCard>
    </RedirectIfSignedIn>
  );
}
