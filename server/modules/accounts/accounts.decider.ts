// The user's own record: registration, email confirmation, preferences, setup, access and admin.
// Every rule of spec §5 that concerns preferences is checked here too, whatever the client checked.
import { DomainError } from '../../event-store/errors.ts';
import { assertNever, type Decider } from '../../event-store/decider.ts';
import type { UnitSystem } from '../../kitchen/amounts.ts';
import {
  DEFAULT_MEALS_PER_WEEK,
  DEFAULT_SERVING_SIZE,
  DEFAULT_WEEKDAY_MINUTES,
  type WeekdayMinutes,
  MIN_CUISINES,
  MIN_DIETS,
  type AccessSource,
  type AccountEvent,
  type SubscriptionChanged,
  type PerMealType,
  type UserRegistered,
} from './accounts.events.ts';
import { preferenceMessages } from '../../contract/accounts.ts';

export const messages = {
  notRegistered: 'Your account is still being set up. Please try again in a moment.',
  ...preferenceMessages,
  ingredientAlreadyAvoided: 'This ingredient is already in your list of ingredients to avoid.',
  dietNotSelected: 'That diet is not one of your preferences.',
  cuisineNotSelected: 'That cuisine is not one of your preferences.',
  ingredientNotAvoided: 'That ingredient is not in your list of ingredients to avoid.',
} as const;

export interface LinkPreferences {
  dietIds: string[];
  cuisineIds: string[];
  avoidedIngredientIds: string[];
}

export interface MealPlanPreferences {
  mealsPerWeek: PerMealType;
  servingSizes: PerMealType;
  weekdayMinutes: WeekdayMinutes;
}

export type AccountCommand =
  | ({ type: 'RegisterUser' } & UserRegistered['data'])
  | { type: 'ConfirmEmail'; email: string; confirmedAt: string }
  | { type: 'ChangePreferences'; links?: Partial<LinkPreferences>; mealPlan?: MealPlanPreferences }
  | { type: 'ChangeKitchen'; unitSystem?: UnitSystem; stapleIngredientIds?: string[] }
  | { type: 'AddPreferenceLink'; kind: LinkKind; id: string }
  | { type: 'RemovePreferenceLink'; kind: LinkKind; id: string }
  | { type: 'CompleteSetup'; links: LinkPreferences; mealPlan?: MealPlanPreferences; completedAt: string }
  | { type: 'GrantAccess'; source: AccessSource; reference: string; grantedAt: string }
  | { type: 'RevokeAccess'; source: AccessSource; reason: string; revokedAt: string }
  | { type: 'GrantAdmin'; grantedBy: string; grantedAt: string }
  | { type: 'LinkBillingCustomer'; customerId: string; linkedAt: string }
  | ({ type: 'RecordSubscription'; customerId: string | null; at: string } & Omit<SubscriptionChanged['data'], 'appUserId' | 'cancelAtPeriodEnd'> & {
      /** null: this news does not say (an invoice); the known value stays. */
      cancelAtPeriodEnd: boolean | null;
    });

export type LinkKind = 'diet' | 'cuisine' | 'avoided-ingredient';

export interface AccountState {
  appUserId: string | null;
  email: string;
  emailConfirmedAt: string | null;
  links: LinkPreferences;
  mealPlan: MealPlanPreferences;
  unitSystem: UnitSystem;
  /** null: the kitchen's usual staples (salt, pepper, oil, water), never edited. */
  stapleIngredientIds: string[] | null;
  setupComplete: boolean;
  accessSources: AccessSource[];
  isAdmin: boolean;
  billingCustomerId: string | null;
  /** What the provider last said about each subscription, by subscription id. */
  subscriptions: Record<string, SubscriptionNews>;
}

export interface SubscriptionNews {
  priceId: string | null;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: number | null;
  providerEventCreated: number;
}

