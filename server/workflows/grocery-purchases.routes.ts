// 'Add Items to Pantry' from the grocery list (decision 0015): one command across the list's stream
// and the pantry's, so it lives with its workflow (grocery-purchases.ts). Another cook's user id is a
// 403, their list a 404.
import { Hono } from 'hono';
import { z } from 'zod';
import { latestToday } from '../dates.ts';
import { newId } from '../event-store/ids.ts';
import { requireOwnAccount, requireReadyAccount } from '../http/app-user.ts';
import { acceptedResponse, runCommandAcross, type CommandDeps } from '../http/command.ts';
import type { AppEnv } from '../http/context.ts';
import { recordedToday } from '../http/cook-today.ts';
import { HttpError } from '../http/errors.ts';
import { id, paidCents, validate } from '../http/validate.ts';
import { amountFields, inOwnUnit } from '../modules/grocery/grocery-amounts.ts';
import { groceryMessages } from '../modules/grocery/grocery-list.decider.ts';
import { findOwnGroceryList, groceryItemResponse } from '../modules/grocery/grocery-list.queries.ts';
import type { GroceryDeps } from '../modules/grocery/grocery.routes.ts';
import { purchaseGroceriesCommand } from './grocery-purchases.ts';

const purchases = z
  .array(z.object({ grocery_list_ingredient_id: id('grocery_list_ingredient_id'), quantity: amountFields.quantity, unit: amountFields.unit.optional(), paid_cents: paidCents.optional() }))
  .min(1, 'Choose at least one item to add to your pantry.')
  .max(500);

export function groceryPurchaseRoutes(deps: CommandDeps & Pick<GroceryDeps, 'now' | 'findIngredient'>) {
  /** One of the caller's lists, or 404. */
  async function ownList(groceryListId: string, appUserId: string) {
    const row = await findOwnGroceryList(deps.pool, groceryListId, appUserId);
    if (!row) throw new HttpError(404, groceryMessages.listNotFound);
    return row;
  }

  return new Hono<AppEnv>().post('/grocery-list/:groceryListId/purchases/app_user/:userId', validate('param', z.object({ groceryListId: id('groceryListId'), userId: id('userId') })), validate('json', purchases), async (c) => {
    const path = c.req.valid('param');
    const body = c.req.valid('json');
    requireOwnAccount(c, path.userId);
    const user = requireReadyAccount(c);
    const row = await ownList(path.groceryListId, user.id);
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
    const after = await ownList(row.id, user.id);
    return c.json({
      // The lines the purchase changed: those bought, and those bought short (out of the cart, to buy the rest).
      grocery_list_ingredients: after.items.filter((item) => outcome.result.purchasedItemIds.includes(item.id) || outcome.result.shortItemIds.includes(item.id)).map((item) => groceryItemResponse(item, user.unitSystem)),
      pantry_ingredient_ids: outcome.result.pantryItemIds,
    });
  });
}
