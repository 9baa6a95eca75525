// GET /auth/v1/authorize?provider=google: leaves the page for Google (or, offline, the provider's
// stand-in consent page), which returns to /auth-loading with a code to exchange.
import { paths } from '@/config/paths';
import { supabase } from '@/lib/supabase';

export async function signInWithGoogle() {
  const { error } = await supabase.auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: `${window.location.origin}${paths.authLoading}` },
  });
  if (error) throw error;
}
