// POST /auth/v1/signup: a new account with the cook's names as metadata. Email confirmation is
// required, so the answer is the user alone; the confirmation link returns to /email-confirmation.
import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { supabase } from '@/lib/supabase';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export async function signUp(input: SignUpInput) {
  const { data, error } = await supabase.auth.signUp({
    email: input.email,
    password: input.password,
    options: {
      data: { firstName: input.firstName, lastName: input.lastName },
      emailRedirectTo: `${window.location.origin}${paths.emailConfirmation}`,
    },
  });
  if (error) throw error;
  if (!data.user) throw new Error('The provider answered without a user');
  return data.user;
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
