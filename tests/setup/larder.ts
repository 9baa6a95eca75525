// A running Larder for tests: the real api, projector and worker on a test database, tokens minted
// the way Supabase signs them (HS256 with the project secret), and an HTTP client that does what the
// web client does (bearer token, CSRF token and cookie, JSON).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import type { TaskList } from 'graphile-worker';
import pg from 'pg';
import type { PageFetchOptions } from '../../server/modules/recipe-import/index.ts';
import { referenceIdFor } from '../../server/modules/reference/index.ts';
import { createBetaCodes } from '../../server/ops/account-ops.ts';
import type { LocalAuthSettings, RateLimits } from '../../server/stand-ins/auth/index.ts';
import { projections } from '../../server/read-models.ts';
import type { Log } from '../../server/logger.ts';
import { startLarder, type Larder, type Role } from '../../server/runtime.ts';
import { healthReport } from '../../server/system/health.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export const TEST_JWT_SECRET = 'larder-test-secret-that-is-long-enough-for-hs256';

export interface TestLarder extends Larder {
  database: TestDatabase;
  baseUrl: string;
  close(): Promise<void>;
}

// Every test's users come from 127.0.0.1, so the built-in auth provider's per-IP limits are lifted;
// per-address limits stay as deployed. A test of the limits passes its own.
const ONE_IP_FOR_EVERYONE: Partial<RateLimits> = Object.fromEntries(
  (['signInPerIp', 'signUpPerIp', 'recoveryPerIp', 'verifyPerIp'] as const).map((name) => [name, { max: 100_000, windowMs: 60_000 }]),
);

export async function startTestLarder(
  options: {
    roles?: Role[];
    database?: TestDatabase;
    readYourWritesTimeoutMs?: number;
    localAuth?: LocalAuthSettings;
    workerTasks?: TaskList;
    /** Where the Larder's log lines go (a test that reads them); silent by default. */
    log?: Log;
    /** Another database address (a proxy the test can cut); the database's own by default. */
    databaseUrl?: string;
    metricsPort?: number;
    databasePoolSize?: number;
    /** Read replicas of the database (the api's query routes read them in turn). */
    databaseReadUrls?: string[];
    readReplicaAnswerTimeoutMs?: number;
    readReplicaMaxLagMs?: number;
    /** What the local billing's webhook route accepts signatures of (unset: a random secret). */
    localBillingWebhookSecret?: string;
    /** The api's and the worker's clock (default the system's). */
    now?: () => Date;
    /** Recipe page fetching: the fixtures server the tests may import from. */
    recipeImport?: PageFetchOptions;
  } = {},
): Promise<TestLarder> {
  const database = options.database ?? (await createTestDatabase());
  // Each test Larder keeps its recipe photos in its own temporary folder, removed on close.
  const imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-test-images-'));
  const larder = await startLarder({
    imagesDir,
    databaseUrl: options.databaseUrl ?? database.url,
    roles: options.roles ?? ['api', 'projector', 'worker'],
    port: 0,
    host: '127.0.0.1',
    supabaseJwtSecret: TEST_JWT_SECRET,
    readYourWritesTimeoutMs: options.readYourWritesTimeoutMs ?? 5_000,
    localAuth: { ...options.localAuth, rateLimits: { ...ONE_IP_FOR_EVERYONE, ...options.localAuth?.rateLimits } },
    pollMs: 200,
    workerTasks: options.workerTasks,
    metricsPort: options.metricsPort,
    databasePoolSize: options.databasePoolSize,
    databaseReadUrls: options.databaseReadUrls,
    readReplicaAnswerTimeoutMs: options.readReplicaAnswerTimeoutMs,
    readReplicaMaxLagMs: options.readReplicaMaxLagMs,
    localBillingWebhookSecret: options.localBillingWebhookSecret,
    now: options.now,
    recipeImport: options.recipeImport,
    log: options.log ?? (() => {}),
  });
  // A fresh database holds the seed catalogue only in the log: tests start once the projector has
  // put it in the read models (the pantry and preferences look ingredients up there).
  if (!options.database && larder.runners.length > 0) await readModelsCaughtUp(database.url);
  return {
    ...larder,
    database,
    baseUrl: larder.url ?? '',
    close: async () => {
      await larder.stop();
      fs.rmSync(imagesDir, { recursive: true, force: true });
      if (!options.database) await database.drop();
    },
  };
}

