// A recipe import as the API answers it (drafts to review, nothing saved) and the body that saves a
// reviewed draft: the web client builds that body against the same schema the server parses.
import { z } from 'zod';
import { BOUNDS } from './bounds.ts';
import { DIFFICULTIES, RECIPE_LIMITS, recipeMessages, type RecipeWritten } from './recipes.ts';

export interface DraftLine {
  line: string;
  quantity: number | null;
  quantity_max: number | null;
  unit: string | null;
  name: string;
  notes: string | null;
  match: { ingredient_id: string; name: string; confidence: number } | null;
  /** The line's amount in the matched ingredient's unit; null when nothing converts it. */
  amount: { quantity: number; unit: string } | null;
  /** A match the cook need not check: confident, with an amount. */
  confident: boolean;
}

export interface RecipeDraft {
  name: string;
  description: string | null;
  image_url: string | null;
  yields: string | null;
  servings: number | null;
  prep_time: number | null;
  cook_time: number | null;
  total_time: number | null;
  cuisine: string | null;
  category: string | null;
  source_url: string | null;
  instructions: string[];
  ingredients: DraftLine[];
}

/** What reading a page, pasted text or an app's export answers. */
export interface ImportedDrafts {
  recipes: RecipeDraft[];
}

export interface ImportSaved extends RecipeWritten {
  /** Whether the page's picture was kept as the recipe's photo (a JPEG or PNG that could be fetched). */
  picture_saved: boolean;
}

export const IMPORT_MEAL_TIMES = ['breakfast', 'lunch', 'dinner'] as const;

const words = (max: number, what: string) => z.string().max(max, `${what} must be at most ${max.toLocaleString('en-US')} characters.`);

export const saveImportBody = z.object({
  name: z.string({ error: 'Give the recipe a name.' }).trim().min(1, 'Give the recipe a name.').max(RECIPE_LIMITS.name, recipeMessages.nameTooLong),
  description: words(RECIPE_LIMITS.description, 'The description').nullish(),
  servings: z.number({ error: recipeMessages.servings }).int(recipeMessages.servings).min(1, recipeMessages.servings).max(BOUNDS.servings, recipeMessages.servings),
  prep_time: z.number().int().min(0).max(BOUNDS.minutes).nullish(),
  cook_time: z.number().int().min(0).max(BOUNDS.minutes).nullish(),
  difficulty: z.enum(DIFFICULTIES, { error: recipeMessages.difficulty }).default('Medium'),
  source_url: z.url({ protocol: /^https?$/, error: 'The source must be a web address.' }).max(2048).nullish(),
  image_url: z.url({ protocol: /^https?$/, error: 'The picture must be a web address.' }).max(2048).nullish(),
  meal_times: z.array(z.enum(IMPORT_MEAL_TIMES, { error: 'Meal times are breakfast, lunch or dinner.' })).min(1, 'Choose when the recipe is eaten: breakfast, lunch or dinner.').max(3),
  cuisine_id: z.uuid({ error: 'cuisine_id must be an id.' }).nullish(),
  instructions: z.array(words(RECIPE_LIMITS.instruction, 'A step')).max(100, 'A recipe has at most 100 steps.'),
  ingredients: z
    .array(
      z.object({
        ingredient_id: z.uuid({ error: 'Each line needs an ingredient.' }),
        quantity: z.number({ error: recipeMessages.quantity }).positive(recipeMessages.quantity).max(BOUNDS.quantity, recipeMessages.quantityTooLarge),
        notes: words(500, 'A line’s notes').nullish(),
      }),
    )
    .min(1, 'Keep at least one ingredient matched to the catalogue.')
    .max(100, 'A recipe has at most 100 ingredients.'),
  /** Lines kept as text (no catalogue ingredient): written into the description. */
  unmatched_lines: z.array(words(500, 'A line')).max(100).default([]),
});

/** What a client sends to POST /recipe/import/save (defaults may be left out). */
export type SaveImportBody = z.input<typeof saveImportBody>;
