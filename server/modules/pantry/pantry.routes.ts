// Pantry calls (spec §7 'Pantry'). Every path and body id is checked against the caller's own
// user and pantry: another user's ids get 403 (user or pantry) or 404 (items).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db, Reads } from '../../db/database.ts';
import { streamVersion } from '../../event-store/event-store.ts';
import { addDays, latestToday } from '../../dates.ts';
import { recordedToday } from '../../http/cook-today.ts';
import type { GuardedJobs } from '../../event-store/command-handler.ts';
import { newId } from '../../event-store/ids.ts';
import { acceptedResponse, runCommand, type CommandDeps } from '../../http/command.ts';
import { requireAppUser, requireReadyAccount } from '../../http/app-user.ts';
import type { AppEnv, AppUserRef } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { id, isoDate, paidCents, validate } from '../../http/validate.ts';
import { ingredientsChangedBy, messages, pantryDecider, type NewPantryItem, type PantryCommand } from './pantry.decider.ts';
import { pantryItemIdsOf, pantryStreamId } from './pantry.events.ts';
import { measureOf, type DescribedIngredient } from '../../kitchen/kitchen-notes.ts';
import { convertQuantity, KNOWN_UNITS, noConversionMessage } from '../../kitchen/units.ts';
import { listPantryItems, readPantry } from './pantry.queries.ts';

export interface PantryDeps extends CommandDeps {
  db: Db;
  reads: Reads;
  now: () => Date;
  findIngredient: (id: string) => Promise<(DescribedIngredient & { estimated_shelf_life: number | null }) | undefined>;
  /**
   * Jobs a change to these ingredients' quantities causes, enqueued in its transaction (the grocery
   * lists of the weeks around `today`, when a planned meal uses one of them), with the streams that
   * choice read as guards: composed in app.ts, since the pantry knows nothing of grocery lists.
   */
  jobsAfterChange?: (appUserId: string, today: string, ingredientIds: string[]) => Promise<GuardedJobs>;
}

const NOT_YOUR_PANTRY = 'You can only see and change your own pantry.';

const quantity = z.coerce.number({ error: messages.invalidQuantity }).finite(messages.invalidQuantity);
// A cleared input ('' or null) is no quantity: coerced, it would read as 0 and empty the item.
const noBlank = (value: unknown) => (value === '' || value === null ? Number.NaN : value);

const newItemSchema = z.object({
  pantry_id: id('pantry_id').optional(),
  app_user_id: id('app_user_id').optional(),
  ingredient_id: z.uuid({ error: messages.ingredientRequired }),
  quantity: z.preprocess(noBlank, quantity.gt(0, messages.invalidQuantity)),
  // Any unit the ingredient can be measured in (1.5 l of milk, 1 lb of beef): kept in the ingredient's (decision 0034).
  unit_of_measurement: z.enum(KNOWN_UNITS, { error: `unit_of_measurement must be one of: ${KNOWN_UNITS.join(', ')}.` }).optional(),
  paid_cents: paidCents.optional(),
  purchase_date: isoDate.optional(),
  expiration_date: isoDate.nullable().optional(),
});
type NewItemBody = z.infer<typeof newItemSchema>;

const itemPath = z.object({ id: id('id'), pantryId: id('pantryId'), appUserId: id('appUserId') });
const pantryPath = z.object({ pantryId: id('pantryId'), appUserId: id('appUserId') });
const ingredientPath = z.object({ ingredientId: id('ingredientId'), pantryId: id('pantryId'), appUserId: id('appUserId') });

/**
 * A client timestamp as ISO 8601, or undefined when unreadable. The text JavaScript accepts is wider
 * than what PostgreSQL accepts ('1', 'Nov 20'): stored raw, it would stall the pantry projection.
 */
function readTimestamp(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  for (const candidate of [text, text.replace(' ', 'T')]) {
    const time = Date.parse(candidate);
    if (Number.isNaN(time)) continue;
    const year = new Date(time).getUTCFullYear();
    if (year >= 1000 && year <= 9999) return new Date(time).toISOString();
  }
  return undefined;
}

function requireOwnPantry(c: Context<AppEnv>, ids: { pantryId?: string; appUserId?: string }): AppUserRef {
  const user = requireAppUser(c);
  if ((ids.appUserId !== undefined && ids.appUserId !== user.id) || (ids.pantryId !== undefined && ids.pantryId !== user.pantryId)) {
    throw new HttpError(403, NOT_YOUR_PANTRY);
  }
  return user;
}

