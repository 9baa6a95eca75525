// The app user read model: one row per user in app_users.
import type { RecordedEvent } from '../../event-store/types.ts';
import { documentProjection } from '../../projections/projection.ts';
import { accountEventTypes, type AccountEvent } from './accounts.events.ts';

export interface AppUserRow {
  id: string;
  supabase_id: string;
  email: string;
  first_name: string;
  last_name: string;
  email_confirmed: boolean;
  email_confirmed_at: string | Date | null;
  setup_complete: boolean;
  has_access: boolean;
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
  created_at: string | Date;
}

export function evolveAppUser(row: AppUserRow | null, recorded: RecordedEvent): AppUserRow | null {
  const event = recorded as unknown as AccountEvent;
  switch (event.type) {
    case 'UserRegistered':
      return (
        row ?? {
          id: event.data.appUserId,
          supabase_id: event.data.supabaseId,
          email: event.data.email,
          first_name: event.data.firstName,
          last_name: event.data.lastName,
          email_confirmed: false,
          email_confirmed_at: null,
          setup_complete: false,
          has_access: false,
          pantry_id: event.data.pantryId,
          stripe_customer_id: null,
          price_id: null,
          subscription_id: null,
          preferred_number_of_breakfast_meals: 3,
          preferred_number_of_lunch_meals: 3,
          preferred_number_of_dinner_meals: 3,
          preferred_breakfast_serving_size: 2,
          preferred_lunch_serving_size: 2,
          preferred_dinner_serving_size: 2,
          created_at: recorded.recordedAt,
        }
      );
    default:
      return row;
  }
}

export const appUsersProjection = documentProjection<AppUserRow>({
  name: 'app_users',
  version: 1,
  model: 'user',
  table: 'app_users',
  handles: accountEventTypes,
  keysOf: (event) => [(event.data as { appUserId: string }).appUserId],
  evolve: evolveAppUser,
});
