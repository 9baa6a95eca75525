// POST /api/v1/recipe/import/url, /text and /file: a recipe read from a page, pasted text or another
// app's export, each ingredient line matched to the catalogue; nothing is saved until
// POST /recipe/import/save, with the lines as the cook reviewed them.
import { api } from '@/lib/api-client';
import type { Difficulty } from './create-recipe';

// The draft's shape is the server's own declaration, not written twice.
export type { RecipeDraft, DraftLine as ImportedLine } from '../../../../server/modules/recipe-import/draft-shape.ts';
import type { DraftLine, RecipeDraft } from '../../../../server/modules/recipe-import/draft-shape.ts';
export type DraftMatch = NonNullable<DraftLine['match']>;

export interface ImportedDrafts {
  recipes: RecipeDraft[];
}

export type MealTime = 'breakfast' | 'lunch' | 'dinner';

export interface SaveImportBody {
  name: string;
  description?: string | null;
  servings: number;
  prep_time?: number | null;
  cook_time?: number | null;
  difficulty: Difficulty;
  source_url?: string | null;
  /** The page's picture, kept as the recipe's photo when it is a JPEG or PNG. */
  image_url?: string | null;
  meal_times: MealTime[];
  cuisine_id?: string | null;
  instructions: string[];
  ingredients: Array<{ ingredient_id: string; quantity: number; notes?: string | null }>;
  unmatched_lines: string[];
}

export const importFromUrl = (url: string) => api<ImportedDrafts>('POST', '/recipe/import/url', { body: { url } });

export const importFromText = (text: string) => api<ImportedDrafts>('POST', '/recipe/import/text', { body: { text } });

export function importFromFile(file: File | null) {
  const form = new FormData();
  // Sent even without a file, so the server's own words say what to choose.
  if (file) form.append('file', file);
  return api<ImportedDrafts>('POST', '/recipe/import/file', { body: form });
}

export const saveImportedRecipe = (body: SaveImportBody) => api<{ recipeId: string; message: string }>('POST', '/recipe/import/save', { body });
