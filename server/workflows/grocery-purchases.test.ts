import { describe, it } from 'vitest';
import { givenStreams } from '../event-store/decision-spec.ts';
import { groceryMessages } from '../modules/grocery/grocery-list.decider.ts';
import { groceryListStreamId, type GroceryItem, type GroceryListEvent } from '../modules/grocery/grocery.events.ts';
import { pantryStreamId, type PantryEvent } from '../modules/pantry/pantry.events.ts';
import { groceryRefreshJob } from './grocery-refresh/index.ts';
import { purchaseGroceriesCommand, type GroceryPurchase, type PurchaseContext } from './grocery-purchases.ts';

const cook = 'cook-1';
const pantryId = 'pantry-1';
const listStream = groceryListStreamId('list-1');
const pantryStream = pantryStreamId(pantryId);
const today = '2026-11-25';
const CARROT = 'ingredient-carrot';
const TORTILLA = 'ingredient-tortilla';

const line = (id: string, ingredientId: string | null, quantity: number): GroceryItem => ({ id, ingredientId, ingredientName: id, quantity, unit: 'piece', primaryFoodGroup: 'Produce', estimatedCostCents: 0, notes: null });
const listed = (appUserId = cook, endDate = '2026-11-29'): GroceryListEvent => ({
  type: 'GroceryListRefreshed',
  data: { groceryListId: 'list-1', mealPlanId: 'plan-1', appUserId, weekStart: '2026-11-23', endDate, items: [line('carrots', CARROT, 6), line('tortillas', TORTILLA, 6), line('soap', null, 1)], differences: [], totalItems: 3, estimatedTotalCostCents: 0, refreshedAt: 't' },
});
const marked = (itemIds: string[], marks: { isInCart?: boolean; isPurchased?: boolean }): GroceryListEvent => ({ type: 'GroceryItemsMarked', data: { itemIds, ...marks } });
// Carrots keep three weeks; tortillas' shelf life is unknown.
const context: PurchaseContext = {
  groceryListId: 'list-1',
  appUserId: cook,
  pantryId,
  today,
  latestAllowedPurchaseDate: '2026-11-26',
  ingredientOf: (ingredientId) => (ingredientId === CARROT ? { unit_of_measurement: 'piece', estimated_shelf_life: 21 } : ingredientId === TORTILLA ? { unit_of_measurement: 'piece', estimated_shelf_life: null } : undefined),
};
const buy = (groceryItemId: string, quantity: number, pantryItemId = `pantry-${groceryItemId}`, paidCents?: number): GroceryPurchase => ({ groceryItemId, quantity, pantryItemId, ...(paidCents !== undefined && { paidCents }) });
const added = (itemId: string, ingredientId: string, quantity: number, expirationDate: string | null, paidCents?: number): PantryEvent => ({
  type: 'PantryItemAdded',
  data: { itemId, ingredientId, quantity, unitOfMeasurement: 'piece', purchaseDate: today, expirationDate, pantryId, appUserId: cook, ...(paidCents !== undefined && { paidCents }) },
});

