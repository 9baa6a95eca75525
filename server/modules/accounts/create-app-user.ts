// The create-app-user command, run by the worker: registers the user with a new pantry. The command
// key makes a re-run (a retried or re-run job) append nothing.
import type pg from 'pg';
import { handleCommand } from '../../event-store/command-handler.ts';
import { newId } from '../../event-store/ids.ts';
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

export async function createAppUser(pool: pg.Pool, input: CreateAppUserInput, cause: { jobId: string }) {
  const appUserId = appUserIdFor(input.supabaseId);
  const commandKey = `create-app-user:${input.supabaseId}`;
  return handleCommand(pool, {
    streamId: userStreamId(appUserId),
    ownerId: appUserId,
    decider: accountDecider,
    command: { type: 'RegisterUser', appUserId, pantryId: newId(), ...input },
    metadata: { actor: 'system:worker', commandId: commandKey, correlationId: commandKey, causationId: `job:${cause.jobId}` },
    commandKey,
    result: () => ({ appUserId }),
  });
}
