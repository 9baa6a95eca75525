// Starts graphile-worker in this process with our tasks and stranded-job recovery.
import { EventEmitter } from 'node:events';
import { run, Logger, type Runner, type WorkerEvents } from 'graphile-worker';
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
}

export async function startWorker(options: StartWorkerOptions): Promise<WorkerHandle> {
  const events = new EventEmitter() as WorkerEvents;
  const workerIds = new Set<string>();
  events.on('worker:create', ({ worker }) => workerIds.add(worker.workerId));
  events.on('worker:stop', ({ worker }) => workerIds.delete(worker.workerId));
  const log = options.log ?? (() => {});
  const logger = new Logger(() => (level: string, message: string) => {
    if (level === 'error' || level === 'warning') log(`worker: ${message}`, { level });
  });
  const runner = await run({
    pgPool: options.pool,
    concurrency: options.concurrency ?? 4,
    taskList: taskList(options.pool),
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
