// The temporary signup user of spec §3: who just signed up, held in session storage while the
// confirmation email is on its way. A new sign-up has no session yet, so this is how
// /email-confirmation knows whom to tell 'Check Your Email' and to whom to resend the link.
const KEY = 'larder.signup-user';

export interface TemporarySignupUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** When the last confirmation email was asked for (ms), so a resend waits out the cooldown. */
  emailSentAt: number;
}

export function readSignupUser(): TemporarySignupUser | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as TemporarySignupUser) : null;
  } catch {
    return null;
  }
}

export function saveSignupUser(user: TemporarySignupUser) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(user));
  } catch {
    // Storage refused (private mode, quota): the pending screen falls back to the session's user.
  }
}

export function clearSignupUser() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}
