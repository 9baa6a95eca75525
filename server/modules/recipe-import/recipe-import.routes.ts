// POST /recipe/import/url and /recipe/import/text: a recipe read from a page or pasted text, each
// ingredient line matched to the catalogue, answered as drafts for the cook to review (nothing saved);
// POST /recipe/import/save: the reviewed draft made a recipe (import-save.ts).
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { kitchenNotesOf, measureOf } from '../../kitchen/kitchen-notes.ts';
import type { RecipeWriteDeps } from '../catalogue/index.ts';
import { draftOf, type CatalogueIngredient, type RecipeDraft } from './draft.ts';
import { saveImportBody, saveImportedRecipe } from './import-save.ts';
import { ingredientMatcher } from './ingredient-match.ts';
import { fetchPage, PageRefused, type PageFetchOptions } from './page-fetch.ts';
import { readRecipePage, type ImportedRecipe } from './recipe-page.ts';
import { readRecipeText } from './recipe-text.ts';

export const importMessages = {
  noRecipeOnPage: 'This page has no recipe Larder can read (it carries no schema.org Recipe data). Paste the recipe’s text instead.',
  noRecipeInText: 'Larder could not find a recipe in that text: put the title on the first line, then the ingredients one per line, each starting with its amount, then the steps.',
  addressRequired: 'Paste the address of the recipe page.',
  addressTooLong: 'That address is longer than 2,048 characters: copy it again from the browser’s address bar.',
  textRequired: 'Paste the recipe’s text: its title, ingredients and steps.',
  textTooLong: 'That text is longer than 50,000 characters, more than any recipe: paste one recipe at a time.',
} as const;

export interface RecipeImportDeps extends RecipeWriteDeps {
  db: Db;
  /** Limits and, in tests only, the fixtures server the fetcher may reach. */
  pageFetch?: PageFetchOptions;
}

/** Every catalogue ingredient with what converts an amount into its unit. */
async function catalogueOf(db: Db): Promise<Map<string, CatalogueIngredient>> {
  const rows = await db.selectFrom('ingredients').select(['id', 'name', 'unit_of_measurement', 'grams_per_unit', 'primary_food_group']).execute();
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, ...measureOf(row), notes: kitchenNotesOf(row) }]));
}

async function drafted(db: Db, recipe: ImportedRecipe, sourceUrl: string | null): Promise<{ recipes: RecipeDraft[] }> {
  const catalogue = await catalogueOf(db);
  return { recipes: [draftOf(recipe, sourceUrl, ingredientMatcher([...catalogue.values()]), catalogue)] };
}

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
      return c.json(await drafted(deps.db, recipe, page.url));
    })
    .post('/recipe/import/save', validate('json', saveImportBody), async (c) => {
      const recipeId = await saveImportedRecipe(c, deps, c.req.valid('json'));
      return c.json({ recipeId, message: 'Recipe imported' }, 201);
    })
    .post('/recipe/import/text', validate('json', z.object({ text: z.string({ error: importMessages.textRequired }).min(1, importMessages.textRequired).max(50_000, importMessages.textTooLong) })), async (c) => {
      const recipe = readRecipeText(c.req.valid('json').text);
      if (!recipe) throw new HttpError(422, importMessages.noRecipeInText, { reason: 'no-recipe' });
      return c.json(await drafted(deps.db, recipe, null));
    });
}
