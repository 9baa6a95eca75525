// Cart ticks still on their way to the server, laid over the grocery list the cache holds.
import type { GroceryItem } from '../api/types';

export interface CartMark {
  itemId: string;
  isInCart: boolean;
}

/** The items with each mark applied; for an item ticked and unticked in quick succession the last mark wins. */
export function applyCartMarks(items: GroceryItem[], marks: CartMark[]): GroceryItem[] {
  if (marks.length === 0) return items;
  const latest = new Map(marks.map((mark) => [mark.itemId, mark.isInCart]));
  return items.map((item) => (latest.has(item.id) ? { ...item, is_in_cart: latest.get(item.id)! } : item));
}
