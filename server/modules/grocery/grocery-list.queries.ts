// Grocery list reads, shaped as the spec's Grocery list, Grocery list ingredient and Grocery difference.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { GroceryDifference } from './grocery.events.ts';
import { totalsOf, type ShownGroceryItem } from './grocery-list.state.ts';
import type { GroceryListRow } from './grocery-list.projection.ts';

const columns = ['id', 'app_user_id', 'meal_plan_id', 'week_start', 'end_date', 'total_items', 'estimated_total_cost_cents', 'items', 'differences', 'refreshed_at'] as const;

/** The caller's list; another cook's list is not found (its existence is not told). */
export async function findOwnGroceryList(db: Db, groceryListId: string, appUserId: string): Promise<GroceryListRow | undefined> {
  const row = await db.selectFrom('grocery_lists').select(columns).where('id', '=', groceryListId).where('app_user_id', '=', appUserId).executeTakeFirst();
  return row as GroceryListRow | undefined;
}

/** The caller's list that holds this item, if any. */
export async function findOwnListWithItem(db: Db, itemId: string, appUserId: string): Promise<GroceryListRow | undefined> {
  const row = await db
    .selectFrom('grocery_lists')
    .select(columns)
    .where('app_user_id', '=', appUserId)
    .where(sql<boolean>`items @> ${JSON.stringify([{ id: itemId }])}::jsonb`)
    .executeTakeFirst();
  return row as GroceryListRow | undefined;
}

export const groceryItemResponse = (item: ShownGroceryItem) => ({
  id: item.id,
  ingredient_id: item.ingredientId,
  ingredient_name: item.ingredientName,
  quantity: item.quantity,
  unit_of_measurement: item.unit,
  notes: item.notes,
  primary_food_group: item.primaryFoodGroup,
  is_in_cart: item.isInCart,
  is_purchased: item.isPurchased,
});

export const groceryListResponse = (row: GroceryListRow) => [
  {
    data: {
      grocery_list: {
        id: row.id,
        meal_plan_id: row.meal_plan_id,
        end_date: row.end_date,
        total_items: row.total_items,
        estimated_total_cost_in_cents: row.estimated_total_cost_cents,
        // Beside the spec's fields (decision 0015): lines the estimate could not count, having no price.
        unpriced_items: totalsOf(row.items).unpricedItems,
      },
      grocery_list_ingredients: row.items.map(groceryItemResponse),
    },
  },
];

export const groceryDifferenceResponse = (difference: GroceryDifference) => ({
  ingredient_id: difference.ingredientId,
  ingredient_name: difference.ingredientName,
  pantry_quantity: difference.pantryQuantity,
  original_quantity: difference.originalQuantity,
  unit_of_measurement: difference.unit,
  meal_sources: difference.mealSources.map((source) => ({ meal_id: source.mealId })),
});
