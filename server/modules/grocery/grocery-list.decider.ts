// Grocery list rules: a refresh is recorded only when it changes the list; the cook marks only items
// on their own list; a past plan's list is read-only (the plan's own message, decision 0013).
import { assertNever, type Decider } from '../../event-store/decider.ts';
import { DomainError } from '../../event-store/errors.ts';
import type { GroceryItem, GroceryItemsMarked, GroceryListEvent, GroceryRefresh } from './grocery.events.ts';
import { evolveGroceryList, initialGroceryListState, revisionOf, type GroceryListState } from './grocery-list.state.ts';

export type GroceryListCommand =
  | { type: 'RecordGroceryRefresh'; refresh: GroceryRefresh; today: string }
  | { type: 'MarkGroceryItems'; appUserId: string; itemIds: string[]; isInCart?: boolean; isPurchased?: boolean; today: string }
  /** A line of the cook's own; the route matched its name to an ingredient and priced it (decision 0034). */
  | { type: 'AddOwnGroceryItem'; appUserId: string; item: GroceryItem; today: string }
  | { type: 'RemoveGroceryItem'; appUserId: string; itemId: string; today: string }
  | { type: 'PutBackGroceryItem'; appUserId: string; itemId: string; today: string };

export const groceryMessages = {
  listNotFound: 'This grocery list does not exist.',
  itemNotFound: 'This item is not on your grocery list.',
  pastPlan: 'This meal plan is in the past and can no longer be changed.',
} as const;

const isPast = (state: GroceryListState, today: string) => state.list !== null && state.list.endDate < today;

/** The list the cook may change: theirs and current. */
function requireChangeableList(state: GroceryListState, appUserId: string, today: string) {
  if (!state.list || state.list.appUserId !== appUserId) throw new DomainError(groceryMessages.listNotFound, 404);
  if (isPast(state, today)) throw new DomainError(groceryMessages.pastPlan, 403);
}

/** The items the cook may change: on their current list, every named one, and (unless `removedToo`) not removed. */
export function requireChangeableItems(state: GroceryListState, appUserId: string, itemIds: readonly string[], today: string, removedToo = false) {
  requireChangeableList(state, appUserId, today);
  const onList = new Map(state.items.filter((item) => removedToo || !item.isRemoved).map((item) => [item.id, item]));
  const items = [...new Set(itemIds)].map((id) => {
    const item = onList.get(id);
    if (!item) throw new DomainError(groceryMessages.itemNotFound, 404);
    return item;
  });
  return items;
}

function decide(command: GroceryListCommand, state: GroceryListState): GroceryListEvent[] {
  switch (command.type) {
    case 'RecordGroceryRefresh': {
      // A past list stays as the cook last saw it; a refresh records what it changed, or nothing.
      if (isPast(state, command.today)) return [];
      const revision = revisionOf(state, command.refresh);
      return revision ? [{ type: 'GroceryListRevised', data: revision }] : [];
    }
    case 'MarkGroceryItems': {
      const items = requireChangeableItems(state, command.appUserId, command.itemIds, command.today);
      const { isInCart, isPurchased } = command;
      const changed = items.filter(
        (item) => (isInCart !== undefined && item.isInCart !== isInCart) || (isPurchased !== undefined && item.isPurchased !== isPurchased),
      );
      if (changed.length === 0) return [];
      const data: GroceryItemsMarked['data'] = { itemIds: changed.map((item) => item.id) };
      if (isInCart !== undefined) data.isInCart = isInCart;
      if (isPurchased !== undefined) data.isPurchased = isPurchased;
      return [{ type: 'GroceryItemsMarked', data }];
    }
    case 'AddOwnGroceryItem':
      requireChangeableList(state, command.appUserId, command.today);
      if (state.items.some((item) => item.id === command.item.id)) return [];
      return [{ type: 'GroceryItemAdded', data: { item: { ...command.item, own: true } } }];
    case 'RemoveGroceryItem': {
      const [item] = requireChangeableItems(state, command.appUserId, [command.itemId], command.today, true);
      return item!.isRemoved ? [] : [{ type: 'GroceryItemRemoved', data: { itemId: command.itemId } }];
    }
    case 'PutBackGroceryItem': {
      const [item] = requireChangeableItems(state, command.appUserId, [command.itemId], command.today, true);
      return item!.isRemoved ? [{ type: 'GroceryItemPutBack', data: { itemId: command.itemId } }] : [];
    }
    default:
      return assertNever(command, 'grocery list command');
  }
}

export const groceryListDecider: Decider<GroceryListCommand, GroceryListEvent, GroceryListState> = {
  initialState: initialGroceryListState,
  evolve: evolveGroceryList,
  decide,
  // The state is plain JSON (arrays keep their order; nothing reads an object's key order). Bump the
  // schema on any change to evolveGroceryList, GroceryListState or an upcaster of grocery list events.
  // Every 5: each event of the tail, small as it is since decision 0040, is folded over the whole
  // list (a mark maps every line), so a long tail still costs a worker and every cart tick.
  snapshot: { schema: 'grocery-list-state-4', every: 5 },
};
