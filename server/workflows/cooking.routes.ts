// The cooking calls (spec: complete_meal_cooking, complete_recipe_cooking). They span the meal-plan
// and pantry slices, so they live with the workflow that composes them and are mounted in app.ts.
// A meal that is not the caller's is a 404 (nothing about it leaks); another user's id a 403.
// Cooking a meal reads its plan's stream once: that read names the recipe and is decided on.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { acceptedResponse, runCommand, runCommandAcross, type CommandDeps, type CommandOutcome } from '../http/command.ts';
import { requireOwnAccount, requireReadyAccount } from '../http/app-user.ts';
import type { AppEnv, AppUserRef } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { id, isoDate, validate } from '../http/validate.ts';
// Direct file imports, not the slices' index.
import { findMeal, findMealHome } from '../modules/meal-plans/meal-plans.queries.ts';
import { browserToday, recordedToday, TODAY_HEADER } from '../http/cook-today.ts';
import { listPantryItems } from '../modules/pantry/pantry.queries.ts';
import { cookingMessages, cookMealCommand, cookRecipeCommand, lastUseOfMeal, loadPlanForCooking, loadRecipeForCooking, undoMealCookingCommand, type CookingResult } from './cook-meal.ts';

export interface CookingDeps extends CommandDeps {
  db: Db;
  now: () => Date;
}

const NO_MEAL = 'This meal is not in your meal plan.';
const SERVINGS = 'serving_size must be a whole number from 1 to 16.';
const servings = z.number({ error: SERVINGS }).int(SERVINGS).min(1, SERVINGS).max(16, SERVINGS);

export function cookingRoutes(deps: CookingDeps) {
  /** { meal, pantry_ingredients }: the meal as the plan shows it now and the pantry items changed (or 202 while read models lag). */
  async function answerMealAndPantry(c: Context<AppEnv>, user: AppUserRef, mealId: string, outcome: CommandOutcome<CookingResult>) {
    if (outcome.kind === 'accepted') return acceptedResponse(c, outcome.position, outcome.result);
    return c.json({ meal: (await findMeal(deps.pool, user.id, mealId)) ?? null, pantry_ingredients: await listPantryItems(deps.pool, user.pantryId, user.unitSystem, outcome.result.pantryItemIds) });
  }

  return new Hono<AppEnv>()
    // Answers { meal, pantry_ingredients }: the meal as the plan shows it now (cooked) and the pantry
    // items cooking lowered (after the change), so the page can update both without reloading.
    .post(
      '/meal/complete_meal_cooking',
      validate('json', z.object({ meal_id: id('meal_id'), serving_size: servings, today_browser_date: isoDate.optional(), next_week_browser_date: isoDate.optional() })),
      async (c) => {
        const body = c.req.valid('json');
        const user = requireReadyAccount(c);
        const home = await findMealHome(deps.pool, body.meal_id);
        if (!home || home.appUserId !== user.id) throw new HttpError(404, NO_MEAL);
        const plan = await loadPlanForCooking(deps.pool, user.id, home.weekStart);
        const recipeId = plan.state.meals[body.meal_id]?.recipeId ?? home.recipeId;
        // next_week_browser_date is accepted as the spec sends it; the window is today's week and the one after it.
        const today = browserToday(deps.now(), body.today_browser_date ?? c.req.header(TODAY_HEADER));
        const cooking = { appUserId: user.id, pantryId: user.pantryId, weekStart: home.weekStart, mealId: body.meal_id, servings: body.serving_size, today, recipe: await loadRecipeForCooking(deps.pool, recipeId), plan };
        return answerMealAndPantry(c, user, body.meal_id, await runCommandAcross(c, deps, cookMealCommand(cooking), body));
      },
    )
    // Undo 'I Cooked This' (decision 0032): the meal open again and the pantry given back exactly
    // what that cooking took. Answers as the cooking did: { meal, pantry_ingredients } (raised).
    .post('/meal/undo_meal_cooking', validate('json', z.object({ meal_id: id('meal_id') })), async (c) => {
      const body = c.req.valid('json');
      const user = requireReadyAccount(c);
      const home = await findMealHome(deps.pool, body.meal_id);
      if (!home || home.appUserId !== user.id) throw new HttpError(404, NO_MEAL);
      const today = browserToday(deps.now(), c.req.header(TODAY_HEADER));
      const undo = { appUserId: user.id, pantryId: user.pantryId, weekStart: home.weekStart, mealId: body.meal_id, today, used: await lastUseOfMeal(deps.pool, user.pantryId, body.meal_id) };
      return answerMealAndPantry(c, user, body.meal_id, await runCommandAcross(c, deps, undoMealCookingCommand(undo), body));
    })
    // Answers { pantry_ingredients }: the items cooking lowered ([] when the pantry held none of the recipe).
    .post('/recipe/complete_recipe_cooking', validate('json', z.object({ recipe_id: id('recipe_id'), app_user_id: id('app_user_id'), serving_size: servings })), async (c) => {
      const body = c.req.valid('json');
      const user = requireOwnAccount(c, body.app_user_id);
      requireReadyAccount(c);
      const recipe = await loadRecipeForCooking(deps.pool, body.recipe_id);
      if (!recipe) throw new HttpError(404, cookingMessages.noRecipe);
      const outcome = await runCommand(c, deps, cookRecipeCommand({ appUserId: user.id, pantryId: user.pantryId, servings: body.serving_size, today: recordedToday(c, deps.now()), recipe }), body);
      if (outcome.kind === 'accepted') return acceptedResponse(c, outcome.position, outcome.result);
      return c.json({ pantry_ingredients: await listPantryItems(deps.pool, user.pantryId, user.unitSystem, outcome.result.pantryItemIds) });
    });
}
