// The accounts slice's face.
export { resolveAppUser } from './resolve-app-user.ts';
export { appUsersProjection } from './accounts.projection.ts';
export { accountDecider, hasAccess, type AccountCommand, type AccountState, type LinkPreferences, type MealPlanPreferences } from './accounts.decider.ts';
export * from './accounts.events.ts';
export { createAppUser, CREATE_APP_USER_TASK, createAppUserJobKey, type CreateAppUserInput } from './create-app-user.ts';
export { findAppUser, findAppUserIdByBillingCustomer } from './accounts.queries.ts';
export { AppUserCache } from './app-user-cache.ts';
