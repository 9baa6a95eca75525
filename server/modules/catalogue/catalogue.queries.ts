// Recipe reads, shaped as the catalogue spec's entities (§3): cards for lists, the recipe with its
// lines and links for one recipe, steps and ingredient lines for the detail and edit screens.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

const recipeImage = (id: string) => `/images/recipeImages/${id}.jpg`;

const CARD = ['id', 'name', 'description', 'servings', 'prep_time', 'cook_time', 'total_time', 'difficulty', 'calories', 'protein', 'carbohydrate', 'fat', 'cost_per_serving', 'is_vegetarian', 'is_vegan', 'author_id'] as const;

export type LinkColumn = 'cuisine_ids' | 'diet_ids' | 'food_type_ids' | 'tag_ids';

/** Recipes linked to one id, or those with a line of one ingredient. */
export type RecipeCardFilter = { column: LinkColumn; id: string } | { usesIngredientId: string };

/** Recipe cards, by name; optionally only those the filter names. */
export async function listRecipeCards(db: Db, link?: RecipeCardFilter) {
  let query = db.selectFrom('recipes').select(CARD).orderBy('name').orderBy('id');
  // jsonb containment: one link id inside the recipe's array of ids, or one line naming the ingredient.
  if (link && 'column' in link) query = query.where(sql<boolean>`${sql.ref(link.column)} @> ${JSON.stringify([link.id])}::jsonb`);
  if (link && 'usesIngredientId' in link) query = query.where(sql<boolean>`ingredients @> ${JSON.stringify([{ ingredientId: link.usesIngredientId }])}::jsonb`);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, image_url: recipeImage(row.id) }));
}

export async function findRecipe(db: Db, id: string) {
  const row = await db.selectFrom('recipes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const { ingredients: _lines, steps: _steps, created_at, ...recipe } = row;
  return { ...recipe, image_url: recipeImage(row.id), created_at: new Date(created_at).toISOString() };
}

export async function listRecipeSteps(db: Db, recipeId: string) {
  const row = await db.selectFrom('recipes').select('steps').where('id', '=', recipeId).executeTakeFirst();
  if (!row) return undefined;
  return [...row.steps]
    .sort((a, b) => a.stepNumber - b.stepNumber)
    .map((step) => ({ id: step.stepId, step_number: step.stepNumber, instruction: step.instruction, recipe_id: recipeId }));
}

export async function listRecipeIngredients(db: Db, recipeId: string) {
  const row = await db.selectFrom('recipes').select('ingredients').where('id', '=', recipeId).executeTakeFirst();
  if (!row) return undefined;
  const ids = row.ingredients.map((line) => line.ingredientId);
  const names = new Map(
    ids.length === 0 ? [] : (await db.selectFrom('ingredients').select(['id', 'name']).where('id', 'in', ids).execute()).map((ingredient) => [ingredient.id, ingredient.name]),
  );
  return row.ingredients.map((line) => ({
    recipe_id: recipeId,
    ingredient_id: line.ingredientId,
    ingredient_name: names.get(line.ingredientId) ?? '',
    quantity: line.quantity,
    unit_of_measurement: line.unit,
    notes: null,
  }));
}
