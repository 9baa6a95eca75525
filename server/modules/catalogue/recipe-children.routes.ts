// The recipe edit screen's and the wizard's child calls (catalogue spec §7 'Recipe edit and wizard
// children'), each by its exact path: links to cuisines, diets, meal times, food types and tags,
// ingredient lines and steps. Signed in; only the author (seed recipes: admins) may change them.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { newId } from '../../event-store/ids.ts';
import type { AppEnv } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { id, validate } from '../../http/validate.ts';
import { stripMarkup } from '../../sanitize.ts';
import type { RecipeLink } from './catalogue.events.ts';
import { findRecipeIdOfStep, findRecipeRow, LINK_TABLES, listRecipeIngredients, type IdLink } from './catalogue.queries.ts';
import { recipeId } from './recipe-authoring.routes.ts';
import { actorOf, answer, factsFor, runRecipeCommand, type RecipeWriteDeps } from './recipe-command.ts';
import { recipeMessages } from './recipe.decider.ts';
import type { RecipeStep } from '../../contract/recipes.ts';

const UNKNOWN: Record<IdLink, string> = {
  cuisine: 'That cuisine does not exist. Reload the page and choose again.',
  diet: 'That diet does not exist. Reload the page and choose again.',
  foodType: 'That food type does not exist. Reload the page and choose again.',
  tag: 'That tag does not exist. Reload the page and choose again.',
};
const INGREDIENT_UNKNOWN = 'That ingredient does not exist. Choose one from the list.';

