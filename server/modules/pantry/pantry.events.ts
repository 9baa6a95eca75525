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
    /** What the cook paid for this item, in cents, when they said (decision 0034): their price for the next list. */
    paidCents?: number;
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

/**
 * Cooking used these items (a meal of the plan, or a recipe cooked on its own). Each item's quantity
 * before and after is recorded, so the read model and a replay never recompute the recipe's scaling.
 */
export type PantryIngredientsUsed = DomainEvent<
  'PantryIngredientsUsed',
  {
    reason: { mealId?: string; recipeId: string };
    items: Array<{ itemId: string; ingredientId: string; quantityBefore: number; quantityAfter: number }>;
  }
>;

/**
 * A cooking undone: what it took goes back into the same items, each by the amount taken (an item
 * removed since stays removed: the cook chose that). Before and after are recorded, as for a use.
 */
export type PantryIngredientsReturned = DomainEvent<
  'PantryIngredientsReturned',
  {
    reason: { mealId?: string; recipeId: string };
    items: Array<{ itemId: string; ingredientId: string; quantityBefore: number; quantityAfter: number }>;
  }
>;

export type PantryEvent =
  | PantryItemAdded
  | PantryItemQuantityChanged
  | PantryItemExpiryChanged
  | PantryItemConfirmed
  | PantryItemUnconfirmed
  | PantryItemRemoved
  | PantryIngredientsUsed
  | PantryIngredientsReturned;

export const pantryEventTypes = [
  'PantryItemAdded',
  'PantryItemQuantityChanged',
  'PantryItemExpiryChanged',
  'PantryItemConfirmed',
  'PantryItemUnconfirmed',
  'PantryItemRemoved',
  'PantryIngredientsUsed',
  'PantryIngredientsReturned',
] as const satisfies readonly PantryEvent['type'][];

export const pantryStreamId = (pantryId: string) => `pantry-${pantryId}`;

/** The pantry items an event is about: one for most, every item cooking used for PantryIngredientsUsed. */
export const pantryItemIdsOf = (event: { type: string; data: unknown }): string[] =>
  event.type === 'PantryIngredientsUsed' || event.type === 'PantryIngredientsReturned'
    ? (event.data as PantryIngredientsUsed['data']).items.map((item) => item.itemId)
    : [(event.data as { itemId: string }).itemId];
