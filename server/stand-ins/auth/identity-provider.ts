// The identity port (server/identity/identity-provider.ts) on this stand-in: it keeps its users in
// the `auth` schema of our own database, so the answer is one query.
import type pg from 'pg';
import type { IdentityProvider } from '../../identity/identity-provider.ts';
import { liveLocalSessions } from './sessions.ts';
import { findLocalAuthUser } from './users.ts';

export function localIdentityProvider(pool: pg.Pool): IdentityProvider {
  return {
    name: 'local',
    async emailConfirmation(caller) {
      const user = await findLocalAuthUser(pool, caller.sub);
      if (!user) return undefined;
      return { email: user.email, confirmedAt: user.emailConfirmedAt ? user.emailConfirmedAt.toISOString() : null };
    },
    async endedSessions(sessions) {
      const live = await liveLocalSessions(pool, sessions);
      return new Set(sessions.filter((session) => !live.has(session.sessionId)).map((session) => session.sessionId));
    },
  };
}
