// /readyz: may this process take traffic? Only when the database answers and its schema is at the
// latest migration this code knows (the migrator's list against Kysely's migration table). /healthz
// is liveness and lag; a load balancer routes by this one.
import { Migrator } from 'kysely';
import { migrations } from '../../migrations/index.ts';
import type { Db } from '../db/database.ts';

export type Readiness = { ready: true } | { ready: false; reason: string };

/** A database that does not answer at all (a dropped network) must not hold the probe for long. */
const ANSWER_WITHIN_MS = 2_000;

export async function readinessReport(db: Db, answerWithinMs = ANSWER_WITHIN_MS): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: `database did not answer within ${answerWithinMs} ms` }), answerWithinMs);
  });
  try {
    return await Promise.race([check(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function check(db: Db): Promise<Readiness> {
  try {
    const known = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).getMigrations();
    const pending = known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
    if (pending.length > 0) return { ready: false, reason: `migrations pending: ${pending.join(', ')}` };
    return { ready: true };
  } catch (error) {
    return { ready: false, reason: `database unreachable: ${error instanceof Error ? error.message : String(error)}` };
  }
}
