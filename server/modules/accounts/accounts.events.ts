// Facts of an app user's life. Stream: user-{appUserId}; owner: the user.
import type { DomainEvent } from '../../event-store/types.ts';
import { deterministicUuid } from '../../event-store/ids.ts';
import type { UnitSystem } from '../../kitchen/amounts.ts';
import { mealsOfDay, type MealOfDay } from '../../contract/meal-plans.ts';

export type MealType = MealOfDay;
export const mealTypes = mealsOfDay;
export type PerMealType = Record<MealType, number>;

export type UserRegistered = DomainEvent<
  'UserRegistered',
  { appUserId: string; supabaseId: string; email: string; firstName: string; lastName: string; pantryId: string }
>;
/** The provider confirmed the address; `confirmedAt` is the provider's time (membership counts from it). */
export type EmailConfirmed = DomainEvent<'EmailConfirmed', { appUserId: string; email: string; confirmedAt: string }>;
/** The whole set of preference links after the change, so a replay never depends on the order of toggles. */
export type PreferencesChanged = DomainEvent<
  'PreferencesChanged',
  { appUserId: string; dietIds: string[]; cuisineIds: string[]; avoidedIngredientIds: string[] }
>;
/** How long a weekday meal of each type may take, in minutes; null: any time (decision 0033). */
export type WeekdayMinutes = Record<MealType, number | null>;

/** Meals per week and serving size per meal type, after the change; weekday times since decision 0033. */
export type MealPlanPreferencesChanged = DomainEvent<
  'MealPlanPreferencesChanged',
  { appUserId: string; mealsPerWeek: PerMealType; servingSizes: PerMealType; weekdayMinutes?: WeekdayMinutes }
>;
/** How amounts are shown to this cook: metric (g, ml) or US (oz, cups). Decision 0034. */
export type UnitSystemChosen = DomainEvent<'UnitSystemChosen', { appUserId: string; unitSystem: UnitSystem }>;
/** The whole set of ingredients this cook always keeps, after the change; they stay off the grocery count and cost. */
export type StaplesChanged = DomainEvent<'StaplesChanged', { appUserId: string; stapleIngredientIds: string[] }>;
export type SetupCompleted = DomainEvent<'SetupCompleted', { appUserId: string; completedAt: string }>;
/** Access comes from a source (a beta code now, a subscription later); the user has access while any source grants it. */
export type AccessGranted = DomainEvent<'AccessGranted', { appUserId: string; source: AccessSource; reference: string; grantedAt: string }>;
export type AccessRevoked = DomainEvent<'AccessRevoked', { appUserId: string; source: AccessSource; reason: string; revokedAt: string }>;
export type AdminGranted = DomainEvent<'AdminGranted', { appUserId: string; grantedBy: string; grantedAt: string }>;

export type AccessSource = 'beta-code' | 'subscription';

/** The payment provider's customer for this user (one per user; the first one linked stays). */
export type BillingCustomerLinked = DomainEvent<'BillingCustomerLinked', { appUserId: string; customerId: string; linkedAt: string }>;
/**
 * What the payment provider said about one of the user's subscriptions: the provider's event id and
 * time (seconds) say which news is newest, whatever order the webhooks arrive in.
 */
export type SubscriptionChanged = DomainEvent<
  'SubscriptionChanged',
  {
    appUserId: string;
    subscriptionId: string;
    priceId: string | null;
    status: string;
    cancelAtPeriodEnd: boolean;
    /** Seconds since the epoch, when known. */
    currentPeriodEnd: number | null;
    providerEventId: string;
    providerEventCreated: number;
  }
>;

export type AccountEvent =
  | UserRegistered
  | EmailConfirmed
  | PreferencesChanged
  | MealPlanPreferencesChanged
  | UnitSystemChosen
  | StaplesChanged
  | SetupCompleted
  | AccessGranted
  | AccessRevoked
  | AdminGranted
  | BillingCustomerLinked
  | SubscriptionChanged;

export const accountEventTypes = [
  'UserRegistered',
  'EmailConfirmed',
  'PreferencesChanged',
  'MealPlanPreferencesChanged',
  'UnitSystemChosen',
  'StaplesChanged',
  'SetupCompleted',
  'AccessGranted',
  'AccessRevoked',
  'AdminGranted',
  'BillingCustomerLinked',
  'SubscriptionChanged',
] as const satisfies readonly AccountEvent['type'][];

export const userStreamId = (appUserId: string) => `user-${appUserId}`;

/** The app user's id follows from the provider's id, so every process agrees on it without a lookup. */
export const appUserIdFor = (supabaseId: string) => deterministicUuid(`app-user:${supabaseId}`);

// The bounds and defaults are the contract's, so the web's preference forms hold the same figures.
export {
  DEFAULT_MEALS_PER_WEEK,
  DEFAULT_SERVING_SIZE,
  DEFAULT_WEEKDAY_MINUTES,
  MEALS_PER_WEEK,
  MIN_CUISINES,
  MIN_DIETS,
  SERVING_SIZE,
  WEEKDAY_MINUTES,
} from '../../contract/accounts.ts';
