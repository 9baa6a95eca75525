// Ingredient calls of the catalogue spec's §7. Reads are public, like the ingredient pages (and
// the pantry and preferences screens read them too); writes need a signed-in user: anyone may
// create an ingredient, only admins edit one or its food groups.
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { newId } from '../../event-store/ids.ts';
import { requireAppUser } from '../../http/app-user.ts';
import { acceptedResponse, runCommand, type CommandDeps } from '../../http/command.ts';
import type { AppEnv } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { id, validate } from '../../http/validate.ts';
import { stripMarkup } from '../../sanitize.ts';
import { usualStapleNames } from '../../kitchen/kitchen-notes.ts';
import { ingredientIdFor } from '../../facts/ingredient-facts.ts';
import { ingredientBodySchema, newIngredientFromBody, changesFromBody, type IngredientBody } from './ingredient-form.ts';
import { ingredientDecider, messages, type IngredientCommand, type IngredientLookups } from './ingredients.decider.ts';
import { ingredientStreamId } from './ingredients.events.ts';
import {
  findIngredientIdByName,
  getIngredient,
  listFoodGroupIds,
  listFoodGroupLinksOfGroups,
  listFoodGroupLinksOfIngredient,
  listIngredients,
  listIngredientsByIds,
  listUnitsOfMeasurement,
} from './ingredients.queries.ts';

export const ONLY_ADMINS = 'Only admins can edit ingredients.';

const idPath = z.object({ id: id('id') });
const commaIds = z.object({
  ids: z
    .string()
    .transform((value) => value.split(',').map((part) => part.trim()).filter((part) => part !== ''))
    .pipe(z.array(id('Each food group id')).min(1, 'Name at least one food group id.').max(100, 'Name at most 100 food group ids.')),
});
const foodGroupLink = z.object({ ingredient_id: id('ingredient_id'), food_group_id: id('food_group_id') });

const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw new HttpError(404, messages.notFound);
  return value;
};

export function ingredientRoutes(db: Db) {
  return new Hono()
    .get('/ingredient', async (c) => c.json(await listIngredients(db)))
    .get('/postgres/ingredient', async (c) => c.json(await listIngredients(db)))
    .get('/ingredient/unit_of_measurement_enum', async (c) => c.json(await listUnitsOfMeasurement(db)))
    // The staples a kitchen keeps until a cook edits their own set (decision 0034): [{ id, name }].
    .get('/ingredient/usual_staples', async (c) => c.json(await listIngredientsByIds(db, [...usualStapleNames()].map(ingredientIdFor))))
    .get('/ingredient/:id', validate('param', z.object({ id: z.uuid({ error: 'That is not an ingredient id.' }) })), async (c) =>
      c.json([found(await getIngredient(db, c.req.valid('param').id))]),
    )
    .post('/ingredient/multiple_ids', validate('json', z.object({ ids: z.array(id('Each of ids')).max(1000, 'Ask for at most 1000 ingredients at once.') })), async (c) =>
      c.json(await listIngredientsByIds(db, c.req.valid('json').ids)),
    )
    .get('/ingredient-food-group/multiple_food_group_ids/:ids', validate('param', commaIds), async (c) => c.json(await listFoodGroupLinksOfGroups(db, c.req.valid('param').ids)))
    .get('/ingredient-food-group/ingredient_id/:id', validate('param', idPath), async (c) => c.json(found(await listFoodGroupLinksOfIngredient(db, c.req.valid('param').id))));
}

export interface IngredientWriteDeps extends CommandDeps {
  db: Db;
  now: () => Date;
}

function requireAdmin(c: Context<AppEnv>) {
  const user = requireAppUser(c);
  if (!user.isAdmin) throw new HttpError(403, ONLY_ADMINS);
  return user;
}

