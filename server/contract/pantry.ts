// The pantry as the API answers it (spec §3 'Pantry ingredient'), and the words its rules refuse with.
import { quantityMessages } from './bounds.ts';

/** One pantry item. Dates are YYYY-MM-DD; `confirmed_at` is ISO 8601. */
export interface PantryItem {
  id: string;
  pantry_id: string;
  app_user_id: string;
  ingredient_id: string;
  ingredient_name: string;
  primary_food_group: string;
  /** Exact, in the ingredient's own unit: what an edit in place changes. */
  quantity: number;
  unit_of_measurement: string;
  purchase_date: string;
  expiration_date: string | null;
  is_confirmed: boolean;
  confirmed_at: string | null;
  /**
   * Beside the spec's fields (decision 0034): the amount as the cook reads it in their system ('1.5 l',
   * '10½', '4½ oz'). Not the figures that say it: a pantry is read as often as its plan.
   */
  quantity_text: string;
}

/** What the pantry's rules say when they refuse an item (the add dialog says the same before sending). */
export const pantryMessages = {
  ingredientRequired: 'Please select an ingredient',
  invalidQuantity: quantityMessages.invalid,
  futurePurchase: 'Purchase date cannot be in the future.',
  tooMuch: quantityMessages.tooMuch,
  expiryBeforePurchase: 'Expiration date cannot be before the purchase date.',
} as const;
