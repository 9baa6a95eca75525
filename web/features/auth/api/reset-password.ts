// POST /auth/v1/recover: a password reset link to /password-update. The answer is the same whether
// or not the address has an account, so the screen's success text is neutral.
import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { supabase } from '@/lib/supabase';

export async function sendPasswordReset(email: string) {
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}${paths.passwordUpdate}` });
  if (error) throw error;
}

export const useSendPasswordReset = () => useMutation({ mutationFn: sendPasswordReset });
