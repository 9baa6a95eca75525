// Public recipe reads of the catalogue spec's §7 (recipes, detail, the per-link lists, a recipe's
// links for the edit screen, cards by ids). They need no token: the cuisine, diet, food-type and tag
// pages and the recipe steps page are public.
import { Hono } from 'hono';
import { UNIT_SYSTEMS } from '../../kitchen/amounts.ts';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { id, validate } from '../../http/validate.ts';
import {
  findRecipe,
  listRecipeCards,
  listRecipeCuisinePairs,
  listRecipeIngredients,
  listRecipeLinks,
  listRecipeMealTimes,
  listRecipeSteps,
  type IdLink,
  type LinkColumn,
} from './catalogue.queries.ts';

const RECIPE_NOT_FOUND = 'Recipe not found';
const idParam = (name: string) => z.object({ [name]: id(name) });
const MAX_PAGE = 200;

const commaIds = (what: string) =>
  z
    .string()
    .transform((value) => value.split(',').map((id) => id.trim()).filter(Boolean))
    .pipe(z.array(z.uuid({ error: `${what} must be ids separated by commas.` })).max(100, `Send at most 100 ${what}.`));

/** Optional narrowing of the list, so the All Recipes screen can page through a large catalogue. */
const listQuery = z.object({
  search: z.string().max(120, 'Search for at most 120 characters.').optional(),
  cuisine_ids: commaIds('cuisine_ids').optional(),
  limit: z.coerce.number({ error: `limit must be a whole number from 1 to ${MAX_PAGE}.` }).int(`limit must be a whole number from 1 to ${MAX_PAGE}.`).min(1, `limit must be a whole number from 1 to ${MAX_PAGE}.`).max(MAX_PAGE, `limit must be a whole number from 1 to ${MAX_PAGE}.`).optional(),
  offset: z.coerce.number({ error: 'offset must be a whole number, 0 or more.' }).int('offset must be a whole number, 0 or more.').min(0, 'offset must be a whole number, 0 or more.').optional(),
});

export function catalogueRoutes(db: Db) {
  const cardsLinkedTo = async (column: LinkColumn, id: string) => listRecipeCards(db, { link: { column, id } });
  const found = <T>(value: T | undefined): T => {
    if (value === undefined) throw new HttpError(404, RECIPE_NOT_FOUND);
    return value;
  };
  const links = (link: IdLink) => async (id: string) => found(await listRecipeLinks(db, id, link));
  return new Hono()
    .get('/recipe', validate('query', listQuery), async (c) => {
      const query = c.req.valid('query');
      const search = query.search?.trim() || undefined;
      const limit = query.limit;
      // One row past the page says whether there is another; the body stays a plain array.
      const cards = await listRecipeCards(db, { search, cuisineIds: query.cuisine_ids, limit: limit === undefined ? undefined : limit + 1, offset: query.offset });
      if (limit !== undefined && cards.length > limit) {
        cards.length = limit;
        c.header('X-Next-Offset', String((query.offset ?? 0) + limit));
      }
      return c.json(cards);
    })
    .post('/recipe/multiple_ids', validate('json', z.object({ ids: z.array(z.uuid({ error: 'ids must be recipe ids.' }), { error: 'ids must be a list of recipe ids.' }).max(500, 'Ask for at most 500 recipes at once.') })), async (c) => {
      const { ids } = c.req.valid('json');
      const cards = new Map((await listRecipeCards(db, { ids })).map((card) => [card.id, card]));
      // In the order asked; unknown or deleted ids are left out.
      return c.json([...new Set(ids)].flatMap((id) => cards.get(id) ?? []));
    })
    .get('/recipe/:id', validate('param', idParam('id')), async (c) => c.json([found(await findRecipe(db, c.req.valid('param').id as string))]))
    .get('/recipe-step/:recipeId', validate('param', idParam('recipeId')), async (c) => c.json(found(await listRecipeSteps(db, c.req.valid('param').recipeId as string))))
    .get('/recipe-ingredient/uses_ingredient/:id', validate('param', idParam('id')), async (c) => c.json(await listRecipeCards(db, { usesIngredientId: c.req.valid('param').id as string })))
    // A public read: the caller says which system its display amounts are in (metric unless ?unit_system=us).
    .get('/recipe-ingredient/recipe/:id', validate('param', idParam('id')), validate('query', z.object({ unit_system: z.enum(UNIT_SYSTEMS, { error: `unit_system must be one of: ${UNIT_SYSTEMS.join(', ')}.` }).optional() })), async (c) =>
      c.json(found(await listRecipeIngredients(db, c.req.valid('param').id as string, c.req.valid('query').unit_system))),
    )
    .get('/recipe-cuisine/cuisine/:cuisineId', validate('param', idParam('cuisineId')), async (c) => c.json(await cardsLinkedTo('cuisine_ids', c.req.valid('param').cuisineId as string)))
    .get('/recipe-cuisine/multiple_cuisine_ids/:ids', validate('param', z.object({ ids: commaIds('cuisine ids') })), async (c) => c.json(await listRecipeCuisinePairs(db, c.req.valid('param').ids)))
    .get('/recipe-cuisine/recipe/:id', validate('param', idParam('id')), async (c) => c.json(await links('cuisine')(c.req.valid('param').id as string)))
    .get('/recipe-diet/diet/:dietId/recipes', validate('param', idParam('dietId')), async (c) => c.json(await cardsLinkedTo('diet_ids', c.req.valid('param').dietId as string)))
    .get('/recipe-diet/recipe/:id/diets', validate('param', idParam('id')), async (c) => c.json(await links('diet')(c.req.valid('param').id as string)))
    .get('/recipe-time/recipe/:id', validate('param', idParam('id')), async (c) => c.json(found(await listRecipeMealTimes(db, c.req.valid('param').id as string))))
    .get('/recipe-food-type/food_type/:id/recipes', validate('param', idParam('id')), async (c) => c.json(await cardsLinkedTo('food_type_ids', c.req.valid('param').id as string)))
    .get('/recipe-food-type/recipe/:id/food_types', validate('param', idParam('id')), async (c) => c.json(await links('foodType')(c.req.valid('param').id as string)))
    .get('/recipe-tag/tag/:id', validate('param', idParam('id')), async (c) => c.json(await cardsLinkedTo('tag_ids', c.req.valid('param').id as string)))
    .get('/recipe-tag/recipe/:id', validate('param', idParam('id')), async (c) => c.json(await links('tag')(c.req.valid('param').id as string)));
}
