import { describe, expect, it } from 'vitest';
import { fold } from '../../event-store/decider.ts';
import { deciderSpec } from '../../event-store/decider-spec.ts';
import { groceryListDecider, groceryMessages } from './grocery-list.decider.ts';
import type { GroceryItem, GroceryListEvent, GroceryRefresh, GroceryRevision } from './grocery.events.ts';
import { totalsOf } from './grocery-list.state.ts';

const spec = deciderSpec(groceryListDecider);
const item = (id: string, quantity = 1): GroceryItem => ({ id, ingredientId: `ingredient-${id}`, ingredientName: id, quantity, unit: 'piece', primaryFoodGroup: 'Produce', estimatedCostCents: 10 * quantity, notes: null });
const refresh = (items: GroceryItem[], refreshedAt = '2026-11-23T08:00:00Z'): GroceryRefresh => ({
  groceryListId: 'list-1',
  mealPlanId: 'plan-1',
  appUserId: 'cook-1',
  weekStart: '2026-11-23',
  endDate: '2026-11-29',
  items,
  differences: [],
  totalItems: items.length,
  estimatedTotalCostCents: items.reduce((sum, line) => sum + line.estimatedCostCents, 0),
  refreshedAt,
});
const refreshed = (items: GroceryItem[], at?: string): GroceryListEvent => ({ type: 'GroceryListRefreshed', data: refresh(items, at) });
const marked = (itemIds: string[], marks: { isInCart?: boolean; isPurchased?: boolean }): GroceryListEvent => ({ type: 'GroceryItemsMarked', data: { itemIds, ...marks } });
const mark = (itemIds: string[], marks: { isInCart?: boolean; isPurchased?: boolean }, today = '2026-11-25', appUserId = 'cook-1') =>
  ({ type: 'MarkGroceryItems', appUserId, itemIds, today, ...marks }) as const;

describe('recording a refresh', () => {
  const revised = (changed: GroceryItem[], dropped: string[], more: Partial<GroceryRevision> = {}): GroceryListEvent => {
    const { items: _items, differences: _differences, totalItems: _total, estimatedTotalCostCents: _cost, ...list } = refresh([]);
    return { type: 'GroceryListRevised', data: { ...list, changed, dropped, ...more } };
  };
  it('records only the lines that changed and the ids of those no longer listed', () => {
    spec.given([refreshed([item('a'), item('b'), item('c')])]).when({ type: 'RecordGroceryRefresh', refresh: refresh([item('a', 2), item('c'), item('d')]), today: '2026-11-25' }).then([revised([item('a', 2), item('d')], ['b'])]);
  });
  it('records every line of a list computed for the first time, and pantry differences only when they change', () => {
    const difference = { ingredientId: 'ingredient-a', ingredientName: 'a', pantryQuantity: 1, originalQuantity: 3, unit: 'piece', mealSources: [{ mealId: 'meal-1' }] };
    spec.given([]).when({ type: 'RecordGroceryRefresh', refresh: refresh([item('a'), item('b')]), today: '2026-11-25' }).then([revised([item('a'), item('b')], [])]);
    spec.given([refreshed([item('a')])]).when({ type: 'RecordGroceryRefresh', refresh: { ...refresh([item('a', 2)]), differences: [difference] }, today: '2026-11-25' }).then([revised([item('a', 2)], [], { differences: [difference] })]);
    spec.given([revised([item('a')], [], { differences: [difference] })]).when({ type: 'RecordGroceryRefresh', refresh: { ...refresh([item('a', 2)]), differences: [difference] }, today: '2026-11-25' }).then([revised([item('a', 2)], [])]);
  });
  it('records nothing when the list is the same, whatever the time', () => {
    spec.given([refreshed([item('a')])]).when({ type: 'RecordGroceryRefresh', refresh: refresh([item('a')], 'later'), today: '2026-11-25' }).thenNothingHappened();
  });
  it('records nothing when the same list comes back with its keys in another order (as the log returns them)', () => {
    const reordered = (line: GroceryItem): GroceryItem => Object.fromEntries(Object.entries(line).reverse()) as unknown as GroceryItem;
    const asRead = { ...refresh([item('a'), item('b', 3)]), items: [reordered(item('a')), reordered(item('b', 3))] };
    spec.given([{ type: 'GroceryListRefreshed', data: asRead }]).when({ type: 'RecordGroceryRefresh', refresh: refresh([item('a'), item('b', 3)], 'later'), today: '2026-11-25' }).thenNothingHappened();
    spec.given([refreshed([item('a'), item('b', 3)])]).when({ type: 'RecordGroceryRefresh', refresh: { ...asRead, refreshedAt: 'later' }, today: '2026-11-25' }).thenNothingHappened();
  });
  it("never rewrites a past plan's list", () => {
    spec.given([refreshed([item('a')])]).when({ type: 'RecordGroceryRefresh', refresh: refresh([item('a', 2)]), today: '2026-11-30' }).thenNothingHappened();
  });
});

