// App user reads, shaped as the spec's User.
import type { Db } from '../../db/database.ts';

export async function findAppUser(db: Db, appUserId: string) {
  const row = await db.selectFrom('app_users').selectAll().where('id', '=', appUserId).executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    email_confirmed_at: row.email_confirmed_at ? new Date(row.email_confirmed_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}
