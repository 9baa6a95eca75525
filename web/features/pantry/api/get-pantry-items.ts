// GET /api/v1/pantry-ingredient/pantry/{pantryId}/app_user/{appUserId}: the cook's pantry items.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { readModels } from '@contract/read-models';
import type { UnitSystem } from '@/lib/amounts';
import { api } from '@/lib/api-client';
import type { PantryItem, PantryOwner } from './types';

export const getPantryItems = ({ pantryId, appUserId }: PantryOwner) => api<PantryItem[]>('GET', `/pantry-ingredient/pantry/${pantryId}/app_user/${appUserId}`);

export const pantryItemsQueryOptions = (owner: PantryOwner) =>
  queryOptions({ queryKey: [readModels.pantry, owner.pantryId, owner.appUserId], queryFn: () => getPantryItems(owner) });

/**
 * The items, said in `unitSystem`. The server says each amount in the cook's system, and a change
 * of system is a change to the user, not to the pantry: so a new system (chosen in this tab or
 * another) reads the pantry again, and the table keeps the old words until the new ones arrive.
 */
export function usePantryItems(owner: PantryOwner, unitSystem: UnitSystem) {
  const queryClient = useQueryClient();
  const saidIn = useRef(unitSystem);
  useEffect(() => {
    if (saidIn.current === unitSystem) return;
    saidIn.current = unitSystem;
    void queryClient.invalidateQueries({ queryKey: [readModels.pantry] });
  }, [unitSystem, queryClient]);
  return useQuery(pantryItemsQueryOptions(owner));
}