describe('marking items', () => {
  it('marks the items whose mark changes, once each', () => {
    spec.given([refreshed([item('a'), item('b')]), marked(['a'], { isInCart: true })]).when(mark(['a', 'b', 'b'], { isInCart: true })).then([marked(['b'], { isInCart: true })]);
  });
  it('records nothing when every item already has that mark', () => {
    spec.given([refreshed([item('a')]), marked(['a'], { isPurchased: true })]).when(mark(['a'], { isPurchased: true })).thenNothingHappened();
  });
  it('refuses an item that is not on the list', () => {
    spec.given([refreshed([item('a')])]).when(mark(['a', 'elsewhere'], { isInCart: true })).thenThrows(groceryMessages.itemNotFound, 404);
  });
  it('refuses a list that was never computed, or that is not the caller’s', () => {
    spec.given([]).when(mark(['a'], { isInCart: true })).thenThrows(groceryMessages.listNotFound, 404);
    spec.given([refreshed([item('a')])]).when(mark(['a'], { isInCart: true }, '2026-11-25', 'someone-else')).thenThrows(groceryMessages.listNotFound, 404);
  });
  it("refuses any change to a past plan's list", () => {
    spec.given([refreshed([item('a')])]).when(mark(['a'], { isInCart: true }, '2026-11-30')).thenThrows(groceryMessages.pastPlan, 403);
  });
});

describe('the cook’s own lines and removals', () => {
  const own = (id: string): GroceryItem => ({ ...item(id), ingredientId: null, own: true });
  const add = (line: GroceryItem, today = '2026-11-25', appUserId = 'cook-1') => ({ type: 'AddOwnGroceryItem', appUserId, item: line, today }) as const;
  const remove = (itemId: string, today = '2026-11-25') => ({ type: 'RemoveGroceryItem', appUserId: 'cook-1', itemId, today }) as const;
  const putBack = (itemId: string) => ({ type: 'PutBackGroceryItem', appUserId: 'cook-1', itemId, today: '2026-11-25' }) as const;
  const added = (line: GroceryItem): GroceryListEvent => ({ type: 'GroceryItemAdded', data: { item: line } });
  const removed = (itemId: string): GroceryListEvent => ({ type: 'GroceryItemRemoved', data: { itemId } });
  const shownIds = (events: GroceryListEvent[]) => fold(groceryListDecider, events).items.filter((line) => !line.isRemoved).map((line) => line.id);

  it('adds a line of the cook’s own once, to their current list only', () => {
    spec.given([refreshed([item('a')])]).when(add(own('cake'))).then([added(own('cake'))]);
    spec.given([refreshed([item('a')]), added(own('cake'))]).when(add(own('cake'))).thenNothingHappened();
    spec.given([refreshed([item('a')])]).when(add(own('cake'), '2026-11-25', 'someone-else')).thenThrows(groceryMessages.listNotFound, 404);
    spec.given([refreshed([item('a')])]).when(add(own('cake'), '2026-11-30')).thenThrows(groceryMessages.pastPlan, 403);
  });
  it('removes a line and puts it back; a second removal or put-back changes nothing', () => {
    spec.given([refreshed([item('a')])]).when(remove('a')).then([removed('a')]);
    spec.given([refreshed([item('a')]), removed('a')]).when(remove('a')).thenNothingHappened();
    spec.given([refreshed([item('a')]), removed('a')]).when(putBack('a')).then([{ type: 'GroceryItemPutBack', data: { itemId: 'a' } }]);
    spec.given([refreshed([item('a')])]).when(putBack('a')).thenNothingHappened();
    spec.given([refreshed([item('a')])]).when(remove('elsewhere')).thenThrows(groceryMessages.itemNotFound, 404);
  });
  it('keeps own lines and removals through later refreshes, and will not mark a removed line', () => {
    const events = [refreshed([item('a'), item('b')]), added(own('cake')), removed('b'), refreshed([item('a', 2), item('b', 3)])];
    expect(shownIds(events)).toEqual(['a', 'cake']);
    spec.given(events).when(mark(['b'], { isInCart: true })).thenThrows(groceryMessages.itemNotFound, 404);
  });
});

