// The caller's own app user, for routes: present, and the owner of the ids a request names.
import type { Context } from 'hono';
import type { AppEnv, AppUserRef } from './context.ts';
import { HttpError } from './errors.ts';

export const ACCOUNT_NOT_READY = 'Your account is still being set up. Please try again in a moment.';
export const ONLY_YOUR_ACCOUNT = 'You can only see and change your own account.';

export function requireAppUser(c: Context<AppEnv>): AppUserRef {
  const user = c.get('appUser');
  if (!user) throw new HttpError(403, ACCOUNT_NOT_READY);
  return user;
}

/** The caller, when `appUserId` (from a path or body) is theirs; 403 for anyone else's id. */
export function requireOwnAccount(c: Context<AppEnv>, appUserId: string | undefined): AppUserRef {
  const user = requireAppUser(c);
  if (appUserId !== undefined && appUserId !== user.id) throw new HttpError(403, ONLY_YOUR_ACCOUNT);
  return user;
}

export const SETUP_NEEDED = 'Please complete your meal preferences setup first.';
export const ACCESS_NEEDED = 'This needs a subscription or a beta code. Choose a plan on the pricing page.';

/** Spec §6: meal-plan and pantry features need setup complete and access (subscription or beta code). */
export function requireReadyAccount(c: Context<AppEnv>): AppUserRef {
  const user = requireAppUser(c);
  if (!user.setupComplete) throw new HttpError(403, SETUP_NEEDED, { reason: 'setup_incomplete' });
  if (!user.hasAccess) throw new HttpError(403, ACCESS_NEEDED, { reason: 'no_access' });
  return user;
}
