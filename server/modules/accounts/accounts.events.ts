// Facts of an app user's life. Stream: user-{appUserId}; owner: the user.
import type { DomainEvent } from '../../event-store/types.ts';
import { deterministicUuid } from '../../event-store/ids.ts';

export type UserRegistered = DomainEvent<
  'UserRegistered',
  { appUserId: string; supabaseId: string; email: string; firstName: string; lastName: string; pantryId: string }
>;

export type AccountEvent = UserRegistered;
export const accountEventTypes = ['UserRegistered'] as const satisfies readonly AccountEvent['type'][];

export const userStreamId = (appUserId: string) => `user-${appUserId}`;

/** The app user's id follows from the provider's id, so every process agrees on it without a lookup. */
export const appUserIdFor = (supabaseId: string) => deterministicUuid(`app-user:${supabaseId}`);
