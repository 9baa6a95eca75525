// POST /api/v1/recipe/complete_recipe_cooking: the cook made this recipe for `servings`, so its
// ingredients, scaled, leave their pantry (catalogue spec §7; decision 0013 'Cooking').
import { api } from '@/lib/api-client';

export const completeRecipeCooking = (entry: { recipeId: string; appUserId: string; servings: number }) =>
  api<unknown>('POST', '/recipe/complete_recipe_cooking', { body: { recipe_id: entry.recipeId, app_user_id: entry.appUserId, serving_size: entry.servings } });
