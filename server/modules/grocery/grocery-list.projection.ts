// The grocery_lists read model: one row per list, the latest refresh with the cook's marks applied
// (the same fold as the decider's, so the screen and the rules never disagree).
import type { RecordedEvent } from '../../event-store/types.ts';
import { documentProjection } from '../../projections/projection.ts';
import { readModels } from '../../contract/read-models.ts';
import type { GroceryListsTable, ProjectedRow } from '../../db/schema.ts';
import { groceryListEventTypes, groceryListIdOfStream, type GroceryListEvent } from './grocery.events.ts';
import { evolveGroceryList, totalsOf, type GroceryListState } from './grocery-list.state.ts';

export type GroceryListRow = ProjectedRow<GroceryListsTable>;

const stateOf = (row: GroceryListRow | null): GroceryListState =>
  row
    ? {
        list: { groceryListId: row.id, mealPlanId: row.meal_plan_id, appUserId: row.app_user_id, weekStart: row.week_start, endDate: row.end_date },
        items: row.items,
        differences: row.differences,
        // Read back as a Date: ISO text, which the table takes back as it was.
        refreshedAt: row.refreshed_at instanceof Date ? row.refreshed_at.toISOString() : row.refreshed_at,
      }
    : { list: null, items: [], differences: [], refreshedAt: null };

/** Pure: the row after one event. Marks for a list never refreshed are skipped (nothing to mark). */
export function evolveGroceryListRow(row: GroceryListRow | null, recorded: RecordedEvent): GroceryListRow | null {
  const after = evolveGroceryList(stateOf(row), recorded as unknown as GroceryListEvent);
  if (!after.list) return null;
  const totals = totalsOf(after.items);
  return {
    id: after.list.groceryListId,
    app_user_id: after.list.appUserId,
    meal_plan_id: after.list.mealPlanId,
    week_start: after.list.weekStart,
    end_date: after.list.endDate,
    total_items: totals.totalItems,
    estimated_total_cost_cents: totals.estimatedTotalCostCents,
    items: after.items,
    differences: after.differences,
    refreshed_at: after.refreshedAt ?? recorded.recordedAt,
  };
}

export const groceryListProjection = documentProjection<GroceryListRow>({
  name: 'grocery-lists',
  // 2: lines kept after a refresh say so (decision 0040), which a revision needs to fold.
  version: 2,
  model: readModels.groceryList,
  table: 'grocery_lists',
  handles: groceryListEventTypes,
  keysOf: (event) => [groceryListIdOfStream(event.streamId)],
  evolve: evolveGroceryListRow,
});
