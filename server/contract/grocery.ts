// A week's grocery list as the API answers it (spec §3 Grocery list, Grocery list ingredient and
// Grocery difference; beside the spec, decisions 0015 and 0034: shop sizes, prices, staples, own lines).
import type { UnitSystem } from './units.ts';

/** Where a line's price comes from: the cook's last paid price, the facts' reference price, or its food group's estimate. */
export const PRICE_SOURCES = ['paid', 'reference', 'estimate'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

export interface GroceryList {
  id: string;
  meal_plan_id: string;
  end_date: string;
  /** Lines to shop for: staples the cook keeps and removed lines are not counted (decision 0034). */
  total_items: number;
  estimated_total_cost_in_cents: number;
  /** How much of the total comes from a food group's estimate rather than a known price (decision 0034). */
  estimated_part_in_cents: number;
  /** Lines with no price at all: the cook's own lines of free words (decisions 0015, 0034). */
  unpriced_items: number;
  unit_system: UnitSystem;
}

export interface GroceryItem {
  id: string;
  /** null: a line of the cook's own that names no ingredient ('Washing-up liquid'). */
  ingredient_id: string | null;
  ingredient_name: string;
  quantity: number;
  unit_of_measurement: string;
  notes: string | null;
  primary_food_group: string;
  is_in_cart: boolean;
  is_purchased: boolean;
  /** What buying it brings home, in `unit_of_measurement`; null when the line is not shop-sized. */
  buy_quantity: number | null;
  /** What to buy and what the week needs, as the cook reads them in their system. */
  buy_text: string;
  needed_text: string;
  /** The name as said after what to buy: '2 Limes', '1 box of 12 Eggs'. */
  shopping_name: string;
  meal_ids: string[];
  estimated_cost_in_cents: number;
  price_source: PriceSource | null;
  is_staple: boolean;
  is_own: boolean;
}

/** GET /grocery-list/{id}/app_user/{userId}: one element holding the list and its lines. */
export type GroceryListAnswer = Array<{ data: { grocery_list: GroceryList; grocery_list_ingredients: GroceryItem[] } }>;

export interface GroceryDifference {
  ingredient_id: string;
  ingredient_name: string;
  pantry_quantity: number;
  original_quantity: number;
  unit_of_measurement: string;
  meal_sources: Array<{ meal_id: string }>;
  /** Beside the spec (decision 0015): the day the pantry's word on it dates from (bought or confirmed), or null. */
  pantry_known_on: string | null;
  /** Both amounts as the cook reads them (decision 0034). */
  pantry_text: string;
  needed_text: string;
}

/** A line of the cook's own on the list: its longest name, and what is said past it. */
export const OWN_LINE_NAME_MAX = 100;
export const ownLineNameMessages = { required: 'Please name the item.', tooLong: `Please keep the name to ${OWN_LINE_NAME_MAX} characters.` } as const;
