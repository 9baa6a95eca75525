// Sending a confirmation or recovery email: a PKCE flow state when the client started one, the
// one-time token, and the message in the mailbox, all or nothing.
import type { Queryable } from './db.ts';
import { createFlowState, type CodeChallenge } from './flow-states.ts';
import { sendEmailProof } from './mailer.ts';
import { createOneTimeToken, type EmailTokenType } from './one-time-tokens.ts';
import type { UserRow } from './users.ts';

/** Link tokens of PKCE flows start with `pkce_`, as GoTrue's do: a failed link still knows its flow. */
export const PKCE_TOKEN_PREFIX = 'pkce_';

export async function emailProof(
  db: Queryable,
  request: { user: UserRow; type: EmailTokenType; challenge: CodeChallenge | null; origin: string; redirectTo: string },
): Promise<void> {
  const { user, type, challenge } = request;
  const flowStateId = challenge
    ? await createFlowState(db, { userId: user.id, challenge, method: type === 'signup' ? 'email/signup' : 'recovery', providerType: 'email' })
    : null;
  const proof = await createOneTimeToken(db, user.id, type, flowStateId, challenge ? PKCE_TOKEN_PREFIX : '');
  const firstName = typeof user.raw_user_meta_data.firstName === 'string' ? user.raw_user_meta_data.firstName : undefined;
  await sendEmailProof(db, { userId: user.id, to: user.email, firstName, type, proof, origin: request.origin, redirectTo: request.redirectTo });
}
