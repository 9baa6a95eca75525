// Recovery of jobs stranded by a killed worker within a minute, not graphile-worker's 4 hours: each
// worker process beats every few seconds for its workers; any process unlocks the jobs of workers
// whose beat stopped (graphile_worker.force_unlock_workers), and they run again.
import type pg from 'pg';

export interface StrandedJobOptions {
  beatMs?: number;
  /** A worker whose last beat is older than this is dead. */
  deadAfterMs?: number;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

export function watchStrandedJobs(pool: pg.Pool, workerIds: () => string[], processName: string, options: StrandedJobOptions = {}) {
  const beatMs = options.beatMs ?? 5_000;
  const deadAfterMs = options.deadAfterMs ?? 20_000;
  let stopped = false;
  const tick = async () => {
    const ids = workerIds();
    if (ids.length > 0) {
      await pool.query(
        `insert into worker_heartbeats (worker_id, process) select id, $2 from unnest($1::text[]) id
         on conflict (worker_id) do update set beat_at = now()`,
        [ids, processName],
      );
    }
    const { rows } = await pool.query<{ worker_id: string }>(
      `delete from worker_heartbeats where beat_at < now() - make_interval(secs => $1) returning worker_id`,
      [deadAfterMs / 1000],
    );
    if (rows.length > 0) {
      const dead = rows.map((row) => row.worker_id);
      await pool.query('select graphile_worker.force_unlock_workers($1::text[])', [dead]);
      options.log?.('unlocked the jobs of workers that stopped', { workers: dead });
    }
  };
  const timer = setInterval(() => {
    if (!stopped) tick().catch((error: unknown) => options.log?.('heartbeat failed', { error: String(error) }));
  }, beatMs);
  timer.unref();
  void tick().catch(() => {});
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      const ids = workerIds();
      if (ids.length > 0) await pool.query('delete from worker_heartbeats where worker_id = any($1::text[])', [ids]).catch(() => {});
    },
  };
}
