// The two emails the provider writes. Each carries a link to /auth/v1/verify and the same proof as a
// six-digit code, for a person who reads mail on another device.
import type { Queryable } from './db.ts';
import { deliver } from './mailbox.ts';
import type { EmailTokenType } from './one-time-tokens.ts';
import { recordMailSent } from './users.ts';

export interface EmailProof {
  token: string;
  code: string;
}

export function verifyLink(origin: string, token: string, type: EmailTokenType, redirectTo: string): string {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${origin}/auth/v1/verify?${query.toString()}`;
}

export async function sendEmailProof(
  db: Queryable,
  message: { userId: string; to: string; firstName: string | undefined; type: EmailTokenType; proof: EmailProof; origin: string; redirectTo: string },
): Promise<void> {
  const link = verifyLink(message.origin, message.proof.token, message.type, message.redirectTo);
  const greeting = message.firstName ? `Hi ${message.firstName},` : 'Hi,';
  const body =
    message.type === 'signup'
      ? {
          subject: 'Confirm your Larder account',
          lines: [
            greeting,
            '',
            'Confirm your email address to finish creating your Larder account:',
            link,
            '',
            `Or enter this code: ${message.proof.code}`,
            '',
            'The link and the code work once and expire in 24 hours. If you did not sign up for Larder, ignore this email.',
          ],
        }
      : {
          subject: 'Reset your Larder password',
          lines: [
            greeting,
            '',
            'Someone asked to reset the password of your Larder account. Choose a new password here:',
            link,
            '',
            `Or enter this code: ${message.proof.code}`,
            '',
            'The link and the code work once and expire in 1 hour. If you did not ask for this, ignore this email: your password stays as it is.',
          ],
        };
  await deliver(db, { to: message.to, subject: body.subject, text: body.lines.join('\n'), links: [link] });
  await recordMailSent(db, message.userId, message.type);
}
