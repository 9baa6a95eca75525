// Session, users and preferences (spec §7 'Product backend: session and users' and 'Preferences').
// Every id in a path or body must be the caller's own: anyone else's gets 403.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { UNIT_SYSTEMS } from '../kitchen/amounts.ts';
import type { Db } from '../db/database.ts';
import { acceptedResponse, runCommandAcross, type CommandDeps } from '../http/command.ts';
import { requireAppUser, requireOwnAccount, ONLY_YOUR_ACCOUNT } from '../http/app-user.ts';
import type { AppEnv } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { id, validate } from '../http/validate.ts';
import type { IdentityProvider } from '../identity/identity-provider.ts';
import { accountCommand } from './account-commands.ts';
import { declaredToday } from '../http/cook-today.ts';
import type { AccountCommand, LinkKind, LinkPreferences, MealPlanPreferences } from '../modules/accounts/accounts.decider.ts';
import { MEALS_PER_WEEK, SERVING_SIZE, WEEKDAY_MINUTES, appUserIdFor, type MealType } from '../modules/accounts/accounts.events.ts';
import { findAppUser } from '../modules/accounts/accounts.queries.ts';
import type { CheckUserAnswer, EmailConfirmationAnswer } from '../contract/accounts.ts';
import { createAppUser, registrationFromSession } from '../modules/accounts/create-app-user.ts';
import { requireKnownIds } from './known-ids.ts';
import { preferenceLinkRoutes } from './preference-links.routes.ts';

export interface AccountDeps extends CommandDeps {
  db: Db;
  identity: IdentityProvider;
  now: () => Date;
}

const NOT_CONFIRMED = 'Your email address is not confirmed yet. Please click the link in the confirmation email we sent you.';
const UNKNOWN_AT_PROVIDER = 'Your sign-in could not be found. Please sign in again.';

const idList = (what: string) => z.array(id(`Each ${what}`), { error: `${what}s must be a list of ids.` }).max(200, `Choose at most 200 ${what}s.`);
const wholeNumber = (field: string, range: { min: number; max: number }) => {
  const message = `${field} must be a whole number from ${range.min} to ${range.max}.`;
  return z.number({ error: message }).int(message).min(range.min, message).max(range.max, message);
};
const mealsPerWeek = (meal: MealType) => wholeNumber(`Meals per week for ${meal}`, MEALS_PER_WEEK);
const servingSize = (meal: MealType) => wholeNumber(`Serving size for ${meal}`, SERVING_SIZE);
/** Minutes a weekday meal may take, or null for any time. */
const weekdayMinutes = (meal: MealType) => wholeNumber(`Weekday minutes for ${meal}`, WEEKDAY_MINUTES).nullable();

const preferencesSchema = z.object({
  diet_ids: idList('diet id'),
  cuisine_ids: idList('cuisine id'),
  ingredient_ids: idList('ingredient id').default([]),
  preferred_number_of_breakfast_meals: mealsPerWeek('breakfast').optional(),
  preferred_number_of_lunch_meals: mealsPerWeek('lunch').optional(),
  preferred_number_of_dinner_meals: mealsPerWeek('dinner').optional(),
  preferred_breakfast_serving_size: servingSize('breakfast').optional(),
  preferred_lunch_serving_size: servingSize('lunch').optional(),
  preferred_dinner_serving_size: servingSize('dinner').optional(),
  weekday_breakfast_minutes: weekdayMinutes('breakfast').optional(),
  weekday_lunch_minutes: weekdayMinutes('lunch').optional(),
  weekday_dinner_minutes: weekdayMinutes('dinner').optional(),
});
type PreferencesBody = z.infer<typeof preferencesSchema>;

const kitchenSchema = z
  .object({
    unit_system: z.enum(UNIT_SYSTEMS, { error: `unit_system must be one of: ${UNIT_SYSTEMS.join(', ')}.` }).optional(),
    staple_ingredient_ids: idList('staple ingredient id').optional(),
  })
  .refine((body) => body.unit_system !== undefined || body.staple_ingredient_ids !== undefined, 'Send unit_system, staple_ingredient_ids or both.');

