// Writes the static reference lists on every migrate: upserts by id, so edited texts reach existing
// databases and nothing is duplicated.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { cuisines, defaultTags, diets, foodGroups, foodTypes, referenceIdFor, type ReferenceEntry } from '../../facts/reference-lists.ts';

const rowsOf = (kind: Parameters<typeof referenceIdFor>[0], entries: readonly ReferenceEntry[]) =>
  entries.map((item, position) => ({ id: referenceIdFor(kind, item.key), name: item.name, description: item.description, position }));

export async function seedReferenceLists(db: Db): Promise<number> {
  const lists = [
    ['diets', rowsOf('diet', diets)],
    ['cuisines', rowsOf('cuisine', cuisines)],
    ['food_types', rowsOf('food-type', foodTypes)],
    ['food_groups', rowsOf('food-group', foodGroups)],
    ['tags', rowsOf('tag', defaultTags).map((row) => ({ ...row, is_default: true }))],
  ] as const;
  let count = 0;
  for (const [table, rows] of lists) {
    await sql`
      insert into ${sql.table(table)} select * from jsonb_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::jsonb)
      on conflict (id) do update set name = excluded.name, description = excluded.description, position = excluded.position
    `.execute(db);
    count += rows.length;
  }
  return count;
}
