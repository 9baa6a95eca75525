// POST /api/v1/pantry-ingredient: one item into the cook's pantry (spec §7 'Pantry'). The quantity
// may be in any unit the ingredient converts to (1.5 l of milk); the server keeps it in the
// ingredient's own unit, and refuses (400, naming the units it takes) a unit it cannot convert.
import { api } from '@/lib/api-client';
import type { PantryOwner } from './types';

export interface NewPantryItem {
  ingredientId: string;
  quantity: number;
  /** The unit `quantity` is in; none: the ingredient's own. */
  unitOfMeasurement?: string;
  purchaseDate: string;
  expirationDate: string | null;
  /** What the cook paid, when they said: their grocery lists price the ingredient by it. */
  paidCents?: number;
}

export const addPantryItem = ({ pantryId, appUserId }: PantryOwner, item: NewPantryItem) =>
  api<unknown>('POST', '/pantry-ingredient', {
    body: {
      pantry_id: pantryId,
      app_user_id: appUserId,
      ingredient_id: item.ingredientId,
      quantity: item.quantity,
      unit_of_measurement: item.unitOfMeasurement,
      purchase_date: item.purchaseDate,
      expiration_date: item.expirationDate,
      paid_cents: item.paidCents,
    },
  });
