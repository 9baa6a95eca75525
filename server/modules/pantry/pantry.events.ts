// Facts of a pantry's life. Stream: pantry-{pantryId}; owner: the app user.
import type { DomainEvent } from '../../event-store/types.ts';

export type PantryItemAdded = DomainEvent<
  'PantryItemAdded',
  {
    itemId: string;
    pantryId: string;
    appUserId: string;
    ingredientId: string;
    quantity: number;
    unitOfMeasurement: string;
    purchaseDate: string;
    expirationDate: string | null;
  }
>;
export type PantryItemQuantityChanged = DomainEvent<'PantryItemQuantityChanged', { itemId: string; quantity: number }>;
export type PantryItemExpiryChanged = DomainEvent<'PantryItemExpiryChanged', { itemId: string; expirationDate: string | null }>;
export type PantryItemConfirmed = DomainEvent<'PantryItemConfirmed', { itemId: string; confirmedAt: string }>;
export type PantryItemUnconfirmed = DomainEvent<'PantryItemUnconfirmed', { itemId: string }>;
export type PantryItemRemoved = DomainEvent<
  'PantryItemRemoved',
  { itemId: string; reason: 'deleted' | 'no_longer_in_pantry' }
>;

export type PantryEvent =
  | PantryItemAdded
  | PantryItemQuantityChanged
  | PantryItemExpiryChanged
  | PantryItemConfirmed
  | PantryItemUnconfirmed
  | PantryItemRemoved;

export const pantryEventTypes = [
  'PantryItemAdded',
  'PantryItemQuantityChanged',
  'PantryItemExpiryChanged',
  'PantryItemConfirmed',
  'PantryItemUnconfirmed',
  'PantryItemRemoved',
] as const satisfies readonly PantryEvent['type'][];

export const pantryStreamId = (pantryId: string) => `pantry-${pantryId}`;
