import { describe, expect, it } from 'vitest';
import { checkPassword } from './password-policy.ts';

describe('the sign-up password rules', () => {
  it('accept 8 to 128 characters with an uppercase and a lowercase letter, a number and a special character', () => {
    for (const password of ['Abcdef1!', `Ab1!${'x'.repeat(124)}`, 'Ölkanne-7', 'pässWort 9?']) {
      expect(checkPassword(password), password).toEqual({ ok: true, reasons: [], message: '' });
    }
  });

  it('count characters, not bytes, for the length', () => {
    expect(checkPassword('Äbcdéf1!').ok).toBe(true);
    expect(checkPassword(`Ab1!${'é'.repeat(125)}`).reasons).toEqual(['length']);
  });

  it('name each missing rule, in the order the sign-up checklist shows them', () => {
    expect(checkPassword('')).toEqual({
      ok: false,
      reasons: ['length', 'characters'],
      message:
        'Password must be at least 8 characters long and contain at least one uppercase letter, at least one lowercase letter, at least one number and at least one special character.',
    });
    expect(checkPassword('ABCDEFG1!').message).toBe('Password must contain at least one lowercase letter.');
    expect(checkPassword('Abcdefgh1').message).toBe('Password must contain at least one special character.');
    expect(checkPassword('Abc1!').message).toBe('Password must be at least 8 characters long.');
  });
});
