// The list as the cook sees it, folded from its stream: the latest refresh with the marks applied.
// One fold for the decider and the read model, so the rules that keep marks live in one place.
import { assertNever } from '../../event-store/decider.ts';
import { groceryLineOrder, type GroceryDifference, type GroceryItem, type GroceryListEvent, type GroceryRefresh, type GroceryRevision } from './grocery.events.ts';

export interface ShownGroceryItem extends GroceryItem {
  isInCart: boolean;
  isPurchased: boolean;
  /** The cook will not buy it: kept with its marks so a later refresh leaves it off, and shown nowhere. */
  isRemoved?: boolean;
  /** A purchase the latest refresh no longer lists, kept so the cook still sees it struck through. */
  kept?: boolean;
}

export interface GroceryListState {
  list: { groceryListId: string; mealPlanId: string; appUserId: string; weekStart: string; endDate: string } | null;
  items: ShownGroceryItem[];
  differences: GroceryDifference[];
  refreshedAt: string | null;
}

export const initialGroceryListState = (): GroceryListState => ({ list: null, items: [], differences: [], refreshedAt: null });

// Every field of a line and of a difference, in one order: the compiler refuses a field left out.
const ITEM_FIELDS = ['id', 'ingredientId', 'ingredientName', 'quantity', 'unit', 'primaryFoodGroup', 'estimatedCostCents', 'priced', 'notes', 'buy', 'priceSource', 'mealIds', 'staple', 'own'] as const;
const DIFFERENCE_FIELDS = ['ingredientId', 'ingredientName', 'pantryQuantity', 'originalQuantity', 'unit', 'mealSources'] as const;
type Unlisted = Exclude<keyof GroceryItem, (typeof ITEM_FIELDS)[number]> | Exclude<keyof GroceryDifference, (typeof DIFFERENCE_FIELDS)[number]>;
const everyFieldListed: [Unlisted] extends [never] ? true : never = true;
void everyFieldListed;

/**
 * A computed line's content, as its values in a fixed order: a line read back from the log has its
 * keys in jsonb's order, the computation writes them in its own, and both are the same line.
 */
const lineContent = (item: GroceryItem) =>
  JSON.stringify(ITEM_FIELDS.map((field) => (field === 'buy' ? item.buy && [item.buy.count, item.buy.shopUnit, item.buy.shopSize] : item[field])));

const differencesContent = (differences: readonly GroceryDifference[]) =>
  JSON.stringify(differences.map((difference) => DIFFERENCE_FIELDS.map((field) => (field === 'mealSources' ? difference.mealSources.map((source) => source.mealId) : difference[field]))));

/** The lines of the latest computation: neither the cook's own nor a purchase kept after it left the list. */
export const computedLines = (items: readonly ShownGroceryItem[]) => items.filter((item) => !item.own && !item.kept);

/**
 * What a new computation changes in the list (decision 0040): the lines new or different, the ids of
 * those it no longer lists, the differences if they changed; null when it changes nothing.
 */
export function revisionOf(state: GroceryListState, refresh: GroceryRefresh): GroceryRevision | null {
  const before = new Map(computedLines(state.items).map((item) => [item.id, lineContent(item)]));
  const changed = refresh.items.filter((item) => before.get(item.id) !== lineContent(item));
  const listed = new Set(refresh.items.map((item) => item.id));
  const dropped = [...before.keys()].filter((id) => !listed.has(id));
  const differencesChanged = differencesContent(state.differences) !== differencesContent(refresh.differences);
  const { groceryListId, mealPlanId, appUserId, weekStart, endDate, refreshedAt } = refresh;
  const sameList = state.list !== null && state.list.mealPlanId === mealPlanId && state.list.appUserId === appUserId && state.list.weekStart === weekStart && state.list.endDate === endDate;
  if (sameList && changed.length === 0 && dropped.length === 0 && !differencesChanged) return null;
  return { groceryListId, mealPlanId, appUserId, weekStart, endDate, refreshedAt, changed, dropped, ...(differencesChanged && { differences: refresh.differences }) };
}

/** The computed lines after a revision, in the computation's order (an unchanged line keeps its marks: applyRefresh sets them again from itself). */
function revisedLines(previous: readonly ShownGroceryItem[], revision: GroceryRevision): GroceryItem[] {
  const lines = new Map<string, GroceryItem>(computedLines(previous).map((item) => [item.id, item]));
  for (const id of revision.dropped) lines.delete(id);
  for (const item of revision.changed) lines.set(item.id, item);
  return [...lines.values()].sort(groceryLineOrder);
}

/**
 * A refresh replaces the computed lines and keeps the marks of items still on the list. A purchased
 * item the refresh no longer lists (typically: bought, so now the pantry covers it) stays on the list
 * as it was, purchased, so the cook still sees it struck through.
 */
function applyRefresh(previous: ShownGroceryItem[], computed: readonly GroceryItem[]): ShownGroceryItem[] {
  const before = new Map(previous.map((item) => [item.id, item]));
  const listed = computed.map((item): ShownGroceryItem => {
    const was = before.get(item.id);
    return { ...item, isInCart: was?.isInCart ?? false, isPurchased: was?.isPurchased ?? false, ...(was?.isRemoved && { isRemoved: true }) };
  });
  const ids = new Set(listed.map((item) => item.id));
  // The cook's own lines, and purchases the refresh no longer lists, stay as they were.
  const kept = previous
    .filter((item) => !ids.has(item.id) && (item.own || item.isPurchased))
    .map((item): ShownGroceryItem => (item.own || item.kept ? item : { ...item, kept: true }));
  return [...listed, ...kept];
}

const withItem = (state: GroceryListState, itemId: string, change: Partial<ShownGroceryItem>): GroceryListState => ({
  ...state,
  items: state.items.map((item) => (item.id === itemId ? { ...item, ...change } : item)),
});

export function evolveGroceryList(state: GroceryListState, event: GroceryListEvent): GroceryListState {
  switch (event.type) {
    case 'GroceryListRefreshed':
    case 'GroceryListRevised': {
      const { groceryListId, mealPlanId, appUserId, weekStart, endDate, refreshedAt } = event.data;
      const revised = event.type === 'GroceryListRevised';
      return {
        list: { groceryListId, mealPlanId, appUserId, weekStart, endDate },
        items: applyRefresh(state.items, revised ? revisedLines(state.items, event.data) : event.data.items),
        differences: event.data.differences ?? state.differences,
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
