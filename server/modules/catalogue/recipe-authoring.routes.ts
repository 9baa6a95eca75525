// Writing recipes (catalogue spec §7 'Recipes'): create from the simple form or the wizard, change
// the details (PUT, the edit screen's Nutrition section), delete, and the ownership check. Signed in,
// CSRF-protected; answers after the read model shows the change (202 past the wait).
import { Hono } from 'hono';
import { z } from 'zod';
import { newId } from '../../event-store/ids.ts';
import { acceptedResponse } from '../../http/command.ts';
import type { AppEnv } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { id, validate } from '../../http/validate.ts';
import { stripMarkup } from '../../sanitize.ts';
import type { RecipeNutrition } from './catalogue.events.ts';
import { findRecipe, findRecipeRow, listRecipeCards } from './catalogue.queries.ts';
import { actorOf, factsFor, runRecipeCommand, type RecipeWriteDeps } from './recipe-command.ts';
import { canChangeRecipe, recipeMessages, type NewRecipeStep } from './recipe.decider.ts';
import type { Db } from '../../db/database.ts';
import type { RecipeOwnership, RecipeWritten } from '../../contract/recipes.ts';

export const recipeId = id('recipe_id');
export const recipeIdParam = z.object({ id: z.uuid({ error: 'id must be a recipe id.' }) });

/** Blank inputs ('' or null) are 'not given'; the client's number inputs send both. */
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const number = (what: string) => z.preprocess(blank, z.coerce.number({ error: `${what} must be a number.` }).refine(Number.isFinite, `${what} must be a number.`).optional());
/** A nutrition field: a number, or null when left blank (computed from the ingredients). */
const nutrient = (what: string) => z.preprocess((value) => (value === '' ? null : value), z.coerce.number({ error: `${what} must be a number.` }).refine(Number.isFinite, `${what} must be a number.`).nullable().optional());
const flag = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean({ error: 'is_vegetarian and is_vegan must be true or false.' }).optional());
const text = (what: string) => z.string({ error: `${what} must be text.` }).optional().nullable();
const jsonText = (what: string) =>
  z
    .union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())])
    .optional()
    .nullable()
    .refine((value) => typeof value !== 'string' || value.trim() === '' || isJson(value), `${what} must be JSON text.`);
const isJson = (value: string) => {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
};

const nutritionFields = {
  calories: nutrient('Calories'),
  protein: nutrient('Protein'),
  carbohydrate: nutrient('Carbohydrate'),
  fat: nutrient('Fat'),
};

/** The simple form's body (spec §3 'Recipe (create form)') and the wizard's (with nutritionalInfo), in one. */
const createBody = z.object({
  name: text('name'),
  description: text('description'),
  servings: number('Servings'),
  prep_time: number('Prep time'),
  cook_time: number('Cook time'),
  total_time: number('Total time'),
  difficulty: text('difficulty'),
  ...nutritionFields,
  cost_per_serving: nutrient('Cost per serving'),
  nutritionalInfo: z.object(nutritionFields).partial().optional(),
  is_vegetarian: flag,
  is_vegan: flag,
  instructions: text('instructions'),
  tags: z.union([z.string(), z.array(z.string())]).optional().nullable(),
  // Accepted for the form's sake, not kept: no screen shows them (docs/decisions/0009).
  image_url: text('image_url'),
  micronutrients: jsonText('micronutrients'),
  taste_profile: jsonText('taste_profile'),
  equipment: z.union([z.string(), z.array(z.string())]).optional().nullable(),
  author_id: z.unknown().optional(),
});

const changeBody = z.object({
  name: z.string({ error: 'name must be text.' }).optional(),
  description: z.string({ error: 'description must be text.' }).optional(),
  servings: number('Servings'),
  prep_time: number('Prep time'),
  cook_time: number('Cook time'),
  difficulty: z.string({ error: 'difficulty must be text.' }).optional(),
  ...nutritionFields,
  cost_per_serving: nutrient('Cost per serving'),
  nutritionalInfo: z.object(nutritionFields).partial().optional(),
});

const clean = (value: string | null | undefined) => stripMarkup(value ?? '');

/** The simple form's instructions, one step per non-blank line. */
function stepsOf(recipeId: string, instructions: string | null | undefined): NewRecipeStep[] {
  return (instructions ?? '')
    .split(/\r?\n/)
    .map(clean)
    .filter((line) => line !== '')
    .map((instruction, index) => ({ stepId: newId(), stepNumber: index + 1, instruction }));
}

const namesOf = (value: string | string[] | null | undefined) =>
  (Array.isArray(value) ? value : (value ?? '').split(','))
    .map((name) => name.trim())
    .filter(Boolean);

async function tagIdsNamed(db: Db, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const tags = await db.selectFrom('tags').select(['id', 'name']).execute();
  return names.map((name) => {
    const tag = tags.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
    if (!tag) throw new HttpError(400, `There is no tag named '${name}'.`);
    return tag.id;
  });
}

