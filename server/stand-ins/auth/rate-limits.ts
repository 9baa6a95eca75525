// Sliding-window limits kept in PostgreSQL (auth.take_rate_limit), so they hold however many api
// processes share the database. Over the limit: 429 over_request_rate_limit, as GoTrue answers.
import type { Queryable } from './db.ts';
import { authErrors } from './errors.ts';
import type { RateLimit, RateLimits } from './options.ts';

export type RateLimitName = keyof RateLimits;

export async function takeRateLimit(db: Queryable, limits: RateLimits, name: RateLimitName, subject: string): Promise<void> {
  const limit: RateLimit = limits[name];
  const { rows } = await db.query<{ wait_ms: number }>(`select auth.take_rate_limit($1, $2, $3, $4) as wait_ms`, [
    name,
    subject.toLowerCase(),
    limit.max,
    limit.windowMs,
  ]);
  const waitMs = Number(rows[0]?.wait_ms ?? 0);
  if (waitMs > 0) throw authErrors.overRequestRateLimit(waitMs);
}
