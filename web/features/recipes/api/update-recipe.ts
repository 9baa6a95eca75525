// PUT /api/v1/recipe/{id}: the edit screen's Nutrition Information (and the wizard, when the cook goes
// back and changes what was already created). A nutrition field sent as null is computed again.
import { api } from '@/lib/api-client';
import type { NutritionalInfo, WizardRecipeBody } from './create-recipe';
import type { Recipe } from './types';

export type RecipeChanges = Partial<Omit<WizardRecipeBody, 'nutritionalInfo' | 'total_time'>> & { nutritionalInfo?: Partial<NutritionalInfo> };

export const updateRecipe = (recipeId: string, changes: RecipeChanges) => api<Recipe>('PUT', `/recipe/${recipeId}`, { body: changes });
