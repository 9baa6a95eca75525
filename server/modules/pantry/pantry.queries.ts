// Pantry reads, shaped as the spec's Pantry ingredient.
import type { Queryable } from '../../event-store/event-store.ts';
import { pantryStreamId } from './pantry.events.ts';
import { sayAmount, type UnitSystem } from '../../kitchen/amounts.ts';
import { measureOf } from '../../kitchen/kitchen-notes.ts';
import type { PantryItem } from '../../contract/pantry.ts';

/** A pantry item as the API answers it: the contract's declaration, which the web client reads too. */
export type PantryItemResponse = PantryItem;

const toDateText = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);

const ITEM_COLUMNS = [
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
  'i.grams_per_unit',
] as const;

/** A row as the spec shows it: names and groups of unknown ingredients filled in, times as ISO text. */
const shapedItem = ({ grams_per_unit, ...row }: PantryItemRow, system: UnitSystem): PantryItemResponse => {
  const ingredient = { name: row.ingredient_name ?? 'Unknown ingredient', primary_food_group: row.primary_food_group ?? 'Other' };
  const measure = measureOf({ ...ingredient, unit_of_measurement: row.unit_of_measurement, grams_per_unit });
  return {
    ...row,
    ingredient_name: ingredient.name,
    primary_food_group: ingredient.primary_food_group,
    confirmed_at: toDateText(row.confirmed_at),
    quantity_text: sayAmount(row.quantity, row.unit_of_measurement, measure, system).text,
  };
};

/**
 * Each item's ingredient, looked up by its id. As a plain join, PostgreSQL hashed the whole catalogue
 * for every read (a scan of all 410 seeded ingredients for a pantry of 14, more as cooks author
 * their own); `offset 0` keeps the subquery from being flattened back into that join.
 */
const INGREDIENT_OF_ITEM = 'left join lateral (select name, primary_food_group, grams_per_unit from ingredients where id = p.ingredient_id offset 0) as i on true';


type PantryItemRow = Omit<PantryItemResponse, 'ingredient_name' | 'primary_food_group' | 'confirmed_at' | 'quantity_text'> & {
  ingredient_name: string | null;
  primary_food_group: string | null;
  confirmed_at: unknown;
  grams_per_unit: number | null;
};

/** Items of a pantry (all, or those of `itemIds`), oldest first: what a pantry change answers with. */
export async function listPantryItems(db: Queryable, pantryId: string, system: UnitSystem, itemIds?: string[]): Promise<PantryItemResponse[]> {
  if (itemIds?.length === 0) return [];
  const { rows } = await db.query<PantryItemRow>({
    name: 'list_pantry_items',
    text: `select ${ITEM_COLUMNS.join(', ')}
             from pantry_items as p
             ${INGREDIENT_OF_ITEM}
            where p.pantry_id = $1 and ($2::uuid[] is null or p.id = any($2::uuid[]))
            order by p.added_at, p.id`,
    values: [pantryId, itemIds ?? null],
  });
  return rows.map((row) => shapedItem(row, system));
}

/** The pantry read's statement (its plan is tested): the items of pantry $1 and the version of its stream, $2. */
export const READ_PANTRY_SQL = `select s.version as stream_version, ${ITEM_COLUMNS.join(', ')}
             from streams as s
             left join pantry_items as p on p.pantry_id = $1
             ${INGREDIENT_OF_ITEM}
            where s.stream_id = $2
            order by p.added_at, p.id`;

/**
 * The whole pantry and its stream's version (the ETag a later change can name in If-Match), in one
 * statement: a pantry's page is read as often as its plan.
 */
export async function readPantry(db: Queryable, pantryId: string, system: UnitSystem): Promise<{ version: number; items: PantryItemResponse[] }> {
  // Plain SQL, prepared once per connection: building it with the query builder on every read cost
  // more than running it (the page is read as often as the plan).
  const { rows } = await db.query<PantryItemRow & { stream_version: number; id: string | null }>({
    name: 'read_pantry',
    text: READ_PANTRY_SQL,
    values: [pantryId, pantryStreamId(pantryId)],
  });
  // No stream: a pantry nothing was ever added to. A stream and no items: one row of nulls.
  const version = rows[0]?.stream_version ?? 0;
  const items = rows.filter((row) => row.id !== null).map(({ stream_version: _version, ...row }) => shapedItem(row, system));
  return { version, items };
}

