// Ingredient reads, shaped as the API gives them.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { IngredientsTable } from '../../db/schema.ts';

export type IngredientRow = Selectable<IngredientsTable>;

export function toIngredientResponse(row: IngredientRow) {
  return {
    id: row.id,
    name: row.name,
    primary_food_group: row.primary_food_group,
    unit_of_measurement: row.unit_of_measurement,
    estimated_shelf_life: row.estimated_shelf_life,
    grams_per_unit: row.grams_per_unit,
    is_perishable: row.is_perishable,
    is_vegetarian: row.is_vegetarian,
    is_vegan: row.is_vegan,
    calories_per_100g: row.calories_per_100g,
    protein_per_100g: row.protein_per_100g,
    carbohydrate_per_100g: row.carbohydrate_per_100g,
    fat_per_100g: row.fat_per_100g,
    estimated_cost_per_unit_cents: row.estimated_cost_per_unit_cents,
    foodGroups: [row.primary_food_group],
  };
}

export async function listIngredients(db: Db) {
  const rows = await db.selectFrom('ingredients').selectAll().orderBy('name').execute();
  return rows.map(toIngredientResponse);
}

export async function findIngredient(db: Db, id: string): Promise<IngredientRow | undefined> {
  return db.selectFrom('ingredients').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listUnitsOfMeasurement(db: Db) {
  return db.selectFrom('units_of_measurement').select('unit').orderBy('sort_order').execute();
}
