// Business constants and timers of spec §9, named once.
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

export const limits = {
  /** Servings on the recipe page and in its dialogs (catalogue spec §9). */
  recipeServings: { min: 1, max: 16 },
  mealsPerWeek: { min: 0, max: 7 },
  servingSize: { min: 1, max: 8 },
  setupDefaults: { meals: 3, servings: 2 },
  minDiets: 1,
  minCuisines: 3,
  ingredientSearchResults: 10,
  nameLength: { min: 2, max: 50 },
  emailMax: 255,
  password: { min: 8, max: 128 },
  /** The most of one ingredient in a pantry item or a recipe line, in its unit (the server's rule too). */
  quantityMax: 100_000,
  /** The most an author may type for one nutrient per serving (the server's rule too). */
  nutritionMax: 100_000,
  /** The reset screen's own rule (spec §5 'New password'); the provider then applies the sign-up rules. */
  newPasswordMin: 6,
} as const;

/** The static cuisine list of the landing page (spec §2). */
export const landingCuisines = ['Italian', 'Mexican', 'Indian', 'Japanese', 'Korean', 'Thai', 'Chinese', 'French', 'Spanish', 'Mediterranean'] as const;

export const plans = {
  monthly: { label: 'Monthly', price: '$5', per: 'per month' },
  annual: { label: 'Annual', price: '$4', per: 'per month, billed $48 yearly', saving: 'Save 20%' },
} as const;
