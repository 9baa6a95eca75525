// Every route of the api, driven by requests generated from its own request schemas (bodies, paths,
// queries, headers; wrong types and values past each bound included), against the real server and
// database as a signed-in cook: no answer is a 5xx, nothing is logged as a failure, no event is
// accepted that a projection must skip, and the server is healthy after. LARDER_FUZZ_RUNS (requests
// per route) and LARDER_FUZZ_SEED make a longer or another run; a failure prints its seed.
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { groceryListIdFor, mealPlanIdFor, weekStartOf } from '../../server/modules/meal-plans/index.ts';
import type { RouteSchemas } from '../../server/http/route-schemas.ts';
import { eventually, readModelsCaughtUp, signIn, startTestLarder, type TestLarder, type TestUser } from '../setup/larder.ts';
import { RequestArbitraries, type FuzzRequest, type KnownIds } from './request-arbitraries.ts';

const RUNS_PER_ROUTE = Number(process.env.LARDER_FUZZ_RUNS ?? 25);
const SEED = Number(process.env.LARDER_FUZZ_SEED ?? 20261129);
const ROUTES_AT_ONCE = 3;

const failures: string[] = [];
let larder: TestLarder;
let cook: TestUser;
let other: TestUser;
let csrf: { token: string; cookie: string };

beforeAll(async () => {
  larder = await startTestLarder({
    log: (message, fields) => {
      if (fields?.level === 'error' || /failed/.test(message)) failures.push(`logged: ${message} ${JSON.stringify(fields).slice(0, 400)}`);
    },
  });
  [cook, other] = [await signIn(larder), await signIn(larder)];
  csrf = await cook.client.csrfToken();
}, 120_000);
afterAll(async () => {
  await larder?.close();
});

/** The ids a request may name: the cook's own plan, meals, list and lines, another cook's, the catalogue's. */
const mine = (id: string) => [id, id, id, id];

async function knownIds(): Promise<KnownIds> {
  const weekStart = weekStartOf(new Date().toISOString().slice(0, 10));
  const plans = [cook, other].map((user) => mealPlanIdFor(user.appUserId, weekStart));
  const plan = await eventually(async () => {
    const { status, body } = await cook.client.get(`/api/v1/meal-plan/${plans[0]}/app_user/${cook.appUserId}`);
    return status === 200 && (body.meals?.length ?? 0) > 0 && body;
  }, 30_000, "the cook's week");
  const list = await cook.client.get(`/api/v1/grocery-list/${groceryListIdFor(plans[0]!)}/app_user/${cook.appUserId}`);
  const recipes = await cook.client.get('/api/v1/recipe?limit=5');
  const diets = await cook.client.get('/api/v1/diet');
  const cuisines = await cook.client.get('/api/v1/cuisine');
  const idsOf = (rows: unknown) => (Array.isArray(rows) ? rows.map((row: { id: string }) => row.id).filter(Boolean).slice(0, 5) : []);
  return {
    // The cook's own ids four times to the other cook's once.
    appUser: [...mine(cook.appUserId), other.appUserId],
    pantry: [...mine(cook.pantryId), other.pantryId],
    mealPlan: [...mine(plans[0]!), plans[1]!],
    meal: idsOf(plan.meals),
    groceryList: [...mine(groceryListIdFor(plans[0]!)), groceryListIdFor(plans[1]!)],
    groceryItem: idsOf(list.body?.grocery_list_ingredients),
    recipe: idsOf(Array.isArray(recipes.body) ? recipes.body : recipes.body?.recipes),
    ingredient: ['Spinach', 'Yellow onion', 'All-purpose flour', 'Whole milk'].map((name) => ingredientIdFor(name)),
    reference: [...idsOf(diets.body), ...idsOf(cuisines.body)],
    supabase: [...mine(cook.sub), other.sub],
  };
}

async function send(request: FuzzRequest): Promise<number> {
  const query = new URLSearchParams(request.query).toString();
  const response = await fetch(`${larder.baseUrl}${request.path}${query ? `?${query}` : ''}`, {
    method: request.method,
    headers: { ...request.headers, authorization: `Bearer ${cook.token}`, 'x-csrf-token': csrf.token, cookie: csrf.cookie },
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
  });
  await response.arrayBuffer();
  return response.status;
}

async function fuzzRoute(route: RouteSchemas, arbitraries: RequestArbitraries): Promise<void> {
  const result = await fc.check(
    fc.asyncProperty(arbitraries.request(route), async (request) => (await send(request)) < 500),
    { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: false },
  );
  if (result.failed) {
    const request = result.counterexample?.[0] as FuzzRequest | undefined;
    failures.push(`${route.method} ${route.path} answered 5xx (seed ${SEED}): ${JSON.stringify(request).slice(0, 600)}${result.errorInstance ? ` ${String(result.errorInstance)}` : ''}`);
  }
}

describe('every route, fuzzed from its request schemas', () => {
  it('answers no request with a 5xx, logs no failure, accepts no event a projection skips, and stays healthy', async () => {
    const arbitraries = new RequestArbitraries(await knownIds());
    const routes = larder.routes.filter((route) => route.path !== '/*');
    expect(routes.length).toBeGreaterThan(150);
    const queue = [...routes];
    await Promise.all(
      Array.from({ length: ROUTES_AT_ONCE }, async () => {
        for (let route = queue.shift(); route; route = queue.shift()) await fuzzRoute(route, arbitraries);
      }),
    );

    await readModelsCaughtUp(larder.database.url, 60_000);
    const pool = new pg.Pool({ connectionString: larder.database.url, max: 1 });
    try {
      const { rows } = await pool.query<{ projection: string; count: number }>('select projection, count(*)::int as count from projection_skipped_events group by projection');
      expect(rows, 'events a projection had to skip').toEqual([]);
    } finally {
      await pool.end();
    }
    const health = await fetch(`${larder.baseUrl}/healthz`);
    expect(health.status).toBe(200);

    expect(failures).toEqual([]);
  }, 600_000);
});
