// The pantry table's sorting (spec §9): unsorted at first; a column header sorts ascending, the same
// header again flips the direction; items with no expiration date always come last.
import type { PantryItem } from '../api/types';
import { nameMatcher } from '../../../lib/name-search';

export type SortableColumn = 'ingredient_name' | 'primary_food_group' | 'quantity' | 'expiration_date';
export type PantrySort = { column: SortableColumn; direction: 'asc' | 'desc' } | null;

export function nextSort(current: PantrySort, column: SortableColumn): PantrySort {
  if (current?.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

function compare(a: PantryItem, b: PantryItem, column: SortableColumn): number {
  if (column === 'quantity') return a.quantity - b.quantity;
  // YYYY-MM-DD compares correctly as text.
  return String(a[column] ?? '').localeCompare(String(b[column] ?? ''), undefined, { sensitivity: 'base' });
}

export function sortPantry(items: readonly PantryItem[], sort: PantrySort): PantryItem[] {
  if (!sort) return [...items];
  const { column, direction } = sort;
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    if (column === 'expiration_date' && (a.expiration_date === null || b.expiration_date === null)) {
      // Whatever the direction, an item without a date tells the cook nothing about urgency.
      return Number(a.expiration_date === null) - Number(b.expiration_date === null);
    }
    return sign * compare(a, b, column);
  });
}

/** The pantry search: ingredient names holding every word typed (lib/name-search.ts). */
export function filterPantry(items: readonly PantryItem[], search: string): readonly PantryItem[] {
  const matches = nameMatcher(search);
  return search.trim() ? items.filter((item) => matches(item.ingredient_name)) : items;
}
