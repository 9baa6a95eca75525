// What the middleware puts on a request, typed once for every route module.
import type { UnitSystem } from '../kitchen/amounts.ts';
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
  /** How amounts are shown to this cook (decision 0034). */
  unitSystem: UnitSystem;
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
