// Recipe reads, shaped as the catalogue spec's entities (§3): cards for lists, the recipe with its
// lines and links for one recipe, steps and ingredient lines for the detail and edit screens.
import { sayAmount, type UnitSystem } from '../../kitchen/amounts.ts';
import { measureOf } from '../../kitchen/kitchen-notes.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { nameHoldsEveryWord } from './name-search.ts';
import type { Recipe, RecipeCard, RecipeIngredientLine, RecipeLinkEntry, RecipeStep } from '../../contract/recipes.ts';

const recipeImage = (id: string) => `/images/recipeImages/${id}.jpg`;

const CARD = ['id', 'name', 'description', 'servings', 'prep_time', 'cook_time', 'total_time', 'difficulty', 'calories', 'protein', 'carbohydrate', 'fat', 'cost_per_serving', 'is_vegetarian', 'is_vegan', 'kept_diet_ids', 'plan_ahead', 'author_id'] as const;

export type LinkColumn = 'cuisine_ids' | 'diet_ids' | 'food_type_ids' | 'tag_ids';

export interface CardFilter {
  /** Only the recipes linked to `link.id`. */
  link?: { column: LinkColumn; id: string };
  /** Words that must all be in the name, in any order, ignoring case and accents (name-search.ts). */
  search?: string;
  /** Recipes of any of these cuisines. */
  cuisineIds?: string[];
  authorId?: string;
  ids?: string[];
  /** Only the recipes with a line of this ingredient. */
  usesIngredientId?: string;
  limit?: number;
  offset?: number;
}

/** Recipe cards, by name; narrowed by whatever the filter names. */
export async function listRecipeCards(db: Db, filter: CardFilter = {}): Promise<RecipeCard[]> {
  let query = db.selectFrom('recipes').select(CARD).orderBy('name').orderBy('id');
  // jsonb containment: one link id inside the recipe's array of ids.
  if (filter.link) query = query.where(sql<boolean>`${sql.ref(filter.link.column)} @> ${JSON.stringify([filter.link.id])}::jsonb`);
  if (filter.usesIngredientId) query = query.where(sql<boolean>`ingredients @> ${JSON.stringify([{ ingredientId: filter.usesIngredientId }])}::jsonb`);
  if (filter.search) query = query.where(nameHoldsEveryWord(filter.search));
  if (filter.cuisineIds) query = query.where(sql<boolean>`cuisine_ids ?| ${sql.val(filter.cuisineIds)}::text[]`);
  if (filter.authorId !== undefined) query = query.where('author_id', '=', filter.authorId);
  if (filter.ids) query = filter.ids.length === 0 ? query.where(sql<boolean>`false`) : query.where('id', 'in', filter.ids);
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset);
  const rows = await query.execute();
  return rows.map(toCard);
}

export type { RecipeCard };
function toCard(row: Omit<RecipeCard, 'image_url'>): RecipeCard {
  return { ...row, image_url: recipeImage(row.id) };
}

/** The stored row, for the write side's routes (author, lines); undefined when there is none. */
export async function findRecipeRow(db: Db, id: string) {
  return db.selectFrom('recipes').select(['id', 'author_id', 'ingredients']).where('id', '=', id).executeTakeFirst();
}

export async function findRecipeIdOfStep(db: Db, stepId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('recipes')
    .select('id')
    .where(sql<boolean>`steps @> ${JSON.stringify([{ stepId }])}::jsonb`)
    .executeTakeFirst();
  return row?.id;
}

