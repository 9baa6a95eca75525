// POST /api/v1/pantry-ingredient: one item into the cook's pantry (spec §7 'Pantry').
import { api } from '@/lib/api-client';
import type { PantryOwner } from './types';

export interface NewPantryItem {
  ingredientId: string;
  quantity: number;
  unitOfMeasurement: string;
  purchaseDate: string;
  expirationDate: string | null;
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
    },
  });
