// refresh-grocery-list: caused by plan changes and pantry changes. Its payload, its work and who
// causes it live in server/workflows/grocery-refresh/; this file wires it to the queue.
import type { Task } from 'graphile-worker';
import type pg from 'pg';
import { groceryRefreshPayload, refreshGroceryLists } from '../../server/workflows/grocery-refresh/index.ts';

export const refreshGroceryListTask = (pool: pg.Pool, now: () => Date = () => new Date()): Task => async (payload, helpers) => {
  const job = groceryRefreshPayload.parse(payload);
  await refreshGroceryLists(pool, job, { jobId: String(helpers.job.id), now: now(), log: (message) => helpers.logger.info(message) });
};
