// Starts graphile-worker in this process with our tasks and stranded-job recovery.
import { EventEmitter } from 'node:events';
import { parseCronItems, run, Logger, type Runner, type TaskList, type WorkerEvents } from 'graphile-worker';
import { PLAN_NEXT_WEEK_SCHEDULE, PLAN_NEXT_WEEK_TASK } from '../server/modules/meal-plans/index.ts';
import type pg from 'pg';
import { taskList } from './task-list.ts';
import { watchStrandedJobs } from './stranded-jobs.ts';

export interface WorkerHandle {
  runner: Runner;
  stop(): Promise<void>;
}

export interface StartWorkerOptions {
  pool: pg.Pool;
  concurrency?: number;
  processName?: string;
  log?: (message: string, fields?: Record<string, unknown>) => void;
  deadAfterMs?: number;
  beatMs?: number;
  /** Tasks besides the product's own (tests add slow or failing ones). */
  extraTasks?: TaskList;
}

/**
 * The schedule. Backfilled for six hours: a deploy over Monday 00:05 still plans next week when the
 * worker comes back (the task plans only what is missing, so a backfilled run is harmless). Every
 * worker process registers it; graphile-worker runs each time slot once across them.
 */
/** Applies what the local billing adapter has due (Stripe keeps its own clock: there it does nothing). */
export const BILLING_RUN_DUE_TASK = 'billing-run-due';

export const cronItems = () =>
  parseCronItems([
    { task: PLAN_NEXT_WEEK_TASK, match: PLAN_NEXT_WEEK_SCHEDULE, identifier: PLAN_NEXT_WEEK_TASK, options: { backfillPeriod: 6 * 3_600_000, maxAttempts: 5 } },
    { task: BILLING_RUN_DUE_TASK, match: '7 * * * *', identifier: BILLING_RUN_DUE_TASK, options: { maxAttempts: 3 } },
  ]);

export async function startWorker(options: StartWorkerOptions): Promise<WorkerHandle> {
  const events = new EventEmitter() as WorkerEvents;
  // The ids that lock jobs and beat for them. graphile-worker 0.17 locks a job with its worker
  // pool's id, not the worker's: beating only for worker ids unlocked nothing, and a killed
  // process's jobs stayed stranded for graphile-worker's four hours.
  const workerIds = new Set<string>();
  events.on('pool:create', ({ workerPool }) => workerIds.add(workerPool.id));
  events.on('pool:release', ({ workerPool }) => workerIds.delete(workerPool.id));
  const log = options.log ?? (() => {});
  const logger = new Logger(() => (level: string, message: string) => {
    if (level === 'error' || level === 'warning') log(`worker: ${message}`, { level });
  });
  const runner = await run({
    pgPool: options.pool,
    concurrency: options.concurrency ?? 4,
    taskList: { ...taskList(options.pool), ...options.extraTasks },
    parsedCronItems: cronItems(),
    noHandleSignals: true,
    pollInterval: 2_000,
    logger,
    events,
  });
  const watcher = watchStrandedJobs(options.pool, () => [...workerIds], options.processName ?? `pid-${process.pid}`, {
    log,
    deadAfterMs: options.deadAfterMs,
    beatMs: options.beatMs,
  });
  return {
    runner,
    stop: async () => {
      await watcher.stop();
      await runner.stop();
    },
  };
}
