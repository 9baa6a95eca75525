// Session and users (spec §7): the user's own record, as a list ([] until the worker created it).
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type pg from 'pg';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { appUserIdFor } from './accounts.events.ts';
import { findAppUser } from './accounts.queries.ts';
import { CREATE_APP_USER_TASK, createAppUserJobKey } from './create-app-user.ts';

const ONLY_YOURS = 'You can only read your own user record.';

/**
 * Puts the caller's app user on the request. The first call of a user the product does not know
 * yet enqueues `create-app-user`; the job key makes repeated calls enqueue it once.
 */
export function resolveAppUser(deps: { db: Db; pool: pg.Pool }): MiddlewareHandler<AppEnv> {
  const recentlyEnqueued = new Map<string, number>();
  return async (c, next) => {
    const session = c.get('session');
    const user = await findAppUser(deps.db, appUserIdFor(session.sub));
    if (user) {
      c.set('appUser', { id: user.id, supabaseId: user.supabase_id, pantryId: user.pantry_id, email: user.email });
    } else {
      c.set('appUser', undefined);
      const last = recentlyEnqueued.get(session.sub) ?? 0;
      if (Date.now() - last > 2_000) {
        recentlyEnqueued.set(session.sub, Date.now());
        if (recentlyEnqueued.size > 10_000) recentlyEnqueued.clear();
        const metadata = session.claims.user_metadata as { firstName?: string; lastName?: string } | undefined;
        await deps.pool.query(`select graphile_worker.add_job($1, $2::json, job_key := $3, job_key_mode := 'preserve_run_at')`, [
          CREATE_APP_USER_TASK,
          JSON.stringify({ supabaseId: session.sub, email: session.email, firstName: metadata?.firstName ?? '', lastName: metadata?.lastName ?? '' }),
          createAppUserJobKey(session.sub),
        ]);
      }
    }
    return next();
  };
}

export function accountRoutes(db: Db) {
  const own = (sessionSub: string, supabaseId: string) => {
    if (sessionSub !== supabaseId) throw new HttpError(403, ONLY_YOURS);
  };
  const supabasePath = z.object({ supabaseId: z.string().min(1).max(200) });
  return new Hono<AppEnv>()
    .get('/users/supabase/:supabaseId', validate('param', supabasePath), async (c) => {
      const { supabaseId } = c.req.valid('param');
      own(c.get('session').sub, supabaseId);
      const user = await findAppUser(db, appUserIdFor(supabaseId));
      return c.json(user ? [user] : []);
    })
    .get('/users/supabase/:supabaseId/signup-check', validate('param', supabasePath), async (c) => {
      const { supabaseId } = c.req.valid('param');
      own(c.get('session').sub, supabaseId);
      const user = await findAppUser(db, appUserIdFor(supabaseId));
      return c.json(user ? [{ id: user.id, supabase_id: user.supabase_id, email: user.email }] : []);
    });
}
