// The pantry read model: one row per item in pantry_items, a plain function over pantry events.
import { assertNever } from '../../event-store/decider.ts';
import type { RecordedEvent } from '../../event-store/types.ts';
import { documentProjection } from '../../projections/projection.ts';
import { appliedInline } from '../../projections/inline.ts';
import { readModels } from '../../contract/read-models.ts';
import type { PantryItemsTable, ProjectedRow } from '../../db/schema.ts';
import { pantryEventTypes, pantryItemIdsOf, type PantryEvent } from './pantry.events.ts';

export type PantryItemRow = ProjectedRow<PantryItemsTable>;

/** Pure: the item row after one event. Accepted events are facts: an event for a missing row is skipped. */
export function evolvePantryItem(row: PantryItemRow | null, recorded: RecordedEvent): PantryItemRow | null {
  const event = recorded as unknown as PantryEvent & { recordedAt: Date };
  const at = recorded.recordedAt;
  if (event.type === 'PantryItemAdded') {
    const data = event.data;
    return {
      id: data.itemId,
      pantry_id: data.pantryId,
      app_user_id: data.appUserId,
      ingredient_id: data.ingredientId,
      quantity: data.quantity,
      unit_of_measurement: data.unitOfMeasurement,
      purchase_date: data.purchaseDate,
      expiration_date: data.expirationDate,
      is_confirmed: false,
      confirmed_at: null,
      added_at: at,
      updated_at: at,
    };
  }
  if (!row) return null;
  switch (event.type) {
    case 'PantryItemQuantityChanged':
      return { ...row, quantity: event.data.quantity, updated_at: at };
    case 'PantryItemExpiryChanged':
      return { ...row, expiration_date: event.data.expirationDate, updated_at: at };
    case 'PantryItemConfirmed':
      return { ...row, is_confirmed: true, confirmed_at: event.data.confirmedAt, updated_at: at };
    case 'PantryItemUnconfirmed':
      return { ...row, is_confirmed: false, confirmed_at: null, updated_at: at };
    case 'PantryItemRemoved':
      return null;
    case 'PantryIngredientsUsed':
    case 'PantryIngredientsReturned': {
      const changed = event.data.items.find((item) => item.itemId === row.id);
      return changed ? { ...row, quantity: changed.quantityAfter, updated_at: at } : row;
    }
    default:
      return assertNever(event, 'pantry event');
  }
}

// Written in the command's own transaction where it can be (decision 0041): each item is one pantry's.
export const pantryProjection = appliedInline(
  documentProjection<PantryItemRow>({
    name: 'pantry',
    // 2: rows kept with their streams' marks (decision 0041); rows built by version 1 keep none.
    version: 2,
    model: readModels.pantry,
    table: 'pantry_items',
    handles: pantryEventTypes,
    keysOf: pantryItemIdsOf,
    evolve: evolvePantryItem,
  }),
  'pantry_stream_marks',
);
