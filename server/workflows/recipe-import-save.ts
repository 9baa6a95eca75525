// Saving a reviewed import: the recipe made through the same commands as the wizard (CreateRecipe with
// its steps, AddRecipeIngredient per line in the ingredient's own unit, LinkRecipe for meal times and
// cuisine), so it is owned, evented, planned, costed and cooked like any recipe a cook types.
import type { Context } from 'hono';
import { z } from 'zod';
import { newId } from '../event-store/ids.ts';
import type { AppEnv } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { BOUNDS } from '../contract/bounds.ts';
import { stripMarkup } from '../sanitize.ts';
import { checkImage } from '../images/image-content.ts';
import type { ImageStore } from '../images/image-store.ts';
import { actorOf, factsFor, LIMITS, recipeImageKey, runRecipeCommand, type RecipeWriteDeps } from '../modules/catalogue/index.ts';
import { saveImportBody } from '../contract/recipe-import.ts';
import { fetchImage, PageRefused, type PageFetchOptions } from '../modules/recipe-import/page-fetch.ts';

// The schema is the contract's, so the review screen builds the body this parses.
export { saveImportBody };

type SaveImportBody = z.infer<typeof saveImportBody>;

/** Two lines of one ingredient ('butter for the crust', 'butter for the filling') become one. */
function mergedLines(lines: SaveImportBody['ingredients']) {
  const byIngredient = new Map<string, { quantity: number; notes: string[] }>();
  for (const line of lines) {
    const kept = byIngredient.get(line.ingredient_id) ?? { quantity: 0, notes: [] };
    kept.quantity += line.quantity;
    const note = line.notes ? stripMarkup(line.notes).trim() : '';
    if (note) kept.notes.push(note);
    byIngredient.set(line.ingredient_id, kept);
  }
  return [...byIngredient].map(([ingredientId, line]) => ({ ingredientId, quantity: Math.min(Math.round(line.quantity * 1000) / 1000, BOUNDS.quantity), notes: line.notes.join('; ').slice(0, 500) || null }));
}

/** Everything is checked before the first command, so a save is never left half made. */
export async function saveImportedRecipe(c: Context<AppEnv>, deps: RecipeWriteDeps, body: SaveImportBody): Promise<string> {
  const actor = actorOf(c);
  const recipeId = newId();
  const lines = mergedLines(body.ingredients);
  const facts = await factsFor(deps.db, undefined, lines.map((line) => line.ingredientId));
  const unknown = lines.find((line) => !facts[line.ingredientId]);
  if (unknown) throw new HttpError(400, 'One of the lines names an ingredient that is not in the catalogue: choose another.');
  const also = body.unmatched_lines.map((line) => stripMarkup(line).trim()).filter(Boolean);
  const description = [stripMarkup(body.description ?? '').trim(), also.length > 0 ? `Also needed: ${also.join('; ')}.` : ''].filter(Boolean).join('\n\n').slice(0, LIMITS.description);
  const run = (command: Parameters<typeof runRecipeCommand>[4]) => runRecipeCommand(c, deps, recipeId, undefined, command, body);
  await run({
    type: 'CreateRecipe',
    recipeId,
    actor,
    form: 'wizard',
    details: { name: stripMarkup(body.name).trim(), description, servings: body.servings, prepTime: body.prep_time ?? 0, cookTime: body.cook_time ?? 0, difficulty: body.difficulty },
    authorNutrition: { calories: null, protein: null, carbohydrate: null, fat: null, costPerServingCents: null },
    authorMarks: { isVegetarian: false, isVegan: false },
    steps: body.instructions
      .map((step) => stripMarkup(step).trim())
      .filter(Boolean)
      .map((instruction, index) => ({ stepId: newId(), stepNumber: index + 1, instruction })),
    tagIds: [],
    createdAt: deps.now().toISOString(),
    ...(body.source_url && { sourceUrl: body.source_url }),
  });
  for (const line of lines) {
    await run({ type: 'AddRecipeIngredient', actor, ingredientId: line.ingredientId, quantity: line.quantity, unit: facts[line.ingredientId]!.unit_of_measurement, notes: line.notes, facts });
  }
  // The catalogue names meal times as the screens show them.
  for (const time of new Set(body.meal_times)) await run({ type: 'LinkRecipe', actor, link: 'mealTime', value: time[0]!.toUpperCase() + time.slice(1) });
  if (body.cuisine_id) await run({ type: 'LinkRecipe', actor, link: 'cuisine', value: body.cuisine_id });
  return recipeId;
}

/**
 * The page's picture as the recipe's photo, fetched by the page's rules and kept only when it is a
 * JPEG or PNG like an upload. A picture that cannot be had leaves the recipe without one: the recipe
 * is saved either way, and the cook may add a photo.
 */
export async function savePicture(images: ImageStore, recipeId: string, address: string, options: PageFetchOptions | undefined): Promise<boolean> {
  try {
    const picture = await fetchImage(address, options);
    const verdict = checkImage(new Uint8Array(picture.bytes));
    if (!verdict.ok) return false;
    await images.put(recipeImageKey(recipeId), { bytes: picture.bytes, contentType: verdict.contentType });
    return true;
  } catch (error) {
    if (error instanceof PageRefused) return false;
    throw error;
  }
}
