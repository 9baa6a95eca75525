// POST /api/v1/recipe/import/url, /text and /file: a recipe read from a page, pasted text or another
// app's export, each ingredient line matched to the catalogue; nothing is saved until
// POST /recipe/import/save, with the lines as the cook reviewed them.
import type { DraftLine, ImportedDrafts, ImportSaved, IMPORT_MEAL_TIMES, SaveImportBody } from '@contract/recipe-import';
import { api } from '@/lib/api-client';

// The draft's shape and the save body are the server's own declarations, not written twice.
export type { ImportedDrafts, RecipeDraft, DraftLine as ImportedLine, SaveImportBody } from '@contract/recipe-import';
export type DraftMatch = NonNullable<DraftLine['match']>;
export type MealTime = (typeof IMPORT_MEAL_TIMES)[number];

export const importFromUrl = (url: string) => api<ImportedDrafts>('POST', '/recipe/import/url', { body: { url } });

export const importFromText = (text: string) => api<ImportedDrafts>('POST', '/recipe/import/text', { body: { text } });

export function importFromFile(file: File | null) {
  const form = new FormData();
  // Sent even without a file, so the server's own words say what to choose.
  if (file) form.append('file', file);
  return api<ImportedDrafts>('POST', '/recipe/import/file', { body: form });
}

export const saveImportedRecipe = (body: SaveImportBody) => api<ImportSaved>('POST', '/recipe/import/save', { body });
