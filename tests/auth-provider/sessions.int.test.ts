// Signed-in sessions through unmodified supabase-js: refresh-token rotation and reuse, the user
// endpoints, password change, and sign-out in its three scopes.
import { AuthApiError, AuthSessionMissingError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestLarder, type TestLarder } from '../setup/larder.ts';
import { authCall, confirmedCook, OTHER_STRONG_PASSWORD, supabaseFor } from './helpers.ts';

const REUSE_INTERVAL_SECONDS = 1;
let larder: TestLarder;

beforeAll(async () => {
  larder = await startTestLarder({ roles: ['api'], localAuth: { refreshTokenReuseIntervalSeconds: REUSE_INTERVAL_SECONDS } });
});
afterAll(async () => {
  await larder?.close();
});

const sessionIdOf = (accessToken: string) => JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).session_id as string;

describe('refreshing a session', () => {
  it('rotates the refresh token and keeps the session', async () => {
    const cook = await confirmedCook(larder);
    const { data, error } = await cook.client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(cook.session.refresh_token);
    expect(data.session!.access_token).not.toBe(cook.session.access_token);
    expect(sessionIdOf(data.session!.access_token)).toBe(sessionIdOf(cook.session.access_token));
    expect(data.user!.id).toBe(cook.user.id);
  });

  it('accepts the previous token again within the reuse interval, and after it ends the whole session', async () => {
    const cook = await confirmedCook(larder);
    const old = cook.session.refresh_token;
    const rotated = (await cook.client.auth.refreshSession()).data.session!;

    // Two tabs refreshing at once: the second presents the token the first just rotated.
    const concurrent = await authCall(larder, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: old } });
    expect(concurrent.status).toBe(200);
    expect(sessionIdOf(concurrent.body.access_token)).toBe(sessionIdOf(rotated.access_token));

    await new Promise((resolve) => setTimeout(resolve, REUSE_INTERVAL_SECONDS * 1000 + 200));
    const replayed = await authCall(larder, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: old } });
    expect(replayed.status).toBe(400);
    expect(replayed.body).toMatchObject({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });

    // Taken as stolen: the rightful holder's tokens die with the session.
    const rightful = await authCall(larder, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: rotated.refresh_token } });
    expect(rightful.body).toMatchObject({ code: 'refresh_token_not_found' });
    const user = await authCall(larder, 'GET', '/user', { token: rotated.access_token });
    expect(user.status).toBe(403);
    expect(user.body).toMatchObject({ code: 'session_not_found' });
  });

  it("refuses a token it never issued with GoTrue's message", async () => {
    const response = await authCall(larder, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: 'made-up-token' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'refresh_token_not_found',
      error_code: 'refresh_token_not_found',
      msg: 'Invalid Refresh Token: Refresh Token Not Found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    // Nothing about a session may sit in a cache.
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('lets verifiers cache its public keys for ten minutes', async () => {
    const response = await fetch(`${larder.baseUrl}/auth/v1/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });
});

describe('the user endpoints', () => {
  it('getUser answers the full user object, with no factors', async () => {
    const cook = await confirmedCook(larder, { firstName: 'Cleo', lastName: 'Ramsay' });
    const { data, error } = await cook.client.auth.getUser();
    expect(error).toBeNull();
    expect(Object.keys(data.user!).sort()).toEqual(
      [
        'id', 'aud', 'role', 'email', 'email_confirmed_at', 'phone', 'confirmed_at', 'confirmation_sent_at', 'recovery_sent_at', 'last_sign_in_at',
        'app_metadata', 'user_metadata', 'identities', 'created_at', 'updated_at', 'is_anonymous', 'factors',
      ].sort(),
    );
    expect(data.user).toMatchObject({
      id: cook.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: cook.email,
      user_metadata: { firstName: 'Cleo', lastName: 'Ramsay' },
      app_metadata: { provider: 'email', providers: ['email'] },
      identities: [{ provider: 'email', user_id: cook.user.id, identity_data: { email: cook.email, email_verified: true } }],
      is_anonymous: false,
      factors: [],
    });
  });

  it('mfa.listFactors() answers empty lists', async () => {
    const cook = await confirmedCook(larder);
    const { data, error } = await cook.client.auth.mfa.listFactors();
    expect(error).toBeNull();
    expect(data).toEqual({ all: [], totp: [], phone: [], webauthn: [] });
  });

  it('updateUser({password}) applies the sign-up rules, refuses the same password, and ends the other sessions', async () => {
    const cook = await confirmedCook(larder);
    const otherDevice = supabaseFor(larder);
    await otherDevice.auth.signInWithPassword({ email: cook.email, password: cook.password });

    const weak = await cook.client.auth.updateUser({ password: 'weakpass' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect((weak.error as AuthWeakPasswordError).reasons).toEqual(['characters']);
    const same = await cook.client.auth.updateUser({ password: cook.password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });

    const events: string[] = [];
    cook.client.auth.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await cook.client.auth.updateUser({ password: OTHER_STRONG_PASSWORD });
    expect(error).toBeNull();
    expect(data.user!.id).toBe(cook.user.id);
    expect(events).toContain('USER_UPDATED');

    const oldPassword = await supabaseFor(larder).auth.signInWithPassword({ email: cook.email, password: cook.password });
    expect(oldPassword.error).toMatchObject({ code: 'invalid_credentials' });
    const newPassword = await supabaseFor(larder).auth.signInWithPassword({ email: cook.email, password: OTHER_STRONG_PASSWORD });
    expect(newPassword.error).toBeNull();

    // This device stays signed in; the other one is signed out.
    expect((await cook.client.auth.getUser()).error).toBeNull();
    const other = await otherDevice.auth.getUser();
    expect(other.error).toBeInstanceOf(AuthSessionMissingError);
  });

  it('answers 401 no_authorization without a bearer token and 403 bad_jwt to a token it did not sign', async () => {
    const missing = await authCall(larder, 'GET', '/user');
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ code: 'no_authorization' });
    const forged = await authCall(larder, 'GET', '/user', { token: await foreignToken() });
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ code: 'bad_jwt' });
  });
});

describe('signing out', () => {
  it('signOut() invalidates the refresh token, and the old access token meets session_not_found', async () => {
    const cook = await confirmedCook(larder);
    const events: string[] = [];
    cook.client.auth.onAuthStateChange((event) => void events.push(event));
    expect((await cook.client.auth.signOut()).error).toBeNull();
    expect(events).toContain('SIGNED_OUT');

    const refresh = await authCall(larder, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: cook.session.refresh_token } });
    expect(refresh.body).toMatchObject({ code: 'refresh_token_not_found' });

    const raw = await authCall(larder, 'GET', '/user', { token: cook.session.access_token });
    expect(raw.status).toBe(403);
    expect(raw.body).toMatchObject({ code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' });
    // supabase-js turns that code into AuthSessionMissingError.
    const { error } = await supabaseFor(larder).auth.getUser(cook.session.access_token);
    expect(error).toBeInstanceOf(AuthSessionMissingError);
  });

  it("scope local ends only this device's session; global ends them all; others all but this one", async () => {
    const cook = await confirmedCook(larder);
    const device = async () => {
      const client = supabaseFor(larder);
      const { error } = await client.auth.signInWithPassword({ email: cook.email, password: cook.password });
      if (error) throw error;
      return client;
    };
    const signedIn = async (client: ReturnType<typeof supabaseFor>) => {
      const token = (await client.auth.getSession()).data.session?.access_token;
      return token !== undefined && (await authCall(larder, 'GET', '/user', { token })).status === 200;
    };

    const [a, b, c] = [cook.client, await device(), await device()];
    await b.auth.signOut({ scope: 'local' });
    expect([await signedIn(a), await signedIn(c)]).toEqual([true, true]);
    const raw = (await authCall(larder, 'POST', '/token?grant_type=password', { body: { email: cook.email, password: cook.password } })).body;
    expect(raw.access_token).toBeTruthy();

    await a.auth.signOut({ scope: 'others' });
    expect(await signedIn(a)).toBe(true);
    expect(await signedIn(c)).toBe(false);
    expect((await authCall(larder, 'GET', '/user', { token: raw.access_token })).status).toBe(403);

    const d = await device();
    await a.auth.signOut();
    expect(await signedIn(d)).toBe(false);
    expect((await authCall(larder, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: (await d.auth.getSession()).data.session!.refresh_token } })).body.code).toBe(
      'refresh_token_not_found',
    );
  });
});

describe('the product API', () => {
  it('answers 401 to a token with our claims signed by another key', async () => {
    const cook = await confirmedCook(larder);
    const response = await new ApiClient(larder.baseUrl, await foreignToken(cook.user.id)).get(`/api/v1/users/supabase/${cook.user.id}`);
    expect(response.status).toBe(401);
    const own = await new ApiClient(larder.baseUrl, cook.session.access_token).get(`/api/v1/users/supabase/${cook.user.id}`);
    expect(own.status).toBe(200);
  });
});

describe('unknown addresses under /auth/v1', () => {
  it('answer 404 in Supabase style', async () => {
    const response = await authCall(larder, 'GET', '/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'not_found', error_code: 'not_found', msg: expect.any(String) });
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    const grant = await authCall(larder, 'POST', '/token?grant_type=client_credentials', { body: {} });
    expect(grant.status).toBe(400);
    expect(grant.body.code).toBe('unsupported_grant_type');
    expect((await supabaseFor(larder).auth.signInWithPassword({ email: 'x@example.test', password: 'y' })).error).toBeInstanceOf(AuthApiError);
  });
});

/** A token with every claim of ours, the same kid even, signed with a key that is not ours. */
async function foreignToken(sub: string = crypto.randomUUID()): Promise<string> {
  const jwks = (await (await fetch(`${larder.baseUrl}/auth/v1/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
  const { privateKey } = await generateKeyPair('ES256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: 'x@example.test', role: 'authenticated', aal: 'aal1', session_id: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'ES256', kid: jwks.keys[0]!.kid, typ: 'JWT' })
    .setSubject(sub)
    .setAudience('authenticated')
    .setIssuer(`${larder.baseUrl}/auth/v1`)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(privateKey);
}
