// Ingredients as the API answers them (catalogue spec §3 'Ingredient', plus the per-100 g facts the
// seed carries). calories_per_base_unit, protein, carbohydrate and fat are per serving: per
// `serving_size` units of `unit_of_measurement`.
import type { Measure } from './units.ts';

export interface Ingredient {
  id: string;
  name: string;
  description: string | null;
  image_url: string;
  unit_of_measurement: string;
  /** Days it keeps; null when it does not spoil in a way worth tracking. */
  estimated_shelf_life: number | null;
  serving_size: number | null;
  calories_per_base_unit: number | null;
  protein: number | null;
  carbohydrate: number | null;
  fat: number | null;
  micronutrients: string | null;
  estimated_cost_per_unit_cents: number | null;
  common_uses: string | null;
  is_perishable: boolean | null;
  is_vegetarian: boolean | null;
  is_vegan: boolean | null;
  author_id: string;
  /** Food group names. */
  foodGroups: string[];
  food_group_ids: string[];
  primary_food_group: string;
  /** Grams in one of its unit (a piece's weight, a liquid's density), when the facts say. */
  grams_per_unit: number | null;
  /** Beside the spec (decision 0034): how an amount of it is said and converted (a clove, a spoon's weight). */
  measure: Measure;
  calories_per_100g: number | null;
  protein_per_100g: number | null;
  carbohydrate_per_100g: number | null;
  fat_per_100g: number | null;
  source_ids: string | null;
  created_at: string;
  updated_at: string;
}

/** An ingredient's link to a food group, named by the group. */
export interface IngredientFoodGroupLink {
  ingredient_id: string;
  food_group_id: string;
  name: string | null;
}

/** A cook's ingredient: the longest name, description and common uses the catalogue keeps. */
export const INGREDIENT_TEXT_LIMITS = { name: 100, description: 2000, commonUses: 500 } as const;
