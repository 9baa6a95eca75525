// Facts of a week's grocery list. Stream: grocerylist-{groceryListId}; owner: the cook.
// The list is computed by the refresh job and recorded as it was (it depends on the moment's
// pantry), so a replay shows the list the cook saw instead of recomputing it. Decision 0015; since
// decision 0040 a refresh records only the lines it changed.
import type { DomainEvent } from '../../event-store/types.ts';
import { deterministicUuid } from '../../event-store/ids.ts';
import type { PriceSource } from '../../kitchen/prices.ts';
import type { Purchase } from '../../kitchen/shop.ts';

export interface GroceryItem {
  /** groceryItemIdFor(list, ingredient), or with the unit when a line could not be converted; any id for the cook's own line. */
  id: string;
  /** null: a line of the cook's own that names no ingredient ('washing-up liquid'). */
  ingredientId: string | null;
  ingredientName: string;
  quantity: number;
  unit: string;
  primaryFoodGroup: string;
  estimatedCostCents: number;
  /**
   * Whether `estimatedCostCents` comes from a price: false when the line stays in a unit that does not
   * convert, or is the cook's own words (its cost then counts 0). Absent on a line with a
   * `priceSource` (decision 0034), and in refreshes recorded before it was added.
   */
  priced?: boolean;
  notes: string | null;
  /** What to buy to cover `quantity` (shop-sized, decision 0034); absent in refreshes before it, and on a line that does not convert. */
  buy?: Purchase;
  /** Where the price comes from: the cook's last paid price, the facts' reference price, or its food group's estimate. */
  priceSource?: PriceSource;
  /** The meals the line is for. */
  mealIds?: string[];
  /** An ingredient the cook keeps: listed apart, out of the count and the cost. */
  staple?: boolean;
  /** A line the cook put on the list: no refresh changes or drops it. */
  own?: boolean;
}

export interface GroceryDifference {
  ingredientId: string;
  ingredientName: string;
  /** What the pantry holds, in `unit`. */
  pantryQuantity: number;
  /** What the week's meals need, in `unit`. */
  originalQuantity: number;
  unit: string;
  mealSources: Array<{ mealId: string }>;
}

export interface GroceryRefresh {
  groceryListId: string;
  mealPlanId: string;
  appUserId: string;
  weekStart: string;
  endDate: string;
  items: GroceryItem[];
  differences: GroceryDifference[];
  totalItems: number;
  estimatedTotalCostCents: number;
  refreshedAt: string;
}

/** A whole computed list: recorded before decision 0040, still read. */
export type GroceryListRefreshed = DomainEvent<'GroceryListRefreshed', GroceryRefresh>;

/**
 * What a refresh changed in the computed list (decision 0040): the lines new or different, whole; the
 * ids of lines it no longer lists; the pantry differences when they changed. The lines' order is the
 * computation's (`groceryLineOrder`), so it is not recorded.
 */
export interface GroceryRevision extends Pick<GroceryRefresh, 'groceryListId' | 'mealPlanId' | 'appUserId' | 'weekStart' | 'endDate' | 'refreshedAt'> {
  changed: GroceryItem[];
  dropped: string[];
  differences?: GroceryDifference[];
}
export type GroceryListRevised = DomainEvent<'GroceryListRevised', GroceryRevision>;

/** The cook's marks; a field left out is left as it was. */
export type GroceryItemsMarked = DomainEvent<'GroceryItemsMarked', { itemIds: string[]; isInCart?: boolean; isPurchased?: boolean }>;

/** The cook put a line of their own on the list (decision 0034). */
export type GroceryItemAdded = DomainEvent<'GroceryItemAdded', { item: GroceryItem }>;
/** The cook will not buy this line: it stays off the list, whatever later refreshes compute, until put back. */
export type GroceryItemRemoved = DomainEvent<'GroceryItemRemoved', { itemId: string }>;
export type GroceryItemPutBack = DomainEvent<'GroceryItemPutBack', { itemId: string }>;

export type GroceryListEvent = GroceryListRefreshed | GroceryListRevised | GroceryItemsMarked | GroceryItemAdded | GroceryItemRemoved | GroceryItemPutBack;

export const groceryListEventTypes = ['GroceryListRefreshed', 'GroceryListRevised', 'GroceryItemsMarked', 'GroceryItemAdded', 'GroceryItemRemoved', 'GroceryItemPutBack'] as const satisfies readonly GroceryListEvent['type'][];

const STREAM_PREFIX = 'grocerylist-';
export const groceryListStreamId = (groceryListId: string) => `${STREAM_PREFIX}${groceryListId}`;
export const groceryListIdOfStream = (streamId: string) => streamId.slice(STREAM_PREFIX.length);

/**
 * Item ids are asked for on every computation of a list (it names every line), so the last few
 * thousand are remembered: a SHA-1 per line per event was a twentieth of a worker's CPU under load.
 */
const itemIds = new Map<string, string>();
const MAX_REMEMBERED_ITEM_IDS = 20_000;

/** The order of a computed list's lines: by food group, name, unit, and id so that no two tie. */
export const groceryLineOrder = (a: GroceryItem, b: GroceryItem) =>
  a.primaryFoodGroup.localeCompare(b.primaryFoodGroup) || a.ingredientName.localeCompare(b.ingredientName) || a.unit.localeCompare(b.unit) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Same ingredient, same id across refreshes: that is what lets a refresh keep the cook's marks. */
export const groceryItemIdFor = (groceryListId: string, ingredientId: string) => {
  const name = `grocery-item:${groceryListId}:${ingredientId}`;
  let id = itemIds.get(name);
  if (id === undefined) {
    if (itemIds.size >= MAX_REMEMBERED_ITEM_IDS) itemIds.clear();
    id = deterministicUuid(name);
    itemIds.set(name, id);
  }
  return id;
};
/** A line kept in a unit that could not be converted to the ingredient's (decision 0015). */
export const groceryItemInUnitIdFor = (groceryListId: string, ingredientId: string, unit: string) =>
  deterministicUuid(`grocery-item:${groceryListId}:${ingredientId}:${unit}`);
