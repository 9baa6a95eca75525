// POST /auth/v1/resend {type: 'signup'}: another confirmation email for an unconfirmed address.
import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { supabase } from '@/lib/supabase';

export async function resendConfirmation(email: string) {
  const { error } = await supabase.auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: `${window.location.origin}${paths.emailConfirmation}` },
  });
  if (error) throw error;
}

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
