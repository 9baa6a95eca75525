// plan-next-week: the weekly schedule (workers/worker.ts, Mondays 00:05 UTC), also safe to add by
// hand at any time: it requests next week's plan for every ready cook that has none requested.
import type { Task } from 'graphile-worker';
import type pg from 'pg';
import { z } from 'zod';
import { requestNextWeekPlans } from '../../server/modules/meal-plans/index.ts';

// The cron run carries its scheduled time: a run started late still plans the week it was meant for.
const payloadSchema = z.object({ _cron: z.object({ ts: z.string() }).optional() }).loose();

export const planNextWeekTask = (pool: pg.Pool, now: () => Date = () => new Date()): Task => async (payload, helpers) => {
  const input = payloadSchema.parse(payload ?? {});
  const at = input._cron ? new Date(input._cron.ts) : now();
  const outcome = await requestNextWeekPlans(pool, at, (appUserId) => ({
    actor: 'system:schedule',
    // One command per cook and week: event ids derive from it, so a retried job repeats nothing.
    commandId: `plan-next-week:${appUserId}:${at.toISOString().slice(0, 10)}`,
    correlationId: `plan-next-week:${helpers.job.id}`,
    causationId: `job:${helpers.job.id}`,
  }));
  helpers.logger.info(`next week (${outcome.weekStart}): ${outcome.requested} plans requested for ${outcome.readyCooks} ready cooks`);
};
