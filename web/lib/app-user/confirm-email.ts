// POST /api/v1/users/confirm-email-secure: the backend records the confirmation once the provider
// says the address is confirmed.
import { api, ApiError } from '@/lib/api-client';
import type { AppUser, EmailConfirmationAnswer } from '@contract/accounts';

export async function confirmEmailSecure(supabaseId: string): Promise<AppUser> {
  try {
    const answer = await api<EmailConfirmationAnswer>('POST', '/users/confirm-email-secure', { body: { supabase_id: supabaseId } });
    if (!answer.user) throw new Error(answer.error ?? 'Failed to update email confirmation');
    return answer.user;
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'network') {
      const body = error.body as { error?: string } | undefined;
      throw new Error(body?.error ?? `Failed to update email confirmation: ${error.status}`);
    }
    throw error;
  }
}