export function recipeChildRoutes(deps: RecipeWriteDeps) {
  const { db } = deps;

  /** Links or unlinks one value; links by id must name an existing entry (400 otherwise). */
  async function changeLink(c: Context<AppEnv>, type: 'LinkRecipe' | 'UnlinkRecipe', id: string, link: RecipeLink, value: string, body: unknown) {
    let name: string | undefined;
    if (link !== 'mealTime') {
      const entry = await db.selectFrom(LINK_TABLES[link].table).select('name').where('id', '=', value).executeTakeFirst();
      // Unlinking an entry that is gone is still fine: it only takes a dangling id away.
      if (!entry && type === 'LinkRecipe') throw new HttpError(400, UNKNOWN[link]);
      name = entry?.name;
    }
    const recipe = await findRecipeRow(db, id);
    const outcome = await runRecipeCommand(c, deps, id, recipe, { type, actor: actorOf(c), link, value }, body);
    const entry = link === 'mealTime' ? { recipe_id: id, time: value } : { recipe_id: id, [LINK_TABLES[link].field]: value, name: name ?? '' };
    return answer(c, outcome, () => entry, type === 'LinkRecipe' ? 'add' : 'remove');
  }

  const linkCalls = (link: IdLink, field: string) => z.object({ recipe_id: recipeId, [field]: id(field) });

  return new Hono<AppEnv>()
    .post('/recipe-cuisine', validate('json', linkCalls('cuisine', 'cuisine_id')), async (c) => {
      const body = c.req.valid('json') as { recipe_id: string; cuisine_id: string };
      return changeLink(c, 'LinkRecipe', body.recipe_id, 'cuisine', body.cuisine_id, body);
    })
    .delete('/recipe-cuisine/:recipeId/:cuisineId', validate('param', z.object({ recipeId: id('recipeId'), cuisineId: id('cuisineId') })), async (c) => {
      const path = c.req.valid('param');
      return changeLink(c, 'UnlinkRecipe', path.recipeId, 'cuisine', path.cuisineId, path);
    })
    .post('/recipe-diet', validate('json', linkCalls('diet', 'diet_id')), async (c) => {
      const body = c.req.valid('json') as { recipe_id: string; diet_id: string };
      return changeLink(c, 'LinkRecipe', body.recipe_id, 'diet', body.diet_id, body);
    })
    .delete('/recipe-diet/recipe/:id/diet/:dietId', validate('param', z.object({ id: id('id'), dietId: id('dietId') })), async (c) => {
      const path = c.req.valid('param');
      return changeLink(c, 'UnlinkRecipe', path.id, 'diet', path.dietId, path);
    })
    .post('/recipe-time', validate('json', z.object({ recipe_id: recipeId, time: z.string({ error: recipeMessages.mealTime }) })), async (c) => {
      const body = c.req.valid('json');
      return changeLink(c, 'LinkRecipe', body.recipe_id, 'mealTime', body.time, body);
    })
    .delete('/recipe-time/deleteByRecipeIdAndTime/:id/:time', validate('param', z.object({ id: id('id'), time: z.string() })), async (c) => {
      const path = c.req.valid('param');
      return changeLink(c, 'UnlinkRecipe', path.id, 'mealTime', path.time, path);
    })
    .post('/recipe-food-type', validate('json', linkCalls('foodType', 'food_type_id')), async (c) => {
      const body = c.req.valid('json') as { recipe_id: string; food_type_id: string };
      return changeLink(c, 'LinkRecipe', body.recipe_id, 'foodType', body.food_type_id, body);
    })
    .delete('/recipe-food-type/recipe/:id/food_type/:ftId', validate('param', z.object({ id: id('id'), ftId: id('ftId') })), async (c) => {
      const path = c.req.valid('param');
      return changeLink(c, 'UnlinkRecipe', path.id, 'foodType', path.ftId, path);
    })
    .post('/recipe-tag', validate('json', linkCalls('tag', 'tag_id')), async (c) => {
      const body = c.req.valid('json') as { recipe_id: string; tag_id: string };
      return changeLink(c, 'LinkRecipe', body.recipe_id, 'tag', body.tag_id, body);
    })
    .delete('/recipe-tag/recipe/:id/tag/:tagId', validate('param', z.object({ id: id('id'), tagId: id('tagId') })), async (c) => {
      const path = c.req.valid('param');
      return changeLink(c, 'UnlinkRecipe', path.id, 'tag', path.tagId, path);
    })
    .post(
      '/recipe-ingredient',
      // The edit form sends the whole ingredient form plus recipe_id: extra fields are ignored.
      validate(
        'json',
        z.object({
          recipe_id: recipeId,
          ingredient_id: z.uuid({ error: 'Please select an ingredient' }),
          quantity: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.coerce.number({ error: recipeMessages.quantity })),
          unit_of_measurement: z.string().optional().nullable(),
          notes: z.string().max(500, 'Notes must be at most 500 characters.').optional().nullable(),
        }),
      ),
      async (c) => {
        const body = c.req.valid('json');
        const recipe = await findRecipeRow(db, body.recipe_id);
        const facts = await factsFor(db, recipe, [body.ingredient_id]);
        const ingredient = facts[body.ingredient_id];
        if (!ingredient) throw new HttpError(400, INGREDIENT_UNKNOWN);
        const notes = body.notes ? stripMarkup(body.notes) || null : null;
        const outcome = await runRecipeCommand(
          c,
          deps,
          body.recipe_id,
          recipe,
          // Quantities are in the ingredient's own unit (nutrition is computed from it), whatever the form sent.
          { type: 'AddRecipeIngredient', actor: actorOf(c), ingredientId: body.ingredient_id, quantity: body.quantity, unit: ingredient.unit_of_measurement, notes, facts },
          body,
        );
        return answer(c, outcome, async () => (await listRecipeIngredients(db, body.recipe_id))?.find((line) => line.ingredient_id === body.ingredient_id));
      },
    )
    .delete('/recipe-ingredient/recipe/:id/ingredient/:ingredientId', validate('param', z.object({ id: id('id'), ingredientId: id('ingredientId') })), async (c) => {
      const path = c.req.valid('param');
      const recipe = await findRecipeRow(db, path.id);
      const outcome = await runRecipeCommand(c, deps, path.id, recipe, { type: 'RemoveRecipeIngredient', actor: actorOf(c), ingredientId: path.ingredientId, facts: await factsFor(db, recipe) }, path);
      return answer(c, outcome, () => ({ recipe_id: path.id, ingredient_id: path.ingredientId }), 'remove');
    })
    .post(
      '/recipe-step',
      validate(
        'json',
        z.object({
          recipe_id: recipeId,
          step_number: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.coerce.number({ error: recipeMessages.stepNumber })),
          instruction: z.string({ error: recipeMessages.instructionRequired }),
        }),
      ),
      async (c) => {
        const body = c.req.valid('json');
        const step = { stepId: newId(), stepNumber: body.step_number, instruction: stripMarkup(body.instruction) };
        const outcome = await runRecipeCommand(c, deps, body.recipe_id, await findRecipeRow(db, body.recipe_id), { type: 'AddRecipeStep', actor: actorOf(c), step }, body);
        return answer(c, outcome, (): RecipeStep => ({ id: step.stepId, step_number: step.stepNumber, instruction: step.instruction, recipe_id: body.recipe_id }));
      },
    )
    .delete('/recipe-step/:stepId', validate('param', z.object({ stepId: id('stepId') })), async (c) => {
      const { stepId } = c.req.valid('param');
      const id = await findRecipeIdOfStep(db, stepId);
      if (!id) throw new HttpError(404, recipeMessages.stepNotFound);
      const outcome = await runRecipeCommand(c, deps, id, await findRecipeRow(db, id), { type: 'RemoveRecipeStep', actor: actorOf(c), stepId }, { stepId });
      return answer(c, outcome, () => ({ id: stepId, recipe_id: id }), 'remove');
    });
}
