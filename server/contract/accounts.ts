// The cook's user record as the API answers it (spec §3 User, plus the preference links), and the
// bounds and words of the account and preference rules, shared by the deciders and the web forms.
import { MEALS_PER_WEEK, type MealOfDay } from './meal-plans.ts';
import type { UnitSystem } from './units.ts';

export { MEALS_PER_WEEK };

/** Servings a cook plans each meal of a kind for. */
export const SERVING_SIZE = { min: 1, max: 8 } as const;
/** Minutes a weekday meal may take (decision 0033); null: any time. */
export const WEEKDAY_MINUTES = { min: 5, max: 240 } as const;
/** Setup defaults (spec §9): 3 meals and 2 servings of each type. */
export const DEFAULT_MEALS_PER_WEEK = 3;
export const DEFAULT_SERVING_SIZE = 2;
/** Weeknight-sized by default (decision 0033): breakfast in 20 minutes, lunch in 30, dinner in 45. */
export const DEFAULT_WEEKDAY_MINUTES: Record<MealOfDay, number | null> = { breakfast: 20, lunch: 30, dinner: 45 };
/** The fewest diets and cuisines a cook keeps once set up (spec §5). */
export const MIN_DIETS = 1;
export const MIN_CUISINES = 3;

/** A first or last name, in characters (spec §5; the auth provider keeps at most the maximum). */
export const NAME_LENGTH = { min: 2, max: 50 } as const;
/** An email address as the account forms take it (spec §5). */
export const EMAIL_MAX_LENGTH = 255;

export const preferenceMessages = {
  minDiets: 'At least one dietary preference must be selected',
  minCuisinesOnRemove: 'Please maintain at least three cuisine preferences',
  minCuisines: 'Please select at least three cuisine preferences',
} as const;

/** How many breakfasts, lunches and dinners a week, and for how many people each. */
export interface MealPlanSettings {
  preferred_number_of_breakfast_meals: number;
  preferred_number_of_lunch_meals: number;
  preferred_number_of_dinner_meals: number;
  preferred_breakfast_serving_size: number;
  preferred_lunch_serving_size: number;
  preferred_dinner_serving_size: number;
  /** Minutes a weekday meal may take (decision 0033); null: any time. */
  weekday_breakfast_minutes: number | null;
  weekday_lunch_minutes: number | null;
  weekday_dinner_minutes: number | null;
}

/** The product's user record. Times are ISO 8601. */
export interface AppUser extends MealPlanSettings {
  id: string;
  supabase_id: string;
  email: string;
  first_name: string;
  last_name: string;
  email_confirmed: boolean;
  email_confirmed_at: string | null;
  setup_complete: boolean;
  setup_completed_at: string | null;
  has_access: boolean;
  is_admin: boolean;
  pantry_id: string;
  stripe_customer_id: string | null;
  price_id: string | null;
  subscription_id: string | null;
  /** How amounts are shown (decision 0034). */
  unit_system: UnitSystem;
  /** The ingredients the cook always keeps; null: the kitchen's usual staples (salt, pepper, oils). */
  staple_ingredient_ids: string[] | null;
  diet_ids: string[];
  cuisine_ids: string[];
  avoided_ingredient_ids: string[];
  created_at: string;
}

/** POST /users/confirm-email-secure: the record once confirmed, else why not. */
export interface EmailConfirmationAnswer {
  user: AppUser | null;
  error: string | null;
}

/** POST /users/check_user. */
export interface CheckUserAnswer {
  isAdmin: boolean;
}

/** A user-diet, user-cuisine or user-allergen-ingredient link, named from its reference list. */
export interface PreferenceLink {
  id: string;
  app_user_id: string;
  diet_id?: string;
  cuisine_id?: string;
  ingredient_id?: string;
  name: string;
  description?: string;
}
