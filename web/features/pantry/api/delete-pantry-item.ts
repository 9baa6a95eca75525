// DELETE /api/v1/pantry-ingredient/{id}/pantry/{pantryId}/app_user/{appUserId}: one item out.
import { api } from '@/lib/api-client';
import type { PantryOwner } from './types';

export const deletePantryItem = ({ pantryId, appUserId }: PantryOwner, itemId: string) =>
  api<unknown>('DELETE', `/pantry-ingredient/${itemId}/pantry/${pantryId}/app_user/${appUserId}`);
