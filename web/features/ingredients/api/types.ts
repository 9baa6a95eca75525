// Ingredients as the catalogue screens read them (catalogue spec §3 'Ingredient').
export interface Ingredient {
  id: string;
  name: string;
  description?: string | null;
  image_url?: string | null;
  unit_of_measurement: string | null;
  /** Grams in one of its unit (a piece's weight, a liquid's density), when the facts say. */
  grams_per_unit?: number | null;
  serving_size?: number | null;
  calories?: number | null;
  calories_per_base_unit?: number | null;
  protein?: number | null;
  carbohydrate?: number | null;
  fat?: number | null;
  is_vegetarian: boolean;
  is_vegan: boolean;
  primary_food_group?: string | null;
  /** Food group names. */
  foodGroups?: string[];
}

export interface FoodGroup {
  id: string;
  name: string;
  description?: string | null;
}
