// The list as the cook sees it, folded from its stream: the latest refresh with the marks applied.
// One fold for the decider and the read model, so the rules that keep marks live in one place.
import { createHash } from 'node:crypto';
import { assertNever } from '../../event-store/decider.ts';
import type { GroceryDifference, GroceryItem, GroceryListEvent, GroceryRefresh } from './grocery.events.ts';

export interface ShownGroceryItem extends GroceryItem {
  isInCart: boolean;
  isPurchased: boolean;
  /** The cook will not buy it: kept with its marks so a later refresh leaves it off, and shown nowhere. */
  isRemoved?: boolean;
}

export interface GroceryListState {
  list: { groceryListId: string; mealPlanId: string; appUserId: string; weekStart: string; endDate: string } | null;
  items: ShownGroceryItem[];
  differences: GroceryDifference[];
  /** The digest of the computed part of the latest refresh, to tell whether a new one changes anything. */
  lastComputed: string | null;
  refreshedAt: string | null;
}

export const initialGroceryListState = (): GroceryListState => ({ list: null, items: [], differences: [], lastComputed: null, refreshedAt: null });

// Every field of a line and of a difference, in one order: the compiler refuses a field left out.
const ITEM_FIELDS = ['id', 'ingredientId', 'ingredientName', 'quantity', 'unit', 'primaryFoodGroup', 'estimatedCostCents', 'priced', 'notes', 'buy', 'priceSource', 'mealIds', 'staple', 'own'] as const;
const DIFFERENCE_FIELDS = ['ingredientId', 'ingredientName', 'pantryQuantity', 'originalQuantity', 'unit', 'mealSources'] as const;
type Unlisted = Exclude<keyof GroceryItem, (typeof ITEM_FIELDS)[number]> | Exclude<keyof GroceryDifference, (typeof DIFFERENCE_FIELDS)[number]>;
const everyFieldListed: [Unlisted] extends [never] ? true : never = true;
void everyFieldListed;

/**
 * What a refresh computed, without its time: two refreshes with the same content are one list. Each
 * object is written as its values in a fixed order, not as it came: a refresh read back from the log
 * has its keys in jsonb's order, the computation writes them in its own, and both are the same content.
 */
const computedContent = (refresh: Omit<GroceryRefresh, 'refreshedAt'>) =>
  JSON.stringify([
    refresh.endDate,
    refresh.items.map((item) =>
      ITEM_FIELDS.map((field) =>
        field === 'buy'
          ? item.buy && [item.buy.count, item.buy.shopUnit, item.buy.shopSize]
          : item[field],
      ),
    ),
    refresh.differences.map((difference) =>
      DIFFERENCE_FIELDS.map((field) =>
        field === 'mealSources'
          ? difference.mealSources.map((source) => source.mealId)
          : difference[field],
      ),
    ),
    refresh.totalItems,
    refresh.estimatedTotalCostCents,
  ]);

/**
 * The computed content as a SHA-256 digest: the state, and each snapshot of it, keeps 43 characters
 * instead of a second copy of the list (a third of a snapshot's size).
 */
export const computedDigest = (refresh: Omit<GroceryRefresh, 'refreshedAt'>) => createHash('sha256').update(computedContent(refresh)).digest('base64url');

/**
 * A refresh replaces the lines and keeps the marks of items still on the list. A purchased item the
 * refresh no longer lists (typically: bought, so now the pantry covers it) stays on the list as it
 * was, purchased, so the cook still sees it struck through.
 */
function applyRefresh(previous: ShownGroceryItem[], refresh: GroceryRefresh): ShownGroceryItem[] {
  const before = new Map(previous.map((item) => [item.id, item]));
  const listed = refresh.items.map((item): ShownGroceryItem => {
    const was = before.get(item.id);
    return { ...item, isInCart: was?.isInCart ?? false, isPurchased: was?.isPurchased ?? false, ...(was?.isRemoved && { isRemoved: true }) };
  });
  const ids = new Set(listed.map((item) => item.id));
  // The cook's own lines, and purchases the refresh no longer lists, stay as they were.
  const kept = previous.filter((item) => !ids.has(item.id) && (item.own || item.isPurchased));
  return [...listed, ...kept];
}

const withItem = (state: GroceryListState, itemId: string, change: Partial<ShownGroceryItem>): GroceryListState => ({
  ...state,
  items: state.items.map((item) => (item.id === itemId ? { ...item, ...change } : item)),
});

export function evolveGroceryList(state: GroceryListState, event: GroceryListEvent): GroceryListState {
  switch (event.type) {
    case 'GroceryListRefreshed': {
      const { groceryListId, mealPlanId, appUserId, weekStart, endDate, refreshedAt } = event.data;
      return {
        list: { groceryListId, mealPlanId, appUserId, weekStart, endDate },
        items: applyRefresh(state.items, event.data),
        differences: event.data.differences,
        lastComputed: computedDigest(event.data),
        refreshedAt,
      };
    }
    case 'GroceryItemsMarked': {
      const marked = new Set(event.data.itemIds);
      const { isInCart, isPurchased } = event.data;
      return {
        ...state,
        items: state.items.map((item) =>
          marked.has(item.id) ? { ...item, isInCart: isInCart ?? item.isInCart, isPurchased: isPurchased ?? item.isPurchased } : item,
        ),
      };
    }
    case 'GroceryItemAdded':
      return { ...state, items: [...state.items.filter((item) => item.id !== event.data.item.id), { ...event.data.item, own: true, isInCart: false, isPurchased: false }] };
    case 'GroceryItemRemoved':
      return withItem(state, event.data.itemId, { isRemoved: true, isInCart: false });
    case 'GroceryItemPutBack': {
      const { isRemoved: _removed, ...rest } = state.items.find((item) => item.id === event.data.itemId) ?? ({} as ShownGroceryItem);
      return { ...state, items: state.items.map((item) => (item.id === event.data.itemId ? (rest as ShownGroceryItem) : item)) };
    }
    default:
      return assertNever(event, 'grocery list event');
  }
}

/** A line with a price: one that says where it comes from; a refresh recorded before lines said so: a cost above zero. */
export const isPriced = (item: GroceryItem) => item.priced ?? (item.priceSource !== undefined || item.estimatedCostCents > 0);

/** The lines a cook sees: not removed. */
export const shownItems = (items: readonly ShownGroceryItem[]) => items.filter((item) => !item.isRemoved);

/**
 * The footer's numbers, over the lines the cook shops for (kept purchases included; staples and
 * removed lines out): the total, how much of it is an estimate, and the lines with no price at all.
 */
export const totalsOf = (items: readonly ShownGroceryItem[]) => {
  const shopped = shownItems(items).filter((item) => !item.staple);
  return {
    totalItems: shopped.length,
    estimatedTotalCostCents: shopped.reduce((sum, item) => sum + item.estimatedCostCents, 0),
    estimatedPartCents: shopped.reduce((sum, item) => sum + (item.priceSource === 'estimate' ? item.estimatedCostCents : 0), 0),
    unpricedItems: shopped.filter((item) => !isPriced(item)).length,
  };
};
