// The product's user record as the API answers it: the server's own declaration (server/contract).
export type { AppUser, CheckUserAnswer, EmailConfirmationAnswer } from '@contract/accounts';

/** The body of setup_complete: the wizard's choices. */
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
