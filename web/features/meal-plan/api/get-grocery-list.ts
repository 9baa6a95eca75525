// GET /api/v1/grocery-list/{id}/app_user/{userId}: the list and its items; 404 until the list is
// first computed (right after the plan completes), shown as 'being prepared' rather than an error.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { groceryKeys, type GroceryItem, type GroceryList, type GroceryListAnswer } from './types';

export interface GroceryListData {
  list: GroceryList;
  items: GroceryItem[];
}

export async function getGroceryList(userId: string, groceryListId: string): Promise<GroceryListData | null> {
  try {
    const [first] = await api<GroceryListAnswer>('GET', `/grocery-list/${groceryListId}/app_user/${userId}`);
    return first ? { list: first.data.grocery_list, items: first.data.grocery_list_ingredients } : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const groceryListQueryOptions = (userId: string, groceryListId: string) =>
  queryOptions({ queryKey: groceryKeys.list(userId, groceryListId), queryFn: () => getGroceryList(userId, groceryListId) });

export const useGroceryList = (userId: string, groceryListId: string) => useQuery(groceryListQueryOptions(userId, groceryListId));
