// Grocery list reads, shaped as the spec's Grocery list, Grocery list ingredient and Grocery difference.
import type { Queryable } from '../../event-store/event-store.ts';
import type { GroceryDifference } from './grocery.events.ts';
import { isPriced, shownItems, totalsOf, type ShownGroceryItem } from './grocery-list.state.ts';
import { pluralName, sayAmount, type UnitSystem } from '../../kitchen/amounts.ts';
import { measureOf } from '../../kitchen/kitchen-notes.ts';
import type { Measure } from '../../kitchen/units.ts';
import { boughtQuantity, sayPurchase } from '../../kitchen/shop.ts';
import type { GroceryListRow } from './grocery-list.projection.ts';
import type { GroceryDifference as GroceryDifferenceResponse, GroceryItem as GroceryItemResponse, GroceryListAnswer } from '../../contract/grocery.ts';

const columns = ['id', 'app_user_id', 'meal_plan_id', 'week_start', 'end_date', 'total_items', 'estimated_total_cost_cents', 'items', 'differences', 'refreshed_at'] as const;

/** The caller's list; another cook's list is not found (its existence is not told). */
export async function findOwnGroceryList(db: Queryable, groceryListId: string, appUserId: string): Promise<GroceryListRow | undefined> {
  // Plain SQL, prepared once per connection: the list is read as often as the plan.
  const { rows } = await db.query<GroceryListRow>({
    name: 'own_grocery_list',
    text: `select ${columns.join(', ')} from grocery_lists where id = $1 and app_user_id = $2`,
    values: [groceryListId, appUserId],
  });
  return rows[0];
}

/**
 * The id of the caller's list that holds this item, if any: the id only, not the list (a mark in
 * the cart read the whole list, some 12 kB of JSON, to learn its id). The lists that can be marked,
 * those of weeks from `markableFrom` on, are looked in first: a few rows of the cook's, found by the
 * (app_user_id, week_start) index. Only an item not found there (a past week's, or none) is looked for
 * in all the cook's lists, to tell a past list (403) from no such item (404). There is no index over
 * the lines themselves: it cost every change of a list (migration 0020).
 */
export async function findOwnListIdWithItem(db: Queryable, itemId: string, appUserId: string, markableFrom: string): Promise<string | undefined> {
  const item = JSON.stringify([{ id: itemId }]);
  const markable = await db.query<{ id: string }>({
    name: 'own_markable_grocery_list_with_item',
    text: 'select id from grocery_lists where app_user_id = $1 and week_start >= $3::date and items @> $2::jsonb limit 1',
    values: [appUserId, item, markableFrom],
  });
  if (markable.rows[0]) return markable.rows[0].id;
  const { rows } = await db.query<{ id: string }>({
    name: 'own_grocery_list_with_item',
    text: 'select id from grocery_lists where app_user_id = $1 and items @> $2::jsonb limit 1',
    values: [appUserId, item],
  });
  return rows[0]?.id;
}

/** These items of the caller's list as it shows them, in the list's order; undefined when there is no such list. */
export async function findOwnListItems(db: Queryable, groceryListId: string, appUserId: string, itemIds: readonly string[]): Promise<ShownGroceryItem[] | undefined> {
  const { rows } = await db.query<{ item: ShownGroceryItem | null }>({
    name: 'own_grocery_list_items',
    text: `select item from grocery_lists
             left join lateral jsonb_array_elements(items) with ordinality as line(item, position) on line.item->>'id' = any($3::text[])
            where id = $1 and app_user_id = $2
            order by position`,
    values: [groceryListId, appUserId, itemIds],
  });
  if (rows.length === 0) return undefined;
  return rows.flatMap((row) => (row.item ? [row.item] : []));
}

/**
 * How the line's ingredient is measured, from our kitchen notes (a spoon's weight, 'clove'): all that
 * saying an amount in its own unit needs. Not recorded with the line: every refresh carries the whole
 * list, and the list's reads are among the most frequent.
 */
const measureOfLine = (line: { ingredientName: string; primaryFoodGroup: string; unit: string }) =>
  measureOf({ name: line.ingredientName, primary_food_group: line.primaryFoodGroup, unit_of_measurement: line.unit, grams_per_unit: null });

/** What a line's amount reads as: '' for a line of the cook's own given no amount. */
const saidAmount = (item: ShownGroceryItem, measure: Measure, system: UnitSystem) => (item.unit === '' ? '' : sayAmount(item.quantity, item.unit, measure, system).text);

