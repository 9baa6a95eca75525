// The GIN index over every grocery list's lines is dropped. It found the list that holds an item for
// a mark in the cart, but every change of a list (each mark, each refresh) rewrote the whole 12 kB of
// lines, and with them hundreds of the index's entries; and since the indexed column changed, no
// update could be HOT, so the row's other indexes took a new entry each time too. A cook's lists of
// this week on are found by the (app_user_id, week_start) index, and the item is looked for in those
// few rows (grocery-list.queries.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists grocery_lists_by_item`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
