// The accounts issue end to end, the way the web client will live it: unmodified supabase-js against
// a running `npm start` (embedded PostgreSQL, local auth, no network), the dev mailbox for the
// emails, the product API for the user record, the ops CLI for the beta code.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort } from '../../server/db/embedded-postgres.ts';
import { larderDataDir, runOps, startLarderProcess, type LarderProcess } from '../fixtures/larder-process.ts';
import { ApiClient, eventually, SETUP_PREFERENCES } from '../setup/larder.ts';

const folder = larderDataDir();
let larder: LarderProcess;
let url: string;

beforeAll(async () => {
  const port = await freePort();
  url = `http://localhost:${port}`; // the address the banner prints, and the one email links are built on
  larder = startLarderProcess(folder.dataDir, port);
  folder.track(larder.child);
  await eventually(async () => (await fetch(`${url}/healthz`)).ok, 90_000, 'npm start');
}, 120_000);
afterAll(() => folder.cleanup());

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
}

/** A browser tab's client: PKCE, its own storage. */
const browserClient = (): SupabaseClient =>
  createClient(url, 'local-anon-key', {
    auth: { flowType: 'pkce', storage: memoryStorage(), autoRefreshToken: false, persistSession: true, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });

async function latestLink(email: string, subject: RegExp): Promise<string> {
  return eventually(async () => {
    const mail = (await (await fetch(`${url}/auth/v1/dev/mailbox?email=${encodeURIComponent(email)}`)).json()) as Array<{ subject: string; links: string[] }>;
    return mail.find((entry) => subject.test(entry.subject))?.links[0];
  }, 5_000, `a mail to ${email}`);
}

/** Opens an email link as a browser does; returns where it lands. */
async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBeGreaterThanOrEqual(300);
  return new URL(response.headers.get('location')!);
}

/** What the client does after sign-up: poll signup-check until the backend has created the user. */
async function productUser(api: ApiClient, sub: string) {
  return eventually(async () => (await api.get(`/api/v1/users/supabase/${sub}/signup-check`)).body[0], 15_000, 'the product user');
}

const email = `journey-${Date.now()}@example.test`;
const password = 'Pantry-Shelf-42';
const newPassword = 'Spice!Rack-2027';

describe('a cook signs up, confirms, sets up, and gets access', () => {
  let tab: SupabaseClient;
  let sub: string;
  beforeAll(() => {
    tab = browserClient();
  });

  it('signs up with their names and is asked to confirm', async () => {
    const { data, error } = await tab.auth.signUp({ email, password, options: { data: { firstName: 'Rosa', lastName: 'Marin' }, emailRedirectTo: `${url}/email-confirmation` } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, email_confirmed_at: null, user_metadata: { firstName: 'Rosa', lastName: 'Marin' } });
    sub = data.user!.id;
    const refused = await browserClient().auth.signInWithPassword({ email, password });
    expect(refused.error).toMatchObject({ code: 'email_not_confirmed' });
  });

  it('follows the confirmation link, and the page exchanges its code for a session', async () => {
    const landing = await follow(await latestLink(email, /confirm/i));
    expect(`${landing.origin}${landing.pathname}`).toBe(`${url}/email-confirmation`);
    const { data, error } = await tab.auth.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(data.session!.user.email_confirmed_at).toBeTruthy();
  });

  it('signs in with the password and refreshes the session', async () => {
    const signedIn = await tab.auth.signInWithPassword({ email, password });
    expect(signedIn.error).toBeNull();
    const before = signedIn.data.session!;
    const refreshed = await tab.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.refresh_token).not.toBe(before.refresh_token);
    expect(refreshed.data.session!.user.id).toBe(sub);
  });

  it('is known to the product: signup-check, confirm-email-secure, preferences, setup, beta code', async () => {
    const { data } = await tab.auth.getSession();
    const api = new ApiClient(url, data.session!.access_token);
    const created = await productUser(api, sub);
    const appUserId: string = created.id;

    const confirmed = await api.post('/api/v1/users/confirm-email-secure', { supabase_id: sub });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ error: null, user: { email, email_confirmed: true, first_name: 'Rosa', last_name: 'Marin' } });
    expect(Date.parse(confirmed.body.user.email_confirmed_at)).toBeGreaterThan(Date.now() - 120_000);

    const diets = (await api.get('/api/v1/diet')).body as Array<{ id: string; name: string }>;
    expect((await api.post('/api/v1/postgres/user-diet', { diet_id: diets.find((entry) => entry.name === 'Vegetarian')!.id })).status).toBe(201);
    const setup = await api.post(`/api/v1/users/setup_complete/${appUserId}`, { ...SETUP_PREFERENCES, preferred_number_of_dinner_meals: 5 });
    expect(setup.body).toMatchObject({ setup_complete: true, has_access: false, preferred_number_of_dinner_meals: 5 });

    const issued = runOps(folder.dataDir, 'beta-codes', 'create');
    expect(issued.status, issued.stderr).toBe(0);
    const claim = await api.post('/api/v1/beta-code', { code: issued.stdout.trim() });
    expect(claim).toMatchObject({ status: 200, body: { exists: true, available: true } });
    const [profile] = (await api.get(`/api/v1/postgres/users/${appUserId}`)).body;
    expect(profile).toMatchObject({ setup_complete: true, has_access: true, email_confirmed: true });
    expect(profile.diet_ids).toEqual(SETUP_PREFERENCES.diet_ids);
    // The plan for this week is requested (the planning issue makes the worker act on it).
    const events = runOps(folder.dataDir, 'events', '--stream', `user-${appUserId}`);
    expect(events.stdout).toContain('"type":"AccessGranted"');
  });

  it('signs out: the refresh token no longer works', async () => {
    const { data } = await tab.auth.getSession();
    const refreshToken = data.session!.refresh_token;
    expect((await tab.auth.signOut()).error).toBeNull();
    const other = browserClient();
    const reused = await other.auth.refreshSession({ refresh_token: refreshToken });
    expect(reused.error).toMatchObject({ code: 'refresh_token_not_found' });
    expect(reused.data.session).toBeNull();
  });
});