export async function findRecipe(db: Db, id: string): Promise<Recipe | undefined> {
  const row = await db.selectFrom('recipes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const { ingredients: _lines, steps: _steps, created_at, ...recipe } = row;
  return { ...recipe, image_url: recipeImage(row.id), created_at: new Date(created_at).toISOString() };
}

export async function listRecipeSteps(db: Db, recipeId: string): Promise<RecipeStep[] | undefined> {
  const row = await db.selectFrom('recipes').select('steps').where('id', '=', recipeId).executeTakeFirst();
  if (!row) return undefined;
  return [...row.steps]
    .sort((a, b) => a.stepNumber - b.stepNumber)
    .map((step) => ({ id: step.stepId, step_number: step.stepNumber, instruction: step.instruction, recipe_id: recipeId }));
}

/**
 * A recipe's lines, and beside the spec's fields (decision 0034) the amount as the cook reads it in
 * their system and the ingredient's figures that say it (the client scales with the same formatter).
 */
export async function listRecipeIngredients(db: Db, recipeId: string, system: UnitSystem = 'metric'): Promise<RecipeIngredientLine[] | undefined> {
  const row = await db.selectFrom('recipes').select('ingredients').where('id', '=', recipeId).executeTakeFirst();
  if (!row) return undefined;
  const ids = row.ingredients.map((line) => line.ingredientId);
  const ingredients = new Map(
    ids.length === 0
      ? []
      : (await db.selectFrom('ingredients').select(['id', 'name', 'primary_food_group', 'unit_of_measurement', 'grams_per_unit']).where('id', 'in', ids).execute()).map((ingredient) => [ingredient.id, ingredient]),
  );
  return row.ingredients.map((line) => {
    const ingredient = ingredients.get(line.ingredientId);
    const measure = ingredient ? measureOf(ingredient) : null;
    return {
      recipe_id: recipeId,
      ingredient_id: line.ingredientId,
      ingredient_name: ingredient?.name ?? '',
      quantity: line.quantity,
      unit_of_measurement: line.unit,
      notes: line.notes ?? null,
      quantity_text: sayAmount(line.quantity, line.unit, measure ?? undefined, system).text,
      measure,
    };
  });
}

/** The facts of these ingredients that nutrition is computed from, by id (unknown ids are left out). */
export async function ingredientFacts(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return {};
  const rows = await db
    .selectFrom('ingredients')
    .select(['id', 'name', 'primary_food_group', 'unit_of_measurement', 'grams_per_unit', 'calories_per_100g', 'protein_per_100g', 'carbohydrate_per_100g', 'fat_per_100g', 'estimated_cost_per_unit_cents', 'is_vegetarian', 'is_vegan'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return Object.fromEntries(rows.map(({ id, ...facts }) => [id, facts]));
}

/** The reference tables a recipe links to by id, with the field name their entries use. */
export const LINK_TABLES = {
  cuisine: { table: 'cuisines', column: 'cuisine_ids', field: 'cuisine_id' },
  diet: { table: 'diets', column: 'diet_ids', field: 'diet_id' },
  foodType: { table: 'food_types', column: 'food_type_ids', field: 'food_type_id' },
  tag: { table: 'tags', column: 'tag_ids', field: 'tag_id' },
} as const;
export type IdLink = keyof typeof LINK_TABLES;

export async function referenceExists(db: Db, link: IdLink, id: string): Promise<boolean> {
  const row = await db.selectFrom(LINK_TABLES[link].table).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** A recipe's links of one kind as entries `{ recipe_id, <kind>_id, name }`; undefined for an unknown recipe. */
export async function listRecipeLinks(db: Db, recipeId: string, link: IdLink): Promise<RecipeLinkEntry[] | undefined> {
  const { table, column, field } = LINK_TABLES[link];
  const row = await db.selectFrom('recipes').select(column).where('id', '=', recipeId).executeTakeFirst();
  if (!row) return undefined;
  const ids = row[column] as string[];
  if (ids.length === 0) return [];
  const names = new Map((await db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute()).map((entry) => [entry.id, entry.name]));
  return ids.map((id) => ({ recipe_id: recipeId, [field]: id, name: names.get(id) ?? '' }));
}

export async function listRecipeMealTimes(db: Db, recipeId: string): Promise<RecipeLinkEntry[] | undefined> {
  const row = await db.selectFrom('recipes').select('meal_times').where('id', '=', recipeId).executeTakeFirst();
  return row?.meal_times.map((time) => ({ recipe_id: recipeId, time }));
}

/** One entry per recipe and matching cuisine, for the All Recipes cuisine filter. */
export async function listRecipeCuisinePairs(db: Db, cuisineIds: readonly string[]) {
  if (cuisineIds.length === 0) return [];
  const { rows } = await sql<{ recipe_id: string; cuisine_id: string }>`
    select recipes.id as recipe_id, cuisine.id as cuisine_id
      from recipes cross join lateral jsonb_array_elements_text(recipes.cuisine_ids) as cuisine(id)
     where recipes.cuisine_ids ?| ${sql.val([...cuisineIds])}::text[] and cuisine.id = any(${sql.val([...cuisineIds])}::text[])
     order by recipes.name, recipes.id, cuisine.id`.execute(db);
  return rows;
}
