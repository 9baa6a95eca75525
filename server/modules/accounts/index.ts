// The accounts slice's face.
export { accountRoutes, resolveAppUser } from './accounts.routes.ts';
export { appUsersProjection } from './accounts.projection.ts';
export { appUserIdFor, userStreamId } from './accounts.events.ts';
export { createAppUser, CREATE_APP_USER_TASK, createAppUserJobKey, type CreateAppUserInput } from './create-app-user.ts';
export { findAppUser } from './accounts.queries.ts';
