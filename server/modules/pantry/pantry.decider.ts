// Pantry rules (spec §4, §5): quantities above zero when added and never below zero, purchase dates
// not in the future, items changed or removed only when they are in this pantry. Not in the spec:
// a quantity is at most MAX_QUANTITY (a typo's 10^17 g helps no shopping list), and nothing expires
// before it was bought.
import { assertNever, type Decider } from '../../event-store/decider.ts';
import { DomainError } from '../../event-store/errors.ts';
import { inIngredientUnit, MAX_QUANTITY, type UnitFacts } from '../../kitchen/units.ts';
import type { PantryEvent, PantryIngredientsUsed } from './pantry.events.ts';
import { BOUNDS } from '../../contract/bounds.ts';
import { pantryMessages } from '../../contract/pantry.ts';
import { servingsMessage } from '../../contract/recipes.ts';

export interface NewPantryItem {
  itemId: string;
  ingredientId: string;
  quantity: number;
  unitOfMeasurement: string;
  purchaseDate: string;
  expirationDate: string | null;
  /** What the cook paid for it, in cents; absent when not said. */
  paidCents?: number;
}

export type PantryCommand =
  | { type: 'AddPantryItems'; pantryId: string; appUserId: string; items: NewPantryItem[]; latestAllowedPurchaseDate: string }
  | { type: 'ChangePantryItem'; itemId: string; quantity?: number; expirationDate?: string | null }
  | { type: 'ConfirmPantryIngredient'; ingredientId: string; isConfirmed: boolean; confirmedAt: string }
  | { type: 'MarkIngredientNoLongerInPantry'; ingredientId: string }
  | { type: 'RemovePantryItems'; itemIds: string[] }
  | UseIngredientsCommand
  /** Undo a cooking: `used` is what its PantryIngredientsUsed took (read from the log by the workflow). */
  | { type: 'ReturnIngredients'; reason: { mealId?: string; recipeId: string }; used: PantryIngredientsUsed['data']['items'] };

/** A recipe's line as the recipes read model holds it. */
export interface RecipeLine {
  ingredientId: string;
  quantity: number;
  unit: string;
}

/**
 * Cooking `servings` of a recipe: its lines scaled by servings / the recipe's servings come out of
 * the pantry. `units` holds each ingredient's unit and grams per unit (read before deciding).
 */
export interface UseIngredientsCommand {
  type: 'UseIngredients';
  reason: { mealId?: string; recipeId: string };
  recipe: { servings: number; lines: RecipeLine[] };
  servings: number;
  units: Record<string, UnitFacts>;
}

export interface PantryItemState {
  ingredientId: string;
  quantity: number;
  unitOfMeasurement: string;
  purchaseDate: string;
  expirationDate: string | null;
  isConfirmed: boolean;
}

export interface PantryState {
  items: Record<string, PantryItemState>;
  /** The price this cook last paid for each ingredient, per one of the item's unit, by ingredient id. */
  lastPaid: Record<string, { centsPerUnit: number; unitOfMeasurement: string }>;
}

/**
 * The ingredients whose held quantity these events change: named by the event (an addition, a
 * cooking), or by the item as the pantry held it before (a change of quantity, a removal). An expiry
 * or a confirmation changes no quantity, so no shopping.
 */
export function ingredientsChangedBy(events: readonly PantryEvent[], before: PantryState): string[] {
  const ingredients = new Set<string>();
  for (const event of events) {
    switch (event.type) {
      case 'PantryItemAdded':
        ingredients.add(event.data.ingredientId);
        break;
      case 'PantryIngredientsUsed':
      case 'PantryIngredientsReturned':
        for (const item of event.data.items) ingredients.add(item.ingredientId);
        break;
      case 'PantryItemQuantityChanged':
      case 'PantryItemRemoved': {
        const item = before.items[event.data.itemId];
        if (item) ingredients.add(item.ingredientId);
        break;
      }
      case 'PantryItemExpiryChanged':
      case 'PantryItemConfirmed':
      case 'PantryItemUnconfirmed':
        break;
      default:
        assertNever(event);
    }
  }
  return [...ingredients];
}

