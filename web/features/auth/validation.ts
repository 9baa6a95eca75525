// The account forms' rules (spec §5), as pure functions the forms run on every keystroke or submit.
import { passwordCharacterRules } from '@contract/passwords';
import { limits } from '@/config/constants';
import { messages } from './auth-messages';

/** A simple address pattern: something, @, something, a dot, something; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmailAddress = (email: string) => EMAIL_PATTERN.test(email.trim()) && email.trim().length <= limits.emailMax;

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';
  /** The checklist's line: spec §5's message. */
  message: string;
  met: (password: string) => boolean;
}

/** The provider's rules (server/contract/passwords.ts), one checklist line each, worded as spec §5 words them. */
export const passwordRules: PasswordRule[] = [
  { id: 'length', message: `Password must be at least ${limits.password.min} characters long`, met: (password) => [...password].length >= limits.password.min },
  ...passwordCharacterRules.map((rule) => ({ id: rule.id, message: `Password must contain ${rule.needs}`, met: rule.met })),
];

export const passwordIsStrong = (password: string) => passwordRules.every((rule) => rule.met(password)) && [...password].length <= limits.password.max;

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

export function signUpErrors(values: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {};
  if ([...values.firstName.trim()].length < limits.nameLength.min) errors.firstName = messages.firstNameTooShort;
  if ([...values.lastName.trim()].length < limits.nameLength.min) errors.lastName = messages.lastNameTooShort;
  if (!isEmailAddress(values.email)) errors.email = messages.invalidEmail;
  if (!passwordIsStrong(values.password)) errors.password = messages.fixPassword;
  return errors;
}

/** An email field that must hold an address: the reset form's rule (spec §5), which /login shares. */
export function emailError(email: string): string | undefined {
  if (!email.trim()) return messages.emailRequired;
  if (!isEmailAddress(email)) return messages.invalidEmail;
  return undefined;
}

export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

export function newPasswordErrors(values: NewPasswordValues): Partial<Record<keyof NewPasswordValues, string>> {
  const errors: Partial<Record<keyof NewPasswordValues, string>> = {};
  if (!values.password) errors.password = messages.newPasswordRequired;
  else if ([...values.password].length < limits.newPasswordMin) errors.password = messages.newPasswordTooShort;
  if (values.password && values.confirmation !== values.password) errors.confirmation = messages.passwordsDiffer;
  return errors;
}
