// Grocery list calls of the list alone (spec §7 'Grocery list': read, marks, differences, the cook's
// own lines). The calls that also read plans or change the pantry (refresh, 'Add Items to Pantry')
// live with their workflows, which mount these beside them (server/workflows/grocery-list.routes.ts).
// Every id is checked against the caller: another cook's user id is a 403, their list or item ids
// are simply not found (404), and nothing of theirs is told or changed.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db, Reads } from '../../db/database.ts';
import type { Queryable } from '../../event-store/event-store.ts';
import { newId } from '../../event-store/ids.ts';
import { acceptedResponse, runCommand, type CommandDeps } from '../../http/command.ts';
import { requireOwnAccount, requireReadyAccount } from '../../http/app-user.ts';
import type { AppEnv, AppUserRef } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { id, validate } from '../../http/validate.ts';
import { cookToday } from '../../http/cook-today.ts';
import { weekStartOf } from '../../dates.ts';
import { groceryListDecider, groceryMessages, type GroceryListCommand } from './grocery-list.decider.ts';
import { groceryFactsOf } from './grocery-list.compute.ts';
import { shownItems } from './grocery-list.state.ts';
import { amountFields, inOwnUnit, type IngredientFacts } from './grocery-amounts.ts';
import type { GroceryItem } from './grocery.events.ts';
import { purchaseCost, purchaseFor } from '../../kitchen/shop.ts';
import { stripMarkup } from '../../sanitize.ts';
import { groceryListStreamId } from './grocery.events.ts';
import { findOwnGroceryList, findOwnListIdWithItem, findOwnListItems, groceryDifferenceResponse, groceryItemResponse, groceryListResponse, pantryKnownOn } from './grocery-list.queries.ts';
import { OWN_LINE_NAME_MAX, ownLineNameMessages } from '../../contract/grocery.ts';

export interface GroceryDeps extends CommandDeps {
  db: Db;
  reads: Reads;
  now: () => Date;
  findIngredient: (id: string) => Promise<IngredientFacts | undefined>;
  /** The ingredient a cook's words name ('eggs', 'Whole Milk'), if one does. */
  findIngredientByName: (name: string) => Promise<IngredientFacts | undefined>;
}

const ownItemName = z
  .string({ error: ownLineNameMessages.required })
  .transform((name) => stripMarkup(name).trim())
  .pipe(z.string().min(1, ownLineNameMessages.required).max(OWN_LINE_NAME_MAX, ownLineNameMessages.tooLong));
/** A line of the cook's own: priced and shop-sized when it names an ingredient, plain words otherwise. */
function ownItem(name: string, amount: { quantity?: number; unit?: string }, ingredient: IngredientFacts | undefined): GroceryItem {
  const base = { id: newId(), mealIds: [], staple: false, own: true, notes: null };
  if (!ingredient) {
    return { ...base, ingredientId: null, ingredientName: name, quantity: amount.quantity ?? 1, unit: amount.quantity === undefined ? '' : (amount.unit ?? 'piece'), primaryFoodGroup: 'Other', estimatedCostCents: 0, priced: false };
  }
  const facts = groceryFactsOf(ingredient);
  // No amount given: one of what the shop sells.
  const quantity = amount.quantity === undefined ? facts.shop.size : inOwnUnit(amount.quantity, amount.unit, ingredient);
  const buy = purchaseFor(quantity, facts.shop);
  return {
    ...base,
    ingredientId: ingredient.id,
    ingredientName: ingredient.name,
    quantity: Math.round(quantity * 100) / 100,
    unit: ingredient.unit_of_measurement,
    primaryFoodGroup: ingredient.primary_food_group || 'Other',
    estimatedCostCents: purchaseCost(buy, facts.price.centsPerUnit),
    priced: true,
    priceSource: facts.price.source,
    buy,
  };
}

const itemPath = z.object({ id: id('id'), userId: id('userId') });
const listPath = z.object({ groceryListId: id('groceryListId'), userId: id('userId') });

/** The cook's own, ready account (grocery lists are a meal-plan feature, spec §6). */
function requireOwnReadyAccount(c: Context<AppEnv>, appUserId: string): AppUserRef {
  requireOwnAccount(c, appUserId);
  return requireReadyAccount(c);
}

