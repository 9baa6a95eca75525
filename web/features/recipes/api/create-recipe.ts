// POST /api/v1/recipe: from the wizard (name required, nutritionalInfo whose blanks are computed from
// the ingredients) or from the simple form (name and description required). Answers the new id.
import type { Difficulty } from '@contract/recipes';
import { api } from '@/lib/api-client';
import type { RecipeWritten } from './types';

export interface NutritionalInfo {
  calories: number | null;
  protein: number | null;
  carbohydrate: number | null;
  fat: number | null;
}

export type { Difficulty };

export interface WizardRecipeBody {
  name: string;
  description: string;
  servings: number;
  prep_time: number;
  cook_time: number;
  total_time: number;
  difficulty: Difficulty;
  nutritionalInfo: NutritionalInfo;
}

/** Spec §3 'Recipe (create form)': numbers left empty are sent as ''. */
export interface SimpleRecipeBody {
  name: string;
  description: string;
  image_url: string;
  is_vegetarian: boolean;
  is_vegan: boolean;
  prep_time: number | '';
  cook_time: number | '';
  servings: number | '';
  difficulty: string;
  instructions: string;
  calories: number | '';
  protein: number | '';
  carbohydrate: number | '';
  fat: number | '';
  cost_per_serving: number | '';
  micronutrients: string;
  taste_profile: string;
  tags: string;
  equipment: string;
  author_id: string;
}

export type RecipeCreated = RecipeWritten;

export const createRecipe = (body: WizardRecipeBody | SimpleRecipeBody) => api<RecipeCreated>('POST', '/recipe', { body });
