// A recipe's ingredient lines and steps, added and removed one at a time (catalogue spec §7):
// POST /recipe-ingredient {recipe_id, ingredient_id, quantity}, DELETE by ingredient id;
// POST /recipe-step {step_number, instruction, recipe_id} (answers the step's id), DELETE by step id.
import { api } from '@/lib/api-client';
import type { RecipeIngredientLine, RecipeStep } from './types';

export interface NewIngredientLine {
  ingredient_id: string;
  quantity: number;
  notes?: string;
}

export const addRecipeIngredient = (recipeId: string, line: NewIngredientLine) => api<RecipeIngredientLine>('POST', '/recipe-ingredient', { body: { recipe_id: recipeId, ...line } });

export const removeRecipeIngredient = (recipeId: string, ingredientId: string) => api<unknown>('DELETE', `/recipe-ingredient/recipe/${recipeId}/ingredient/${ingredientId}`);

export const addRecipeStep = (recipeId: string, step: { step_number: number; instruction: string }) => api<RecipeStep>('POST', '/recipe-step', { body: { ...step, recipe_id: recipeId } });

export const removeRecipeStep = (stepId: string) => api<unknown>('DELETE', `/recipe-step/${stepId}`);
