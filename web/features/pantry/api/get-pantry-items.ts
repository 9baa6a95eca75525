// GET /api/v1/pantry-ingredient/pantry/{pantryId}/app_user/{appUserId}: the cook's pantry items.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PANTRY_MODEL, type PantryItem, type PantryOwner } from './types';

export const getPantryItems = ({ pantryId, appUserId }: PantryOwner) => api<PantryItem[]>('GET', `/pantry-ingredient/pantry/${pantryId}/app_user/${appUserId}`);

export const pantryItemsQueryOptions = (owner: PantryOwner) =>
  queryOptions({ queryKey: [PANTRY_MODEL, owner.pantryId, owner.appUserId], queryFn: () => getPantryItems(owner) });

export const usePantryItems = (owner: PantryOwner) => useQuery(pantryItemsQueryOptions(owner));
