// Sessions and CSRF as the web client meets them: which bearer tokens open the API, the signed
// double-submit CSRF token on mutating calls, and the user record the worker creates on first call.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLocalSigningKey, signLocalToken } from '../../server/http/auth.ts';
import { CSRF_COOKIE, CSRF_TTL_MS, issueCsrfToken } from '../../server/http/csrf.ts';
import { openScriptSession } from '../../server/stand-ins/auth/index.ts';
import { openDatabase } from '../../server/db/database.ts';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { ApiClient, eventually, mintToken, signIn, startTestLarder, type TestLarder, type TestUser } from '../setup/larder.ts';

const NO_SESSION = 'No valid session found';
const CSRF_REJECTED = 'Invalid or missing CSRF token. Refresh the page and try again.';

const USER_FIELDS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'email_confirmed',
  'email_confirmed_at',
  'setup_complete',
  'has_access',
  'pantry_id',
  'supabase_id',
  'stripe_customer_id',
  'price_id',
  'subscription_id',
  'preferred_number_of_breakfast_meals',
  'preferred_number_of_lunch_meals',
  'preferred_number_of_dinner_meals',
  'preferred_breakfast_serving_size',
  'preferred_lunch_serving_size',
  'preferred_dinner_serving_size',
];

let larder: TestLarder;
let pool: pg.Pool;
let cook: TestUser;

beforeAll(async () => {
  larder = await startTestLarder();
  pool = new pg.Pool({ connectionString: larder.database.url, max: 2 });
  cook = await signIn(larder);
});
afterAll(async () => {
  await pool?.end();
  await larder?.close();
});

const listPath = (user: TestUser) => `/api/v1/pantry-ingredient/pantry/${user.pantryId}/app_user/${user.appUserId}`;

