// The preference link calls: user-diet, user-cuisine and user-allergen-ingredient (spec §7
// 'Preferences'). Each toggle is its own command; the rules (last diet, three cuisines, an avoided
// ingredient once) are the decider's. Served under /api/v1 and /api/v1/postgres alike.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { acceptedResponse, type CommandOutcome } from '../http/command.ts';
import { requireAppUser } from '../http/app-user.ts';
import type { AppEnv } from '../http/context.ts';
import { validate } from '../http/validate.ts';
import type { AccountCommand, LinkKind } from '../modules/accounts/accounts.decider.ts';
import { listPreferenceLinks, type PreferenceLink } from '../modules/accounts/preference-links.queries.ts';
import { requireKnownIds } from './known-ids.ts';

export interface PreferenceLinkDeps {
  db: Db;
  execute: (c: Context<AppEnv>, appUserId: string, command: AccountCommand, body: unknown) => Promise<CommandOutcome<unknown>>;
}

interface LinkRoute {
  kind: LinkKind;
  /** Collection path, e.g. /user-diet; listing at `${path}/${listing}`, removal at `${path}/${segment}/:id`. */
  path: string;
  listing: string;
  segment: string;
  field: 'diet_id' | 'cuisine_id' | 'ingredient_id';
  known: 'diet' | 'cuisine' | 'ingredient';
}

const linkRoutes: LinkRoute[] = [
  { kind: 'diet', path: '/user-diet', listing: 'user-diets', segment: 'diet', field: 'diet_id', known: 'diet' },
  { kind: 'cuisine', path: '/user-cuisine', listing: 'user-cuisines', segment: 'cuisine', field: 'cuisine_id', known: 'cuisine' },
  { kind: 'avoided-ingredient', path: '/user-allergen-ingredient', listing: 'user-allergens', segment: 'ingredient', field: 'ingredient_id', known: 'ingredient' },
];

export function preferenceLinkRoutes(deps: PreferenceLinkDeps) {
  const links = new Hono<AppEnv>();
  for (const route of linkRoutes) {
    const find = async (appUserId: string, targetId: string): Promise<PreferenceLink | undefined> =>
      (await listPreferenceLinks(deps.db, appUserId, route.kind)).find((link) => link[route.field] === targetId);
    links
      .get(`${route.path}/${route.listing}`, async (c) => c.json(await listPreferenceLinks(deps.db, requireAppUser(c).id, route.kind)))
      .post(route.path, validate('json', z.object({ [route.field]: z.uuid({ error: `${route.field} must be an id.` }) })), async (c) => {
        const user = requireAppUser(c);
        const body = c.req.valid('json') as Record<string, string>;
        const targetId = body[route.field]!;
        await requireKnownIds(deps.db, route.known, [targetId]);
        const outcome = await deps.execute(c, user.id, { type: 'AddPreferenceLink', kind: route.kind, id: targetId }, body);
        if (outcome.kind === 'accepted') return acceptedResponse(c, outcome.position, outcome.result);
        return c.json(await find(user.id, targetId), 201);
      })
      .delete(`${route.path}/${route.segment}/:id`, validate('param', z.object({ id: z.uuid({ error: 'The id must be an id.' }) })), async (c) => {
        const user = requireAppUser(c);
        const { id } = c.req.valid('param');
        const removed = await find(user.id, id);
        const outcome = await deps.execute(c, user.id, { type: 'RemovePreferenceLink', kind: route.kind, id }, { id });
        if (outcome.kind === 'accepted') return acceptedResponse(c, outcome.position, outcome.result);
        return c.json(removed ?? { [route.field]: id });
      });
  }
  return new Hono<AppEnv>().route('/', links).route('/postgres', links);
}
