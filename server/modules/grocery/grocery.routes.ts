// Grocery list calls (spec §7 'Grocery list', the pantry's grocery refresh, and 'Add Items to
// Pantry'). Every id is checked against the caller: another cook's user id is a 403, their list or
// item ids are simply not found (404), and nothing of theirs is told or changed.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db, Reads } from '../../db/database.ts';
import { handleCommand } from '../../event-store/command-handler.ts';
import { lastEventOf, type Queryable } from '../../event-store/event-store.ts';
import { newId } from '../../event-store/ids.ts';
import { acceptedResponse, commandMetadata, runCommand, runCommandAcross, type CommandDeps } from '../../http/command.ts';
import { requireOwnAccount, requireReadyAccount } from '../../http/app-user.ts';
import type { AppEnv, AppUserRef } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { id, isoDate, paidCents, validate } from '../../http/validate.ts';
import { groceryRefreshCommand } from '../../workflows/grocery-refresh.ts';
import { purchaseGroceriesCommand } from '../../workflows/grocery-purchases.ts';
import { groceryListIdFor, mealPlanIdFor } from '../meal-plans/meal-plans.events.ts';
import { weekStartOf } from '../meal-plans/weeks.ts';
import { latestToday } from '../../dates.ts';
import { cookToday, recordedToday } from '../../http/cook-today.ts';
import { groceryListDecider, groceryMessages, type GroceryListCommand } from './grocery-list.decider.ts';
import { groceryFactsOf } from './grocery-list.compute.ts';
import { shownItems } from './grocery-list.state.ts';
import type { GroceryItem } from './grocery.events.ts';
import { measureOf, type DescribedIngredient } from '../../kitchen/kitchen-notes.ts';
import { purchaseCost, purchaseFor } from '../../kitchen/shop.ts';
import { convertQuantity, KNOWN_UNITS, MAX_QUANTITY, noConversionMessage } from '../../kitchen/units.ts';
import { stripMarkup } from '../../sanitize.ts';
import { groceryListStreamId } from './grocery.events.ts';
import { findOwnGroceryList, findOwnListIdWithItem, findOwnListItems, groceryDifferenceResponse, groceryItemResponse, groceryListResponse, pantryKnownOn } from './grocery-list.queries.ts';

export interface GroceryDeps extends CommandDeps {
  db: Db;
  reads: Reads;
  now: () => Date;
  findIngredient: (id: string) => Promise<IngredientFacts | undefined>;
  /** The ingredient a cook's words name ('eggs', 'Whole Milk'), if one does. */
  findIngredientByName: (name: string) => Promise<IngredientFacts | undefined>;
}

type IngredientFacts = DescribedIngredient & { id: string; estimated_shelf_life: number | null; estimated_cost_per_unit_cents: number | null };

const ownItemName = z
  .string({ error: 'Please name the item.' })
  .transform((name) => stripMarkup(name).trim())
  .pipe(z.string().min(1, 'Please name the item.').max(100, 'Please keep the name to 100 characters.'));
const amountFields = {
  quantity: z.number({ error: 'Please enter a valid quantity' }).positive('Please enter a valid quantity').max(MAX_QUANTITY, `Please enter a quantity of ${MAX_QUANTITY.toLocaleString('en-US')} or less.`).finite(),
  unit: z.enum(KNOWN_UNITS, { error: `unit must be one of: ${KNOWN_UNITS.join(', ')}.` }),
};

/** `quantity` of `unit` in the ingredient's own unit, or a 400 that says which units it takes. */
function inOwnUnit(quantity: number, unit: string | undefined, ingredient: IngredientFacts): number {
  if (unit === undefined) return quantity;
  const measure = measureOf(ingredient);
  const converted = convertQuantity(quantity, unit, ingredient.unit_of_measurement, measure);
  if (converted === undefined) throw new HttpError(400, noConversionMessage(ingredient.name, unit, measure));
  return converted;
}

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

