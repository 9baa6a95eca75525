// POST /recipe/import/url and /recipe/import/text: a recipe read from a page or pasted text, each
// ingredient line matched to the catalogue, answered as drafts for the cook to review (nothing saved);
// POST /recipe/import/file: the same from another app's export. Saving a reviewed draft writes to the
// catalogue, so it is a workflow (workflows/recipe-import-save.routes.ts).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { formFields } from '../../http/form-body.ts';
import { validate } from '../../http/validate.ts';
import { kitchenNotesOf, measureOf } from '../../kitchen/kitchen-notes.ts';
import { ExportRefused, readExport } from './app-exports.ts';
import { draftOf, type CatalogueIngredient, type RecipeDraft } from './draft.ts';
import { ingredientMatcher } from './ingredient-match.ts';
import { fetchPage, PageRefused, type PageFetchOptions } from './page-fetch.ts';
import { readRecipePage, type ImportedRecipe } from './recipe-page.ts';
import { readRecipeText } from './recipe-text.ts';
import type { ImportedDrafts } from '../../contract/recipe-import.ts';

export const importMessages = {
  noRecipeOnPage: 'This page has no recipe Larder can read (it carries no schema.org Recipe data). Paste the recipe’s text instead.',
  noRecipeInText: 'Larder could not find a recipe in that text: put the title on the first line, then the ingredients one per line, each starting with its amount, then the steps.',
  addressRequired: 'Paste the address of the recipe page.',
  addressTooLong: 'That address is longer than 2,048 characters: copy it again from the browser’s address bar.',
  textRequired: 'Paste the recipe’s text: its title, ingredients and steps.',
  textTooLong: 'That text is longer than 50,000 characters, more than any recipe: paste one recipe at a time.',
  fileRequired: 'Choose the file your recipe app exported: a Paprika export (.paprikarecipes) or a Mealie export (.json or .zip).',
  fileTooLarge: 'That file is larger than 20 MB: export fewer recipes at a time.',
} as const;

export interface RecipeImportDeps {
  db: Db;
  /** Limits and, in tests only, the fixtures server the fetcher may reach. */
  pageFetch?: PageFetchOptions;
}

/** Every catalogue ingredient with what converts an amount into its unit. */
async function catalogueOf(db: Db): Promise<Map<string, CatalogueIngredient>> {
  const rows = await db.selectFrom('ingredients').select(['id', 'name', 'unit_of_measurement', 'grams_per_unit', 'primary_food_group']).execute();
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, ...measureOf(row), notes: kitchenNotesOf(row) }]));
}

async function drafted(db: Db, recipes: Array<{ recipe: ImportedRecipe; sourceUrl: string | null }>): Promise<ImportedDrafts> {
  const catalogue = await catalogueOf(db);
  const match = ingredientMatcher([...catalogue.values()]);
  return { recipes: recipes.map(({ recipe, sourceUrl }) => draftOf(recipe, sourceUrl, match, catalogue)) };
}

const MAX_EXPORT_BYTES = 20 * 1024 * 1024;

export function recipeImportRoutes(deps: RecipeImportDeps) {
  return new Hono<AppEnv>()
    .post('/recipe/import/url', validate('json', z.object({ url: z.string({ error: importMessages.addressRequired }).trim().min(1, importMessages.addressRequired).max(2048, importMessages.addressTooLong) })), async (c) => {
      const { url } = c.req.valid('json');
      let page: { url: string; html: string };
      try {
        page = await fetchPage(url, deps.pageFetch);
      } catch (error) {
        if (error instanceof PageRefused) throw new HttpError(422, error.message, { reason: error.reason });
        throw error;
      }
      const recipe = readRecipePage(page.html, page.url);
      if (!recipe) throw new HttpError(422, importMessages.noRecipeOnPage, { reason: 'no-recipe' });
      return c.json(await drafted(deps.db, [{ recipe, sourceUrl: page.url }]));
    })
    .post('/recipe/import/file', bodyLimit({ maxSize: MAX_EXPORT_BYTES + 64 * 1024, onError: (c) => c.json({ error: importMessages.fileTooLarge }, 413) }), async (c) => {
      const file = (await formFields(c)).file;
      if (!(file instanceof File) || file.size === 0) throw new HttpError(400, importMessages.fileRequired);
      try {
        return c.json(await drafted(deps.db, readExport(new Uint8Array(await file.arrayBuffer()))));
      } catch (error) {
        if (error instanceof ExportRefused) throw new HttpError(422, error.message, { reason: 'unreadable' });
        throw error;
      }
    })
    .post('/recipe/import/text', validate('json', z.object({ text: z.string({ error: importMessages.textRequired }).min(1, importMessages.textRequired).max(50_000, importMessages.textTooLong) })), async (c) => {
      const recipe = readRecipeText(c.req.valid('json').text);
      if (!recipe) throw new HttpError(422, importMessages.noRecipeInText, { reason: 'no-recipe' });
      return c.json(await drafted(deps.db, [{ recipe, sourceUrl: null }]));
    });
}
