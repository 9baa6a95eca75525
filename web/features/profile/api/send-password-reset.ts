// The auth provider's password recovery (spec §7): a reset email whose link returns to
// /password-update in this browser.
import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { supabase } from '@/lib/supabase';

export async function sendPasswordReset(email: string): Promise<void> {
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}${paths.passwordUpdate}` });
  if (error) throw error;
}

export const useSendPasswordReset = () => useMutation({ mutationFn: sendPasswordReset });
