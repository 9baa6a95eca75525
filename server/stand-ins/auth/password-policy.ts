// The product's sign-up password rules (spec §5), told in Supabase's vocabulary: `reasons` holds
// `length` and/or `characters`, which supabase-js hands to the page as AuthWeakPasswordError.reasons,
// and the message names exactly what is missing.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordCharacterRules } from '../../contract/passwords.ts';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '../../contract/passwords.ts';

export type WeakPasswordReason = 'length' | 'characters';

export interface PasswordVerdict {
  ok: boolean;
  reasons: WeakPasswordReason[];
  message: string;
}


export function checkPassword(password: string): PasswordVerdict {
  const length = [...password].length;
  const problems: string[] = [];
  const reasons: WeakPasswordReason[] = [];
  if (length < PASSWORD_MIN_LENGTH) problems.push(`be at least ${PASSWORD_MIN_LENGTH} characters long`);
  if (length > PASSWORD_MAX_LENGTH) problems.push(`be at most ${PASSWORD_MAX_LENGTH} characters long`);
  if (problems.length > 0) reasons.push('length');
  const missing = passwordCharacterRules.filter((rule) => !rule.met(password)).map((rule) => rule.needs);
  if (missing.length > 0) {
    reasons.push('characters');
    problems.push(`contain ${joinWords(missing)}`);
  }
  if (problems.length === 0) return { ok: true, reasons: [], message: '' };
  return { ok: false, reasons, message: `Password must ${joinWords(problems)}.` };
}

function joinWords(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
