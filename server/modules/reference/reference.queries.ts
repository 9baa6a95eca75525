// The reference lists as the API returns them, in their curated order.
import type { Db } from '../../db/database.ts';
import type { CatalogueEntry, ReferenceEntry } from '../../contract/reference.ts';

export const listDiets = (db: Db): Promise<ReferenceEntry[]> => db.selectFrom('diets').select(['id', 'name', 'description']).orderBy('position').execute();
export const listCuisines = (db: Db): Promise<ReferenceEntry[]> => db.selectFrom('cuisines').select(['id', 'name', 'description']).orderBy('position').execute();
export const listFoodTypes = (db: Db): Promise<CatalogueEntry[]> => db.selectFrom('food_types').select(['id', 'name']).orderBy('position').execute();
export const listFoodGroups = (db: Db): Promise<ReferenceEntry[]> => db.selectFrom('food_groups').select(['id', 'name', 'description']).orderBy('position').execute();
export const listDefaultTags = (db: Db): Promise<ReferenceEntry[]> =>
  db.selectFrom('tags').select(['id', 'name', 'description']).where('is_default', '=', true).orderBy('position').execute();

export type ReferenceKind = 'diet' | 'cuisine';

/** The ids among `ids` that name no entry of the list (for a clear 400). */
export async function unknownReferenceIds(db: Db, kind: ReferenceKind | 'ingredient', ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const table = kind === 'diet' ? 'diets' : kind === 'cuisine' ? 'cuisines' : 'ingredients';
  const found = new Set((await db.selectFrom(table).select('id').where('id', 'in', [...ids]).execute()).map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}
