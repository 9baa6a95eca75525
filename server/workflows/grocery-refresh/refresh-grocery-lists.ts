// The refresh job's work: each week's list recorded when it changed (the decider records nothing for
// an unchanged list, so a burst of jobs or a retried one appends nothing twice); a week without a
// plan has no list yet.
import type pg from 'pg';
import { handleCommand } from '../../event-store/command-handler.ts';
import { newId } from '../../event-store/ids.ts';
import type { GroceryRefreshPayload } from '../../grocery-refresh.job.ts';
import { groceryListDecider } from '../../modules/grocery/grocery-list.decider.ts';
import { groceryRefreshCommands } from './grocery-refresh.commands.ts';

export interface RefreshRun {
  /** The queue's id of the job: the cause recorded with its events. */
  jobId: string;
  now: Date;
  log: (message: string) => void;
}

export async function refreshGroceryLists(pool: pg.Pool, { appUserId, weekStarts }: GroceryRefreshPayload, run: RefreshRun): Promise<void> {
  const refreshes = await groceryRefreshCommands(pool, appUserId, weekStarts, run.now);
  for (const [index, weekStart] of weekStarts.entries()) {
    const refresh = refreshes[index];
    if (!refresh) {
      run.log(`no plan for ${appUserId} in the week of ${weekStart}: no grocery list to refresh`);
      continue;
    }
    const commandId = newId();
    const outcome = await handleCommand(pool, {
      ...refresh,
      decider: groceryListDecider,
      metadata: { actor: 'system:worker', commandId, correlationId: commandId, causationId: `job:${run.jobId}` },
    });
    run.log(`grocery list of ${appUserId} for ${weekStart} ${outcome.events.length > 0 ? 'refreshed' : 'unchanged'}`);
  }
}
