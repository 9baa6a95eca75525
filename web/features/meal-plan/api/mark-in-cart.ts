// PUT /api/v1/grocery-list-ingredient/{id}/in-cart/app_user/{userId}: the item's checkbox.
//
// The tick shows at once and stays put. Rather than writing a guess into the cached list (which any
// refetch, such as one started by the change notice of the previous tick, would overwrite with a
// list that does not have this tick yet), the cook's marks are kept beside the cache and laid over
// whatever it holds, each until the list shows it: however late the read model catches up (a 202
// from a busy server included), the tick never flickers back. A refused mark is dropped at once and
// the list shows what the server holds.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { api } from '@/lib/api-client';
import { applyCartMarks, type CartMark } from '../lib/cart-marks';
import { groceryKeys, type GroceryItem } from './types';

export const markInCart = ({ userId, itemId, isInCart }: { userId: string } & CartMark) =>
  api<GroceryItem>('PUT', `/grocery-list-ingredient/${itemId}/in-cart/app_user/${userId}`, { body: { is_in_cart: isInCart } });

export function useMarkInCart(userId: string, groceryListId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mark: CartMark) => markInCart({ userId, ...mark }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groceryKeys.list(userId, groceryListId) }),
  });
}

/**
 * The list's items as the cook has ticked them, and the tick itself. A mark lasts until the list shows
 * it (or its item leaves the list); the latest mark of an item wins.
 */
export function useCartTicks(userId: string, groceryListId: string, items: GroceryItem[]) {
  const markInCart = useMarkInCart(userId, groceryListId);
  const [marks, setMarks] = useState<ReadonlyMap<string, boolean>>(() => new Map());

  useEffect(() => {
    setMarks((current) => {
      const shown = new Map(items.map((item) => [item.id, item.is_in_cart]));
      const waiting = [...current].filter(([itemId, isInCart]) => shown.has(itemId) && shown.get(itemId) !== isInCart);
      return waiting.length === current.size ? current : new Map(waiting);
    });
  }, [items]);

  const ticked = useMemo(() => applyCartMarks(items, [...marks].map(([itemId, isInCart]) => ({ itemId, isInCart }))), [items, marks]);

  const toggle = (item: GroceryItem, isInCart: boolean, onError: (error: Error) => void) => {
    setMarks((current) => new Map(current).set(item.id, isInCart));
    markInCart.mutate(
      { itemId: item.id, isInCart },
      {
        onError: (error) => {
          // Only this mark: a later one on the same item stands.
          setMarks((current) => {
            if (current.get(item.id) !== isInCart) return current;
            const next = new Map(current);
            next.delete(item.id);
            return next;
          });
          onError(error);
        },
      },
    );
  };

  return { items: ticked, toggle };
}
