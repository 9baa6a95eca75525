// GET /api/v1/ingredient/{id}: an array whose first item is the ingredient.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api, ApiError } from '@/lib/api-client';
import type { Ingredient } from './types';

export async function getIngredient(ingredientId: string): Promise<Ingredient> {
  const [ingredient] = await api<Ingredient[]>('GET', `/ingredient/${ingredientId}`, { anonymous: true });
  if (!ingredient) throw new ApiError('Ingredient not found.', 404, 'client');
  return ingredient;
}

export const ingredientQueryOptions = (ingredientId: string) => queryOptions({ queryKey: [readModels.ingredient, ingredientId], queryFn: () => getIngredient(ingredientId) });

/** The facts may not say whether it is vegetarian or vegan (null): the screens show that as not. */
const withMarks = (ingredient: Ingredient) => ({ ...ingredient, is_vegetarian: ingredient.is_vegetarian ?? false, is_vegan: ingredient.is_vegan ?? false });

export const useIngredient = (ingredientId: string) => useQuery({ ...ingredientQueryOptions(ingredientId), select: withMarks });
