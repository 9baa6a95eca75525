// The grocery list's layout (spec §4 'Grocery item'): items grouped by primary food group ('Other'
// when none), and within a group what is still to find first, then what is in the cart, then what is
// already bought (in the pantry) at the bottom.
import type { GroceryItem } from '../api/types';

export const foodGroupOf = (item: Pick<GroceryItem, 'primary_food_group'>) => item.primary_food_group?.trim() || 'Other';

const rank = (item: GroceryItem) => (item.is_purchased ? 2 : item.is_in_cart ? 1 : 0);

export function groupGroceries(items: readonly GroceryItem[]): Array<{ group: string; items: GroceryItem[] }> {
  const groups = new Map<string, GroceryItem[]>();
  for (const item of items) {
    const group = foodGroupOf(item);
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === 'Other' ? 1 : b === 'Other' ? -1 : a.localeCompare(b)))
    .map(([group, members]) => ({ group, items: [...members].sort((a, b) => rank(a) - rank(b) || a.ingredient_name.localeCompare(b.ingredient_name)) }));
}

/** Cents as dollars with 2 decimals (spec §9). */
export const formatCost = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The confirm modal's quantities (spec §5): steps of a quarter, at least a quarter. */
export const QUARTER = 0.25;
export function toQuarter(value: unknown): number {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value));
  if (!Number.isFinite(number) || number <= 0) return QUARTER;
  return Math.max(QUARTER, Math.round(number / QUARTER) * QUARTER);
}
