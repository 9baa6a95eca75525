// create-app-user: the first authenticated call of a new provider user enqueues this job.
import type { Task } from 'graphile-worker';
import type pg from 'pg';
import { z } from 'zod';
import { createAppUser } from '../../server/modules/accounts/index.ts';

const payloadSchema = z.object({
  supabaseId: z.string().min(1),
  email: z.string(),
  firstName: z.string().default(''),
  lastName: z.string().default(''),
});

export const createAppUserTask = (pool: pg.Pool): Task => async (payload, helpers) => {
  const input = payloadSchema.parse(payload);
  const outcome = await createAppUser(pool, input, { jobId: helpers.job.id });
  helpers.logger.info(`app user ${outcome.duplicate || outcome.events.length === 0 ? 'already existed' : 'created'} for ${input.supabaseId}`);
};
