// The two emails the provider writes. The confirmation links to /auth/v1/verify, which confirms the
// address and sends the browser on. The reset link goes straight to the app's page with the token
// (`?token_hash=&type=recovery`, the template Supabase advises for it), and the page spends it
// (POST /verify): it works in whichever browser opens it. Through /verify a PKCE flow's code is
// exchanged only in the browser that asked, so a link read on the phone failed, and spent the token.
// The six-digit code goes to the dev mailbox beside the text, not into it: no screen takes a code.
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

/** The reset link: the (already vetted) redirect target with the token for the page to verify. */
export function recoveryLink(token: string, redirectTo: string): string {
  const url = new URL(redirectTo);
  url.searchParams.set('token_hash', token);
  url.searchParams.set('type', 'recovery');
  return url.toString();
}

export async function sendEmailProof(
  db: Queryable,
  message: { userId: string; to: string; firstName: string | undefined; type: EmailTokenType; proof: EmailProof; origin: string; redirectTo: string },
): Promise<void> {
  const link = message.type === 'recovery' ? recoveryLink(message.proof.token, message.redirectTo) : verifyLink(message.origin, message.proof.token, message.type, message.redirectTo);
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
            'The link works once and expires in 24 hours. If you did not sign up for Larder, ignore this email.',
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
            'The link works once, on any device, and expires in 1 hour. If you did not ask for this, ignore this email: your password stays as it is.',
          ],
        };
  await deliver(db, { to: message.to, subject: body.subject, text: body.lines.join('\n'), links: [link], code: message.proof.code });
  await recordMailSent(db, message.userId, message.type);
}

/**
 * To an address that already has an account, when someone signs up with it: the sign-up's answer
 * says nothing, so the owner hears it here, with the ways back in.
 */
export async function sendAccountExists(db: Queryable, message: { to: string; firstName: string | undefined; appOrigin: string }): Promise<void> {
  const login = `${message.appOrigin}/login`;
  const reset = `${message.appOrigin}/password-reset`;
  const lines = [
    message.firstName ? `Hi ${message.firstName},` : 'Hi,',
    '',
    'Someone, perhaps you, tried to create a Larder account with this address. You already have one, so nothing has changed.',
    '',
    `Log in: ${login}`,
    `Forgotten your password? Choose a new one: ${reset}`,
    '',
    'If it was not you, ignore this email: your account and password stay as they are.',
  ];
  await deliver(db, { to: message.to, subject: 'You already have a Larder account', text: lines.join('\n'), links: [login, reset] });
}