const mealPlanPreferencesSchema = z.object({
  number_of_breakfast_meals: mealsPerWeek('breakfast'),
  number_of_lunch_meals: mealsPerWeek('lunch'),
  number_of_dinner_meals: mealsPerWeek('dinner'),
  breakfast_serving_size: servingSize('breakfast'),
  lunch_serving_size: servingSize('lunch'),
  dinner_serving_size: servingSize('dinner'),
});

/** The six counts of a body, each falling back to what the user has now. */
function mealPlanOf(body: PreferencesBody, current: NonNullable<Awaited<ReturnType<typeof findAppUser>>>): MealPlanPreferences {
  return {
    mealsPerWeek: {
      breakfast: body.preferred_number_of_breakfast_meals ?? current.preferred_number_of_breakfast_meals,
      lunch: body.preferred_number_of_lunch_meals ?? current.preferred_number_of_lunch_meals,
      dinner: body.preferred_number_of_dinner_meals ?? current.preferred_number_of_dinner_meals,
    },
    servingSizes: {
      breakfast: body.preferred_breakfast_serving_size ?? current.preferred_breakfast_serving_size,
      lunch: body.preferred_lunch_serving_size ?? current.preferred_lunch_serving_size,
      dinner: body.preferred_dinner_serving_size ?? current.preferred_dinner_serving_size,
    },
    // Absent: as now; null: any time.
    weekdayMinutes: {
      breakfast: body.weekday_breakfast_minutes !== undefined ? body.weekday_breakfast_minutes : current.weekday_breakfast_minutes,
      lunch: body.weekday_lunch_minutes !== undefined ? body.weekday_lunch_minutes : current.weekday_lunch_minutes,
      dinner: body.weekday_dinner_minutes !== undefined ? body.weekday_dinner_minutes : current.weekday_dinner_minutes,
    },
  };
}

