// Pantry rules (spec §4, §5): quantities above zero when added and never below zero, purchase dates
// not in the future, items changed or removed only when they are in this pantry.
import { assertNever, type Decider } from '../../event-store/decider.ts';
import { DomainError } from '../../event-store/errors.ts';
import type { PantryEvent } from './pantry.events.ts';

export interface NewPantryItem {
  itemId: string;
  ingredientId: string;
  quantity: number;
  unitOfMeasurement: string;
  purchaseDate: string;
  expirationDate: string | null;
}

export type PantryCommand =
  | { type: 'AddPantryItems'; pantryId: string; appUserId: string; items: NewPantryItem[]; latestAllowedPurchaseDate: string }
  | { type: 'ChangePantryItem'; itemId: string; quantity?: number; expirationDate?: string | null }
  | { type: 'ConfirmPantryIngredient'; ingredientId: string; isConfirmed: boolean; confirmedAt: string }
  | { type: 'MarkIngredientNoLongerInPantry'; ingredientId: string }
  | { type: 'RemovePantryItems'; itemIds: string[] };

export interface PantryItemState {
  ingredientId: string;
  quantity: number;
  expirationDate: string | null;
  isConfirmed: boolean;
}

export interface PantryState {
  items: Record<string, PantryItemState>;
}

export const messages = {
  ingredientRequired: 'Please select an ingredient',
  invalidQuantity: 'Please enter a valid quantity',
  futurePurchase: 'Purchase date cannot be in the future.',
  itemNotFound: 'This pantry item does not exist in your pantry.',
  ingredientNotInPantry: 'This ingredient is not in your pantry.',
  duplicateItem: 'This pantry item already exists.',
} as const;

const itemsWithIngredient = (state: PantryState, ingredientId: string) =>
  Object.entries(state.items).filter(([, item]) => item.ingredientId === ingredientId);

function decide(command: PantryCommand, state: PantryState): PantryEvent[] {
  switch (command.type) {
    case 'AddPantryItems':
      return command.items.map((item) => {
        if (!item.ingredientId) throw new DomainError(messages.ingredientRequired);
        if (!(item.quantity > 0) || !Number.isFinite(item.quantity)) throw new DomainError(messages.invalidQuantity);
        if (item.purchaseDate > command.latestAllowedPurchaseDate) throw new DomainError(messages.futurePurchase);
        if (state.items[item.itemId]) throw new DomainError(messages.duplicateItem, 409);
        return {
          type: 'PantryItemAdded',
          data: { ...item, pantryId: command.pantryId, appUserId: command.appUserId },
        };
      });
    case 'ChangePantryItem': {
      const item = state.items[command.itemId];
      if (!item) throw new DomainError(messages.itemNotFound, 404);
      const events: PantryEvent[] = [];
      if (command.quantity !== undefined) {
        if (!(command.quantity >= 0) || !Number.isFinite(command.quantity)) throw new DomainError(messages.invalidQuantity);
        if (command.quantity !== item.quantity) {
          events.push({ type: 'PantryItemQuantityChanged', data: { itemId: command.itemId, quantity: command.quantity } });
        }
      }
      if (command.expirationDate !== undefined && command.expirationDate !== item.expirationDate) {
        events.push({ type: 'PantryItemExpiryChanged', data: { itemId: command.itemId, expirationDate: command.expirationDate } });
      }
      return events;
    }
    case 'ConfirmPantryIngredient': {
      const items = itemsWithIngredient(state, command.ingredientId);
      if (items.length === 0) throw new DomainError(messages.ingredientNotInPantry, 404);
      return items
        .filter(([, item]) => item.isConfirmed !== command.isConfirmed)
        .map(([itemId]): PantryEvent =>
          command.isConfirmed
            ? { type: 'PantryItemConfirmed', data: { itemId, confirmedAt: command.confirmedAt } }
            : { type: 'PantryItemUnconfirmed', data: { itemId } },
        );
    }
    case 'MarkIngredientNoLongerInPantry':
      return itemsWithIngredient(state, command.ingredientId).map(([itemId]) => ({
        type: 'PantryItemRemoved',
        data: { itemId, reason: 'no_longer_in_pantry' },
      }));
    case 'RemovePantryItems': {
      const missing = command.itemIds.filter((itemId) => !state.items[itemId]);
      if (missing.length > 0) throw new DomainError(messages.itemNotFound, 404);
      return [...new Set(command.itemIds)].map((itemId) => ({ type: 'PantryItemRemoved', data: { itemId, reason: 'deleted' } }));
    }
    default:
      return assertNever(command, 'pantry command');
  }
}

function evolve(state: PantryState, event: PantryEvent): PantryState {
  switch (event.type) {
    case 'PantryItemAdded': {
      const { itemId, ingredientId, quantity, expirationDate } = event.data;
      return { items: { ...state.items, [itemId]: { ingredientId, quantity, expirationDate, isConfirmed: false } } };
    }
    case 'PantryItemQuantityChanged':
      return patch(state, event.data.itemId, { quantity: event.data.quantity });
    case 'PantryItemExpiryChanged':
      return patch(state, event.data.itemId, { expirationDate: event.data.expirationDate });
    case 'PantryItemConfirmed':
      return patch(state, event.data.itemId, { isConfirmed: true });
    case 'PantryItemUnconfirmed':
      return patch(state, event.data.itemId, { isConfirmed: false });
    case 'PantryItemRemoved': {
      const { [event.data.itemId]: _removed, ...items } = state.items;
      return { items };
    }
    default:
      return assertNever(event, 'pantry event');
  }
}

function patch(state: PantryState, itemId: string, change: Partial<PantryItemState>): PantryState {
  const item = state.items[itemId];
  return item ? { items: { ...state.items, [itemId]: { ...item, ...change } } } : state;
}

export const pantryDecider: Decider<PantryCommand, PantryEvent, PantryState> = {
  initialState: () => ({ items: {} }),
  evolve,
  decide,
};
