// A grocery line for unit tests: one to buy, in grams, with nothing else said.
import type { GroceryItem } from '../api/types';

export const groceryItem = (id: string, change: Partial<GroceryItem> = {}): GroceryItem => ({
  id,
  ingredient_id: id,
  ingredient_name: id,
  quantity: 1,
  unit_of_measurement: 'g',
  notes: null,
  primary_food_group: '',
  is_in_cart: false,
  is_purchased: false,
  buy_quantity: null,
  buy_text: '1 g',
  needed_text: '1 g',
  meal_ids: [],
  estimated_cost_in_cents: 0,
  price_source: 'reference',
  is_staple: false,
  is_own: false,
  shopping_name: id,
  ...change,
});