export function groceryListRoutes(deps: GroceryDeps) {
  // Which list is this week's, and whether it is past, is the cook's to say: on Sunday evening in
  // California it is already Monday in UTC, and the week being shopped for is still current.
  const today = (c: Context<AppEnv>) => cookToday(c, deps.now());

  /** One of the caller's lists, or 404; read from the primary unless a query route says otherwise. */
  async function ownList(groceryListId: string, user: AppUserRef, from: Queryable = deps.pool) {
    const row = await findOwnGroceryList(from, groceryListId, user.id);
    if (!row) throw new HttpError(404, groceryMessages.listNotFound);
    return row;
  }

  /** Marks items of one of the caller's lists; answers with the marked items as they now stand. */
  async function mark(c: Context<AppEnv>, user: AppUserRef, itemIds: string[], marks: { isInCart?: boolean; isPurchased?: boolean }, body: unknown) {
    const date = today(c);
    const listId = await findOwnListIdWithItem(deps.pool, itemIds[0]!, user.id, weekStartOf(date));
    if (!listId) throw new HttpError(404, groceryMessages.itemNotFound);
    const outcome = await runCommand(
      c,
      deps,
      { streamId: groceryListStreamId(listId), ownerId: user.id, decider: groceryListDecider, command: { type: 'MarkGroceryItems', appUserId: user.id, itemIds, ...marks, today: date } },
      body,
    );
    if (outcome.kind === 'accepted') return { accepted: acceptedResponse(c, outcome.position, outcome.result) };
    const items = await findOwnListItems(deps.pool, listId, user.id, itemIds);
    if (!items) throw new HttpError(404, groceryMessages.listNotFound);
    return { items: items.map((item) => groceryItemResponse(item, user.unitSystem)) };
  }

  /** Runs a command on one of the caller's lists; answers with the list's lines as they then read. */
  async function changeList(c: Context<AppEnv>, user: AppUserRef, listId: string, command: GroceryListCommand, body: unknown) {
    const outcome = await runCommand(c, deps, { streamId: groceryListStreamId(listId), ownerId: user.id, decider: groceryListDecider, command }, body);
    if (outcome.kind === 'accepted') return { accepted: acceptedResponse(c, outcome.position, outcome.result) };
    const row = await ownList(listId, user);
    return { list: shownItems(row.items).map((item) => groceryItemResponse(item, user.unitSystem)) };
  }

  /** Removes or puts back one line of the caller's current lists. */
  async function changeItem(c: Context<AppEnv>, user: AppUserRef, itemId: string, type: 'RemoveGroceryItem' | 'PutBackGroceryItem') {
    const date = today(c);
    const listId = await findOwnListIdWithItem(deps.pool, itemId, user.id, weekStartOf(date));
    if (!listId) throw new HttpError(404, groceryMessages.itemNotFound);
    return changeList(c, user, listId, { type, appUserId: user.id, itemId, today: date }, { itemId });
  }

  return new Hono<AppEnv>()
    .get('/grocery-list/:id/app_user/:userId', validate('param', itemPath), async (c) => {
      const path = c.req.valid('param');
      const user = requireOwnReadyAccount(c, path.userId);
      return c.json(groceryListResponse(await ownList(path.id, user, deps.reads.pool), user.unitSystem));
    })
    .put('/grocery-list-ingredient/multiple/app_user/:userId', validate('param', z.object({ userId: id('userId') })), validate('json', z.object({ ids: z.array(id('Each of ids')).min(1, 'Choose at least one item.').max(500), is_purchased: z.boolean({ error: 'is_purchased must be true or false.' }) })), async (c) => {
      const body = c.req.valid('json');
      const user = requireOwnReadyAccount(c, c.req.valid('param').userId);
      const answer = await mark(c, user, body.ids, { isPurchased: body.is_purchased }, body);
      return answer.accepted ?? c.json(answer.items);
    })
    .put('/grocery-list-ingredient/:id/in-cart/app_user/:userId', validate('param', itemPath), validate('json', z.object({ is_in_cart: z.boolean({ error: 'is_in_cart must be true or false.' }) })), async (c) => {
      const path = c.req.valid('param');
      const user = requireOwnReadyAccount(c, path.userId);
      const answer = await mark(c, user, [path.id], { isInCart: c.req.valid('json').is_in_cart }, { path, body: c.req.valid('json') });
      return answer.accepted ?? c.json(answer.items[0]);
    })
    .put('/grocery-list-ingredient/:id/purchased/app_user/:userId', validate('param', itemPath), validate('json', z.object({ is_purchased: z.boolean({ error: 'is_purchased must be true or false.' }) })), async (c) => {
      const path = c.req.valid('param');
      const user = requireOwnReadyAccount(c, path.userId);
      const answer = await mark(c, user, [path.id], { isPurchased: c.req.valid('json').is_purchased }, { path, body: c.req.valid('json') });
      return answer.accepted ?? c.json(answer.items[0]);
    })
    .get('/postgres/grocery-list/differences/:groceryListId/:userId/:mealPlanId', validate('param', z.object({ groceryListId: id('groceryListId'), userId: id('userId'), mealPlanId: id('mealPlanId') })), async (c) => {
      const path = c.req.valid('param');
      const user = requireOwnReadyAccount(c, path.userId);
      const row = await ownList(path.groceryListId, user, deps.reads.pool);
      if (row.meal_plan_id !== path.mealPlanId) throw new HttpError(404, groceryMessages.listNotFound);
      const knownOn = await pantryKnownOn(deps.reads.pool, user.id, row.differences.map((difference) => difference.ingredientId));
      return c.json(row.differences.map((difference) => groceryDifferenceResponse(difference, knownOn, user.unitSystem)));
    })
    .post('/grocery-list/:groceryListId/items/app_user/:userId', validate('param', listPath), validate('json', z.object({ name: ownItemName, quantity: amountFields.quantity.optional(), unit: amountFields.unit.optional() })), async (c) => {
      const path = c.req.valid('param');
      const body = c.req.valid('json');
      const user = requireOwnReadyAccount(c, path.userId);
      await ownList(path.groceryListId, user);
      const item = ownItem(body.name, body, await deps.findIngredientByName(body.name));
      const answer = await changeList(c, user, path.groceryListId, { type: 'AddOwnGroceryItem', appUserId: user.id, item, today: today(c) }, { path, body });
      return answer.accepted ?? c.json(answer.list.find((line) => line.id === item.id) ?? null, 201);
    })
    .delete('/grocery-list-ingredient/:id/app_user/:userId', validate('param', itemPath), async (c) => {
      const path = c.req.valid('param');
      const user = requireOwnReadyAccount(c, path.userId);
      const answer = await changeItem(c, user, path.id, 'RemoveGroceryItem');
      return answer.accepted ?? c.body(null, 204);
    })
    .post('/grocery-list-ingredient/:id/put-back/app_user/:userId', validate('param', itemPath), async (c) => {
      const path = c.req.valid('param');
      const user = requireOwnReadyAccount(c, path.userId);
      const answer = await changeItem(c, user, path.id, 'PutBackGroceryItem');
      return answer.accepted ?? c.json(answer.list.find((line) => line.id === path.id) ?? null);
    });
}
