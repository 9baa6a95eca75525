// Business constants and timers of spec §9, named once.
import { DEFAULT_MEALS_PER_WEEK, DEFAULT_SERVING_SIZE, EMAIL_MAX_LENGTH, MIN_CUISINES, MIN_DIETS, NAME_LENGTH, SERVING_SIZE } from '@contract/accounts';
import { BOUNDS } from '@contract/bounds';
import { MEALS_PER_WEEK, RECIPE_MEAL_SERVINGS } from '@contract/meal-plans';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@contract/passwords';
import { RECIPE_LIMITS } from '@contract/recipes';
export const timers = {
  signInTimeoutMs: 10_000,
  authLoadingErrorAfterMs: 5_000,
  shakeMs: 1_000,
  retryConnectionAfterMs: 3_000,
  resetResendCooldownS: 60,
  /** Another confirmation email; the auth provider allows one per address per minute. */
  confirmationResendCooldownS: 60,
  redirectAfterPasswordUpdateMs: 2_000,
  confirmationWaitMs: 1_000,
  /** How long 'Email Confirmed!' stays before the cook moves on (not given by the spec). */
  emailConfirmedRedirectMs: 1_500,
  verificationTimeoutMs: 20_000,
  sessionPollMs: 1_000,
  preferenceSaveMinimumMs: 4_000,
  preferenceLoadRetryMs: 500,
  /** Not given by the spec: how long the live connection is down before the tab says it is offline (a restart's drop is shorter). */
  offlineNoticeAfterMs: 3_000,
} as const;

export const session = {
  checkEveryMs: 30 * 60_000,
  refreshWhenExpiringWithinS: 120,
  userCacheMs: 5 * 60_000,
  signupPollAttempts: 10,
  signupPollEveryMs: 1_000,
  csrfLifetimeMs: 25 * 60_000,
  csrfRefetchWhenLeftMs: 5 * 60_000,
} as const;

export const toasts = {
  mealPlanMs: 5_000,
  pantryMs: 3_000,
  cookingMs: 5_000,
  profileMs: 3_000,
  preferencesMs: 3_000,
  /** Not given by the spec: the pricing page's answers last as long as the preferences toasts. */
  betaCodeMs: 5_000,
  /** Catalogue spec §9. */
  favoriteMs: 2_000,
  /** Undo after removing a meal or 'I Cooked This' (decision 0032): long enough to notice the slip. */
  undoMs: 10_000,
  /** The catalogue's other notices (the spec's generic toast default). */
  catalogueMs: 5_000,
} as const;

export const cacheTimes = {
  /** Diets, cuisines and ingredients change with a release, not while a cook is choosing. */
  referenceListsMs: 60 * 60_000,
} as const;

/** The forms' limits: the server's own (server/contract) wherever it enforces one, so both refuse alike. */
export const limits = {
  /** Servings on the recipe page and in its dialogs (catalogue spec §9). */
  recipeServings: RECIPE_MEAL_SERVINGS,
  /** A recipe's name, description, step and difficulty lengths. */
  recipeText: RECIPE_LIMITS,
  mealsPerWeek: MEALS_PER_WEEK,
  servingSize: SERVING_SIZE,
  setupDefaults: { meals: DEFAULT_MEALS_PER_WEEK, servings: DEFAULT_SERVING_SIZE },
  minDiets: MIN_DIETS,
  minCuisines: MIN_CUISINES,
  ingredientSearchResults: 10,
  nameLength: NAME_LENGTH,
  emailMax: EMAIL_MAX_LENGTH,
  password: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
  /** The most of one ingredient in a pantry item or a recipe line, in its unit. */
  quantityMax: BOUNDS.quantity,
  /** The most an author may type for one nutrient per serving. */
  nutritionMax: BOUNDS.nutrition,
  /** The reset screen's own rule (spec §5 'New password'); the provider then applies the sign-up rules. */
  newPasswordMin: 6,
} as const;

/** The static cuisine list of the landing page (spec §2). */
export const landingCuisines = ['Italian', 'Mexican', 'Indian', 'Japanese', 'Korean', 'Thai', 'Chinese', 'French', 'Spanish', 'Mediterranean'] as const;

export const plans = {
  monthly: { label: 'Monthly', price: '$5', per: 'per month' },
  annual: { label: 'Annual', price: '$4', per: 'per month, billed $48 yearly', saving: 'Save 20%' },
} as const;
