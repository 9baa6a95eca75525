// An admin's edit (catalogue spec §7): PUT /api/v1/ingredient/{id} with the whole ingredient, then the
// food groups as a set difference: POST /ingredient-food-group/ {ingredient_id, food_group_id} for the
// new ones, DELETE /ingredient-food-group/{ingredientId}/{foodGroupId} for the dropped ones.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api, ApiError, isUnreachable, NOT_SAVED } from '@/lib/api-client';
import { ingredientBody, type IngredientFormValues, type IngredientRecord } from './ingredient-record';
import type { IngredientFoodGroupLink } from './types';

export const ingredientEditMessages = {
  updateFailed: 'Failed to update ingredient',
  addGroupFailed: 'Failed to add food group',
  deleteGroupFailed: 'Failed to delete food group',
} as const;

export const getIngredientFoodGroupIds = async (ingredientId: string) =>
  (await api<IngredientFoodGroupLink[]>('GET', `/ingredient-food-group/ingredient_id/${ingredientId}`, { anonymous: true })).map((link) => link.food_group_id);

export const ingredientFoodGroupsQueryOptions = (ingredientId: string) =>
  queryOptions({ queryKey: [readModels.ingredient, ingredientId, 'food-groups'], queryFn: () => getIngredientFoodGroupIds(ingredientId) });

export const useIngredientFoodGroupIds = (ingredientId: string) => useQuery(ingredientFoodGroupsQueryOptions(ingredientId));

/** 'Failed to update ingredient: 409 {"error":"..."}': the status and the body as the server sent them. */
function updateFailure(error: unknown): Error {
  if (isUnreachable(error)) return new Error(NOT_SAVED.message, { cause: error });
  if (error instanceof ApiError) {
    const body = typeof error.body === 'string' ? error.body : JSON.stringify(error.body ?? '');
    return new Error(`${ingredientEditMessages.updateFailed}: ${error.status} ${body}`);
  }
  return new Error(ingredientEditMessages.updateFailed);
}

export async function updateIngredient(ingredientId: string, values: IngredientFormValues, foodGroupIdsBefore: readonly string[]): Promise<void> {
  try {
    await api<IngredientRecord>('PUT', `/ingredient/${ingredientId}`, { body: ingredientBody(values) });
  } catch (error) {
    throw updateFailure(error);
  }
  const added = values.foodGroupIds.filter((id) => !foodGroupIdsBefore.includes(id));
  const removed = foodGroupIdsBefore.filter((id) => !values.foodGroupIds.includes(id));
  const results = await Promise.allSettled([
    ...added.map((id) => api('POST', '/ingredient-food-group/', { body: { ingredient_id: ingredientId, food_group_id: id } }).catch(() => Promise.reject(new Error(ingredientEditMessages.addGroupFailed)))),
    ...removed.map((id) => api('DELETE', `/ingredient-food-group/${ingredientId}/${id}`).catch(() => Promise.reject(new Error(ingredientEditMessages.deleteGroupFailed)))),
  ]);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason as Error;
}

export function useUpdateIngredient(ingredientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, before }: { values: IngredientFormValues; before: readonly string[] }) => updateIngredient(ingredientId, values, before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [readModels.ingredient] }),
  });
}
