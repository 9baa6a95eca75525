// What the preference calls answer (docs/api.md 'Preferences'; spec §3 reference lists and links).
import type { UnitSystem } from '@/lib/amounts';

export interface ReferenceItem {
  id: string;
  name: string;
  description: string;
}

export type Diet = ReferenceItem;
export type Cuisine = ReferenceItem;

/** An ingredient as the preference screens need it (the list carries more). */
export interface Ingredient {
  id: string;
  name: string;
  primary_food_group: string;
}

/** A user-diet, user-cuisine or user-allergen-ingredient link. */
export interface PreferenceLink {
  id: string;
  app_user_id: string;
  diet_id?: string;
  cuisine_id?: string;
  ingredient_id?: string;
  name: string;
  description?: string;
}

export type LinkField = 'diet_id' | 'cuisine_id' | 'ingredient_id';

/** How many breakfasts, lunches and dinners a week, and for how many people each. */
export interface MealPlanSettings {
  preferred_number_of_breakfast_meals: number;
  preferred_number_of_lunch_meals: number;
  preferred_number_of_dinner_meals: number;
  preferred_breakfast_serving_size: number;
  preferred_lunch_serving_size: number;
  preferred_dinner_serving_size: number;
  /** Minutes a weekday meal may take (decision 0033); null: any time. Absent where not asked (setup). */
  weekday_breakfast_minutes?: number | null;
  weekday_lunch_minutes?: number | null;
  weekday_dinner_minutes?: number | null;
}

/** The part of the user record the preferences screen reads. */
export interface PreferencesUser extends MealPlanSettings {
  id: string;
  setup_complete: boolean;
  diet_ids: string[];
  cuisine_ids: string[];
  avoided_ingredient_ids: string[];
  /** How amounts are said (decision 0034); metric until chosen. */
  unit_system?: UnitSystem;
  /** The staples the cook keeps; null: the usual ones (salt, pepper, cooking oils). */
  staple_ingredient_ids?: string[] | null;
}

/** The body of PUT /users/kitchen: either or both. */
export interface KitchenChange {
  unit_system?: UnitSystem;
  staple_ingredient_ids?: string[];
}

/** The body of setup_complete and of the preferences update. */
export interface PreferencesUpdate extends Partial<MealPlanSettings> {
  diet_ids: string[];
  cuisine_ids: string[];
  ingredient_ids: string[];
}
