// Pantry reads, shaped as the spec's Pantry ingredient.
import type { Db } from '../../db/database.ts';

const toDateText = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);

export async function listPantryItems(db: Db, pantryId: string, itemIds?: string[]) {
  let query = db
    .selectFrom('pantry_items as p')
    .leftJoin('ingredients as i', 'i.id', 'p.ingredient_id')
    .select([
      'p.id',
      'p.pantry_id',
      'p.app_user_id',
      'p.ingredient_id',
      'i.name as ingredient_name',
      'i.primary_food_group',
      'p.quantity',
      'p.unit_of_measurement',
      'p.purchase_date',
      'p.expiration_date',
      'p.is_confirmed',
      'p.confirmed_at',
    ])
    .where('p.pantry_id', '=', pantryId);
  if (itemIds) {
    if (itemIds.length === 0) return [];
    query = query.where('p.id', 'in', itemIds);
  }
  const rows = await query.orderBy('p.added_at').orderBy('p.id').execute();
  return rows.map((row) => ({
    ...row,
    ingredient_name: row.ingredient_name ?? 'Unknown ingredient',
    primary_food_group: row.primary_food_group ?? 'Other',
    confirmed_at: toDateText(row.confirmed_at),
  }));
}

export type PantryItemResponse = Awaited<ReturnType<typeof listPantryItems>>[number];
