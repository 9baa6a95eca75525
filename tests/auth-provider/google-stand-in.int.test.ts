// The offline stand-in for Google sign-in: the address supabase-js builds for signInWithOAuth shows
// a consent page; continuing returns to /auth-loading with a code the app exchanges for a session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLarder, type TestLarder } from '../setup/larder.ts';
import { authCall, confirmedCook, supabaseFor, uniqueEmail } from './helpers.ts';

let larder: TestLarder;

beforeAll(async () => {
  larder = await startTestLarder({ roles: ['api'] });
});
afterAll(async () => {
  await larder?.close();
});

async function openConsent(client = supabaseFor(larder), redirectTo = `${larder.baseUrl}/auth-loading`) {
  const { data, error } = await client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo, skipBrowserRedirect: true } });
  if (error) throw error;
  const page = await fetch(data.url!);
  const html = await page.text();
  const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0]!;
  const state = html.match(/name="state" value="([^"]+)"/)?.[1] ?? '';
  return { client, page, html, cookie, state, url: new URL(data.url!) };
}

async function submit(consent: { cookie: string; state: string }, fields: { email: string; first_name?: string; last_name?: string }, cookie = consent.cookie) {
  return fetch(`${larder.baseUrl}/auth/v1/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams({ state: consent.state, first_name: 'Gia', last_name: 'Olive', ...fields }).toString(),
  });
}

describe('the consent page', () => {
  it('is clearly the offline stand-in, escapes what it shows, and cannot be framed', async () => {
    const consent = await openConsent();
    expect(consent.url.pathname).toBe('/auth/v1/authorize');
    expect(consent.url.searchParams.get('code_challenge_method')).toBe('s256');
    expect(consent.page.status).toBe(200);
    expect(consent.page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(consent.html).toContain('Offline stand-in for Google sign-in');
    expect(consent.html).toContain('No Google account is contacted');
    expect(consent.html).toMatch(/<input id="email" name="email" type="email"[^>]*value="[^"]+@[^"]+"/);
    expect(consent.html).toMatch(/name="first_name"/);
    expect(consent.html).toMatch(/name="last_name"/);
    expect(consent.page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(consent.page.headers.get('x-frame-options')).toBe('DENY');
    expect(consent.cookie).toMatch(/^larder-google-stand-in=/);

    const hostile = '"><script>alert(1)</script>';
    const response = await submit(consent, { email: hostile });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Please enter a valid email address.');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('prefills the address from login_hint', async () => {
    const { data } = await supabaseFor(larder).auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${larder.baseUrl}/auth-loading`, skipBrowserRedirect: true, queryParams: { login_hint: 'dana.fig@example.test' } },
    });
    const html = await (await fetch(data.url!)).text();
    expect(html).toContain('value="dana.fig@example.test"');
    expect(html).toContain('value="Dana"');
    expect(html).toContain('value="Fig"');
  });
});

describe('continuing', () => {
  it('returns to /auth-loading with a code that exchanges for a Google session with a confirmed address', async () => {
    const email = uniqueEmail('google');
    const consent = await openConsent();
    const response = await submit(consent, { email, first_name: 'Gia', last_name: 'Olive' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${larder.baseUrl}/auth-loading`);

    const { data, error } = await consent.client.auth.exchangeCodeForSession(location.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      email_confirmed_at: expect.any(String),
      app_metadata: { provider: 'google', providers: ['google'] },
      user_metadata: { firstName: 'Gia', lastName: 'Olive', full_name: 'Gia Olive' },
      identities: [{ provider: 'google', identity_data: { email, email_verified: true } }],
    });
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ amr: [{ method: 'oauth' }], app_metadata: { provider: 'google' } });

    // The same address again is the same account; no password sign-in opens it.
    const again = await openConsent();
    const second = await submit(again, { email: email.toUpperCase() });
    const code = new URL(second.headers.get('location')!).searchParams.get('code')!;
    expect((await again.client.auth.exchangeCodeForSession(code)).data.user?.id).toBe(data.user!.id);
    const password = await authCall(larder, 'POST', '/token?grant_type=password', { body: { email, password: 'Anything-1!' } });
    expect(password.body.code).toBe('invalid_credentials');
  });

  it('with the implicit flow, returns the session in the fragment', async () => {
    const consent = await openConsent(supabaseFor(larder, 'implicit'));
    const response = await submit(consent, { email: uniqueEmail('implicit-google') });
    const location = new URL(response.headers.get('location')!);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('access_token')).toBeTruthy();
    expect(fragment.get('refresh_token')).toBeTruthy();
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('does not open an account that signs in with a password', async () => {
    const cook = await confirmedCook(larder);
    const consent = await openConsent();
    const response = await submit(consent, { email: cook.email });
    expect(response.status).toBe(409);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('signs in with a password');
  });

  it('refuses a form posted without the cookie of the browser that opened it', async () => {
    const consent = await openConsent();
    const response = await submit(consent, { email: uniqueEmail('csrf') }, '');
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('This sign-in page has expired');

    const forged = await submit({ ...consent, state: `${consent.state.split('.')[0]}.AAAA` }, { email: uniqueEmail('forged') });
    expect(forged.status).toBe(400);
  });

  it('returns only to allowed origins', async () => {
    const consent = await openConsent(supabaseFor(larder), 'https://evil.example/auth-loading');
    const response = await submit(consent, { email: uniqueEmail('redirect-google') });
    expect(new URL(response.headers.get('location')!).origin).toBe(larder.baseUrl);
  });
});

describe('other providers', () => {
  it('answer 400 validation_failed: the provider is not enabled', async () => {
    const { data } = await supabaseFor(larder).auth.signInWithOAuth({ provider: 'github', options: { skipBrowserRedirect: true } });
    const response = await fetch(data.url!);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed', message: 'Unsupported provider: provider is not enabled' });
  });
});
