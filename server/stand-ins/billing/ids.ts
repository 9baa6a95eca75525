// Ids in Stripe's style: a prefix naming the kind of object, then 20 random letters and digits.
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function localId(prefix: string): string {
  let text = '';
  for (const byte of randomBytes(20)) text += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${text}`;
}

/** A session's own secret, carried by its page's forms (form_token). */
export const newFormToken = () => randomBytes(24).toString('base64url');