describe("buying a grocery list's items into the pantry", () => {
  describe("when the lines are on the cook's current list, not yet bought", () => {
    it("adds each to the pantry, bought today and kept for its shelf life, and marks the lines purchased, together", () => {
      givenStreams({ [listStream]: [listed()] })
        .when(purchaseGroceriesCommand([buy('carrots', 6), buy('tortillas', 6)], context))
        .then({ [pantryStream]: [added('pantry-carrots', CARROT, 6, '2026-12-16'), added('pantry-tortillas', TORTILLA, 6, null)], [listStream]: [marked(['carrots', 'tortillas'], { isPurchased: true })] });
    });
    it('records what the cook paid, when they said', () => {
      givenStreams({ [listStream]: [listed()] })
        .when(purchaseGroceriesCommand([buy('carrots', 6, 'pantry-carrots', 120)], context))
        .then({ [pantryStream]: [added('pantry-carrots', CARROT, 6, '2026-12-16', 120)], [listStream]: [marked(['carrots'], { isPurchased: true })] });
    });
    it("answers with the lines bought and the pantry items added, and refreshes this week's and next week's lists", () => {
      const purchase = purchaseGroceriesCommand([buy('carrots', 6)], context);
      givenStreams({ [listStream]: [listed()] }).when(purchase).thenAnswers({ purchasedItemIds: ['carrots'], shortItemIds: [], pantryItemIds: ['pantry-carrots'] });
      givenStreams({ [listStream]: [listed()] }).when(purchase).thenEnqueues([groceryRefreshJob(cook, ['2026-11-23', '2026-11-30'])]);
    });
  });

  describe('when a line in the cart is bought short of what it asks for', () => {
    it('adds what was bought and takes the line out of the cart, not ticked off, so the refresh asks for the rest', () => {
      givenStreams({ [listStream]: [listed(), marked(['tortillas'], { isInCart: true })] })
        .when(purchaseGroceriesCommand([buy('tortillas', 4)], context))
        .then({ [pantryStream]: [added('pantry-tortillas', TORTILLA, 4, null)], [listStream]: [marked(['tortillas'], { isInCart: false })] });
    });
    it("counts it bought in full within the dialog's rounding: an eighth under", () => {
      givenStreams({ [listStream]: [listed()] }).when(purchaseGroceriesCommand([buy('carrots', 5.875)], context)).thenAnswers({ purchasedItemIds: ['carrots'], shortItemIds: [], pantryItemIds: ['pantry-carrots'] });
      givenStreams({ [listStream]: [listed()] }).when(purchaseGroceriesCommand([buy('carrots', 5.85)], context)).thenAnswers({ purchasedItemIds: [], shortItemIds: [], pantryItemIds: ['pantry-carrots'] });
    });
  });

  describe('when a line is already purchased', () => {
    it('adds nothing for it, so a double click does not double the pantry', () => {
      givenStreams({ [listStream]: [listed(), marked(['carrots'], { isPurchased: true })] }).when(purchaseGroceriesCommand([buy('carrots', 6)], context)).thenNothingHappened();
    });
  });

  describe('when the same line is named twice', () => {
    it('buys it once', () => {
      givenStreams({ [listStream]: [listed()] })
        .when(purchaseGroceriesCommand([buy('carrots', 6), buy('carrots', 6, 'pantry-again')], context))
        .then({ [pantryStream]: [added('pantry-carrots', CARROT, 6, '2026-12-16')], [listStream]: [marked(['carrots'], { isPurchased: true })] });
    });
  });

  describe("when a line is the cook's own words, naming no ingredient", () => {
    it('ticks it off and stores nothing, and refreshes no list', () => {
      const purchase = purchaseGroceriesCommand([buy('soap', 1)], context);
      givenStreams({ [listStream]: [listed()] }).when(purchase).then({ [listStream]: [marked(['soap'], { isPurchased: true })] });
      givenStreams({ [listStream]: [listed()] }).when(purchase).thenEnqueues([]);
    });
  });

  describe("when a line is not on the cook's list", () => {
    it('refuses the whole purchase', () => {
      givenStreams({ [listStream]: [listed()] }).when(purchaseGroceriesCommand([buy('carrots', 6), buy('caviar', 1)], context)).thenThrows(groceryMessages.itemNotFound, 404);
    });
  });

  describe("when the list is another cook's", () => {
    it('refuses, as if there were no such list', () => {
      givenStreams({ [listStream]: [listed('cook-2')] }).when(purchaseGroceriesCommand([buy('carrots', 6)], context)).thenThrows(groceryMessages.listNotFound, 404);
    });
  });

  describe("when the list's week is past", () => {
    it('refuses: a past plan is read-only', () => {
      givenStreams({ [listStream]: [listed(cook, '2026-11-22')] }).when(purchaseGroceriesCommand([buy('carrots', 6)], context)).thenThrows(groceryMessages.pastPlan, 403);
    });
  });
});
