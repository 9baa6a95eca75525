// What every recipe-writing route shares: who asks, the recipe's stream and owner, the facts the
// decider computes nutrition from, and the command run with read-your-writes.
import type { Context } from 'hono';
import type { Db } from '../../db/database.ts';
import { acceptedResponse, runCommand, type CommandDeps, type CommandOutcome } from '../../http/command.ts';
import { requireAppUser } from '../../http/app-user.ts';
import type { AppEnv } from '../../http/context.ts';
import { SYSTEM_AUTHOR, recipeStreamId } from './catalogue.events.ts';
import { findRecipeRow, ingredientFacts } from './catalogue.queries.ts';
import { recipeDecider, type FactsById, type RecipeActor, type RecipeCommand } from './recipe.decider.ts';

export interface RecipeWriteDeps extends CommandDeps {
  db: Db;
  now: () => Date;
}

export function actorOf(c: Context<AppEnv>): RecipeActor {
  const user = requireAppUser(c);
  return { appUserId: user.id, isAdmin: user.isAdmin };
}

export type StoredRecipe = NonNullable<Awaited<ReturnType<typeof findRecipeRow>>>;

/** Fresh facts for the recipe's lines and any ingredient about to join them. */
export async function factsFor(db: Db, recipe: StoredRecipe | undefined, extraIds: string[] = []): Promise<FactsById> {
  return ingredientFacts(db, [...(recipe?.ingredients.map((line) => line.ingredientId) ?? []), ...extraIds]);
}

/**
 * Runs a command on a recipe's stream. The author's tabs hear of the change (owner = author); the
 * seed catalogue has no owner. Parallel wizard posts collide on one stream: each re-decides on the
 * fresh state until it lands, so the retry budget is generous.
 */
export async function runRecipeCommand(
  c: Context<AppEnv>,
  deps: RecipeWriteDeps,
  recipeId: string,
  recipe: StoredRecipe | undefined,
  command: RecipeCommand,
  body: unknown,
): Promise<CommandOutcome<{ changed: boolean }>> {
  const authorId = recipe?.author_id ?? requireAppUser(c).id;
  return runCommand(
    c,
    deps,
    {
      streamId: recipeStreamId(recipeId),
      ownerId: authorId === SYSTEM_AUTHOR ? null : authorId,
      decider: recipeDecider,
      command,
      result: (events) => ({ changed: events.length > 0 }),
      maxAttempts: 60,
    },
    body,
  );
}

/** An add answers 201 when it added something and 200 for a repeat; a removal 200; 202 past the wait. */
export async function answer<T>(c: Context<AppEnv>, outcome: CommandOutcome<{ changed: boolean }>, body: () => Promise<T> | T, kind: 'add' | 'remove' = 'add') {
  if (outcome.kind === 'accepted') return acceptedResponse(c, outcome.position, outcome.result);
  return c.json((await body()) as object, kind === 'add' && outcome.result.changed ? 201 : 200);
}
