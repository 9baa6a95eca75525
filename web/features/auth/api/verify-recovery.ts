// POST /auth/v1/verify {token_hash, type: 'recovery'}: a recovery link that carries its token hash
// (an email template written that way) instead of a PKCE code. Like a code, a token works once, so
// each is verified once per page.
import type { Session } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

const verifications = new Map<string, Promise<Session>>();

export function verifyRecoveryToken(tokenHash: string): Promise<Session> {
  let verification = verifications.get(tokenHash);
  if (!verification) {
    verification = supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' }).then(({ data, error }) => {
      if (error) throw error;
      if (!data.session) throw new Error('The provider answered without a session');
      return data.session;
    });
    verification.catch(() => verifications.delete(tokenHash));
    verifications.set(tokenHash, verification);
  }
  return verification;
}
