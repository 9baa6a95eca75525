// The spec's two grocery refresh calls (§7). A list's refresh on request records the week's list
// before answering; the pantry's refresh call answers what the lists now show, since the pantry
// change before it already enqueued its refresh (decision 0024).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Reads } from '../../db/database.ts';
import { weekStartOf } from '../../dates.ts';
import { handleCommand } from '../../event-store/command-handler.ts';
import { lastEventOf } from '../../event-store/event-store.ts';
import { requireOwnAccount, requireReadyAccount } from '../../http/app-user.ts';
import { commandMetadata, type CommandDeps } from '../../http/command.ts';
import type { AppEnv, AppUserRef } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { id, isoDate, validate } from '../../http/validate.ts';
import { groceryListDecider, groceryMessages } from '../../modules/grocery/grocery-list.decider.ts';
import { findOwnGroceryList, groceryItemResponse } from '../../modules/grocery/grocery-list.queries.ts';
import { shownItems } from '../../modules/grocery/grocery-list.state.ts';
import { groceryListIdFor, mealPlanIdFor } from '../../modules/meal-plans/meal-plans.events.ts';
import { groceryRefreshCommand } from './grocery-refresh.commands.ts';

export interface GroceryRefreshDeps extends CommandDeps {
  reads: Reads;
  now: () => Date;
}

type GroceryListRow = NonNullable<Awaited<ReturnType<typeof findOwnGroceryList>>>;

/** The list's lines for one ingredient: [] when the pantry covers it, no meal needs it, or there is no plan. */
const linesOf = (row: GroceryListRow | undefined, ingredientId: string, user: AppUserRef) =>
  shownItems(row?.items ?? []).filter((item) => item.ingredientId === ingredientId).map((item) => groceryItemResponse(item, user.unitSystem));

export function groceryRefreshRoutes(deps: GroceryRefreshDeps) {
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

  const listOfWeek = (user: AppUserRef, weekStart: string) => findOwnGroceryList(deps.reads.pool, groceryListIdFor(mealPlanIdFor(user.id, weekStart)), user.id);

  return new Hono<AppEnv>()
    .post(
      '/grocery-list-ingredient/refresh_grocery_list_ingredient_quantity/:ingredientId/grocery_list/:groceryListId/app_user/:appUserId',
      validate('param', z.object({ ingredientId: id('ingredientId'), groceryListId: id('groceryListId'), appUserId: id('appUserId') })),
      async (c) => {
        const path = c.req.valid('param');
        requireOwnAccount(c, path.appUserId);
        // Grocery lists are a meal-plan feature (spec §6): the cook's own, ready account.
        const user = requireReadyAccount(c);
        const row = await findOwnGroceryList(deps.pool, path.groceryListId, user.id);
        if (!row) throw new HttpError(404, groceryMessages.listNotFound);
        return c.json({ groceryListIngredientRefreshed: linesOf(await refreshNow(c, user, row.week_start), path.ingredientId, user) });
      },
    )
    .post(
      '/pantry-ingredient/refresh_grocery_list_ingredients_on_pantry_ingredient_crud',
      validate('json', z.object({ ingredientId: id('ingredientId'), appUserId: id('appUserId'), todaysBrowserDate: isoDate, nextWeekBrowserDate: isoDate })),
      async (c) => {
        const body = c.req.valid('json');
        // Follows any pantry change, which needs no access: without plans it simply finds no lists.
        const user = requireOwnAccount(c, body.appUserId);
        // An acknowledgement, not a refresh: the pantry change enqueued its refresh job with its events.
        const [thisWeek, nextWeek] = await Promise.all([body.todaysBrowserDate, body.nextWeekBrowserDate].map((date) => listOfWeek(user, weekStartOf(date))));
        return c.json({
          thisWeekGroceryListIngredientsRefreshed: { groceryListIngredientRefreshed: linesOf(thisWeek, body.ingredientId, user) },
          nextWeekGroceryListIngredientsRefreshed: { groceryListIngredientRefreshed: linesOf(nextWeek, body.ingredientId, user) },
        });
      },
    );
}
