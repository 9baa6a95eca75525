// The cook's own lines on a week's list (decision 0034): add one by name (an ingredient when one
// fits, free words otherwise), remove a line they will not buy, put it back. Each is an event of the
// list's stream; the change notice refetches every tab's list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groceryKeys, type GroceryItem } from './types';

export const addOwnGroceryLine = ({ userId, groceryListId, name }: { userId: string; groceryListId: string; name: string }) =>
  api<GroceryItem>('POST', `/grocery-list/${groceryListId}/items/app_user/${userId}`, { body: { name } });

export const removeGroceryLine = ({ userId, itemId }: { userId: string; itemId: string }) => api<unknown>('DELETE', `/grocery-list-ingredient/${itemId}/app_user/${userId}`);

export const putBackGroceryLine = ({ userId, itemId }: { userId: string; itemId: string }) => api<GroceryItem>('POST', `/grocery-list-ingredient/${itemId}/put-back/app_user/${userId}`);

export function useGroceryLineChanges(userId: string, groceryListId: string) {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: groceryKeys.list(userId, groceryListId) });
  return {
    add: useMutation({ mutationFn: (name: string) => addOwnGroceryLine({ userId, groceryListId, name }), onSettled: refetch }),
    remove: useMutation({ mutationFn: (itemId: string) => removeGroceryLine({ userId, itemId }), onSettled: refetch }),
    putBack: useMutation({ mutationFn: (itemId: string) => putBackGroceryLine({ userId, itemId }), onSettled: refetch }),
  };
}