export function groceryRoutes(deps: GroceryDeps) {
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

  /**
   * Records the week's list as it stands now (the same computation as the job) and answers once the
   * read model shows it: the caller reloads the list next. Undefined when the week has no plan.
   */
  async function refreshNow(c: Context<AppEnv>, user: AppUserRef, weekStart: string) {
    const refresh = await groceryRefreshCommand(deps.pool, user.id, weekStart, deps.now());
    if (!refresh) return undefined;
    const outcome = await handleCommand(deps.pool, { ...refresh, decider: groceryListDecider, metadata: commandMetadata(c) });
    // An unchanged list records nothing, but the refresh job may have just recorded this very list:
    // then it is the list's last event the read model must show.
    const shown = outcome.transactionId !== null ? outcome : await lastEventOf(deps.pool, refresh.streamId);
    if (shown.transactionId !== null) await deps.progress.waitFor(deps.progress.targetsFor(shown.transactionId, shown.appended), deps.readYourWritesTimeoutMs);
    return findOwnGroceryList(deps.pool, groceryListIdFor(mealPlanIdFor(user.id, weekStart)), user.id);
  }

  /** The list's lines for one ingredient after a refresh: [] when the pantry covers it or there is no plan. */
  const linesOf = (row: Awaited<ReturnType<typeof refreshNow>>, ingredientId: string, user: AppUserRef) =>
    shownItems(row?.items ?? []).filter((item) => item.ingredientId === ingredientId).map((item) => groceryItemResponse(item, user.unitSystem));

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
    .post('/grocery-list-ingredient/refresh_grocery_list_ingredient_quantity/:ingredientId/grocery_list/:groceryListId/app_user/:appUserId', validate('param', z.object({ ingredientId: id('ingredientId'), groceryListId: id('groceryListId'), appUserId: id('appUserId') })), async (c) => {
      const path = c.req.valid('param');
      const user = requireOwnReadyAccount(c, path.appUserId);
      const row = await ownList(path.groceryListId, user);
      return c.json({ groceryListIngredientRefreshed: linesOf(await refreshNow(c, user, row.week_start), path.ingredientId, user) });
    })
    .post('/pantry-ingredient/refresh_grocery_list_ingredients_on_pantry_ingredient_crud', validate('json', z.object({ ingredientId: id('ingredientId'), appUserId: id('appUserId'), todaysBrowserDate: isoDate, nextWeekBrowserDate: isoDate })), async (c) => {
      const body = c.req.valid('json');
      // Follows any pantry change, which needs no access: without plans it simply finds no lists.
      const user = requireOwnAccount(c, body.appUserId);
      // The browser's dates name the weeks: near midnight its 'today' may not be the server's.
      const thisWeek = await refreshNow(c, user, weekStartOf(body.todaysBrowserDate));
      const nextWeek = await refreshNow(c, user, weekStartOf(body.nextWeekBrowserDate));
      return c.json({
        thisWeekGroceryListIngredientsRefreshed: { groceryListIngredientRefreshed: linesOf(thisWeek, body.ingredientId, user) },
        nextWeekGroceryListIngredientsRefreshed: { groceryListIngredientRefreshed: linesOf(nextWeek, body.ingredientId, user) },
      });
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
    })
    .post('/grocery-list/:groceryListId/purchases/app_user/:userId', validate('param', listPath), validate('json', z.array(z.object({ grocery_list_ingredient_id: id('grocery_list_ingredient_id'), quantity: amountFields.quantity, unit: amountFields.unit.optional(), paid_cents: paidCents.optional() })).min(1, 'Choose at least one item to add to your pantry.').max(500)), async (c) => {
      const path = c.req.valid('param');
      const body = c.req.valid('json');
      const user = requireOwnReadyAccount(c, path.userId);
      const row = await ownList(path.groceryListId, user);
      // The ingredients' units and shelf lives are looked up before the (pure) decision.
      const ingredientIds = [...new Set(row.items.flatMap((item) => (item.ingredientId === null ? [] : [item.ingredientId])))];
      const facts = new Map(await Promise.all(ingredientIds.map(async (ingredientId) => [ingredientId, await deps.findIngredient(ingredientId)] as const)));
      const lines = new Map(row.items.map((item) => [item.id, item]));
      // A quantity given in another unit (1.5 l of milk, 1 lb of beef) goes into the pantry in the ingredient's.
      const quantityOf = (purchase: (typeof body)[number]) => {
        const ingredient = facts.get(lines.get(purchase.grocery_list_ingredient_id)?.ingredientId ?? '');
        return ingredient ? inOwnUnit(purchase.quantity, purchase.unit, ingredient) : purchase.quantity;
      };
      const date = recordedToday(c, deps.now());
      const outcome = await runCommandAcross(
        c,
        deps,
        purchaseGroceriesCommand(
          body.map((purchase) => ({ groceryItemId: purchase.grocery_list_ingredient_id, quantity: quantityOf(purchase), pantryItemId: newId(), ...(purchase.paid_cents !== undefined && { paidCents: purchase.paid_cents }) })),
          { groceryListId: row.id, appUserId: user.id, pantryId: user.pantryId, today: date, latestAllowedPurchaseDate: latestToday(deps.now()), ingredientOf: (ingredientId) => facts.get(ingredientId) },
        ),
        { path, body },
      );
      if (outcome.kind === 'accepted') return acceptedResponse(c, outcome.position, outcome.result);
      const after = await ownList(row.id, user);
      return c.json({
        // The lines the purchase changed: those bought, and those bought short (out of the cart, to buy the rest).
        grocery_list_ingredients: after.items.filter((item) => outcome.result.purchasedItemIds.includes(item.id) || outcome.result.shortItemIds.includes(item.id)).map((item) => groceryItemResponse(item, user.unitSystem)),
        pantry_ingredient_ids: outcome.result.pantryItemIds,
      });
    });
}
