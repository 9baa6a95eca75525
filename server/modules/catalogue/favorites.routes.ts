// Favourites (catalogue spec §7 'Favourites'), signed in. The heart flips before the call returns, so
// every call is safe to repeat: favouriting twice or removing a non-favourite changes nothing.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Reads } from '../../db/database.ts';
import { acceptedResponse, runCommand } from '../../http/command.ts';
import { requireAppUser } from '../../http/app-user.ts';
import type { AppEnv } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { findRecipeRow } from './catalogue.queries.ts';
import { favoritesDecider, type FavoriteCommand } from './favorites.decider.ts';
import { favoritesStreamId } from './favorites.events.ts';
import { isFavorite, listFavorites } from './favorites.queries.ts';
import { recipeIdParam, recipeId } from './recipe-authoring.routes.ts';
import type { RecipeWriteDeps } from './recipe-command.ts';
import { recipeMessages } from './recipe.decider.ts';

export function favoriteRoutes(deps: RecipeWriteDeps & { reads: Reads }) {
  const execute = (c: Context<AppEnv>, appUserId: string, command: FavoriteCommand, body: unknown) =>
    runCommand(c, deps, { streamId: favoritesStreamId(appUserId), ownerId: appUserId, decider: favoritesDecider, command, maxAttempts: 30 }, body);

  return new Hono<AppEnv>()
    .get('/recipe-favorite/my-favorites', async (c) => c.json(await listFavorites(deps.reads.db, requireAppUser(c).id)))
    .get('/recipe-favorite/recipe/:id', validate('param', recipeIdParam), async (c) => c.json({ isFavorite: await isFavorite(deps.reads.db, requireAppUser(c).id, c.req.valid('param').id) }))
    .post('/recipe-favorite', validate('json', z.object({ recipe_id: recipeId })), async (c) => {
      const body = c.req.valid('json');
      const user = requireAppUser(c);
      if (!(await findRecipeRow(deps.db, body.recipe_id))) throw new HttpError(404, recipeMessages.notFound);
      const outcome = await execute(c, user.id, { type: 'FavoriteRecipe', appUserId: user.id, recipeId: body.recipe_id, favoritedAt: deps.now().toISOString() }, body);
      const answer = { recipe_id: body.recipe_id, isFavorite: true };
      return outcome.kind === 'accepted' ? acceptedResponse(c, outcome.position, answer) : c.json(answer, 201);
    })
    .delete('/recipe-favorite/recipe/:id', validate('param', recipeIdParam), async (c) => {
      const { id } = c.req.valid('param');
      const user = requireAppUser(c);
      const outcome = await execute(c, user.id, { type: 'UnfavoriteRecipe', appUserId: user.id, recipeId: id }, { id });
      const answer = { recipe_id: id, isFavorite: false };
      return outcome.kind === 'accepted' ? acceptedResponse(c, outcome.position, answer) : c.json(answer);
    });
}
