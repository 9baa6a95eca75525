// The product's sign-up password rules (spec §5): the auth provider enforces them and the sign-up
// form's checklist shows them, one line per rule, as the cook types.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The provider's fixed set of special characters (ASCII punctuation). */
export const PASSWORD_SPECIAL_CHARACTERS = `!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`;

export interface PasswordCharacterRule {
  id: 'uppercase' | 'lowercase' | 'number' | 'special';
  /** What the password must contain, as both sides word it: 'at least one number'. */
  needs: string;
  met: (password: string) => boolean;
}

export const passwordCharacterRules: readonly PasswordCharacterRule[] = [
  { id: 'uppercase', needs: 'at least one uppercase letter', met: (password) => /\p{Lu}/u.test(password) },
  { id: 'lowercase', needs: 'at least one lowercase letter', met: (password) => /\p{Ll}/u.test(password) },
  { id: 'number', needs: 'at least one number', met: (password) => /\p{Nd}/u.test(password) },
  { id: 'special', needs: 'at least one special character', met: (password) => [...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character)) },
];
