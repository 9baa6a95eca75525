// The list as the cook sees it, folded from its stream: the latest refresh with the marks applied.
// One fold for the decider and the read model, so the rules that keep marks live in one place.
import { createHash } from 'node:crypto';
import { assertNever } from '../../event-store/decider.ts';
import type { GroceryDifference, GroceryItem, GroceryListEvent, GroceryRefresh } from './grocery.events.ts';

export interface ShownGroceryItem extends GroceryItem {
  isInCart: boolean;
  isPurchased: boolean;
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
const ITEM_FIELDS = ['id', 'ingredientId', 'ingredientName', 'quantity', 'unit', 'primaryFoodGroup', 'estimatedCostCents', 'priced', 'notes'] as const;
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
    refresh.items.map((item) => ITEM_FIELDS.map((field) => item[field])),
    refresh.differences.map((difference) =>
      DIFFERENCE_FIELDS.map((field) => (field === 'mealSources' ? difference.mealSources.map((source) => source.mealId) : difference[field])),
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
  const listed = refresh.items.map((item) => ({ ...item, isInCart: before.get(item.id)?.isInCart ?? false, isPurchased: before.get(item.id)?.isPurchased ?? false }));
  const ids = new Set(listed.map((item) => item.id));
  const keptPurchases = previous.filter((item) => item.isPurchased && !ids.has(item.id));
  return [...listed, ...keptPurchases];
}

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
    default:
      return assertNever(event, 'grocery list event');
  }
}

/** A line whose cost is a known price; a refresh recorded before lines said so: a cost above zero. */
export const isPriced = (item: GroceryItem) => item.priced ?? item.estimatedCostCents > 0;

/** The footer's numbers, over what the list shows (kept purchases included): the estimate leaves out unpriced lines. */
export const totalsOf = (items: readonly ShownGroceryItem[]) => ({
  totalItems: items.length,
  estimatedTotalCostCents: items.reduce((sum, item) => sum + item.estimatedCostCents, 0),
  unpricedItems: items.filter((item) => !isPriced(item)).length,
});
