// 'Continue with Google': leaves for Google's consent and returns through /auth-loading, which goes on
// to `returnTo` (kept in the tab's session storage meanwhile) when the cook came to sign in from a page.
import { Button } from '@mantine/core';
import { IconBrandGoogleFilled } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { googleFailure } from '../auth-messages';
import { signInWithGoogle } from '../api/google-sign-in';
import { keepForGoogleReturn } from '@/lib/return-to';

export function GoogleButton({ mode, onError, disabled, returnTo }: { mode: 'sign-in' | 'sign-up'; onError: (message: string) => void; disabled?: boolean; returnTo?: string }) {
  const [leaving, setLeaving] = useState(false);
  // Back from the consent page, the browser may restore this page as it was left: spinning.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);
  const start = async () => {
    setLeaving(true);
    keepForGoogleReturn(returnTo);
    try {
      await signInWithGoogle();
      // The browser is on its way to the consent page; the spinner stays until it has left.
    } catch (error) {
      setLeaving(false);
      onError(googleFailure(error, mode).message);
    }
  };
  return (
    <Button variant="default" size="md" fullWidth leftSection={<IconBrandGoogleFilled size={18} aria-hidden />} loading={leaving} disabled={disabled} onClick={start}>
      {mode === 'sign-up' ? 'Sign up with Google' : 'Continue with Google'}
    </Button>
  );
}
