// The pantry as the API answers it: the server's own declaration (server/contract/pantry.ts).
export type { PantryItem } from '@contract/pantry';

/** Whose pantry a call is about: every pantry path names both. */
export interface PantryOwner {
  pantryId: string;
  appUserId: string;
}
