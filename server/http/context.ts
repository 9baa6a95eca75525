// What the middleware puts on a request, typed once for every route module.
import type { Session } from './auth.ts';

/** The product's own user, as the request's routes need it. */
export interface AppUserRef {
  id: string;
  supabaseId: string;
  pantryId: string;
  email: string;
  emailConfirmed: boolean;
  setupComplete: boolean;
  hasAccess: boolean;
  isAdmin: boolean;
}

export interface AppVariables {
  requestId: string;
  /** The caller's `x-correlation-id`, else the request id: carried into the commands' metadata and the logs. */
  correlationId: string;
  session: Session;
  /** Undefined until the background job has created the user's record. */
  appUser: AppUserRef | undefined;
}

export type AppEnv = { Variables: AppVariables };
