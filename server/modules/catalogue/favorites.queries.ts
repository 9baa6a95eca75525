// A cook's favourites as the favourites calls read them: newest first, each with its recipe card.
import type { Db } from '../../db/database.ts';
import { listRecipeCards } from './catalogue.queries.ts';
import type { Favorite } from '../../contract/recipes.ts';

export async function listFavorites(db: Db, appUserId: string): Promise<Favorite[]> {
  const rows = await db
    .selectFrom('favorites')
    .select(['recipe_id', 'favorited_at'])
    .where('app_user_id', '=', appUserId)
    .orderBy('favorited_at', 'desc')
    .orderBy('recipe_id')
    .execute();
  const cards = new Map((await listRecipeCards(db, { ids: rows.map((row) => row.recipe_id) })).map((card) => [card.id, card]));
  // A deleted recipe leaves the list with its row in the recipes model.
  return rows.flatMap((row) => {
    const recipe = cards.get(row.recipe_id);
    return recipe ? [{ recipe_id: row.recipe_id, favorited_at: new Date(row.favorited_at).toISOString(), recipe }] : [];
  });
}

export async function isFavorite(db: Db, appUserId: string, recipeId: string): Promise<boolean> {
  const row = await db.selectFrom('favorites').select('id').where('app_user_id', '=', appUserId).where('recipe_id', '=', recipeId).executeTakeFirst();
  return row !== undefined;
}
