// The pantry as the API answers it (spec §3 'Pantry ingredient'). Dates are YYYY-MM-DD.

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
  /** The amount as the cook measures it, in their system ('1.5 l', '10½', '4½ oz'): what the table shows. */
  quantity_text: string;
  purchase_date: string;
  expiration_date: string | null;
  is_confirmed: boolean;
  confirmed_at: string | null;
}

/** Whose pantry a call is about: every pantry path names both. */
export interface PantryOwner {
  pantryId: string;
  appUserId: string;
}

/** The read model the websocket names when the pantry changes: every pantry query key starts with it. */
export const PANTRY_MODEL = 'pantry';