export const messages = {
  ...pantryMessages,
  itemNotFound: 'This pantry item does not exist in your pantry.',
  ingredientNotInPantry: 'This ingredient is not in your pantry.',
  duplicateItem: 'This pantry item already exists.',
  cookServings: servingsMessage,
} as const;

/** Quantities as the product shows them (two decimals): 0.30000000000000004 onions help nobody. */
const rounded = (quantity: number) => Math.round(quantity * 100) / 100;

/** Soonest expiry first, items that never expire last; among equals, the one added first. */
function byExpiry(items: Array<[string, PantryItemState]>) {
  return items
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => {
      const [x, y] = [a.entry[1].expirationDate, b.entry[1].expirationDate];
      if (x !== y) return x === null ? 1 : y === null ? -1 : x < y ? -1 : 1;
      return a.order - b.order;
    })
    .map(({ entry }) => entry);
}

/**
 * A line's amount in an item's unit. Grams per unit belongs to the ingredient's unit, so it converts
 * only into an item kept in that unit; a line no fact converts is not taken from that item.
 */
function inItemUnit(quantity: number, unit: string, item: PantryItemState, facts: UnitFacts | undefined): number | undefined {
  const gramsPerUnit = facts && facts.unit_of_measurement === item.unitOfMeasurement ? facts.grams_per_unit : null;
  return inIngredientUnit(quantity, unit, { unit_of_measurement: item.unitOfMeasurement, grams_per_unit: gramsPerUnit });
}

/** What cooking takes from each item: every line, scaled, from the soonest-expiring items on; never below zero. */
function useIngredients(command: UseIngredientsCommand, state: PantryState): PantryEvent[] {
  if (!Number.isInteger(command.servings) || command.servings < 1 || command.servings > BOUNDS.servings) throw new DomainError(messages.cookServings);
  // A recipe without a usable serving count is taken as written (one batch).
  const scale = command.recipe.servings > 0 ? command.servings / command.recipe.servings : 1;
  const left = new Map(Object.entries(state.items).map(([itemId, item]) => [itemId, item.quantity]));
  for (const line of command.recipe.lines) {
    if (!(line.quantity > 0)) continue;
    const needed = line.quantity * scale;
    // What is still needed, as a fraction of the line, so items in different units share one line.
    let stillNeeded = 1;
    for (const [itemId, item] of byExpiry(itemsWithIngredient(state, line.ingredientId))) {
      if (stillNeeded <= 0) break;
      const want = inItemUnit(needed, line.unit, item, command.units[line.ingredientId]);
      const have = left.get(itemId)!;
      if (want === undefined || want <= 0 || have <= 0) continue;
      const take = Math.min(have, want * stillNeeded);
      left.set(itemId, rounded(have - take));
      stillNeeded -= take / want;
    }
  }
  const items = Object.entries(state.items)
    .filter(([itemId, item]) => left.get(itemId) !== item.quantity)
    .map(([itemId, item]) => ({ itemId, ingredientId: item.ingredientId, quantityBefore: item.quantity, quantityAfter: left.get(itemId)! }));
  return items.length === 0 ? [] : [{ type: 'PantryIngredientsUsed', data: { reason: command.reason, items } }];
}

const itemsWithIngredient = (state: PantryState, ingredientId: string) =>
  Object.entries(state.items).filter(([, item]) => item.ingredientId === ingredientId);