/** Waits until every projection has applied every event in the log (bounded). */
export async function readModelsCaughtUp(url: string, timeoutMs = 20_000): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await eventually(
      async () => {
        const report = await healthReport(pool, projections);
        return report.status === 'ok' && report.projections.every((projection) => projection.lag === 0);
      },
      timeoutMs,
      'the read models to catch up with the log',
    );
  } finally {
    await pool.end();
  }
}

export interface TokenOptions {
  sub?: string;
  email?: string;
  expiresInSeconds?: number;
  audience?: string;
  role?: string;
  secret?: string;
}

export async function mintToken(options: TokenOptions = {}): Promise<{ token: string; sub: string; email: string }> {
  const sub = options.sub ?? randomUUID();
  const email = options.email ?? `cook-${sub.slice(0, 8)}@example.test`;
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ email, role: options.role ?? 'authenticated', aal: 'aal1', session_id: randomUUID(), user_metadata: { firstName: 'Test', lastName: 'Cook' } })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setAudience(options.audience ?? 'authenticated')
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? 3600))
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
  return { token, sub, email };
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** What the web client does: bearer token, CSRF token with its cookie on mutating calls, JSON. */
export class ApiClient {
  private csrf: { token: string; cookie: string } | undefined;

  constructor(
    readonly baseUrl: string,
    readonly token?: string,
  ) {}

  async csrfToken(): Promise<{ token: string; cookie: string }> {
    if (!this.csrf) {
      const response = await fetch(`${this.baseUrl}/api/v1/csrf/token`);
      const body = (await response.json()) as { csrfToken: string };
      const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
      this.csrf = { token: body.csrfToken, cookie };
    }
    return this.csrf;
  }

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const sent: Record<string, string> = { ...headers };
    if (this.token) sent.authorization = `Bearer ${this.token}`;
    if (body !== undefined) sent['content-type'] = 'application/json';
    if (method !== 'GET' && !('x-csrf-token' in headers)) {
      const csrf = await this.csrfToken();
      sent['x-csrf-token'] = csrf.token;
      sent.cookie = csrf.cookie;
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers: sent, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get = <T = any>(path: string, headers?: Record<string, string>) => this.request<T>('GET', path, undefined, headers);
  post = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => this.request<T>('POST', path, body, headers);
  put = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => this.request<T>('PUT', path, body, headers);
  delete = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => this.request<T>('DELETE', path, body, headers);
}

export interface TestUser {
  token: string;
  sub: string;
  email: string;
  appUserId: string;
  pantryId: string;
  client: ApiClient;
}

/**
 * Signs a new cook in and waits for the worker to create their app user (as the web client polls).
 * Unless `ready` is false, the cook then completes setup and claims a beta code, as a cook must
 * before the pantry and meal plans open (spec §6).
 */
export async function signIn(larder: TestLarder, options: TokenOptions & { ready?: boolean } = {}): Promise<TestUser> {
  const minted = await mintToken(options);
  const client = new ApiClient(larder.baseUrl, minted.token);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const { status, body } = await client.get(`/api/v1/users/supabase/${minted.sub}`);
    if (status !== 200) throw new Error(`user lookup answered ${status}: ${JSON.stringify(body)}`);
    if (Array.isArray(body) && body.length > 0) {
      const user: TestUser = { ...minted, appUserId: body[0].id, pantryId: body[0].pantry_id, client };
      if (options.ready !== false) await makeReady(larder, user);
      return user;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the app user was never created');
}

/** A setup preferences body that passes the rules: one diet, three cuisines, the default counts. */
export const SETUP_PREFERENCES = {
  diet_ids: [referenceIdFor('diet', 'omnivore')],
  cuisine_ids: ['italian', 'mexican', 'thai'].map((key) => referenceIdFor('cuisine', key)),
  ingredient_ids: [],
};

/** Completes setup and claims a fresh beta code, through the API. */
export async function makeReady(larder: TestLarder, user: TestUser) {
  const setup = await user.client.post(`/api/v1/users/setup_complete/${user.appUserId}`, SETUP_PREFERENCES);
  if (setup.status !== 200) throw new Error(`setup answered ${setup.status}: ${JSON.stringify(setup.body)}`);
  const [code] = await issueTestBetaCodes(larder, 1);
  const claim = await user.client.post('/api/v1/beta-code', { code });
  if (claim.status !== 200) throw new Error(`beta code answered ${claim.status}: ${JSON.stringify(claim.body)}`);
}

export async function issueTestBetaCodes(larder: TestLarder, count: number, codes: string[] = []): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: larder.database.url, max: 1 });
  try {
    return await createBetaCodes(pool, codes, count);
  } finally {
    await pool.end();
  }
}

/** Waits for a condition instead of sleeping a fixed time. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}
