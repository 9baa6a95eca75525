// 'Add Items to Pantry' from the grocery list: one command across the grocery list's stream and the
// pantry's. The pantry items are added by the pantry's own rules and the grocery items are marked
// purchased in the same transaction, so a list can never say 'purchased' for food the pantry lacks.
// A line bought short (4 of the 6 tortillas the list asks for) is not ticked off: what was bought goes
// into the pantry, the line leaves the cart, and the refresh that follows asks for the rest.
import type { HandleAcrossOptions, MultiStreamDecision } from '../event-store/command-handler.ts';
import type { DomainEvent } from '../event-store/types.ts';
import { addDays } from '../dates.ts';
// Direct file imports, not the slices' index: the grocery routes import this workflow.
import { groceryListDecider, requireChangeableItems } from '../modules/grocery/grocery-list.decider.ts';
import { groceryListStreamId } from '../modules/grocery/grocery.events.ts';
import type { GroceryListState } from '../modules/grocery/grocery-list.state.ts';
import { pantryDecider, type PantryState } from '../modules/pantry/pantry.decider.ts';
import { pantryStreamId } from '../modules/pantry/pantry.events.ts';
import { groceryRefreshJobsAfterPantryChange } from './grocery-refresh/index.ts';

export interface GroceryPurchase {
  groceryItemId: string;
  quantity: number;
  /** Chosen by the caller before deciding, so the decision stays pure. */
  pantryItemId: string;
  /** What the cook paid, in cents, when they said. */
  paidCents?: number;
}

export interface PurchaseContext {
  groceryListId: string;
  appUserId: string;
  pantryId: string;
  today: string;
  /** The pantry's rule for purchase dates: latest allowed (today somewhere on Earth). */
  latestAllowedPurchaseDate: string;
  /** The ingredient's unit and shelf life, as the pantry stores an item. */
  ingredientOf: (ingredientId: string) => { unit_of_measurement: string; estimated_shelf_life: number | null } | undefined;
}

export interface PurchaseResult {
  purchasedItemIds: string[];
  /** Lines bought short: in the pantry now, back to buy for the rest. */
  shortItemIds: string[];
  pantryItemIds: string[];
}

/**
 * How far under the line's amount a purchase may be and still cover it: half of the confirm dialog's
 * quarter step, as the dialog rounds the amount it offers to the nearest quarter (38.33 ml → 38.25).
 */
export const PURCHASE_ROUNDING = 0.125;

const covers = (bought: number, needed: number) => bought + PURCHASE_ROUNDING + 1e-9 >= needed;

/** Pure: the pantry items added and the grocery items marked purchased. Already purchased items add nothing. */
export function decidePurchases(purchases: readonly GroceryPurchase[], context: PurchaseContext, folded: Map<string, unknown>): MultiStreamDecision<PurchaseResult> {
  const listStream = groceryListStreamId(context.groceryListId);
  const pantryStream = pantryStreamId(context.pantryId);
  const list = folded.get(listStream) as GroceryListState;
  const items = requireChangeableItems(list, context.appUserId, purchases.map((purchase) => purchase.groceryItemId), context.today);
  const toBuy = purchases.filter((purchase, index) => {
    const first = purchases.findIndex((other) => other.groceryItemId === purchase.groceryItemId) === index;
    return first && !items.find((item) => item.id === purchase.groceryItemId)!.isPurchased;
  });
  // A line of the cook's own that names no ingredient (washing-up liquid) is bought, not stored.
  const stored = toBuy.flatMap((purchase) => {
    const item = items.find((candidate) => candidate.id === purchase.groceryItemId)!;
    return item.ingredientId === null ? [] : [{ purchase, item, ingredientId: item.ingredientId }];
  });
  const pantryEvents = pantryDecider.decide(
    {
      type: 'AddPantryItems',
      pantryId: context.pantryId,
      appUserId: context.appUserId,
      latestAllowedPurchaseDate: context.latestAllowedPurchaseDate,
      items: stored.map(({ purchase, item, ingredientId }) => {
        const ingredient = context.ingredientOf(ingredientId);
        const shelfLife = ingredient?.estimated_shelf_life ?? null;
        return {
          itemId: purchase.pantryItemId,
          ingredientId,
          quantity: purchase.quantity,
          // The pantry keeps every item in the ingredient's unit, whatever the line's.
          unitOfMeasurement: ingredient?.unit_of_measurement ?? item.unit,
          purchaseDate: context.today,
          expirationDate: shelfLife === null ? null : addDays(context.today, shelfLife),
          ...(purchase.paidCents !== undefined && { paidCents: purchase.paidCents }),
        };
      }),
    },
    folded.get(pantryStream) as PantryState,
  );
  const purchasedItemIds: string[] = [];
  const shortItemIds: string[] = [];
  for (const purchase of toBuy) {
    const line = items.find((item) => item.id === purchase.groceryItemId)!;
    if (covers(purchase.quantity, line.quantity)) purchasedItemIds.push(line.id);
    else if (line.isInCart) shortItemIds.push(line.id);
  }
  const mark = (itemIds: string[], marks: { isPurchased?: boolean; isInCart?: boolean }) =>
    itemIds.length === 0 ? [] : groceryListDecider.decide({ type: 'MarkGroceryItems', appUserId: context.appUserId, itemIds, ...marks, today: context.today }, list);
  const listEvents = [...mark(purchasedItemIds, { isPurchased: true }), ...mark(shortItemIds, { isInCart: false })];
  return {
    appends: [
      { streamId: pantryStream, ownerId: context.appUserId, events: pantryEvents as DomainEvent[] },
      { streamId: listStream, ownerId: context.appUserId, events: listEvents as DomainEvent[] },
    ],
    result: { purchasedItemIds, shortItemIds, pantryItemIds: stored.map(({ purchase }) => purchase.pantryItemId) },
  };
}

/** runCommandAcross options for a purchase: the pantry change also refreshes this and next week's lists. */
export function purchaseGroceriesCommand(purchases: readonly GroceryPurchase[], context: PurchaseContext): Omit<HandleAcrossOptions<PurchaseResult>, 'metadata'> {
  return {
    streams: [groceryListStreamId(context.groceryListId), pantryStreamId(context.pantryId)],
    // Both from their snapshots: a list and a pantry each grow with every change their cook makes.
    foldedWith: { [groceryListStreamId(context.groceryListId)]: groceryListDecider, [pantryStreamId(context.pantryId)]: pantryDecider },
    decide: (_loaded, folded) => decidePurchases(purchases, context, folded),
    jobs: (decision) => (decision.result.pantryItemIds.length > 0 ? groceryRefreshJobsAfterPantryChange(context.appUserId, context.today) : []),
  };
}
