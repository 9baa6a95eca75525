// Recipe photos (catalogue spec §7 'Images'): read by anyone, replaced or removed by whoever may
// change the recipe. Stored through the ImageStore port (local disk by default), outside the log:
// a photo is a file, not a fact about the recipe, so a rebuild leaves photos alone.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { etag } from 'hono/etag';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { checkImage } from '../../images/image-content.ts';
import { MAX_IMAGE_BYTES, type ImageStore } from '../../images/image-store.ts';
import { findRecipeRow } from './catalogue.queries.ts';
import { recipeIdParam } from './recipe-authoring.routes.ts';
import { actorOf } from './recipe-command.ts';
import { canChangeRecipe, recipeMessages } from './recipe.decider.ts';
import { imageMessages } from '../../contract/images.ts';

export const recipeImageKey = (recipeId: string) => `recipe/${recipeId}`;
const NO_IMAGE = 'This recipe has no image.';
const TOO_LARGE = imageMessages.tooLarge;
const NO_FILE = 'Choose a JPEG or PNG image and send it as the form field "file".';
const PATH = '/supabase/recipe-images/recipe/:id';

/** Anyone may look at a recipe's photo. */
export function recipeImageReadRoutes(images: ImageStore) {
  return new Hono<AppEnv>().get(PATH, etag(), validate('param', recipeIdParam), async (c) => {
    const image = await images.get(recipeImageKey(c.req.valid('param').id));
    if (!image) throw new HttpError(404, NO_IMAGE);
    // A replaced photo keeps this address: kept a day, then revalidated by its ETag. The uploader's
    // own browser drops its copy on the POST and DELETE to this same address.
    return c.body(new Uint8Array(image.bytes), 200, { 'content-type': image.contentType, 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800', 'x-content-type-options': 'nosniff' });
  });
}

export function recipeImageWriteRoutes(deps: { db: Db; images: ImageStore }) {
  async function requireChangeable(c: Context<AppEnv>, id: string) {
    const recipe = await findRecipeRow(deps.db, id);
    if (!recipe) throw new HttpError(404, recipeMessages.notFound);
    if (!canChangeRecipe(recipe.author_id, actorOf(c))) throw new HttpError(403, recipeMessages.notAuthor);
  }
  return new Hono<AppEnv>()
    .post(
      PATH,
      validate('param', recipeIdParam),
      // Refuse an oversized upload before reading it (multipart framing adds a little to the file).
      bodyLimit({ maxSize: MAX_IMAGE_BYTES + 64 * 1024, onError: (c) => c.json({ error: TOO_LARGE }, 413) }),
      async (c) => {
        const { id } = c.req.valid('param');
        await requireChangeable(c, id);
        const form = await c.req.parseBody().catch(() => {
          throw new HttpError(400, NO_FILE);
        });
        const file = form.file;
        if (!(file instanceof File)) throw new HttpError(400, NO_FILE);
        // The content decides, not the name or the declared type: a renamed text file is refused.
        const bytes = new Uint8Array(await file.arrayBuffer());
        const verdict = checkImage(bytes);
        if (!verdict.ok) throw new HttpError(400, verdict.message);
        await deps.images.put(recipeImageKey(id), { bytes: Buffer.from(bytes), contentType: verdict.contentType });
        return c.json({ message: 'Image uploaded.', image_url: `/api/v1/supabase/recipe-images/recipe/${id}`, content_type: verdict.contentType }, 201);
      },
    )
    .delete(PATH, validate('param', recipeIdParam), async (c) => {
      const { id } = c.req.valid('param');
      await requireChangeable(c, id);
      if (!(await deps.images.delete(recipeImageKey(id)))) throw new HttpError(404, NO_IMAGE);
      return c.json({ message: 'Image deleted.' });
    });
}