export function ingredientWriteRoutes(deps: IngredientWriteDeps) {
  const { db } = deps;

  const lookups = async (name: string | null | undefined): Promise<IngredientLookups> => ({
    units: (await listUnitsOfMeasurement(db)).map((row) => row.unit),
    foodGroupIds: await listFoodGroupIds(db),
    sameNameId: typeof name === 'string' ? await findIngredientIdByName(db, stripMarkup(name)) : null,
  });

  /** Food groups named by id or by name (the entity's foodGroups); an unknown name is a 400. */
  async function foodGroupIdsOf(body: IngredientBody): Promise<string[]> {
    const groups = await db.selectFrom('food_groups').select(['id', 'name']).execute();
    const byName = new Map(groups.map((group) => [group.name.toLowerCase(), group.id]));
    const named = (body.foodGroups ?? []).map((name) => {
      const groupId = byName.get(name.trim().toLowerCase());
      if (!groupId) throw new HttpError(400, `There is no food group called ${name}. Choose one from the food group list.`);
      return groupId;
    });
    return [...(body.food_group_ids ?? []), ...named];
  }

  /** Runs a command on one ingredient's stream; its events go to the author's tabs (none for the seed's). */
  const execute = (c: Context<AppEnv>, ingredientId: string, ownerId: string | null, command: IngredientCommand, body: unknown) =>
    // The id is the answer: a repeated Idempotency-Key gets the first create's, not this request's new one.
    runCommand(c, deps, { streamId: ingredientStreamId(ingredientId), ownerId, decider: ingredientDecider, command, result: () => ({ id: ingredientId }) }, body);

  /** The stream's owner: its author when that is a user. */
  const ownerOf = async (ingredientId: string) => {
    const row = await db.selectFrom('ingredients').select('author_id').where('id', '=', ingredientId).executeTakeFirst();
    return row && z.uuid().safeParse(row.author_id).success ? row.author_id : null;
  };

  async function answer(c: Context<AppEnv>, outcome: Awaited<ReturnType<typeof execute>>, status: 200 | 201) {
    if (outcome.kind === 'accepted') return acceptedResponse(c, outcome.position, outcome.result);
    return c.json(found(await getIngredient(db, outcome.result.id)), status);
  }

  const linkCommand = async (c: Context<AppEnv>, link: z.infer<typeof foodGroupLink>, type: 'AddIngredientFoodGroup' | 'RemoveIngredientFoodGroup') => {
    const changedAt = deps.now().toISOString();
    const command: IngredientCommand =
      type === 'AddIngredientFoodGroup'
        ? { type, ingredientId: link.ingredient_id, foodGroupId: link.food_group_id, lookups: { foodGroupIds: await listFoodGroupIds(db) }, changedAt }
        : { type, ingredientId: link.ingredient_id, foodGroupId: link.food_group_id, changedAt };
    const outcome = await execute(c, link.ingredient_id, await ownerOf(link.ingredient_id), command, { type, link });
    if (outcome.kind === 'accepted') return acceptedResponse(c, outcome.position, link);
    if (type === 'RemoveIngredientFoodGroup') return c.json({ ingredient_id: link.ingredient_id, food_group_id: link.food_group_id });
    const links = found(await listFoodGroupLinksOfIngredient(db, link.ingredient_id));
    return c.json(links.find((entry) => entry.food_group_id === link.food_group_id), 201);
  };

  // Before the body is read: someone who may not edit hears that, not what is wrong with the body.
  const adminOnly = createMiddleware<AppEnv>(async (c, next) => {
    requireAdmin(c);
    await next();
  });

  return new Hono<AppEnv>()
    .post('/ingredient', validate('json', ingredientBodySchema), async (c) => {
      const body = c.req.valid('json');
      const user = requireAppUser(c);
      const ingredientId = newId();
      const command: IngredientCommand = {
        type: 'CreateIngredient',
        ingredientId,
        // The caller is the author, whatever the body says.
        authorId: user.id,
        ingredient: newIngredientFromBody(body, await foodGroupIdsOf(body)),
        lookups: await lookups(body.name ?? ''),
        createdAt: deps.now().toISOString(),
      };
      return answer(c, await execute(c, ingredientId, user.id, command, body), 201);
    })
    .put('/ingredient/:id', adminOnly, validate('param', idPath), validate('json', ingredientBodySchema), async (c) => {
      const { id: ingredientId } = c.req.valid('param');
      const body = c.req.valid('json');
      // Food groups change through the ingredient-food-group calls (the edit screen saves them as a set difference).
      const command: IngredientCommand = { type: 'UpdateIngredient', ingredientId, changes: changesFromBody(body), lookups: await lookups(body.name), updatedAt: deps.now().toISOString() };
      return answer(c, await execute(c, ingredientId, await ownerOf(ingredientId), command, { ingredientId, body }), 200);
    })
    .post('/ingredient-food-group', adminOnly, validate('json', foodGroupLink), async (c) => linkCommand(c, c.req.valid('json'), 'AddIngredientFoodGroup'))
    .post('/ingredient-food-group/', adminOnly, validate('json', foodGroupLink), async (c) => linkCommand(c, c.req.valid('json'), 'AddIngredientFoodGroup'))
    .delete('/ingredient-food-group/:ingredientId/:foodGroupId', adminOnly, validate('param', z.object({ ingredientId: id('ingredientId'), foodGroupId: id('foodGroupId') })), async (c) => {
      const path = c.req.valid('param');
      return linkCommand(c, { ingredient_id: path.ingredientId, food_group_id: path.foodGroupId }, 'RemoveIngredientFoodGroup');
    });
}
