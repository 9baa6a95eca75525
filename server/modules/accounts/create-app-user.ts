// The create-app-user command, run by the worker (or by confirm-email-secure when it comes first):
// registers the user with a new pantry. The command key makes a re-run append nothing.
import type pg from 'pg';
import { handleCommand } from '../../event-store/command-handler.ts';
import { newId } from '../../event-store/ids.ts';
import type { Session } from '../../http/auth.ts';
import { stripMarkup } from '../../sanitize.ts';
import { accountDecider } from './accounts.decider.ts';
import { appUserIdFor, userStreamId } from './accounts.events.ts';

export const CREATE_APP_USER_TASK = 'create-app-user';
export const createAppUserJobKey = (supabaseId: string) => `create-app-user:${supabaseId}`;

export interface CreateAppUserInput {
  supabaseId: string;
  email: string;
  firstName: string;
  lastName: string;
}

const NAME_MAX = 50;
const EMAIL_MAX = 255;
const cleanName = (value: unknown) => (typeof value === 'string' ? stripMarkup(value).slice(0, NAME_MAX) : '');

/** Who a session says the user is: names from the sign-up metadata (or a Google profile), cleaned. */
export function registrationFromSession(session: Pick<Session, 'sub' | 'email' | 'claims'>): CreateAppUserInput {
  const metadata = (session.claims.user_metadata ?? {}) as Record<string, unknown>;
  const [given, ...family] = typeof metadata.full_name === 'string' ? metadata.full_name.split(' ') : [];
  return {
    supabaseId: session.sub,
    email: session.email.slice(0, EMAIL_MAX),
    firstName: cleanName(metadata.firstName ?? metadata.given_name ?? given),
    lastName: cleanName(metadata.lastName ?? metadata.family_name ?? family.join(' ')),
  };
}

export async function createAppUser(pool: pg.Pool, input: CreateAppUserInput, cause: { jobId: string }) {
  const appUserId = appUserIdFor(input.supabaseId);
  const commandKey = `create-app-user:${input.supabaseId}`;
  return handleCommand(pool, {
    streamId: userStreamId(appUserId),
    ownerId: appUserId,
    decider: accountDecider,
    command: {
      type: 'RegisterUser',
      appUserId,
      pantryId: newId(),
      supabaseId: input.supabaseId,
      email: input.email.slice(0, EMAIL_MAX),
      firstName: cleanName(input.firstName),
      lastName: cleanName(input.lastName),
    },
    metadata: { actor: 'system:worker', commandId: commandKey, correlationId: commandKey, causationId: `job:${cause.jobId}` },
    commandKey,
    result: () => ({ appUserId }),
  });
}
