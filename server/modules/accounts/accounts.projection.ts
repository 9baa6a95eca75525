// The app user read model: one row per user in app_users, preferences included.
import type { RecordedEvent } from '../../event-store/types.ts';
import { documentProjection } from '../../projections/projection.ts';
import { readModels } from '../../contract/read-models.ts';
import type { AppUsersTable, ProjectedRow } from '../../db/schema.ts';
import { ACCESS_STATUSES } from './accounts.decider.ts';
import { DEFAULT_MEALS_PER_WEEK, DEFAULT_SERVING_SIZE, DEFAULT_WEEKDAY_MINUTES, accountEventTypes, type AccountEvent } from './accounts.events.ts';

export type AppUserRow = ProjectedRow<AppUsersTable>;

function registered(event: Extract<AccountEvent, { type: 'UserRegistered' }>, recordedAt: Date): AppUserRow {
  return {
    id: event.data.appUserId,
    supabase_id: event.data.supabaseId,
    email: event.data.email,
    first_name: event.data.firstName,
    last_name: event.data.lastName,
    email_confirmed: false,
    email_confirmed_at: null,
    setup_complete: false,
    setup_completed_at: null,
    has_access: false,
    access_sources: [],
    is_admin: false,
    pantry_id: event.data.pantryId,
    stripe_customer_id: null,
    price_id: null,
    subscription_id: null,
    preferred_number_of_breakfast_meals: DEFAULT_MEALS_PER_WEEK,
    preferred_number_of_lunch_meals: DEFAULT_MEALS_PER_WEEK,
    preferred_number_of_dinner_meals: DEFAULT_MEALS_PER_WEEK,
    preferred_breakfast_serving_size: DEFAULT_SERVING_SIZE,
    preferred_lunch_serving_size: DEFAULT_SERVING_SIZE,
    preferred_dinner_serving_size: DEFAULT_SERVING_SIZE,
    weekday_breakfast_minutes: DEFAULT_WEEKDAY_MINUTES.breakfast,
    weekday_lunch_minutes: DEFAULT_WEEKDAY_MINUTES.lunch,
    weekday_dinner_minutes: DEFAULT_WEEKDAY_MINUTES.dinner,
    unit_system: 'metric',
    staple_ingredient_ids: null,
    diet_ids: [],
    cuisine_ids: [],
    avoided_ingredient_ids: [],
    created_at: recordedAt,
  };
}

export function evolveAppUser(row: AppUserRow | null, recorded: RecordedEvent): AppUserRow | null {
  const event = recorded as unknown as AccountEvent;
  if (event.type === 'UserRegistered') return row ?? registered(event, recorded.recordedAt);
  if (!row) return row;
  switch (event.type) {
    case 'EmailConfirmed':
      return { ...row, email: event.data.email, email_confirmed: true, email_confirmed_at: event.data.confirmedAt };
    case 'PreferencesChanged':
      return { ...row, diet_ids: event.data.dietIds, cuisine_ids: event.data.cuisineIds, avoided_ingredient_ids: event.data.avoidedIngredientIds };
    case 'MealPlanPreferencesChanged': {
      const { mealsPerWeek, servingSizes, weekdayMinutes } = event.data;
      return {
        ...row,
        preferred_number_of_breakfast_meals: mealsPerWeek.breakfast,
        preferred_number_of_lunch_meals: mealsPerWeek.lunch,
        preferred_number_of_dinner_meals: mealsPerWeek.dinner,
        preferred_breakfast_serving_size: servingSizes.breakfast,
        preferred_lunch_serving_size: servingSizes.lunch,
        preferred_dinner_serving_size: servingSizes.dinner,
        ...(weekdayMinutes && { weekday_breakfast_minutes: weekdayMinutes.breakfast, weekday_lunch_minutes: weekdayMinutes.lunch, weekday_dinner_minutes: weekdayMinutes.dinner }),
      };
    }
    case 'UnitSystemChosen':
      return { ...row, unit_system: event.data.unitSystem };
    case 'StaplesChanged':
      return { ...row, staple_ingredient_ids: event.data.stapleIngredientIds };
    case 'SetupCompleted':
      return { ...row, setup_complete: true, setup_completed_at: event.data.completedAt };
    case 'AccessGranted': {
      const sources = [...new Set([...row.access_sources, event.data.source])];
      return { ...row, access_sources: sources, has_access: true };
    }
    case 'AccessRevoked': {
      const sources = row.access_sources.filter((source) => source !== event.data.source);
      return { ...row, access_sources: sources, has_access: sources.length > 0 };
    }
    case 'AdminGranted':
      return { ...row, is_admin: true };
    case 'BillingCustomerLinked':
      return { ...row, stripe_customer_id: row.stripe_customer_id ?? event.data.customerId };
    case 'SubscriptionChanged':
      // The subscription the user is on: the newest news of one that gives access, or the last heard.
      if (ACCESS_STATUSES.includes(event.data.status) || row.subscription_id === event.data.subscriptionId || row.subscription_id === null) {
        return { ...row, subscription_id: event.data.subscriptionId, price_id: event.data.priceId };
      }
      return row;
    default:
      return row;
  }
}

export const appUsersProjection = documentProjection<AppUserRow>({
  name: 'app_users',
  // 3: weekday minutes per meal type (decision 0033).
  version: 3,
  model: readModels.user,
  table: 'app_users',
  handles: accountEventTypes,
  keysOf: (event) => [(event.data as { appUserId: string }).appUserId],
  evolve: evolveAppUser,
});
