// PUT /auth/v1/user {password}: the new password, set with the recovery session. Afterwards that
// session is ended so the cook signs in with the new password (the provider has already ended the
// account's other sessions).
import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export async function updatePassword(password: string) {
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
  await supabase.auth.signOut({ scope: 'local' });
}

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
