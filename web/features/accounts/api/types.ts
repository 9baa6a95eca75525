// The product's user record as the API answers it (spec §3 User, plus preference links).
export interface AppUser {
  id: string;
  supabase_id: string;
  first_name: string;
  last_name: string;
  email: string;
  email_confirmed: boolean;
  email_confirmed_at: string | null;
  setup_complete: boolean;
  has_access: boolean;
  is_admin: boolean;
  pantry_id: string;
  stripe_customer_id: string | null;
  price_id: string | null;
  subscription_id: string | null;
  preferred_number_of_breakfast_meals: number;
  preferred_number_of_lunch_meals: number;
  preferred_number_of_dinner_meals: number;
  preferred_breakfast_serving_size: number;
  preferred_lunch_serving_size: number;
  preferred_dinner_serving_size: number;
  /** Minutes a weekday meal may take (decision 0033); null: any time. */
  weekday_breakfast_minutes?: number | null;
  weekday_lunch_minutes?: number | null;
  weekday_dinner_minutes?: number | null;
  /** How amounts are shown (decision 0034); the ingredients the cook always keeps (null: salt, pepper, oil). */
  unit_system?: 'metric' | 'us';
  staple_ingredient_ids?: string[] | null;
  diet_ids: string[];
  cuisine_ids: string[];
  avoided_ingredient_ids: string[];
  created_at: string;
}

export interface PreferencesBody {
  diet_ids: string[];
  cuisine_ids: string[];
  ingredient_ids: string[];
  preferred_number_of_breakfast_meals?: number;
  preferred_number_of_lunch_meals?: number;
  preferred_number_of_dinner_meals?: number;
  preferred_breakfast_serving_size?: number;
  preferred_lunch_serving_size?: number;
  preferred_dinner_serving_size?: number;
}