/**
 * Statuses in which a subscription gives access. past_due too: the provider is still retrying the
 * payment, and a cook should not lose this week's plan to one declined card (unpaid, when the
 * retries are over, ends it).
 */
export const ACCESS_STATUSES = ['active', 'trialing', 'past_due'];
/** Statuses a subscription never leaves: later news about it (arriving late) changes nothing. */
export const ENDED_STATUSES = ['canceled', 'incomplete_expired'];

const subscriptionGivesAccess = (subscriptions: Record<string, SubscriptionNews>) => Object.values(subscriptions).some((news) => ACCESS_STATUSES.includes(news.status));

const linkField = { diet: 'dietIds', cuisine: 'cuisineIds', 'avoided-ingredient': 'avoidedIngredientIds' } as const satisfies Record<LinkKind, keyof LinkPreferences>;
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, index) => value === b[index]);
const samePerMeal = (a: PerMealType, b: PerMealType) => a.breakfast === b.breakfast && a.lunch === b.lunch && a.dinner === b.dinner;
const unique = <T extends string>(ids: readonly T[]): T[] => [...new Set(ids)];

function checkMinimums(links: LinkPreferences, cuisineMessage: string) {
  if (links.dietIds.length < MIN_DIETS) throw new DomainError(messages.minDiets);
  if (links.cuisineIds.length < MIN_CUISINES) throw new DomainError(cuisineMessage);
}

/** The events that move the preferences from `state` to the wanted ones (nothing when unchanged). */
function preferenceChanges(state: AccountState, links: LinkPreferences, mealPlan: MealPlanPreferences | undefined): AccountEvent[] {
  const appUserId = state.appUserId!;
  const events: AccountEvent[] = [];
  const linksChanged =
    !same(links.dietIds, state.links.dietIds) || !same(links.cuisineIds, state.links.cuisineIds) || !same(links.avoidedIngredientIds, state.links.avoidedIngredientIds);
  if (linksChanged) events.push({ type: 'PreferencesChanged', data: { appUserId, ...links } });
  const sameMinutes = (a: WeekdayMinutes, b: WeekdayMinutes) => a.breakfast === b.breakfast && a.lunch === b.lunch && a.dinner === b.dinner;
  if (mealPlan && (!samePerMeal(mealPlan.mealsPerWeek, state.mealPlan.mealsPerWeek) || !samePerMeal(mealPlan.servingSizes, state.mealPlan.servingSizes) || !sameMinutes(mealPlan.weekdayMinutes, state.mealPlan.weekdayMinutes))) {
    events.push({ type: 'MealPlanPreferencesChanged', data: { appUserId, ...mealPlan } });
  }
  return events;
}

