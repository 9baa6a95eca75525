// Starts graphile-worker in this process with our tasks and stranded-job recovery.
import { EventEmitter } from 'node:events';
import { run, Logger, type Runner, type TaskList, type WorkerEvents } from 'graphile-worker';
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
    parsedCronItems: [],
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
