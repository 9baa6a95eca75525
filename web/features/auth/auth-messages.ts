// Every sentence the account screens say (spec §5, §8), and how an auth-provider failure becomes one.
// supabase-js reports a network failure as AuthRetryableFetchError with status 0 and a 5xx answer as
// the same error with its status; everything else arrives as AuthApiError with GoTrue's `code`.
import { isAuthError, isAuthRetryableFetchError, isAuthWeakPasswordError } from '@supabase/supabase-js';

export const messages = {
  offline: 'Unable to connect. Please check your internet connection and try again.',
  serverUnavailable: 'Unable to connect to the server...',
  emailNotConfirmed: 'Please check your email inbox and click the confirmation link before signing in',
  invalidCredentials: 'Invalid email or password',
  sessionEnded: 'You were signed out: this session was ended on another device or for your safety. Log in again to carry on where you were.',
  invalidEmail: 'Please enter a valid email address',
  unexpected: 'An unexpected error occurred. Please try again.',
  signUpFailed: 'An error occurred during signup',
  googleSignUpFailed: 'An error occurred during Google sign up',
  googleSignInFailed: 'An error occurred during Google sign in',
  signInTimedOut: 'Sign-in timed out. Please try again.',
  firstNameTooShort: 'First name must be at least 2 characters long',
  lastNameTooShort: 'Last name must be at least 2 characters long',
  fixPassword: 'Please fix password requirements',
  emailRequired: 'Please enter your email address',
  resetSent: 'If an account exists with this email, you will receive a password reset link shortly.',
  resetFailed: 'An error occurred while sending the reset link',
  newPasswordRequired: 'Please enter a new password',
  newPasswordTooShort: 'Password must be at least 6 characters long',
  passwordsDiffer: 'Passwords do not match',
  updateFailed: 'Failed to update password. Please try again.',
  invalidResetLink: 'Invalid or expired reset link. Please request a new password reset.',
  verifyFailed: 'Failed to verify email. Please try again or contact support.',
  verifyTimedOut: 'Verification timed out. Please try again or contact support.',
  authenticationFailed: (description: string) => `Authentication failed: ${description}`,
} as const;

export type FieldName = 'email' | 'password';

export interface AuthFailure {
  message: string;
  /** The field the cook should look at (spec §8: highlighted). */
  field?: FieldName;
  /** Offline or server trouble: the form offers 'Retry Connection' (spec §2 /login). */
  connection: boolean;
  /** The provider's error code, where the screen offers something for it (e.g. 'Log in instead'). */
  code?: string;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A failure that never reached the provider or that the provider could not answer. */
function connectionFailure(error: unknown): AuthFailure | undefined {
  if (isOffline()) return { message: messages.offline, connection: true };
  if (isAuthRetryableFetchError(error)) {
    return { message: error.status === 0 ? messages.offline : messages.serverUnavailable, connection: true };
  }
  if (isAuthError(error) && (error.status ?? 0) >= 500) return { message: messages.serverUnavailable, connection: true };
  return undefined;
}

/** Spec §8 'Sign-in and sign-up', for a password sign-in. */
export function signInFailure(error: unknown): AuthFailure {
  const connection = connectionFailure(error);
  if (connection) return connection;
  if (isAuthError(error)) {
    if (error.code === 'email_not_confirmed') return { message: messages.emailNotConfirmed, field: 'email', connection: false };
    if (error.code === 'invalid_credentials' || /invalid login credentials/i.test(error.message)) {
      return { message: messages.invalidCredentials, field: 'password', connection: false };
    }
    if (/email/i.test(error.message)) return { message: messages.invalidEmail, field: 'email', connection: false };
  }
  return { message: messages.unexpected, connection: false };
}

/** Sign-up: the provider's own words where it has them (weak password, already registered, names). */
export function signUpFailure(error: unknown): AuthFailure {
  const connection = connectionFailure(error);
  if (connection) return connection;
  if (isAuthWeakPasswordError(error)) return { message: error.message, field: 'password', connection: false };
  if (isAuthError(error)) {
    if (error.code === 'user_already_exists') return { message: error.message, field: 'email', connection: false, code: error.code };
    if (error.code === 'validation_failed' || error.code === 'email_address_invalid') {
      return { message: error.message, field: /email/i.test(error.message) ? 'email' : undefined, connection: false };
    }
    if (error.code === 'over_email_send_rate_limit' || error.code === 'over_request_rate_limit') return { message: error.message, connection: false };
  }
  return { message: messages.signUpFailed, connection: false };
}

/** Google sign-in or sign-up could not start. */
export function googleFailure(error: unknown, mode: 'sign-in' | 'sign-up'): AuthFailure {
  const connection = connectionFailure(error);
  if (connection) return connection;
  return { message: mode === 'sign-up' ? messages.googleSignUpFailed : messages.googleSignInFailed, connection: false };
}

/** Reset and update screens show the provider's message, or their own when it has none. */
export function providerMessage(error: unknown, fallback: string): string {
  if (isOffline() || (isAuthRetryableFetchError(error) && error.status === 0)) return messages.offline;
  if (isAuthError(error) && error.message && !isAuthRetryableFetchError(error)) return error.message;
  return fallback;
}