export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  initialState: () => ({
    appUserId: null,
    email: '',
    emailConfirmedAt: null,
    links: { dietIds: [], cuisineIds: [], avoidedIngredientIds: [] },
    mealPlan: {
      mealsPerWeek: { breakfast: DEFAULT_MEALS_PER_WEEK, lunch: DEFAULT_MEALS_PER_WEEK, dinner: DEFAULT_MEALS_PER_WEEK },
      servingSizes: { breakfast: DEFAULT_SERVING_SIZE, lunch: DEFAULT_SERVING_SIZE, dinner: DEFAULT_SERVING_SIZE },
      weekdayMinutes: DEFAULT_WEEKDAY_MINUTES,
    },
    unitSystem: 'metric',
    stapleIngredientIds: null,
    setupComplete: false,
    accessSources: [],
    isAdmin: false,
    billingCustomerId: null,
    subscriptions: {},
  }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, appUserId: event.data.appUserId, email: event.data.email };
      case 'EmailConfirmed':
        return { ...state, email: event.data.email, emailConfirmedAt: event.data.confirmedAt };
      case 'PreferencesChanged': {
        const { appUserId: _id, ...links } = event.data;
        return { ...state, links };
      }
      case 'MealPlanPreferencesChanged':
        return { ...state, mealPlan: { mealsPerWeek: event.data.mealsPerWeek, servingSizes: event.data.servingSizes, weekdayMinutes: event.data.weekdayMinutes ?? state.mealPlan.weekdayMinutes } };
      case 'UnitSystemChosen':
        return { ...state, unitSystem: event.data.unitSystem };
      case 'StaplesChanged':
        return { ...state, stapleIngredientIds: event.data.stapleIngredientIds };
      case 'SetupCompleted':
        return { ...state, setupComplete: true };
      case 'AccessGranted':
        return { ...state, accessSources: unique([...state.accessSources, event.data.source]) };
      case 'AccessRevoked':
        return { ...state, accessSources: state.accessSources.filter((source) => source !== event.data.source) };
      case 'AdminGranted':
        return { ...state, isAdmin: true };
      case 'BillingCustomerLinked':
        return { ...state, billingCustomerId: event.data.customerId };
      case 'SubscriptionChanged': {
        const { appUserId: _id, subscriptionId, providerEventId: _event, ...news } = event.data;
        return { ...state, subscriptions: { ...state.subscriptions, [subscriptionId]: news } };
      }
      default:
        return assertNever(event, 'account event');
    }
  },
  decide: (command, state) => {
    if (command.type === 'RegisterUser') {
      // Registering is idempotent: a re-run job keeps the first pantry.
      if (state.appUserId) return [];
      const { type: _type, ...data } = command;
      return [{ type: 'UserRegistered', data }];
    }
    if (!state.appUserId) throw new DomainError(messages.notRegistered, 404);
    const appUserId = state.appUserId;
    switch (command.type) {
      case 'ConfirmEmail':
        if (state.emailConfirmedAt) return [];
        return [{ type: 'EmailConfirmed', data: { appUserId, email: command.email, confirmedAt: command.confirmedAt } }];
      case 'ChangePreferences': {
        const links: LinkPreferences = {
          dietIds: unique(command.links?.dietIds ?? state.links.dietIds),
          cuisineIds: unique(command.links?.cuisineIds ?? state.links.cuisineIds),
          avoidedIngredientIds: unique(command.links?.avoidedIngredientIds ?? state.links.avoidedIngredientIds),
        };
        // Before setup the wizard is still gathering choices; the minimums hold once it is done.
        if (state.setupComplete && command.links) checkMinimums(links, messages.minCuisines);
        return preferenceChanges(state, links, command.mealPlan);
      }
      case 'ChangeKitchen': {
        const events: AccountEvent[] = [];
        if (command.unitSystem && command.unitSystem !== state.unitSystem) events.push({ type: 'UnitSystemChosen', data: { appUserId, unitSystem: command.unitSystem } });
        const staples = command.stapleIngredientIds && unique(command.stapleIngredientIds);
        if (staples && (state.stapleIngredientIds === null || !same(staples, state.stapleIngredientIds))) events.push({ type: 'StaplesChanged', data: { appUserId, stapleIngredientIds: staples } });
        return events;
      }
      case 'AddPreferenceLink': {
        const field = linkField[command.kind];
        if (state.links[field].includes(command.id)) {
          if (command.kind === 'avoided-ingredient') throw new DomainError(messages.ingredientAlreadyAvoided, 409);
          return []; // toggling a diet or cuisine on twice leaves it on
        }
        return preferenceChanges(state, { ...state.links, [field]: [...state.links[field], command.id] }, undefined);
      }
      case 'RemovePreferenceLink': {
        const field = linkField[command.kind];
        if (!state.links[field].includes(command.id)) {
          const missing = { diet: messages.dietNotSelected, cuisine: messages.cuisineNotSelected, 'avoided-ingredient': messages.ingredientNotAvoided };
          throw new DomainError(missing[command.kind], 404);
        }
        const links = { ...state.links, [field]: state.links[field].filter((id) => id !== command.id) };
        if (state.setupComplete) checkMinimums(links, messages.minCuisinesOnRemove);
        return preferenceChanges(state, links, undefined);
      }
      case 'CompleteSetup': {
        const links: LinkPreferences = {
          dietIds: unique(command.links.dietIds),
          cuisineIds: unique(command.links.cuisineIds),
          avoidedIngredientIds: unique(command.links.avoidedIngredientIds),
        };
        checkMinimums(links, messages.minCuisines);
        const events = preferenceChanges(state, links, command.mealPlan);
        if (!state.setupComplete) events.push({ type: 'SetupCompleted', data: { appUserId, completedAt: command.completedAt } });
        return events;
      }
      case 'GrantAccess':
        if (state.accessSources.includes(command.source)) return [];
        return [{ type: 'AccessGranted', data: { appUserId, source: command.source, reference: command.reference, grantedAt: command.grantedAt } }];
      case 'RevokeAccess':
        if (!state.accessSources.includes(command.source)) return [];
        return [{ type: 'AccessRevoked', data: { appUserId, source: command.source, reason: command.reason, revokedAt: command.revokedAt } }];
      case 'GrantAdmin':
        if (state.isAdmin) return [];
        return [{ type: 'AdminGranted', data: { appUserId, grantedBy: command.grantedBy, grantedAt: command.grantedAt } }];
      case 'LinkBillingCustomer':
        if (state.billingCustomerId) return [];
        return [{ type: 'BillingCustomerLinked', data: { appUserId, customerId: command.customerId, linkedAt: command.linkedAt } }];
      case 'RecordSubscription':
        return recordSubscription(state, command);
      default:
        return assertNever(command, 'account command');
    }
  },
};

