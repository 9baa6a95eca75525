// The app-user middleware: every signed-in call carries its app user, created on first sight.
import type { MiddlewareHandler } from 'hono';
import type pg from 'pg';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/context.ts';
import { appUserIdFor } from './accounts.events.ts';
import { findAppUserRef } from './accounts.queries.ts';
import type { AppUserCache } from './app-user-cache.ts';
import { CREATE_APP_USER_TASK, createAppUserJobKey, registrationFromSession } from './create-app-user.ts';

/**
 * Puts the caller's app user on the request. The first call of a user the product does not know
 * yet enqueues `create-app-user`; the job key makes repeated calls enqueue it once.
 */
export function resolveAppUser(deps: { db: Db; pool: pg.Pool; appUsers?: AppUserCache }): MiddlewareHandler<AppEnv> {
  const recentlyEnqueued = new Map<string, number>();
  const find = async (appUserId: string) => {
    const cached = deps.appUsers?.get(appUserId);
    if (cached) return cached;
    const readAt = deps.appUsers?.begin() ?? 0;
    const user = await findAppUserRef(deps.pool, appUserId);
    if (user) deps.appUsers?.remember(appUserId, user, readAt);
    return user;
  };
  return async (c, next) => {
    const session = c.get('session');
    const user = await find(appUserIdFor(session.sub));
    if (user) {
      c.set('appUser', user);
    } else {
      c.set('appUser', undefined);
      const last = recentlyEnqueued.get(session.sub) ?? 0;
      if (Date.now() - last > 2_000) {
        recentlyEnqueued.set(session.sub, Date.now());
        if (recentlyEnqueued.size > 10_000) recentlyEnqueued.clear();
        await deps.pool.query(`select graphile_worker.add_job($1, $2::json, job_key := $3, job_key_mode := 'preserve_run_at')`, [
          CREATE_APP_USER_TASK,
          JSON.stringify(registrationFromSession(session)),
          createAppUserJobKey(session.sub),
        ]);
      }
    }
    return next();
  };
}
