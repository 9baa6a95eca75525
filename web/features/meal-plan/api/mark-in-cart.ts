// PUT /api/v1/grocery-list-ingredient/{id}/in-cart/app_user/{userId}: the item's checkbox.
//
// The tick shows at once and stays put. Rather than writing a guess into the cached list (which any
// refetch, such as one started by the change notice of the previous tick, would overwrite with a
// list that does not have this tick yet), the marks still on their way are laid over whatever the
// cache holds. A mark stays "on its way" until the list refetched after it has arrived (the server
// answers after its read model shows the write), so the tick never flickers back; if the server
// refuses, the mark simply drops away and the list shows what the server holds.
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applyCartMarks, type CartMark } from '../lib/cart-marks';
import { groceryKeys, type GroceryItem } from './types';


export const markInCart = ({ userId, itemId, isInCart }: { userId: string } & CartMark) =>
  api<GroceryItem>('PUT', `/grocery-list-ingredient/${itemId}/in-cart/app_user/${userId}`, { body: { is_in_cart: isInCart } });

const markKey = (groceryListId: string) => ['grocery-cart-mark', groceryListId];

export function useMarkInCart(userId: string, groceryListId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: markKey(groceryListId),
    mutationFn: (mark: CartMark) => markInCart({ userId, ...mark }),
    // Returned, so the mark counts as pending until the refetched list (which has it) is in the cache.
    onSettled: () => queryClient.invalidateQueries({ queryKey: groceryKeys.list(userId, groceryListId) }),
  });
}

/** The list's items as the cook has ticked them, marks still on their way included (latest wins). */
export function useItemsWithPendingMarks(groceryListId: string, items: GroceryItem[]): GroceryItem[] {
  const marks = useMutationState({
    filters: { mutationKey: markKey(groceryListId), status: 'pending' },
    select: (mutation) => mutation.state.variables as CartMark,
  });
  return applyCartMarks(items, marks);
}
