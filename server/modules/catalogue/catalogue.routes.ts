// Public recipe reads of the catalogue spec's §7 (recipes, detail, and the per-link lists). They need
// no token: the cuisine, diet, food-type and tag pages and the recipe steps page are public.
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { findRecipe, listRecipeCards, listRecipeIngredients, listRecipeSteps, type LinkColumn } from './catalogue.queries.ts';

const RECIPE_NOT_FOUND = 'Recipe not found';
const idParam = (name: string) => z.object({ [name]: z.uuid({ error: `${name} must be an id.` }) });

export function catalogueRoutes(db: Db) {
  const cardsLinkedTo = async (column: LinkColumn, id: string) => listRecipeCards(db, { column, id });
  const found = <T>(value: T | undefined): T => {
    if (value === undefined) throw new HttpError(404, RECIPE_NOT_FOUND);
    return value;
  };
  return new Hono()
    .get('/recipe', async (c) => c.json(await listRecipeCards(db)))
    .get('/recipe/:id', validate('param', idParam('id')), async (c) => c.json([found(await findRecipe(db, c.req.valid('param').id as string))]))
    .get('/recipe-step/:recipeId', validate('param', idParam('recipeId')), async (c) => c.json(found(await listRecipeSteps(db, c.req.valid('param').recipeId as string))))
    .get('/recipe-ingredient/uses_ingredient/:id', validate('param', idParam('id')), async (c) => c.json(await listRecipeCards(db, { usesIngredientId: c.req.valid('param').id as string })))
    .get('/recipe-ingredient/recipe/:id', validate('param', idParam('id')), async (c) => c.json(found(await listRecipeIngredients(db, c.req.valid('param').id as string))))
    .get('/recipe-cuisine/cuisine/:cuisineId', validate('param', idParam('cuisineId')), async (c) => c.json(await cardsLinkedTo('cuisine_ids', c.req.valid('param').cuisineId as string)))
    .get('/recipe-diet/diet/:dietId/recipes', validate('param', idParam('dietId')), async (c) => c.json(await cardsLinkedTo('diet_ids', c.req.valid('param').dietId as string)))
    .get('/recipe-food-type/food_type/:id/recipes', validate('param', idParam('id')), async (c) => c.json(await cardsLinkedTo('food_type_ids', c.req.valid('param').id as string)))
    .get('/recipe-tag/tag/:id', validate('param', idParam('id')), async (c) => c.json(await cardsLinkedTo('tag_ids', c.req.valid('param').id as string)));
}
