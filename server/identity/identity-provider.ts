// The port to the auth provider, for what the product asks it and must not take from the caller:
// has this user confirmed their email address, and which sessions has it ended?
import type { EndedSessions } from '../http/live-sessions.ts';

export interface EmailConfirmation {
  email: string;
  /** ISO time of confirmation; null while unconfirmed. */
  confirmedAt: string | null;
}

export interface IdentityProvider {
  readonly name: 'local' | 'supabase';
  /** The provider's record of the caller (identified by their own access token); undefined if it has none. */
  emailConfirmation(caller: { sub: string; token: string }): Promise<EmailConfirmation | undefined>;
  /** Of these sessions, the ones the provider has ended (signed out, revoked, or never had). */
  endedSessions: EndedSessions;
}