describe('a cook who forgot their password', () => {
  it('asks for a reset link, follows it, sets a new password, and signs in with it', async () => {
    const tab = browserClient();
    expect((await tab.auth.resetPasswordForEmail(email, { redirectTo: `${url}/password-update` })).error).toBeNull();
    // The link goes straight to the page, which spends its token: it works on any device (here a
    // second client, as the cook's phone, without the first one's PKCE verifier).
    const landing = new URL(await latestLink(email, /reset|password/i));
    expect(`${landing.origin}${landing.pathname}`).toBe(`${url}/password-update`);
    const phone = browserClient();
    const recovered: string[] = [];
    phone.auth.onAuthStateChange((event) => recovered.push(event));
    const verified = await phone.auth.verifyOtp({ token_hash: landing.searchParams.get('token_hash')!, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(recovered).toContain('PASSWORD_RECOVERY');
    // Spent: the same link opened again (on the laptop, say) is refused.
    expect((await tab.auth.verifyOtp({ token_hash: landing.searchParams.get('token_hash')!, type: 'recovery' })).error).toMatchObject({ code: 'otp_expired' });
    const updated = await phone.auth.updateUser({ password: newPassword });
    expect(updated.error).toBeNull();
    expect(recovered).toContain('USER_UPDATED');
    await phone.auth.signOut();

    const fresh = browserClient();
    expect((await fresh.auth.signInWithPassword({ email, password })).error).toMatchObject({ code: 'invalid_credentials' });
    const signedIn = await fresh.auth.signInWithPassword({ email, password: newPassword });
    expect(signedIn.error).toBeNull();
    expect((await fresh.auth.mfa.listFactors()).data).toMatchObject({ all: [], totp: [] });
  });
});

describe('a cook who signs in with Google (offline stand-in)', () => {
  it('goes through the consent page and PKCE back to /auth-loading, and becomes a product user', async () => {
    const tab = browserClient();
    const { data, error } = await tab.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${url}/auth-loading`, skipBrowserRedirect: true } });
    expect(error).toBeNull();
    const page = await fetch(data.url!);
    const html = await page.text();
    expect(html).toContain('Offline stand-in for Google sign-in');
    const state = html.match(/name="state" value="([^"]+)"/)![1]!;
    const googleEmail = `google-${Date.now()}@example.test`;
    const consent = await fetch(`${url}/auth/v1/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: (page.headers.get('set-cookie') ?? '').split(';')[0]! },
      body: new URLSearchParams({ state, email: googleEmail, first_name: 'Gia', last_name: 'Olive' }).toString(),
    });
    const landing = new URL(consent.headers.get('location')!);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${url}/auth-loading`);
    const exchanged = await tab.auth.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    const session = exchanged.data.session!;
    expect(session.user).toMatchObject({ email: googleEmail, app_metadata: { provider: 'google' } });
    expect(session.user.email_confirmed_at).toBeTruthy();

    const api = new ApiClient(url, session.access_token);
    await productUser(api, session.user.id);
    const confirmed = await api.post('/api/v1/users/confirm-email-secure', { supabase_id: session.user.id });
    expect(confirmed.body.user).toMatchObject({ email: googleEmail, first_name: 'Gia', last_name: 'Olive', email_confirmed: true, setup_complete: false });
  });
});