describe('the list a refresh leaves', () => {
  const shown = (events: GroceryListEvent[]) => fold(groceryListDecider, events).items.map(({ id, quantity, isInCart, isPurchased }) => ({ id, quantity, isInCart, isPurchased }));
  it('keeps the marks of items still on the list, with their new quantity', () => {
    expect(shown([refreshed([item('a'), item('b')]), marked(['a'], { isInCart: true }), refreshed([item('a', 3)])])).toEqual([{ id: 'a', quantity: 3, isInCart: true, isPurchased: false }]);
  });
  it('keeps purchased items the refresh no longer lists, still purchased', () => {
    expect(shown([refreshed([item('a'), item('b')]), marked(['b'], { isPurchased: true }), refreshed([item('a')])])).toEqual([
      { id: 'a', quantity: 1, isInCart: false, isPurchased: false },
      { id: 'b', quantity: 1, isInCart: false, isPurchased: true },
    ]);
  });
  it('counts the lines the cost estimate leaves out for want of a price, kept purchases included', () => {
    const unpriced = (id: string) => ({ ...item(id), estimatedCostCents: 0, priced: false });
    const state = fold(groceryListDecider, [refreshed([item('a'), unpriced('b'), unpriced('c')]), marked(['c'], { isPurchased: true }), refreshed([item('a'), unpriced('b')])]);
    expect(totalsOf(state.items)).toEqual({ totalItems: 3, estimatedTotalCostCents: 10, estimatedPartCents: 0, unpricedItems: 2 });
  });
  it('leaves staples and removed lines out of the count and cost, and says how much of the cost is estimated', () => {
    const estimated = (id: string): GroceryItem => ({ ...item(id), estimatedCostCents: 40, priceSource: 'estimate' });
    const staple = (id: string): GroceryItem => ({ ...item(id), staple: true });
    const state = fold(groceryListDecider, [refreshed([item('a'), estimated('b'), staple('salt'), item('c')]), { type: 'GroceryItemRemoved', data: { itemId: 'c' } }]);
    expect(totalsOf(state.items)).toEqual({ totalItems: 2, estimatedTotalCostCents: 50, estimatedPartCents: 40, unpricedItems: 0 });
  });
  it('reads a line recorded before lines said whether they had a price by its cost: zero is unpriced', () => {
    const older = (id: string, cost: number): GroceryItem => ({ ...item(id), estimatedCostCents: cost });
    expect(totalsOf(fold(groceryListDecider, [refreshed([older('a', 25), older('b', 0)])]).items).unpricedItems).toBe(1);
  });
});
