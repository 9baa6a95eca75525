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

/** What the worker tells the process's metrics (implemented by LarderMetrics; optional for tests). */
export interface WorkerObserver {
  jobStarted(task: string, waitSeconds: number): void;
  jobFinished(task: string, seconds: number, outcome: 'success' | 'error'): void;
  planGenerated(seconds: number, outcome: string): void;
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
  observer?: WorkerObserver;
  /** The tasks' clock (default the system's): tests set the hour, as they set the api's. */
  now?: () => Date;
}

/**
 * A job's correlation for its log lines: the payload's `correlationId` when it carries one, else its
 * job key (the correlation id the product's tasks give the commands they issue), else the job.
 */
export function jobCorrelationId(job: { id: string; key: string | null; payload: unknown }): string {
  const carried = (job.payload as { correlationId?: unknown } | null)?.correlationId;
  return typeof carried === 'string' ? carried : (job.key ?? `job:${job.id}`);
}

/** Applies what the billing stand-in has due (Stripe keeps its own clock: there it does nothing). */
export const BILLING_RUN_DUE_TASK = 'billing-run-due';

/**
 * The schedule. Backfilled for six hours: a deploy over Monday 00:05 still plans next week when the
 * worker comes back (the task plans only what is missing, so a backfilled run is harmless). Every
 * worker process registers it; graphile-worker runs each time slot once across them.
 */
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
  // One line when a job starts and one when it ends, and its timings for the metrics.
  const startedAt = new Map<string, number>();
  // Job ids are bigints (this codebase's type parsers hand them over as numbers): logged as text.
  events.on('job:start', ({ job }) => {
    startedAt.set(String(job.id), performance.now());
    options.observer?.jobStarted(job.task_identifier, (Date.now() - new Date(job.run_at).getTime()) / 1000);
    log('job started', { task: job.task_identifier, jobId: String(job.id), attempt: job.attempts, correlationId: jobCorrelationId(job) });
  });
  events.on('job:complete', ({ job, error }) => {
    const started = startedAt.get(String(job.id));
    startedAt.delete(String(job.id));
    const seconds = started === undefined ? 0 : (performance.now() - started) / 1000;
    const outcome = error === undefined || error === null ? 'success' : 'error';
    options.observer?.jobFinished(job.task_identifier, seconds, outcome);
    log('job finished', {
      ...(outcome === 'error' ? { level: 'warn', error: String(error) } : {}),
      task: job.task_identifier,
      jobId: String(job.id),
      outcome,
      durationMs: Math.round(seconds * 100_000) / 100,
      correlationId: jobCorrelationId(job),
    });
  });
  events.on('job:failed', ({ job, error }) => {
    log('job failed for good', { level: 'error', task: job.task_identifier, jobId: String(job.id), attempts: job.attempts, error: String(error), correlationId: jobCorrelationId(job) });
  });
  const logger = new Logger(() => (level: string, message: string) => {
    if (level === 'error' || level === 'warning') log(`worker: ${message}`, { level });
  });
  const runner = await run({
    pgPool: options.pool,
    concurrency: options.concurrency ?? 4,
    taskList: { ...taskList(options.pool, options.observer, options.now), ...options.extraTasks },
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
