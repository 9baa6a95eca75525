// Old rows of the provider's tables are swept now and then by whichever api process is asked first,
// so nothing grows without bound and no scheduler is needed.
import type pg from 'pg';

const EVERY_MS = 10 * 60_000;

export function housekeeper(pool: pg.Pool, log: (message: string, fields?: Record<string, unknown>) => void) {
  let last = 0;
  return () => {
    if (Date.now() - last < EVERY_MS) return;
    last = Date.now();
    void pool
      .query(
        `delete from auth.one_time_tokens where expires_at < now() - interval '1 day' or used_at < now() - interval '1 day';
         delete from auth.flow_states where created_at < now() - interval '2 days';
         delete from auth.rate_limits where updated_at < now() - interval '1 day';
         delete from auth.mail where sent_at < now() - interval '14 days';`,
      )
      .catch((error: unknown) => log('auth housekeeping failed', { error: String(error) }));
  };
}
