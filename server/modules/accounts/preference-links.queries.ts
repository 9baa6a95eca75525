// A user's preference links, read from their app user row and named from the reference lists.
import type { Db } from '../../db/database.ts';
import { deterministicUuid } from '../../event-store/ids.ts';
import type { LinkKind } from './accounts.decider.ts';
import type { PreferenceLink } from '../../contract/accounts.ts';

export type { PreferenceLink };

const sources = {
  diet: { column: 'diet_ids', table: 'diets', field: 'diet_id' },
  cuisine: { column: 'cuisine_ids', table: 'cuisines', field: 'cuisine_id' },
  'avoided-ingredient': { column: 'avoided_ingredient_ids', table: 'ingredients', field: 'ingredient_id' },
} as const;

export const preferenceLinkId = (appUserId: string, kind: LinkKind, targetId: string) => deterministicUuid(`preference:${appUserId}:${kind}:${targetId}`);

export async function listPreferenceLinks(db: Db, appUserId: string, kind: LinkKind): Promise<PreferenceLink[]> {
  const source = sources[kind];
  const row = await db.selectFrom('app_users').select(source.column).where('id', '=', appUserId).executeTakeFirst();
  const ids = (row?.[source.column] as string[] | undefined) ?? [];
  if (ids.length === 0) return [];
  const named = new Map<string, { name: string; description?: string }>();
  if (source.table === 'ingredients') {
    for (const item of await db.selectFrom('ingredients').select(['id', 'name']).where('id', 'in', ids).execute()) named.set(item.id, { name: item.name });
  } else {
    for (const item of await db.selectFrom(source.table).select(['id', 'name', 'description']).where('id', 'in', ids).execute()) named.set(item.id, item);
  }
  return ids.map((targetId) => ({
    id: preferenceLinkId(appUserId, kind, targetId),
    app_user_id: appUserId,
    [source.field]: targetId,
    name: named.get(targetId)?.name ?? '',
    ...(named.get(targetId)?.description ? { description: named.get(targetId)!.description } : {}),
  }));
}
