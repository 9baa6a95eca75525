import { describe, it } from 'vitest';
import { deciderSpec } from '../../event-store/decider-spec.ts';
import { messages, pantryDecider, type NewPantryItem } from './pantry.decider.ts';
import type { PantryEvent } from './pantry.events.ts';

const spec = deciderSpec(pantryDecider);
const pantryId = 'pantry-1';
const appUserId = 'user-1';
const spinach = 'ingredient-spinach';
const rice = 'ingredient-rice';

const newItem = (change: Partial<NewPantryItem> = {}): NewPantryItem => ({
  itemId: 'item-1',
  ingredientId: spinach,
  quantity: 200,
  unitOfMeasurement: 'g',
  purchaseDate: '2026-11-20',
  expirationDate: '2026-11-23',
  ...change,
});
const add = (items: NewPantryItem[]) =>
  ({ type: 'AddPantryItems', pantryId, appUserId, items, latestAllowedPurchaseDate: '2026-11-22' }) as const;
const added = (item: NewPantryItem = newItem()): PantryEvent => ({ type: 'PantryItemAdded', data: { ...item, pantryId, appUserId } });

describe('adding pantry items', () => {
  it('records each new item with its unit, purchase date and expiry', () => {
    spec.given([]).when(add([newItem(), newItem({ itemId: 'item-2', ingredientId: rice })])).then([
      added(),
      added(newItem({ itemId: 'item-2', ingredientId: rice })),
    ]);
  });
  it('refuses an item without an ingredient', () => {
    spec.given([]).when(add([newItem({ ingredientId: '' })])).thenThrows(messages.ingredientRequired, 400);
  });
  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses a quantity of %s', (quantity) => {
    spec.given([]).when(add([newItem({ quantity })])).thenThrows(messages.invalidQuantity, 400);
  });
  it('refuses a purchase date in the future', () => {
    spec.given([]).when(add([newItem({ purchaseDate: '2026-11-23' })])).thenThrows(messages.futurePurchase, 400);
  });
  it('accepts a purchase made today', () => {
    spec.given([]).when(add([newItem({ purchaseDate: '2026-11-22' })])).then([added(newItem({ purchaseDate: '2026-11-22' }))]);
  });
  it('refuses the whole batch when one item is invalid', () => {
    spec.given([]).when(add([newItem(), newItem({ itemId: 'item-2', quantity: 0 })])).thenThrows(messages.invalidQuantity);
  });
});

describe('changing an item', () => {
  it('records a new quantity, zero included', () => {
    spec.given([added()]).when({ type: 'ChangePantryItem', itemId: 'item-1', quantity: 0 }).then([
      { type: 'PantryItemQuantityChanged', data: { itemId: 'item-1', quantity: 0 } },
    ]);
  });
  it('refuses a negative quantity', () => {
    spec.given([added()]).when({ type: 'ChangePantryItem', itemId: 'item-1', quantity: -0.1 }).thenThrows(messages.invalidQuantity);
  });
  it('records a cleared expiry', () => {
    spec.given([added()]).when({ type: 'ChangePantryItem', itemId: 'item-1', expirationDate: null }).then([
      { type: 'PantryItemExpiryChanged', data: { itemId: 'item-1', expirationDate: null } },
    ]);
  });
  it('records nothing when nothing changes', () => {
    spec.given([added()]).when({ type: 'ChangePantryItem', itemId: 'item-1', quantity: 200, expirationDate: '2026-11-23' }).thenNothingHappened();
  });
  it('refuses an item that is not in this pantry', () => {
    spec.given([added()]).when({ type: 'ChangePantryItem', itemId: 'someone-elses', quantity: 1 }).thenThrows(messages.itemNotFound, 404);
  });
  it('refuses an item that was removed', () => {
    spec
      .given([added(), { type: 'PantryItemRemoved', data: { itemId: 'item-1', reason: 'deleted' } }])
      .when({ type: 'ChangePantryItem', itemId: 'item-1', quantity: 1 })
      .thenThrows(messages.itemNotFound, 404);
  });
});

describe('confirming an ingredient', () => {
  it('confirms every unconfirmed item of that ingredient', () => {
    spec
      .given([added(), added(newItem({ itemId: 'item-2' })), added(newItem({ itemId: 'item-3', ingredientId: rice }))])
      .when({ type: 'ConfirmPantryIngredient', ingredientId: spinach, isConfirmed: true, confirmedAt: '2026-11-22T10:00:00Z' })
      .then([
        { type: 'PantryItemConfirmed', data: { itemId: 'item-1', confirmedAt: '2026-11-22T10:00:00Z' } },
        { type: 'PantryItemConfirmed', data: { itemId: 'item-2', confirmedAt: '2026-11-22T10:00:00Z' } },
      ]);
  });
  it('records nothing for items already confirmed', () => {
    spec
      .given([added(), { type: 'PantryItemConfirmed', data: { itemId: 'item-1', confirmedAt: 'earlier' } }])
      .when({ type: 'ConfirmPantryIngredient', ingredientId: spinach, isConfirmed: true, confirmedAt: 'now' })
      .thenNothingHappened();
  });
  it('refuses an ingredient that is not in the pantry', () => {
    spec.given([added()]).when({ type: 'ConfirmPantryIngredient', ingredientId: rice, isConfirmed: true, confirmedAt: 'now' }).thenThrows(messages.ingredientNotInPantry, 404);
  });
});

describe('removing', () => {
  it('removes every item of an ingredient no longer in the pantry', () => {
    spec
      .given([added(), added(newItem({ itemId: 'item-2', ingredientId: rice }))])
      .when({ type: 'MarkIngredientNoLongerInPantry', ingredientId: spinach })
      .then([{ type: 'PantryItemRemoved', data: { itemId: 'item-1', reason: 'no_longer_in_pantry' } }]);
  });
  it('does nothing when the ingredient is already gone', () => {
    spec.given([]).when({ type: 'MarkIngredientNoLongerInPantry', ingredientId: spinach }).thenNothingHappened();
  });
  it('deletes the chosen items once each', () => {
    spec
      .given([added(), added(newItem({ itemId: 'item-2' }))])
      .when({ type: 'RemovePantryItems', itemIds: ['item-1', 'item-2', 'item-1'] })
      .then([
        { type: 'PantryItemRemoved', data: { itemId: 'item-1', reason: 'deleted' } },
        { type: 'PantryItemRemoved', data: { itemId: 'item-2', reason: 'deleted' } },
      ]);
  });
  it('refuses to delete when any item is not in this pantry', () => {
    spec.given([added()]).when({ type: 'RemovePantryItems', itemIds: ['item-1', 'not-mine'] }).thenThrows(messages.itemNotFound, 404);
  });
});
