// GET /api/v1/ingredient/{id}: an array whose first item is the ingredient.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import type { Ingredient } from './types';

export async function getIngredient(ingredientId: string): Promise<Ingredient> {
  const [ingredient] = await api<Ingredient[]>('GET', `/ingredient/${ingredientId}`, { anonymous: true });
  if (!ingredient) throw new ApiError('Ingredient not found.', 404, 'client');
  return ingredient;
}

export const ingredientQueryOptions = (ingredientId: string) => queryOptions({ queryKey: ['ingredient', ingredientId], queryFn: () => getIngredient(ingredientId) });

export const useIngredient = (ingredientId: string) => useQuery(ingredientQueryOptions(ingredientId));
