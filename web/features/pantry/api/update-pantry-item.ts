// PUT /api/v1/pantry-ingredient/{id}/pantry/{pantryId}/app_user/{appUserId}: a new quantity or
// expiration date (null clears it) for one item.
import { api } from '@/lib/api-client';
import type { PantryOwner } from './types';

export type PantryItemChange = { quantity: number } | { expiration_date: string | null };

export const updatePantryItem = ({ pantryId, appUserId }: PantryOwner, itemId: string, change: PantryItemChange) =>
  api<unknown>('PUT', `/pantry-ingredient/${itemId}/pantry/${pantryId}/app_user/${appUserId}`, { body: change });