async function rawFetch(path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  const response = await fetch(`${larder.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: response.status, body, headers: response.headers };
}

async function csrfSecret(): Promise<string> {
  const { rows } = await pool.query<{ value: string }>(`select value from app_secrets where name = 'csrf'`);
  return rows[0]!.value;
}

async function freshCsrf(): Promise<{ token: string; cookie: string; nonce: string }> {
  const response = await fetch(`${larder.baseUrl}/api/v1/csrf/token`);
  const body = (await response.json()) as { csrfToken: string };
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { token: body.csrfToken, cookie, nonce: cookie.slice(`${CSRF_COOKIE}=`.length) };
}

const addBody = (user: TestUser) => ({ pantry_id: user.pantryId, app_user_id: user.appUserId, ingredient_id: ingredientIdFor('Spinach'), quantity: 1, purchase_date: '2026-11-01' });

describe('bearer tokens', () => {
  it("answers 401 'No valid session found' without a token, on reads and on writes", async () => {
    for (const [method, path] of [
      ['GET', listPath(cook)],
      ['GET', `/api/v1/users/supabase/${cook.sub}`],
      ['POST', '/api/v1/pantry-ingredient'],
      ['DELETE', `/api/v1/pantry-ingredient/multiple/app_user/${cook.appUserId}`],
    ] as const) {
      const response = await rawFetch(path, { method, body: method === 'GET' ? undefined : {} });
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 401, body: { error: NO_SESSION } });
    }
    const notBearer = await rawFetch(listPath(cook), { headers: { authorization: `Basic ${cook.token}` } });
    expect(notBearer.status).toBe(401);
  });

  it('answers 401 to a token that was tampered with, expired, meant for another audience or signed with another secret', async () => {
    const [header, payload, signature] = cook.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherSub = Buffer.from(JSON.stringify({ ...claims, sub: randomUUID() })).toString('base64url');
    const tokens: Record<string, string> = {
      'tampered payload': `${header}.${otherSub}.${signature}`,
      'tampered signature': `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
      'unsigned (alg none)': `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`,
      expired: (await mintToken({ sub: cook.sub, expiresInSeconds: -60 })).token,
      'audience anon': (await mintToken({ sub: cook.sub, audience: 'anon' })).token,
      'role anon': (await mintToken({ sub: cook.sub, role: 'anon' })).token,
      'another secret': (await mintToken({ sub: cook.sub, secret: 'someone-elses-secret-that-is-long-enough-too' })).token,
      garbage: 'not-a-jwt',
    };
    for (const [what, token] of Object.entries(tokens)) {
      const response = await new ApiClient(larder.baseUrl, token).get(listPath(cook));
      expect({ what, status: response.status, hasError: typeof response.body?.error === 'string' }).toEqual({ what, status: 401, hasError: true });
    }
    // The same cook with a good token still gets in.
    expect((await cook.client.get(listPath(cook))).status).toBe(200);
  });

  it("accepts a token signed by the local provider's key for a session it keeps, and no other", async () => {
    const database = openDatabase(larder.database.url, { max: 1 });
    try {
      const key = await loadLocalSigningKey(database.db);
      const session = await openScriptSession(database.pool, cook.email, {});
      const token = await signLocalToken(key, `${larder.baseUrl}/auth/v1`, { sub: session.user_id, sessionId: session.id, email: cook.email });
      const response = await new ApiClient(larder.baseUrl, token).get(`/api/v1/users/supabase/${session.user_id}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      // Well signed, but naming a session the provider never opened (or has ended).
      const unknown = await signLocalToken(key, `${larder.baseUrl}/auth/v1`, { sub: session.user_id, email: cook.email });
      expect((await new ApiClient(larder.baseUrl, unknown).get(`/api/v1/users/supabase/${session.user_id}`)).status).toBe(401);
      const jwks = await rawFetch('/auth/v1/.well-known/jwks.json');
      expect(jwks.body.keys.map((published: { kid: string }) => published.kid)).toContain(key.kid);
      expect(jwks.body.keys.every((published: Record<string, unknown>) => !('d' in published))).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe('CSRF', () => {
  it('GET /api/v1/csrf/token answers a token and sets an HttpOnly cookie', async () => {
    const response = await fetch(`${larder.baseUrl}/api/v1/csrf/token`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { csrfToken: string; expiresInSeconds: number };
    expect(body.csrfToken).toEqual(expect.any(String));
    expect(body.csrfToken.length).toBeGreaterThan(20);
    expect(body.expiresInSeconds).toBe(CSRF_TTL_MS / 1000);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${CSRF_COOKIE}=[A-Za-z0-9_-]{16,};`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('accepts a mutating call with the token and its cookie', async () => {
    const csrf = await freshCsrf();
    const response = await rawFetch('/api/v1/pantry-ingredient', {
      method: 'POST',
      headers: { authorization: `Bearer ${cook.token}`, 'x-csrf-token': csrf.token, cookie: csrf.cookie },
      body: addBody(cook),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  });

  it('answers 403 to a mutating call without x-csrf-token, with a token but the wrong cookie, or with an expired or forged token, and changes nothing', async () => {
    const before = (await cook.client.get(listPath(cook))).body;
    const csrf = await freshCsrf();
    const other = await freshCsrf();
    const secret = await csrfSecret();
    const attempts: Record<string, Record<string, string>> = {
      'no token, no cookie': {},
      'cookie without token': { cookie: csrf.cookie },
      'token without cookie': { 'x-csrf-token': csrf.token },
      "token with another browser's cookie": { 'x-csrf-token': csrf.token, cookie: other.cookie },
      'expired token': { 'x-csrf-token': issueCsrfToken(secret, csrf.nonce, Date.now() - CSRF_TTL_MS - 60_000), cookie: csrf.cookie },
      'token signed with another secret': { 'x-csrf-token': issueCsrfToken('not-the-server-secret', csrf.nonce), cookie: csrf.cookie },
      'token with its expiry pushed out': { 'x-csrf-token': csrf.token.replace(/^\d+/, String(Date.now() + 10 * CSRF_TTL_MS)), cookie: csrf.cookie },
    };
    for (const [what, headers] of Object.entries(attempts)) {
      for (const [method, path, body] of [
        ['POST', '/api/v1/pantry-ingredient', addBody(cook)],
        ['DELETE', `/api/v1/pantry-ingredient/multiple/app_user/${cook.appUserId}`, { ids: before.map((item: { id: string }) => item.id) }],
      ] as const) {
        const response = await rawFetch(path, { method, headers: { authorization: `Bearer ${cook.token}`, ...headers }, body });
        expect({ what, method, status: response.status, body: response.body }).toEqual({ what, method, status: 403, body: { error: CSRF_REJECTED } });
      }
    }
    // A token forged for now, with the server's own secret and this cookie, is what the server issues: it works.
    const forged = await rawFetch('/api/v1/pantry-ingredient', {
      method: 'POST',
      headers: { authorization: `Bearer ${cook.token}`, 'x-csrf-token': issueCsrfToken(secret, csrf.nonce), cookie: csrf.cookie },
      body: addBody(cook),
    });
    expect(forged.status).toBe(201);
    expect((await cook.client.get(listPath(cook))).body).toHaveLength(before.length + 1);
  });

  it('does not ask for a CSRF token on reads', async () => {
    const response = await rawFetch(listPath(cook), { headers: { authorization: `Bearer ${cook.token}` } });
    expect(response.status).toBe(200);
  });
});

describe('the user record', () => {
  it('answers [] until the worker has created the user, then [user] with every spec field and a pantry', async () => {
    // An api without a worker: the first call can only enqueue the job.
    const api = await startTestLarder({ roles: ['api', 'projector'] });
    let worker: TestLarder | undefined;
    try {
      const minted = await mintToken({ email: 'new.cook@example.test' });
      const client = new ApiClient(api.baseUrl, minted.token);
      const path = `/api/v1/users/supabase/${minted.sub}`;
      for (let call = 0; call < 3; call++) {
        const before = await client.get(path);
        expect(before.status).toBe(200);
        expect(before.body).toEqual([]);
        const check = await client.get(`${path}/signup-check`);
        expect(check.status).toBe(200);
        expect(check.body).toEqual([]);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Pantry calls say plainly that the account is not ready yet.
      const early = await client.get(`/api/v1/pantry-ingredient/pantry/${randomUUID()}/app_user/${randomUUID()}`);
      expect(early.status).toBe(403);
      expect(early.body.error).toMatch(/still being set up/);

      worker = await startTestLarder({ roles: ['worker'], database: api.database });
      const users = await eventually(async () => {
        const response = await client.get(path);
        return response.body.length > 0 && response.body;
      }, 15_000, 'the app user');
      expect(users).toHaveLength(1);
      const [user] = users;
      for (const field of USER_FIELDS) expect(user, field).toHaveProperty(field);
      expect(user).toMatchObject({
        supabase_id: minted.sub,
        email: 'new.cook@example.test',
        first_name: 'Test',
        last_name: 'Cook',
        email_confirmed: false,
        setup_complete: false,
        has_access: false,
        preferred_number_of_breakfast_meals: 3,
        preferred_dinner_serving_size: 2,
      });
      expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(user.pantry_id).toMatch(/^[0-9a-f-]{36}$/);

      const check = await client.get(`${path}/signup-check`);
      expect(check.body).toEqual([{ id: user.id, supabase_id: minted.sub, email: 'new.cook@example.test', email_confirmed: false }]);
      // The pantry it names is theirs to use.
      const pantry = await client.get(`/api/v1/pantry-ingredient/pantry/${user.pantry_id}/app_user/${user.id}`);
      expect(pantry.status).toBe(200);
      expect(pantry.body).toEqual([]);
    } finally {
      await worker?.close();
      await api.close();
    }
  });

  it("answers 403 for another user's record and signup check", async () => {
    const other = await signIn(larder);
    for (const path of [`/api/v1/users/supabase/${other.sub}`, `/api/v1/users/supabase/${other.sub}/signup-check`]) {
      const response = await cook.client.get(path);
      expect(response.status).toBe(403);
      expect(response.body.error).toEqual(expect.any(String));
      expect(JSON.stringify(response.body)).not.toContain(other.email);
    }
    // Nor does an unknown id leak whether it exists.
    expect((await cook.client.get(`/api/v1/users/supabase/${randomUUID()}`)).status).toBe(403);
  });
});