/** The name after what to buy: plural when pieces of the ingredient itself are counted ('2 Limes', '1 box of 12 Eggs'). */
function shoppingName(item: ShownGroceryItem, measure: Measure): string {
  if (!item.buy || item.unit !== 'piece' || measure.count_word) return item.ingredientName;
  const many = item.buy.shopUnit === null ? item.buy.count > 1 : item.buy.shopSize > 1;
  return many ? pluralName(item.ingredientName) : item.ingredientName;
}

/**
 * The spec's Grocery list ingredient, and beside it (decision 0034) what to buy and what the week
 * needs as a cook reads them in their system, what it costs and where that price comes from, the
 * meals it is for, and whether it is a staple or the cook's own line.
 */
export function groceryItemResponse(item: ShownGroceryItem, system: UnitSystem = 'metric'): GroceryItemResponse {
  const measure = measureOfLine(item);
  return {
    id: item.id,
    ingredient_id: item.ingredientId,
    ingredient_name: item.ingredientName,
    quantity: item.quantity,
    unit_of_measurement: item.unit,
    notes: item.notes,
    primary_food_group: item.primaryFoodGroup,
    is_in_cart: item.isInCart,
    is_purchased: item.isPurchased,
    // What buying it brings home, in the ingredient's unit (what a purchase adds to the pantry); null when not shop-sized.
    buy_quantity: item.buy ? boughtQuantity(item.buy) : null,
    buy_text: item.buy ? sayPurchase(item.buy, measure, system) : saidAmount(item, measure, system),
    needed_text: saidAmount(item, measure, system),
    shopping_name: shoppingName(item, measure),
    meal_ids: item.mealIds ?? [],
    estimated_cost_in_cents: item.estimatedCostCents,
    price_source: item.priceSource ?? (isPriced(item) ? 'reference' : null),
    is_staple: item.staple ?? false,
    is_own: item.own ?? false,
  };
}

export const groceryListResponse = (row: GroceryListRow, system: UnitSystem = 'metric'): GroceryListAnswer => {
  const totals = totalsOf(row.items);
  return [
    {
      data: {
        grocery_list: {
          id: row.id,
          meal_plan_id: row.meal_plan_id,
          end_date: row.end_date,
          total_items: totals.totalItems,
          estimated_total_cost_in_cents: totals.estimatedTotalCostCents,
          // Beside the spec's fields (decisions 0015, 0034): how much of the total is an estimate, and lines with no price at all.
          estimated_part_in_cents: totals.estimatedPartCents,
          unpriced_items: totals.unpricedItems,
          unit_system: system,
        },
        grocery_list_ingredients: shownItems(row.items).map((item) => groceryItemResponse(item, system)),
      },
    },
  ];
};

/**
 * For each ingredient, the day the pantry's word on it dates from: of its items, the one least
 * recently bought or confirmed, and that item's later date of the two. Read from the pantry as it is
 * now, not as the list's last refresh saw it: a confirmation changes no quantity, so no refresh.
 */
export async function pantryKnownOn(db: Queryable, appUserId: string, ingredientIds: readonly string[]): Promise<Map<string, string>> {
  if (ingredientIds.length === 0) return new Map();
  const { rows } = await db.query<{ ingredient_id: string; known_on: string }>({
    name: 'pantry_known_on',
    text: `select ingredient_id, to_char(min(greatest(purchase_date, case when is_confirmed then (confirmed_at at time zone 'UTC')::date end)), 'YYYY-MM-DD') as known_on
             from pantry_items where app_user_id = $1 and ingredient_id = any($2::uuid[]) group by ingredient_id`,
    values: [appUserId, ingredientIds],
  });
  return new Map(rows.map((row) => [row.ingredient_id, row.known_on]));
}

/** The spec's Grocery difference, and beside it (decision 0015) the day the pantry's word on it dates from. */
export function groceryDifferenceResponse(difference: GroceryDifference, knownOn: ReadonlyMap<string, string> = new Map(), system: UnitSystem = 'metric'): GroceryDifferenceResponse {
  const measure = measureOfLine({ ...difference, primaryFoodGroup: '' });
  return {
    ingredient_id: difference.ingredientId,
    ingredient_name: difference.ingredientName,
    pantry_quantity: difference.pantryQuantity,
    original_quantity: difference.originalQuantity,
    unit_of_measurement: difference.unit,
    meal_sources: difference.mealSources.map((source) => ({ meal_id: source.mealId })),
    pantry_known_on: knownOn.get(difference.ingredientId) ?? null,
    // Beside the spec (decision 0034): both amounts as the cook reads them.
    pantry_text: sayAmount(difference.pantryQuantity, difference.unit, measure, system).text,
    needed_text: sayAmount(difference.originalQuantity, difference.unit, measure, system).text,
  };
}
