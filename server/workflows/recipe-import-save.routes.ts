// POST /recipe/import/save: a reviewed import draft made a recipe through the catalogue's commands,
// with the page's picture kept as its photo. The import slice reads drafts; the catalogue owns recipes.
import { Hono } from 'hono';
import type { ImportSaved } from '../contract/recipe-import.ts';
import type { AppEnv } from '../http/context.ts';
import { validate } from '../http/validate.ts';
import type { ImageStore } from '../images/image-store.ts';
import type { RecipeWriteDeps } from '../modules/catalogue/index.ts';
import type { PageFetchOptions } from '../modules/recipe-import/index.ts';
import { saveImportBody, saveImportedRecipe, savePicture } from './recipe-import-save.ts';

export interface RecipeImportSaveDeps extends RecipeWriteDeps {
  /** Where an imported recipe's picture is kept, as an uploaded photo is. */
  images: ImageStore;
  /** Limits and, in tests only, the fixtures server the picture may come from. */
  pageFetch?: PageFetchOptions;
}

export function recipeImportSaveRoutes(deps: RecipeImportSaveDeps) {
  return new Hono<AppEnv>().post('/recipe/import/save', validate('json', saveImportBody), async (c) => {
    const body = c.req.valid('json');
    const recipeId = await saveImportedRecipe(c, deps, body);
    const picture = body.image_url ? await savePicture(deps.images, recipeId, body.image_url, deps.pageFetch) : false;
    const saved: ImportSaved = { recipeId, message: 'Recipe imported', picture_saved: picture };
    return c.json(saved, 201);
  });
}
