// POST /api/v1/grocery-list/{groceryListId}/purchases/app_user/{userId} ('Add Items to Pantry',
// decision 0015): the pantry items and the purchased marks in one transaction.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import { groceryKeys } from './types';

export interface Purchase {
  itemId: string;
  quantity: number;
  /** Any unit the ingredient converts to (1.5 l of milk); the pantry keeps the ingredient's (decision 0034). */
  unit?: string;
  /** What the cook paid, in cents, when they said: the next list is priced at it. */
  paidCents?: number;
}

export const purchaseGroceries = ({ userId, groceryListId, purchases }: { userId: string; groceryListId: string; purchases: Purchase[] }) =>
  api<unknown>('POST', `/grocery-list/${groceryListId}/purchases/app_user/${userId}`, {
    body: purchases.map((purchase) => ({
      grocery_list_ingredient_id: purchase.itemId,
      quantity: purchase.quantity,
      ...(purchase.unit !== undefined && { unit: purchase.unit }),
      ...(purchase.paidCents !== undefined && { paid_cents: purchase.paidCents }),
    })),
  });

export function usePurchaseGroceries(userId: string, groceryListId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purchases: Purchase[]) => purchaseGroceries({ userId, groceryListId, purchases }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: groceryKeys.all }), queryClient.invalidateQueries({ queryKey: [readModels.pantry] })]),
  });
}