/** The author's nutrition: the wizard's nutritionalInfo wins over the simple form's fields. */
type NutritionBody = Pick<z.infer<typeof changeBody>, keyof typeof nutritionFields | 'cost_per_serving' | 'nutritionalInfo'>;
function authorNutritionOf(body: NutritionBody): Partial<RecipeNutrition> {
  const info = body.nutritionalInfo ?? {};
  const pick = (field: keyof typeof nutritionFields) => (field in info ? info[field] : body[field]);
  const nutrition: Partial<RecipeNutrition> = {
    calories: pick('calories'),
    protein: pick('protein'),
    carbohydrate: pick('carbohydrate'),
    fat: pick('fat'),
    costPerServingCents: body.cost_per_serving,
  };
  // Absent keys change nothing; null ones go back to computed.
  return Object.fromEntries(Object.entries(nutrition).filter(([, value]) => value !== undefined));
}

/** My Recipes: mounted before the public /recipe/:id, which would read 'my-recipes' as an id. */
export function myRecipesRoutes(db: Db) {
  return new Hono<AppEnv>().get('/recipe/my-recipes', async (c) => c.json(await listRecipeCards(db, { authorId: actorOf(c).appUserId })));
}

export function recipeAuthoringRoutes(deps: RecipeWriteDeps & { onRecipeDeleted?: (recipeId: string) => Promise<void> }) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post('/recipe', validate('json', createBody), async (c) => {
      const body = c.req.valid('json');
      const actor = actorOf(c);
      const id = newId();
      const wizard = body.nutritionalInfo !== undefined;
      const given = authorNutritionOf(body);
      const outcome = await runRecipeCommand(
        c,
        deps,
        id,
        undefined,
        {
          type: 'CreateRecipe',
          recipeId: id,
          // The author is whoever is signed in, whatever author_id says.
          actor,
          form: wizard ? 'wizard' : 'simple',
          details: {
            name: clean(body.name),
            description: clean(body.description),
            servings: body.servings ?? 1,
            prepTime: body.prep_time ?? 0,
            cookTime: body.cook_time ?? 0,
            difficulty: clean(body.difficulty) || 'Easy',
          },
          authorNutrition: { calories: null, protein: null, carbohydrate: null, fat: null, costPerServingCents: null, ...given },
          authorMarks: { isVegetarian: body.is_vegetarian ?? false, isVegan: body.is_vegan ?? false },
          steps: stepsOf(id, body.instructions),
          tagIds: await tagIdsNamed(db, namesOf(body.tags)),
          createdAt: deps.now().toISOString(),
        },
        body,
      );
      const created: RecipeWritten = { recipeId: id, message: 'Recipe created successfully' };
      if (outcome.kind === 'accepted') return acceptedResponse(c, outcome.position, created);
      return c.json(created, 201);
    })
    .post('/recipe/ownership_check', validate('json', z.object({ recipe_id: recipeId })), async (c) => {
      const { recipe_id } = c.req.valid('json');
      const recipe = await findRecipeRow(db, recipe_id);
      if (!recipe) throw new HttpError(404, recipeMessages.notFound);
      const ownership: RecipeOwnership = { recipe_owner: canChangeRecipe(recipe.author_id, actorOf(c)) };
      return c.json(ownership);
    })
    .put('/recipe/:id', validate('param', recipeIdParam), validate('json', changeBody), async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const recipe = await findRecipeRow(db, id);
      const details = {
        name: body.name === undefined ? undefined : clean(body.name),
        description: body.description === undefined ? undefined : clean(body.description),
        servings: body.servings,
        prepTime: body.prep_time,
        cookTime: body.cook_time,
        difficulty: body.difficulty === undefined ? undefined : clean(body.difficulty),
      };
      const changes = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
      const outcome = await runRecipeCommand(
        c,
        deps,
        id,
        recipe,
        { type: 'ChangeRecipeDetails', actor: actorOf(c), changes: { ...changes, nutrition: authorNutritionOf(body) }, facts: await factsFor(db, recipe) },
        body,
      );
      if (outcome.kind === 'accepted') return acceptedResponse(c, outcome.position, outcome.result);
      const updated = await findRecipe(db, id);
      if (!updated) throw new HttpError(404, recipeMessages.notFound);
      return c.json(updated);
    })
    .delete('/recipe/:id', validate('param', recipeIdParam), async (c) => {
      const { id } = c.req.valid('param');
      const recipe = await findRecipeRow(db, id);
      const outcome = await runRecipeCommand(c, deps, id, recipe, { type: 'DeleteRecipe', actor: actorOf(c), deletedAt: deps.now().toISOString() }, { id });
      // The photo goes with the recipe; a failure here leaves an orphan file, never a broken recipe.
      await deps.onRecipeDeleted?.(id).catch(() => {});
      const deleted: RecipeWritten = { recipeId: id, message: 'Recipe deleted' };
      if (outcome.kind === 'accepted') return acceptedResponse(c, outcome.position, deleted);
      return c.json(deleted);
    });
}
