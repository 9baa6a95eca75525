// PUT /api/v1/grocery-list-ingredient/{id}/in-cart/app_user/{userId}: the item's checkbox. The tick
// shows at once (optimistic) and is put back if the server refuses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { GroceryListData } from './get-grocery-list';
import { groceryKeys, type GroceryItem } from './types';

export const markInCart = ({ userId, itemId, isInCart }: { userId: string; itemId: string; isInCart: boolean }) =>
  api<GroceryItem>('PUT', `/grocery-list-ingredient/${itemId}/in-cart/app_user/${userId}`, { body: { is_in_cart: isInCart } });

export function useMarkInCart(userId: string, groceryListId: string) {
  const queryClient = useQueryClient();
  const key = groceryKeys.list(userId, groceryListId);
  return useMutation({
    mutationFn: (input: { itemId: string; isInCart: boolean }) => markInCart({ userId, ...input }),
    onMutate: async ({ itemId, isInCart }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<GroceryListData | null>(key);
      if (before) queryClient.setQueryData(key, { ...before, items: before.items.map((item) => (item.id === itemId ? { ...item, is_in_cart: isInCart } : item)) });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