function decide(command: PantryCommand, state: PantryState): PantryEvent[] {
  switch (command.type) {
    case 'AddPantryItems':
      return command.items.map((item) => {
        if (!item.ingredientId) throw new DomainError(messages.ingredientRequired);
        if (!(item.quantity > 0) || !Number.isFinite(item.quantity)) throw new DomainError(messages.invalidQuantity);
        if (item.quantity > MAX_QUANTITY) throw new DomainError(messages.tooMuch);
        if (item.purchaseDate > command.latestAllowedPurchaseDate) throw new DomainError(messages.futurePurchase);
        if (item.expirationDate !== null && item.expirationDate < item.purchaseDate) throw new DomainError(messages.expiryBeforePurchase);
        if (state.items[item.itemId]) throw new DomainError(messages.duplicateItem, 409);
        return {
          type: 'PantryItemAdded',
          data: { ...item, pantryId: command.pantryId, appUserId: command.appUserId },
        };
      });
    case 'ChangePantryItem': {
      const item = state.items[command.itemId];
      if (!item) throw new DomainError(messages.itemNotFound, 404);
      const events: PantryEvent[] = [];
      if (command.quantity !== undefined) {
        if (!(command.quantity >= 0) || !Number.isFinite(command.quantity)) throw new DomainError(messages.invalidQuantity);
        if (command.quantity > MAX_QUANTITY) throw new DomainError(messages.tooMuch);
        if (command.quantity !== item.quantity) {
          events.push({ type: 'PantryItemQuantityChanged', data: { itemId: command.itemId, quantity: command.quantity } });
        }
      }
      if (command.expirationDate && command.expirationDate < item.purchaseDate) throw new DomainError(messages.expiryBeforePurchase);
      if (command.expirationDate !== undefined && command.expirationDate !== item.expirationDate) {
        events.push({ type: 'PantryItemExpiryChanged', data: { itemId: command.itemId, expirationDate: command.expirationDate } });
      }
      return events;
    }
    case 'ConfirmPantryIngredient': {
      const items = itemsWithIngredient(state, command.ingredientId);
      if (items.length === 0) throw new DomainError(messages.ingredientNotInPantry, 404);
      return items
        .filter(([, item]) => item.isConfirmed !== command.isConfirmed)
        .map(([itemId]): PantryEvent =>
          command.isConfirmed
            ? { type: 'PantryItemConfirmed', data: { itemId, confirmedAt: command.confirmedAt } }
            : { type: 'PantryItemUnconfirmed', data: { itemId } },
        );
    }
    case 'MarkIngredientNoLongerInPantry':
      return itemsWithIngredient(state, command.ingredientId).map(([itemId]) => ({
        type: 'PantryItemRemoved',
        data: { itemId, reason: 'no_longer_in_pantry' },
      }));
    case 'RemovePantryItems': {
      const missing = command.itemIds.filter((itemId) => !state.items[itemId]);
      if (missing.length > 0) throw new DomainError(messages.itemNotFound, 404);
      return [...new Set(command.itemIds)].map((itemId) => ({ type: 'PantryItemRemoved', data: { itemId, reason: 'deleted' } }));
    }
    case 'UseIngredients':
      return useIngredients(command, state);
    case 'ReturnIngredients': {
      // Each item still in the pantry gets back what was taken from it, on top of what it holds now.
      const items = command.used.flatMap((used) => {
        const item = state.items[used.itemId];
        const taken = used.quantityBefore - used.quantityAfter;
        // Rounded only against binary noise: the item holds exactly what it held plus what was taken.
        return item && taken > 0 ? [{ itemId: used.itemId, ingredientId: item.ingredientId, quantityBefore: item.quantity, quantityAfter: Math.round((item.quantity + taken) * 1e6) / 1e6 }] : [];
      });
      return items.length === 0 ? [] : [{ type: 'PantryIngredientsReturned', data: { reason: command.reason, items } }];
    }
    default:
      return assertNever(command, 'pantry command');
  }
}

