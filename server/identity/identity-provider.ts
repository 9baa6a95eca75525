// The port to the hosted auth provider, for the one thing the product asks it: has this user
// confirmed their email address? The answer must come from the provider, not from the caller.
export interface EmailConfirmation {
  email: string;
  /** ISO time of confirmation; null while unconfirmed. */
  confirmedAt: string | null;
}

export interface IdentityProvider {
  readonly name: 'local' | 'supabase';
  /** The provider's record of the caller (identified by their own access token); undefined if it has none. */
  emailConfirmation(caller: { sub: string; token: string }): Promise<EmailConfirmation | undefined>;
}
