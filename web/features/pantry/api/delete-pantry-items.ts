// DELETE /api/v1/pantry-ingredient/multiple/app_user/{appUserId} with body {ids}: 'Delete All Items'.
import { api } from '@/lib/api-client';

export const deletePantryItems = (appUserId: string, itemIds: string[]) =>
  api<unknown>('DELETE', `/pantry-ingredient/multiple/app_user/${appUserId}`, { body: { ids: itemIds } });