export const hasAccess = (state: AccountState) => state.accessSources.length > 0;

/**
 * The provider's news about a subscription, applied in the provider's order rather than arrival
 * order: news older than what is known changes nothing, and an ended subscription stays ended (a
 * `deleted` that overtook an `updated` is not undone by it). Access from subscriptions follows: granted
 * while any subscription is in an access status, revoked when none is; a beta code's access is its own.
 */
function recordSubscription(state: AccountState, command: Extract<AccountCommand, { type: 'RecordSubscription' }>): AccountEvent[] {
  const appUserId = state.appUserId!;
  const known = state.subscriptions[command.subscriptionId];
  if (known && (ENDED_STATUSES.includes(known.status) || known.providerEventCreated > command.providerEventCreated)) return [];
  const events: AccountEvent[] = [];
  if (command.customerId && !state.billingCustomerId) events.push({ type: 'BillingCustomerLinked', data: { appUserId, customerId: command.customerId, linkedAt: command.at } });
  const news: SubscriptionNews = {
    // A checkout's completion names the subscription but not its price: keep the price known.
    priceId: command.priceId ?? known?.priceId ?? null,
    status: command.status,
    cancelAtPeriodEnd: command.cancelAtPeriodEnd ?? known?.cancelAtPeriodEnd ?? false,
    currentPeriodEnd: command.currentPeriodEnd ?? known?.currentPeriodEnd ?? null,
    providerEventCreated: command.providerEventCreated,
  };
  const { type: _type, customerId: _customer, at: _at, ...data } = command;
  events.push({ type: 'SubscriptionChanged', data: { ...data, appUserId, priceId: news.priceId, cancelAtPeriodEnd: news.cancelAtPeriodEnd, currentPeriodEnd: news.currentPeriodEnd } });
  const gives = subscriptionGivesAccess({ ...state.subscriptions, [command.subscriptionId]: news });
  const has = state.accessSources.includes('subscription');
  if (gives && !has) events.push({ type: 'AccessGranted', data: { appUserId, source: 'subscription', reference: command.subscriptionId, grantedAt: command.at } });
  if (!gives && has) events.push({ type: 'AccessRevoked', data: { appUserId, source: 'subscription', reason: `subscription ${command.status}`, revokedAt: command.at } });
  return events;
}