function evolve(state: PantryState, event: PantryEvent): PantryState {
  switch (event.type) {
    case 'PantryItemAdded': {
      const { itemId, ingredientId, quantity, unitOfMeasurement, purchaseDate, expirationDate, paidCents } = event.data;
      const lastPaid = paidCents !== undefined && quantity > 0 ? { ...state.lastPaid, [ingredientId]: { centsPerUnit: paidCents / quantity, unitOfMeasurement } } : state.lastPaid;
      return { items: { ...state.items, [itemId]: { ingredientId, quantity, unitOfMeasurement, purchaseDate, expirationDate, isConfirmed: false } }, lastPaid };
    }
    case 'PantryItemQuantityChanged':
      return patch(state, event.data.itemId, { quantity: event.data.quantity });
    case 'PantryItemExpiryChanged':
      return patch(state, event.data.itemId, { expirationDate: event.data.expirationDate });
    case 'PantryItemConfirmed':
      return patch(state, event.data.itemId, { isConfirmed: true });
    case 'PantryItemUnconfirmed':
      return patch(state, event.data.itemId, { isConfirmed: false });
    case 'PantryItemRemoved': {
      const { [event.data.itemId]: _removed, ...items } = state.items;
      return { ...state, items };
    }
    case 'PantryIngredientsUsed':
    case 'PantryIngredientsReturned':
      return event.data.items.reduce((current, changed) => patch(current, changed.itemId, { quantity: changed.quantityAfter }), state);
    default:
      return assertNever(event, 'pantry event');
  }
}

function patch(state: PantryState, itemId: string, change: Partial<PantryItemState>): PantryState {
  const item = state.items[itemId];
  return item ? { ...state, items: { ...state.items, [itemId]: { ...item, ...change } } } : state;
}

/**
 * A snapshot keeps the items as rows in the pantry's order: jsonb would sort an object's keys, and
 * the order is the order items were added in, which cooking (among items expiring the same day) and
 * confirmation (the order of its events) follow.
 */
type PantryItemRowJson = [itemId: string, ingredientId: string, quantity: number, unitOfMeasurement: string, purchaseDate: string, expirationDate: string | null, isConfirmed: boolean];
interface PantrySnapshotJson {
  items: PantryItemRowJson[];
  lastPaid: Array<[ingredientId: string, centsPerUnit: number, unitOfMeasurement: string]>;
}

const pantrySnapshot = {
  // Bump on any change to evolve, PantryState or an upcaster of pantry events.
  schema: 'pantry-state-3',
  // Every 10: a pantry is loaded by each of its changes, each cooking and each grocery refresh, and
  // at 50 each load read some 25 events after the snapshot; a snapshot is a couple of kB.
  every: 10,
  toJSON: (state: PantryState): PantrySnapshotJson => ({
    items: Object.entries(state.items).map(([itemId, item]) => [itemId, item.ingredientId, item.quantity, item.unitOfMeasurement, item.purchaseDate, item.expirationDate, item.isConfirmed]),
    lastPaid: Object.entries(state.lastPaid).map(([ingredientId, paid]) => [ingredientId, paid.centsPerUnit, paid.unitOfMeasurement]),
  }),
  fromJSON: (json: unknown): PantryState => ({
    lastPaid: Object.fromEntries((json as PantrySnapshotJson).lastPaid.map(([ingredientId, centsPerUnit, unitOfMeasurement]) => [ingredientId, { centsPerUnit, unitOfMeasurement }])),
    items: Object.fromEntries(
      (json as PantrySnapshotJson).items.map(([itemId, ingredientId, quantity, unitOfMeasurement, purchaseDate, expirationDate, isConfirmed]) => [
        itemId,
        { ingredientId, quantity, unitOfMeasurement, purchaseDate, expirationDate, isConfirmed },
      ]),
    ),
  }),
};

export const pantryDecider: Decider<PantryCommand, PantryEvent, PantryState> = {
  initialState: () => ({ items: {}, lastPaid: {} }),
  evolve,
  decide,
  snapshot: pantrySnapshot,
};
