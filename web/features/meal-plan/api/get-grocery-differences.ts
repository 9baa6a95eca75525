// GET /api/v1/postgres/grocery-list/differences/{groceryListId}/{userId}/{mealPlanId}: what the list
// assumed the pantry holds (decision 0015). Asked only while the plan has not ended (spec §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groceryKeys, type GroceryDifference } from './types';

export const getGroceryDifferences = (userId: string, groceryListId: string, mealPlanId: string) =>
  api<GroceryDifference[]>('GET', `/postgres/grocery-list/differences/${groceryListId}/${userId}/${mealPlanId}`);

export const groceryDifferencesQueryOptions = (userId: string, groceryListId: string, mealPlanId: string) =>
  queryOptions({ queryKey: groceryKeys.differences(userId, groceryListId), queryFn: () => getGroceryDifferences(userId, groceryListId, mealPlanId) });

export const useGroceryDifferences = (userId: string, groceryListId: string, mealPlanId: string, enabled: boolean) =>
  useQuery({ ...groceryDifferencesQueryOptions(userId, groceryListId, mealPlanId), enabled, staleTime: Infinity });
