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
  it('takes up to 100,000 of a unit and refuses more', () => {
    spec.given([]).when(add([newItem({ quantity: 100_000 })])).then([added(newItem({ quantity: 100_000 }))]);
    spec.given([]).when(add([newItem({ quantity: 100_000.5 })])).thenThrows('Please enter a quantity of 100,000 or less.', 400);
  });
  it('refuses an expiry before the purchase date and takes one on the day', () => {
    spec.given([]).when(add([newItem({ expirationDate: '2026-11-19' })])).thenThrows('Expiration date cannot be before the purchase date.', 400);
    spec.given([]).when(add([newItem({ expirationDate: '2026-11-20' })])).then([added(newItem({ expirationDate: '2026-11-20' }))]);
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
  it('refuses a quantity above 100,000', () => {
    spec.given([added()]).when({ type: 'ChangePantryItem', itemId: 'item-1', quantity: 99999999999999999 }).thenThrows(messages.tooMuch, 400);
  });
  it('refuses an expiry before the item was bought', () => {
    spec.given([added()]).when({ type: 'ChangePantryItem', itemId: 'item-1', expirationDate: '2026-11-19' }).thenThrows(messages.expiryBeforePurchase, 400);
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

describe('cooking uses pantry ingredients', () => {
  const onion = 'ingredient-onion';
  const units = { [spinach]: { unit_of_measurement: 'g', grams_per_unit: null }, [onion]: { unit_of_measurement: 'piece', grams_per_unit: 110 } };
  // Serves 2: 300 g of spinach, and 330 g of onion (three 110 g onions, counted in pieces by the pantry).
  const recipe = { servings: 2, lines: [{ ingredientId: spinach, quantity: 300, unit: 'g' }, { ingredientId: onion, quantity: 330, unit: 'g' }] };
  const cook = (servings: number, reason: { mealId?: string; recipeId: string } = { mealId: 'meal-1', recipeId: 'recipe-1' }) =>
    ({ type: 'UseIngredients', reason, recipe, servings, units }) as const;
  const item = (itemId: string, ingredientId: string, quantity: number, expirationDate: string | null, unitOfMeasurement = ingredientId === onion ? 'piece' : 'g') =>
    added(newItem({ itemId, ingredientId, quantity, expirationDate, unitOfMeasurement }));
  const used = (reason: { mealId?: string; recipeId: string }, items: Array<[string, string, number, number]>): PantryEvent => ({
    type: 'PantryIngredientsUsed',
    data: { reason, items: items.map(([itemId, ingredientId, quantityBefore, quantityAfter]) => ({ itemId, ingredientId, quantityBefore, quantityAfter })) },
  });

  it('takes the lines scaled by servings, converting grams of onion into pieces', () => {
    // 3 servings of a recipe for 2: 450 g of spinach, 495 g of onion = 4.5 pieces.
    spec.given([item('s', spinach, 1000, '2026-11-30'), item('o', onion, 6, '2026-11-30')]).when(cook(3)).then([
      used({ mealId: 'meal-1', recipeId: 'recipe-1' }, [['s', spinach, 1000, 550], ['o', onion, 6, 1.5]]),
    ]);
  });
  it('uses the soonest expiry first and items that never expire last', () => {
    spec
      .given([item('never', spinach, 500, null), item('late', spinach, 100, '2026-12-10'), item('soon', spinach, 100, '2026-11-25')])
      .when(cook(2))
      .then([used({ mealId: 'meal-1', recipeId: 'recipe-1' }, [['never', spinach, 500, 400], ['late', spinach, 100, 0], ['soon', spinach, 100, 0]])]);
  });
  it('never takes an item below zero', () => {
    spec.given([item('s', spinach, 50, '2026-11-30')]).when(cook(16)).then([used({ mealId: 'meal-1', recipeId: 'recipe-1' }, [['s', spinach, 50, 0]])]);
  });
  it('leaves alone what the recipe does not need and what no known fact converts', () => {
    // An onion kept in tablespoons cannot be matched to grams of onion: it is not guessed.
    spec.given([item('r', rice, 500, null), item('o', onion, 3, null, 'tbsp')]).when(cook(2)).thenNothingHappened();
  });
  it('gives back, on undo, exactly what a cooking took: the same items, each by the amount taken', () => {
    const reason = { mealId: 'meal-1', recipeId: 'recipe-1' };
    const cooking = used(reason, [['s', spinach, 1000, 550], ['o', onion, 6, 1.5]]);
    const undo = { type: 'ReturnIngredients', reason, used: (cooking as Extract<PantryEvent, { type: 'PantryIngredientsUsed' }>).data.items } as const;
    spec.given([item('s', spinach, 1000, '2026-11-30'), item('o', onion, 6, '2026-11-30'), cooking]).when(undo).then([
      { type: 'PantryIngredientsReturned', data: { reason, items: [{ itemId: 's', ingredientId: spinach, quantityBefore: 550, quantityAfter: 1000 }, { itemId: 'o', ingredientId: onion, quantityBefore: 1.5, quantityAfter: 6 }] } },
    ]);
    // The cook ate the rest of the spinach meanwhile: it gets back what cooking took, on top of what it holds now.
    spec.given([item('s', spinach, 1000, '2026-11-30'), cooking, { type: 'PantryItemQuantityChanged', data: { itemId: 's', quantity: 50 } }]).when(undo).then([
      { type: 'PantryIngredientsReturned', data: { reason, items: [{ itemId: 's', ingredientId: spinach, quantityBefore: 50, quantityAfter: 500 }] } },
    ]);
    // An item the cook removed since stays removed.
    spec.given([item('s', spinach, 1000, '2026-11-30'), cooking, { type: 'PantryItemRemoved', data: { itemId: 's', reason: 'deleted' } }]).when(undo).thenNothingHappened();
  });
  it('records a recipe cooked on its own, without a meal', () => {
    spec.given([item('s', spinach, 300, null)]).when(cook(2, { recipeId: 'recipe-1' })).then([used({ recipeId: 'recipe-1' }, [['s', spinach, 300, 0]])]);
  });
  it.each([0, 17, 1.5])('refuses %s servings', (servings) => {
    spec.given([item('s', spinach, 300, null)]).when(cook(servings)).thenThrows(messages.cookServings, 400);
  });
});
