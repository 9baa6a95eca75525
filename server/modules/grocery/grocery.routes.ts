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
import { id, isoDate, validate } from '../../http/validate.ts';
import { groceryRefreshCommand } from '../../workflows/grocery-refresh.ts';
import { purchaseGroceriesCommand } from '../../workflows/grocery-purchases.ts';
import { groceryListIdFor, mealPlanIdFor } from '../meal-plans/meal-plans.events.ts';
import { weekStartOf } from '../meal-plans/weeks.ts';
import { latestToday } from '../../dates.ts';
import { cookToday, recordedToday } from '../../http/cook-today.ts';
import { groceryListDecider, groceryMessages } from './grocery-list.decider.ts';
import { groceryListStreamId } from './grocery.events.ts';
import { findOwnGroceryList, findOwnListIdWithItem, findOwnListItems, groceryDifferenceResponse, groceryItemResponse, groceryListResponse, pantryKnownOn } from './grocery-list.queries.ts';

export interface GroceryDeps extends CommandDeps {
  db: Db;
  reads: Reads;
  now: () => Date;
  findIngredient: (id: string) => Promise<{ unit_of_measurement: string; estimated_shelf_life: number | null } | undefined>;
}

const itemPath = z.object({ id: id('id'), userId: id('userId') });

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
    return { items: items.map(groceryItemResponse) };
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
  const linesOf = (row: Awaited<ReturnType<typeof refreshNow>>, ingredientId: string) =>
    (row?.items ?? []).filter((item) => item.ingredientId === ingredientId).map(groceryItemResponse);

  return new Hono<AppEnv>()
    .get('/grocery-list/:id/app_user/:userId', validate('param', itemPath), async (c) => {
      const path = c.req.valid('param');
      const user = requireOwnReadyAccount(c, path.userId);
      return c.json(groceryListResponse(await ownList(path.id, user, deps.reads.pool)));
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
      return c.json(row.differences.map((difference) => groceryDifferenceResponse(difference, knownOn)));
    })
    .post('/grocery-list-ingredient/refresh_grocery_list_ingredient_quantity/:ingredientId/grocery_list/:groceryListId/app_user/:appUserId', validate('param', z.object({ ingredientId: id('ingredientId'), groceryListId: id('groceryListId'), appUserId: id('appUserId') })), async (c) => {
      const path = c.req.valid('param');
      const user = requireOwnReadyAccount(c, path.appUserId);
      const row = await ownList(path.groceryListId, user);
      return c.json({ groceryListIngredientRefreshed: linesOf(await refreshNow(c, user, row.week_start), path.ingredientId) });
    })
    .post('/pantry-ingredient/refresh_grocery_list_ingredients_on_pantry_ingredient_crud', validate('json', z.object({ ingredientId: id('ingredientId'), appUserId: id('appUserId'), todaysBrowserDate: isoDate, nextWeekBrowserDate: isoDate })), async (c) => {
      const body = c.req.valid('json');
      // Follows any pantry change, which needs no access: without plans it simply finds no lists.
      const user = requireOwnAccount(c, body.appUserId);
      // The browser's dates name the weeks: near midnight its 'today' may not be the server's.
      const thisWeek = await refreshNow(c, user, weekStartOf(body.todaysBrowserDate));
      const nextWeek = await refreshNow(c, user, weekStartOf(body.nextWeekBrowserDate));
      return c.json({
        thisWeekGroceryListIngredientsRefreshed: { groceryListIngredientRefreshed: linesOf(thisWeek, body.ingredientId) },
        nextWeekGroceryListIngredientsRefreshed: { groceryListIngredientRefreshed: linesOf(nextWeek, body.ingredientId) },
      });
    })
    .post('/grocery-list/:groceryListId/purchases/app_user/:userId', validate('param', z.object({ groceryListId: id('groceryListId'), userId: id('userId') })), validate('json', z.array(z.object({ grocery_list_ingredient_id: id('grocery_list_ingredient_id'), quantity: z.number({ error: 'Please enter a valid quantity' }).positive('Please enter a valid quantity').finite() })).min(1, 'Choose at least one item to add to your pantry.').max(500)), async (c) => {
      const path = c.req.valid('param');
      const body = c.req.valid('json');
      const user = requireOwnReadyAccount(c, path.userId);
      const row = await ownList(path.groceryListId, user);
      // The ingredients' units and shelf lives are looked up before the (pure) decision.
      const ingredientIds = [...new Set(row.items.map((item) => item.ingredientId))];
      const facts = new Map(await Promise.all(ingredientIds.map(async (ingredientId) => [ingredientId, await deps.findIngredient(ingredientId)] as const)));
      const date = recordedToday(c, deps.now());
      const outcome = await runCommandAcross(
        c,
        deps,
        purchaseGroceriesCommand(
          body.map((purchase) => ({ groceryItemId: purchase.grocery_list_ingredient_id, quantity: purchase.quantity, pantryItemId: newId() })),
          { groceryListId: row.id, appUserId: user.id, pantryId: user.pantryId, today: date, latestAllowedPurchaseDate: latestToday(deps.now()), ingredientOf: (ingredientId) => facts.get(ingredientId) },
        ),
        { path, body },
      );
      if (outcome.kind === 'accepted') return acceptedResponse(c, outcome.position, outcome.result);
      const after = await ownList(row.id, user);
      return c.json({
        // The lines the purchase changed: those bought, and those bought short (out of the cart, to buy the rest).
        grocery_list_ingredients: after.items.filter((item) => outcome.result.purchasedItemIds.includes(item.id) || outcome.result.shortItemIds.includes(item.id)).map(groceryItemResponse),
        pantry_ingredient_ids: outcome.result.pantryItemIds,
      });
    });
}
