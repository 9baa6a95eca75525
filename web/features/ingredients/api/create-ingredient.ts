// POST /api/v1/ingredient: a cook adds an ingredient, with its food groups; the caller is its author.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import { ingredientBody, type IngredientFormValues, type IngredientRecord } from './ingredient-record';

export const createIngredient = (values: IngredientFormValues) =>
  // author_id is the form's default (spec §3); the server records whoever is signed in instead.
  api<IngredientRecord>('POST', '/ingredient', { body: { ...ingredientBody(values), food_group_ids: values.foodGroupIds, author_id: 'system' } });

export function useCreateIngredient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createIngredient, onSuccess: () => queryClient.invalidateQueries({ queryKey: [readModels.ingredient] }) });
}