export function accountRoutes(deps: AccountDeps) {
  const supabasePath = z.object({ supabaseId: z.string().min(1).max(200) });
  const userPath = z.object({ id: id('The user id') });
  const userIdPath = z.object({ userId: id('The user id') });
  const ownSupabaseId = (c: Context<AppEnv>, supabaseId: string) => {
    if (c.get('session').sub !== supabaseId) throw new HttpError(403, ONLY_YOUR_ACCOUNT);
  };
  const profileOf = async (appUserId: string) => {
    const user = await findAppUser(deps.db, appUserId);
    if (!user) throw new HttpError(404, 'No profile found');
    return user;
  };

  /** Runs an account command and answers with the profile as it now reads (or 202). */
  const execute = async (c: Context<AppEnv>, appUserId: string, command: AccountCommand, body: unknown, answer: (profile: Awaited<ReturnType<typeof profileOf>>) => unknown = (profile) => profile) => {
    const outcome = await runCommandAcross(c, deps, accountCommand(appUserId, command, deps.now(), declaredToday(c, deps.now())), body);
    if (outcome.kind === 'accepted') return acceptedResponse(c, outcome.position, outcome.result);
    return c.json(answer(await profileOf(appUserId)) as object);
  };

  const checkedLinks = async (body: PreferencesBody): Promise<LinkPreferences> => {
    await requireKnownIds(deps.db, 'diet', body.diet_ids);
    await requireKnownIds(deps.db, 'cuisine', body.cuisine_ids);
    await requireKnownIds(deps.db, 'ingredient', body.ingredient_ids);
    return { dietIds: body.diet_ids, cuisineIds: body.cuisine_ids, avoidedIngredientIds: body.ingredient_ids };
  };

  return new Hono<AppEnv>()
    .get('/users/supabase/:supabaseId', validate('param', supabasePath), async (c) => {
      const { supabaseId } = c.req.valid('param');
      ownSupabaseId(c, supabaseId);
      const user = await findAppUser(deps.db, appUserIdFor(supabaseId));
      return c.json(user ? [user] : []);
    })
    .get('/users/supabase/:supabaseId/signup-check', validate('param', supabasePath), async (c) => {
      const { supabaseId } = c.req.valid('param');
      ownSupabaseId(c, supabaseId);
      const user = await findAppUser(deps.db, appUserIdFor(supabaseId));
      return c.json(user ? [{ id: user.id, supabase_id: user.supabase_id, email: user.email, email_confirmed: user.email_confirmed }] : []);
    })
    .post('/users/confirm-email-secure', validate('json', z.object({ supabase_id: z.string({ error: 'supabase_id is required.' }).min(1, 'supabase_id is required.').max(200) })), async (c) => {
      const { supabase_id } = c.req.valid('json');
      const session = c.get('session');
      ownSupabaseId(c, supabase_id);
      // The provider's word, not the caller's: a client cannot confirm an address by asking.
      const confirmation = await deps.identity.emailConfirmation({ sub: session.sub, token: session.token });
      if (!confirmation) return c.json({ user: null, error: UNKNOWN_AT_PROVIDER }, 404);
      if (!confirmation.confirmedAt) return c.json({ user: null, error: NOT_CONFIRMED }, 409);
      const appUserId = appUserIdFor(session.sub);
      // Right after sign-up the worker may not have created the user yet: do it here, with the same
      // command key as the job, so whichever runs second appends nothing.
      if (!c.get('appUser')) await createAppUser(deps.pool, registrationFromSession(session), { jobId: `request:${c.get('requestId')}` });
      return execute(c, appUserId, { type: 'ConfirmEmail', email: confirmation.email, confirmedAt: confirmation.confirmedAt }, { supabase_id }, (user): EmailConfirmationAnswer => ({ user, error: null }));
    })
    .get('/postgres/users/:id', validate('param', userPath), async (c) => {
      const user = requireOwnAccount(c, c.req.valid('param').id);
      return c.json([await profileOf(user.id)]);
    })
    .get('/users/:id', validate('param', userPath), async (c) => {
      const user = requireOwnAccount(c, c.req.valid('param').id);
      return c.json(await profileOf(user.id));
    })
    .post('/users/check_user', async (c) => {
      const user = requireAppUser(c);
      return c.json<CheckUserAnswer>({ isAdmin: user.isAdmin });
    })
    .post('/users/setup_complete/:userId', validate('param', userIdPath), validate('json', preferencesSchema), async (c) => {
      const user = requireOwnAccount(c, c.req.valid('param').userId);
      const body = c.req.valid('json');
      const links = await checkedLinks(body);
      const mealPlan = mealPlanOf(body, await profileOf(user.id));
      return execute(c, user.id, { type: 'CompleteSetup', links, mealPlan, completedAt: deps.now().toISOString() }, body);
    })
    .put('/postgres/users/preferences/:userId', validate('param', userIdPath), validate('json', preferencesSchema), async (c) => {
      const user = requireOwnAccount(c, c.req.valid('param').userId);
      const body = c.req.valid('json');
      const links = await checkedLinks(body);
      const mealPlan = mealPlanOf(body, await profileOf(user.id));
      return execute(c, user.id, { type: 'ChangePreferences', links, mealPlan }, body);
    })
    .put('/users/kitchen/:userId', validate('param', userIdPath), validate('json', kitchenSchema), async (c) => {
      const user = requireOwnAccount(c, c.req.valid('param').userId);
      const body = c.req.valid('json');
      if (body.staple_ingredient_ids) await requireKnownIds(deps.db, 'ingredient', body.staple_ingredient_ids);
      return execute(c, user.id, { type: 'ChangeKitchen', unitSystem: body.unit_system, stapleIngredientIds: body.staple_ingredient_ids }, body);
    })
    .post('/postgres/users/meal_plan_preferences', validate('json', mealPlanPreferencesSchema), async (c) => {
      const user = requireAppUser(c);
      const body = c.req.valid('json');
      const mealPlan: MealPlanPreferences = {
        mealsPerWeek: { breakfast: body.number_of_breakfast_meals, lunch: body.number_of_lunch_meals, dinner: body.number_of_dinner_meals },
        servingSizes: { breakfast: body.breakfast_serving_size, lunch: body.lunch_serving_size, dinner: body.dinner_serving_size },
        weekdayMinutes: mealPlanOf({ diet_ids: [], cuisine_ids: [], ingredient_ids: [] }, await profileOf(user.id)).weekdayMinutes,
      };
      return execute(c, user.id, { type: 'ChangePreferences', mealPlan }, body);
    })
    .route('/', preferenceLinkRoutes({ ...deps, execute: (c, appUserId, command, body) => runCommandAcross(c, deps, accountCommand(appUserId, command, deps.now(), declaredToday(c, deps.now())), body) }));
}

