// refresh-grocery-list: caused by plan changes and pantry changes (job key per cook and weeks, so a
// burst runs once). Records each week's list when it changed; a week without a plan has none yet.
import type { Task } from 'graphile-worker';
import type pg from 'pg';
import { z } from 'zod';
import { handleCommand } from '../../server/event-store/command-handler.ts';
import { newId } from '../../server/event-store/ids.ts';
import { groceryListDecider } from '../../server/modules/grocery/index.ts';
import { groceryRefreshCommands } from '../../server/workflows/grocery-refresh.ts';

const week = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
// `weekStart` alone: a job queued before one job refreshed several weeks.
const payloadSchema = z.union([
  z.object({ appUserId: z.uuid(), weekStarts: z.array(week).min(1) }),
  z.object({ appUserId: z.uuid(), weekStart: week }).transform(({ appUserId, weekStart }) => ({ appUserId, weekStarts: [weekStart] })),
]);

export const refreshGroceryListTask = (pool: pg.Pool, now: () => Date = () => new Date()): Task => async (payload, helpers) => {
  const { appUserId, weekStarts } = payloadSchema.parse(payload);
  const refreshes = await groceryRefreshCommands(pool, appUserId, weekStarts, now());
  for (const [index, weekStart] of weekStarts.entries()) {
    const refresh = refreshes[index];
    if (!refresh) {
      helpers.logger.info(`no plan for ${appUserId} in the week of ${weekStart}: no grocery list to refresh`);
      continue;
    }
    const commandId = newId();
    const outcome = await handleCommand(pool, {
      ...refresh,
      decider: groceryListDecider,
      metadata: { actor: 'system:worker', commandId, correlationId: commandId, causationId: `job:${helpers.job.id}` },
    });
    helpers.logger.info(`grocery list of ${appUserId} for ${weekStart} ${outcome.events.length > 0 ? 'refreshed' : 'unchanged'}`);
  }
};
