// Ingredient reads, shaped as the API gives them (the catalogue spec's Ingredient entity, plus the
// per-100 g facts the seed carries). The entity's calories_per_base_unit, protein, carbohydrate and
// fat are per serving: per `serving_size` units of `unit_of_measurement`, as the detail page says.
import { measureOf } from '../../kitchen/kitchen-notes.ts';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { IngredientsTable } from '../../db/schema.ts';
import type { Ingredient, IngredientFoodGroupLink } from '../../contract/ingredients.ts';
import type { UnitEntry } from '../../contract/reference.ts';

export type IngredientRow = Selectable<IngredientsTable>;

const ingredientImage = (id: string) => `/images/ingredientImages/${id}.jpg`;
const isoText = (value: Date | string) => new Date(value).toISOString();

/** Food group ids to names (a short static list). */
async function foodGroupNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('food_groups').select(['id', 'name']).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export function toIngredientResponse(row: IngredientRow, groupNames: Map<string, string>): Ingredient {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image_url: ingredientImage(row.id),
    unit_of_measurement: row.unit_of_measurement,
    estimated_shelf_life: row.estimated_shelf_life,
    serving_size: row.serving_size,
    calories_per_base_unit: row.calories_per_base_unit,
    protein: row.protein,
    carbohydrate: row.carbohydrate,
    fat: row.fat,
    micronutrients: row.micronutrients,
    estimated_cost_per_unit_cents: row.estimated_cost_per_unit_cents,
    common_uses: row.common_uses,
    is_perishable: row.is_perishable,
    is_vegetarian: row.is_vegetarian,
    is_vegan: row.is_vegan,
    author_id: row.author_id,
    foodGroups: row.food_group_ids.map((id) => groupNames.get(id)).filter((name): name is string => name !== undefined),
    food_group_ids: row.food_group_ids,
    primary_food_group: row.primary_food_group,
    grams_per_unit: row.grams_per_unit,
    // Beside the spec (decision 0034): how an amount of it is said and converted (a clove, a spoon's weight).
    measure: measureOf(row),
    calories_per_100g: row.calories_per_100g,
    protein_per_100g: row.protein_per_100g,
    carbohydrate_per_100g: row.carbohydrate_per_100g,
    fat_per_100g: row.fat_per_100g,
    source_ids: row.source_ids,
    created_at: isoText(row.created_at),
    updated_at: isoText(row.updated_at),
  };
}

export type IngredientResponse = Ingredient;

async function respond(db: Db, rows: IngredientRow[]): Promise<IngredientResponse[]> {
  if (rows.length === 0) return [];
  const names = await foodGroupNames(db);
  return rows.map((row) => toIngredientResponse(row, names));
}

export async function listIngredients(db: Db) {
  return respond(db, await db.selectFrom('ingredients').selectAll().orderBy('name').orderBy('id').execute());
}

/** The ingredients among `ids`, by name; unknown ids are left out. */
export async function listIngredientsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return respond(db, await db.selectFrom('ingredients').selectAll().where('id', 'in', [...ids]).orderBy('name').orderBy('id').execute());
}

export async function getIngredient(db: Db, id: string): Promise<IngredientResponse | undefined> {
  const [ingredient] = await listIngredientsByIds(db, [id]);
  return ingredient;
}

export async function findIngredient(db: Db, id: string): Promise<IngredientRow | undefined> {
  return db.selectFrom('ingredients').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The ingredient that has this name, whatever the case (for the name rule). */
export async function findIngredientIdByName(db: Db, name: string): Promise<string | null> {
  const row = await db.selectFrom('ingredients').select('id').where(sql<string>`lower(name)`, '=', name.trim().toLowerCase()).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The ingredient a cook's words name, whatever the case and whether they wrote it in the plural
 * ('Eggs', 'tomatoes' for 'Tomato'); an exact name wins over a singular form.
 */
export async function findIngredientByCookName(db: Db, words: string): Promise<IngredientRow | undefined> {
  const name = words.trim().toLowerCase();
  const forms = [...new Set([name, name.replace(/es$/, ''), name.replace(/s$/, '')])];
  const rows = await db.selectFrom('ingredients').selectAll().where(sql<string>`lower(name)`, 'in', forms).execute();
  return forms.map((form) => rows.find((row) => row.name.toLowerCase() === form)).find((row) => row !== undefined);
}

export async function listUnitsOfMeasurement(db: Db): Promise<UnitEntry[]> {
  return db.selectFrom('units_of_measurement').select('unit').orderBy('sort_order').execute();
}

export async function listFoodGroupIds(db: Db): Promise<string[]> {
  return (await db.selectFrom('food_groups').select('id').execute()).map((row) => row.id);
}

/** Ingredient to food group links: `{ ingredient_id, food_group_id, name }`, name being the group's. */
function linksOf(rows: Array<{ id: string; food_group_ids: string[] }>, names: Map<string, string>, groupIds?: ReadonlySet<string>): IngredientFoodGroupLink[] {
  return rows.flatMap((row) =>
    row.food_group_ids
      .filter((groupId) => !groupIds || groupIds.has(groupId))
      .map((groupId) => ({ ingredient_id: row.id, food_group_id: groupId, name: names.get(groupId) ?? null })),
  );
}

/** The links of the ingredients in any of these food groups (jsonb `?|` uses the GIN index). */
export async function listFoodGroupLinksOfGroups(db: Db, groupIds: readonly string[]) {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectFrom('ingredients')
    .select(['id', 'food_group_ids'])
    .where(sql<boolean>`food_group_ids ?| ${sql.val([...groupIds])}::text[]`)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return linksOf(rows, await foodGroupNames(db), new Set(groupIds));
}

/** One ingredient's food-group links; undefined when there is no such ingredient. */
export async function listFoodGroupLinksOfIngredient(db: Db, ingredientId: string) {
  const row = await db.selectFrom('ingredients').select(['id', 'food_group_ids']).where('id', '=', ingredientId).executeTakeFirst();
  if (!row) return undefined;
  return linksOf([row], await foodGroupNames(db));
}
