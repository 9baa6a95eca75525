// POST /auth/v1/token?grant_type=password: a password sign-in. The session lands in supabase-js,
// whose auth-state event updates useAuth().
import { supabase } from '@/lib/supabase';

export async function signInWithPassword(email: string, password: string) {
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return data.session;
}