export function pantryRoutes(deps: PantryDeps) {
  /** An item to add, bought on the cook's today unless the body says when. */
  async function toNewItem(c: Context<AppEnv>, body: NewItemBody): Promise<NewPantryItem> {
    const ingredient = await deps.findIngredient(body.ingredient_id);
    if (!ingredient) throw new HttpError(400, messages.ingredientRequired);
    const purchaseDate = body.purchase_date ?? recordedToday(c, deps.now());
    const expirationDate =
      body.expiration_date ??
      (ingredient.estimated_shelf_life === null ? null : addDays(purchaseDate, ingredient.estimated_shelf_life));
    const unit = body.unit_of_measurement ?? ingredient.unit_of_measurement;
    const measure = measureOf(ingredient);
    const quantity = convertQuantity(body.quantity, unit, ingredient.unit_of_measurement, measure);
    if (quantity === undefined) throw new HttpError(400, noConversionMessage(ingredient.name, unit, measure));
    return {
      itemId: newId(),
      ingredientId: body.ingredient_id,
      // Exact, in the ingredient's unit: 1.5 l of milk is 1,500 ml.
      quantity: Math.round(quantity * 1e6) / 1e6,
      unitOfMeasurement: ingredient.unit_of_measurement,
      purchaseDate,
      expirationDate,
      ...(body.paid_cents !== undefined && { paidCents: body.paid_cents }),
    };
  }

  /** Runs a pantry command; the answer carries the pantry's new version as its ETag (for If-Match). */
  const execute = async (c: Context<AppEnv>, user: AppUserRef, command: PantryCommand, body: unknown, expectedVersion?: number) => {
    const outcome = await runCommand(
      c,
      deps,
      {
        streamId: pantryStreamId(user.pantryId),
        ownerId: user.id,
        decider: pantryDecider,
        command,
        expectedVersion,
        guardedJobs: async (events, before) => {
          const ingredientIds = ingredientsChangedBy(events, before);
          return deps.jobsAfterChange && ingredientIds.length > 0 ? deps.jobsAfterChange(user.id, recordedToday(c, deps.now()), ingredientIds) : { jobs: [], guards: [] };
        },
        result: (events) => ({ itemIds: [...new Set(events.flatMap(pantryItemIdsOf))] }),
      },
      body,
    );
    if (outcome.version !== undefined) c.header('ETag', `"${outcome.version}"`);
    return outcome;
  };

  /** If-Match: the pantry version the client saw; a concurrent change then answers 409. */
  const ifMatch = (c: Context<AppEnv>): number | undefined => {
    const header = c.req.header('if-match');
    if (header === undefined) return undefined;
    const version = Number(header.replace(/"/g, ''));
    // A stream's version is a PostgreSQL integer: a larger number is no version the pantry can have.
    if (!Number.isInteger(version) || version < 0 || version > 2_147_483_647) throw new HttpError(400, 'If-Match must be a pantry version number.');
    return version;
  };

  async function itemsOrAccepted(c: Context<AppEnv>, user: AppUserRef, outcome: Awaited<ReturnType<typeof execute>>, status: 200 | 201) {
    if (outcome.kind === 'accepted') return acceptedResponse(c, outcome.position, outcome.result);
    const items = await listPantryItems(deps.pool, user.pantryId, user.unitSystem, outcome.result.itemIds);
    return c.json(items, status);
  }

  return new Hono<AppEnv>()
    .post('/pantry-ingredient/multiple', validate('json', z.object({ ingredients: z.array(newItemSchema).min(1, 'Add at least one ingredient.').max(200, 'Add at most 200 ingredients at once.') })), async (c) => {
      const body = c.req.valid('json');
      const user = requireReadyAccount(c);
      for (const item of body.ingredients) requireOwnPantry(c, { pantryId: item.pantry_id, appUserId: item.app_user_id });
      const items = await Promise.all(body.ingredients.map((item) => toNewItem(c, item)));
      const outcome = await execute(c, user, { type: 'AddPantryItems', pantryId: user.pantryId, appUserId: user.id, items, latestAllowedPurchaseDate: latestToday(deps.now()) }, body, ifMatch(c));
      return itemsOrAccepted(c, user, outcome, 201);
    })
    .post('/pantry-ingredient/ingredient_no_longer_in_pantry/:ingredientId/:pantryId/:appUserId', validate('param', ingredientPath), validate('json', z.object({ quantity: z.literal(0, { error: 'quantity must be 0: the ingredient is no longer in the pantry.' }).optional() }).optional()), async (c) => {
      const path = c.req.valid('param');
      const user = requireOwnPantry(c, path);
      const outcome = await execute(c, user, { type: 'MarkIngredientNoLongerInPantry', ingredientId: path.ingredientId }, path);
      if (outcome.kind === 'accepted') return acceptedResponse(c, outcome.position, outcome.result);
      return c.json({ removed: outcome.result.itemIds });
    })
    .post('/pantry-ingredient', validate('json', newItemSchema), async (c) => {
      const body = c.req.valid('json');
      const user = requireOwnPantry(c, { pantryId: body.pantry_id, appUserId: body.app_user_id });
      requireReadyAccount(c);
      const item = await toNewItem(c, body);
      const outcome = await execute(c, user, { type: 'AddPantryItems', pantryId: user.pantryId, appUserId: user.id, items: [item], latestAllowedPurchaseDate: latestToday(deps.now()) }, body, ifMatch(c));
      if (outcome.kind === 'accepted') return acceptedResponse(c, outcome.position, outcome.result);
      const [created] = await listPantryItems(deps.pool, user.pantryId, user.unitSystem, outcome.result.itemIds);
      return c.json(created, 201);
    })
    .get('/pantry-ingredient/pantry/:pantryId/app_user/:appUserId', validate('param', pantryPath), async (c) => {
      const user = requireOwnPantry(c, c.req.valid('param'));
      const { version, items } = await readPantry(deps.reads.pool, user.pantryId, user.unitSystem);
      c.header('ETag', `"${version}"`);
      return c.json(items);
    })
    .put('/pantry-ingredient/ingredient_id/:ingredientId/pantry_id/:pantryId/app_user/:appUserId', validate('param', ingredientPath), validate('json', z.object({ is_confirmed: z.boolean({ error: 'is_confirmed must be true or false.' }), confirmed_at: z.string().nullable().optional() })), async (c) => {
      const path = c.req.valid('param');
      const body = c.req.valid('json');
      const user = requireOwnPantry(c, path);
      const confirmedAt = readTimestamp(body.confirmed_at) ?? deps.now().toISOString();
      const outcome = await execute(c, user, { type: 'ConfirmPantryIngredient', ingredientId: path.ingredientId, isConfirmed: body.is_confirmed, confirmedAt }, { path, body }, ifMatch(c));
      if (outcome.kind === 'accepted') return acceptedResponse(c, outcome.position, outcome.result);
      const items = await listPantryItems(deps.pool, user.pantryId, user.unitSystem);
      return c.json(items.filter((item) => item.ingredient_id === path.ingredientId));
    })
    .put('/pantry-ingredient/:id/pantry/:pantryId/app_user/:appUserId', validate('param', itemPath), validate('json', z.object({ quantity: z.preprocess(noBlank, quantity.min(0, messages.invalidQuantity)).optional(), expiration_date: isoDate.nullable().optional() }).refine((body) => body.quantity !== undefined || body.expiration_date !== undefined, 'Send a quantity or an expiration_date to change.')), async (c) => {
      const path = c.req.valid('param');
      const body = c.req.valid('json');
      const user = requireOwnPantry(c, path);
      const outcome = await execute(c, user, { type: 'ChangePantryItem', itemId: path.id, quantity: body.quantity, expirationDate: body.expiration_date }, { path, body }, ifMatch(c));
      if (outcome.kind === 'accepted') return acceptedResponse(c, outcome.position, outcome.result);
      const [item] = await listPantryItems(deps.pool, user.pantryId, user.unitSystem, [path.id]);
      return c.json(item);
    })
    .delete('/pantry-ingredient/multiple/app_user/:appUserId', validate('param', z.object({ appUserId: id('appUserId') })), validate('json', z.object({ ids: z.array(id('Each of ids')).min(1, 'Choose at least one item to delete.').max(1000) })), async (c) => {
      const path = c.req.valid('param');
      const body = c.req.valid('json');
      const user = requireOwnPantry(c, path);
      const outcome = await execute(c, user, { type: 'RemovePantryItems', itemIds: body.ids }, body, ifMatch(c));
      if (outcome.kind === 'accepted') return acceptedResponse(c, outcome.position, outcome.result);
      return c.json({ deleted: outcome.result.itemIds });
    })
    .delete('/pantry-ingredient/:id/pantry/:pantryId/app_user/:appUserId', validate('param', itemPath), async (c) => {
      const path = c.req.valid('param');
      const user = requireOwnPantry(c, path);
      const outcome = await execute(c, user, { type: 'RemovePantryItems', itemIds: [path.id] }, path, ifMatch(c));
      if (outcome.kind === 'accepted') return acceptedResponse(c, outcome.position, outcome.result);
      return c.json({ deleted: outcome.result.itemIds });
    });
}
