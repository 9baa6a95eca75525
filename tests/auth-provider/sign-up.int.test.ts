// Sign-up with required email confirmation, as the web app drives it through unmodified supabase-js:
// the user object without a session, the confirmation in the development mailbox, the link back to
// the app with a PKCE code, and password sign-in only once the address is confirmed.
import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestLarder, type TestLarder } from '../setup/larder.ts';
import { authCall, confirmedCook, follow, fragmentOf, latestMail, mailbox, STRONG_PASSWORD, supabaseFor, uniqueEmail, NAMES } from './helpers.ts';

let larder: TestLarder;

beforeAll(async () => {
  // A short per-address email window, so the resend rule can be seen without waiting a minute.
  larder = await startTestLarder({ roles: ['api'], localAuth: { rateLimits: { signUpPerEmail: { max: 1, windowMs: 1_000 } } } });
});
afterAll(async () => {
  await larder?.close();
});

describe('when a cook signs up with email and password', () => {
  it('answers the user without a session, and mails a confirmation link and a six-digit code', async () => {
    const email = uniqueEmail('signup');
    const client = supabaseFor(larder);
    const { data, error } = await client.auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { data: { firstName: 'Ann', lastName: 'Baker' }, emailRedirectTo: `${larder.baseUrl}/email-confirmation` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, email_confirmed_at: null, user_metadata: { firstName: 'Ann', lastName: 'Baker' }, factors: [] });
    expect(data.user!.confirmation_sent_at).toEqual(expect.any(String));

    const mails = await mailbox(larder, email);
    expect(mails).toHaveLength(1);
    const mail = await latestMail(larder, email);
    expect(mail).toMatchObject({ to: email, subject: 'Confirm your Larder account' });
    const link = new URL(mail.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${larder.baseUrl}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(`${larder.baseUrl}/email-confirmation`);
    expect(mail.text).toContain(mail.link);
    expect(mail.code).toMatch(/^\d{6}$/);
  });

  it('refuses password sign-in until the address is confirmed, then the link signs the cook in with a verifiable token', async () => {
    const email = uniqueEmail('confirm');
    const client = supabaseFor(larder);
    await client.auth.signUp({ email, password: STRONG_PASSWORD, options: { data: { firstName: 'Ann', lastName: 'Baker' }, emailRedirectTo: `${larder.baseUrl}/email-confirmation` } });

    const early = await client.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(early.error).toBeInstanceOf(AuthApiError);
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });

    const { link } = await latestMail(larder, email);
    const { status, location } = await follow(link);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(`${larder.baseUrl}/email-confirmation`);
    const code = location.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    const session = data.session!;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, refresh_token: expect.any(String) });
    expect(session.user.email_confirmed_at).toEqual(expect.any(String));
    expect(events).toContain('SIGNED_IN');

    // The token verifies against the published key set and carries Supabase's claims.
    const jwks = createRemoteJWKSet(new URL(`${larder.baseUrl}/auth/v1/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(session.access_token, jwks, { audience: 'authenticated', issuer: `${larder.baseUrl}/auth/v1` });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: expect.any(String) });
    expect(payload).toMatchObject({
      sub: session.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      session_id: expect.any(String),
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { firstName: 'Ann', lastName: 'Baker' },
      amr: [{ method: 'email/signup', timestamp: expect.any(Number) }],
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(session.expires_at).toBe(payload.exp);
    // supabase-js verifies it the same way (JWKS, no /user call).
    const claims = await client.auth.getClaims();
    expect(claims.data?.claims.sub).toBe(session.user.id);

    // And the product API opens to it.
    const product = await new ApiClient(larder.baseUrl, session.access_token).get(`/api/v1/users/supabase/${session.user.id}`);
    expect(product.status).toBe(200);

    // Password sign-in works now.
    const signIn = await supabaseFor(larder).auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.user.id).toBe(session.user.id);
    expect(decodeProtectedHeader(signIn.data.session!.access_token).kid).toBe(protectedHeader.kid);
  });

  it('takes a confirmation link once: followed again, it returns to the app with otp_expired in the query and the fragment', async () => {
    const email = uniqueEmail('twice');
    await supabaseFor(larder).auth.signUp({ email, password: STRONG_PASSWORD, options: { data: NAMES, emailRedirectTo: `${larder.baseUrl}/email-confirmation` } });
    const { link } = await latestMail(larder, email);
    expect((await follow(link)).location.searchParams.get('code')).toBeTruthy();

    const again = await follow(link);
    expect(again.status).toBe(303);
    expect(`${again.location.origin}${again.location.pathname}`).toBe(`${larder.baseUrl}/email-confirmation`);
    const expected = { error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' };
    expect(Object.fromEntries(again.location.searchParams)).toEqual(expected);
    expect(Object.fromEntries(fragmentOf(again.location))).toEqual(expected);
  });

  it('exchanges a code once', async () => {
    const email = uniqueEmail('once');
    const client = supabaseFor(larder);
    await client.auth.signUp({ email, password: STRONG_PASSWORD, options: { data: NAMES, emailRedirectTo: `${larder.baseUrl}/email-confirmation` } });
    const code = (await follow((await latestMail(larder, email)).link)).location.searchParams.get('code')!;
    expect((await client.auth.exchangeCodeForSession(code)).error).toBeNull();

    const again = await authCall(larder, 'POST', '/token?grant_type=pkce', { body: { auth_code: code, code_verifier: 'x'.repeat(43) } });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'flow_state_not_found', message: 'invalid flow state, no valid flow state found' });
  });

  it('refuses a verifier other than the signing-up client\'s with bad_code_verifier, and the code is spent', async () => {
    const email = uniqueEmail('badverifier');
    const client = supabaseFor(larder);
    await client.auth.signUp({ email, password: STRONG_PASSWORD, options: { data: NAMES, emailRedirectTo: `${larder.baseUrl}/email-confirmation` } });
    const code = (await follow((await latestMail(larder, email)).link)).location.searchParams.get('code')!;
    const stranger = await authCall(larder, 'POST', '/token?grant_type=pkce', { body: { auth_code: code, code_verifier: 'y'.repeat(43) } });
    expect(stranger.status).toBe(400);
    expect(stranger.body).toMatchObject({ code: 'bad_code_verifier', message: 'code challenge does not match previously saved code verifier' });
    expect(stranger.headers.get('x-supabase-api-version')).toBe('2024-01-01');

    const late = await client.auth.exchangeCodeForSession(code);
    expect(late.error).toMatchObject({ code: 'flow_state_not_found' });
  });

  it('with the implicit flow, the link returns the session in the fragment', async () => {
    const email = uniqueEmail('implicit');
    const client = supabaseFor(larder, 'implicit');
    await client.auth.signUp({ email, password: STRONG_PASSWORD, options: { data: NAMES, emailRedirectTo: `${larder.baseUrl}/email-confirmation` } });
    const { location } = await follow((await latestMail(larder, email)).link);
    const fragment = fragmentOf(location);
    expect(location.searchParams.get('code')).toBeNull();
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBe(3600);
    const { data, error } = await client.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, email_confirmed_at: expect.any(String) });
  });

  it('cleans names the way the product cleans text inputs before storing them', async () => {
    const email = uniqueEmail('names');
    const { data } = await supabaseFor(larder).auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { data: { firstName: '  <b>Ann</b><script>x</script> ', lastName: `javascript:Baker <img onerror=alert(1)> onload=x ${'y'.repeat(80)}`, nested: { a: 1 } } },
    });
    expect(data.user!.user_metadata).toEqual({ firstName: 'Annx', lastName: `Baker ${'y'.repeat(44)}` });
  });
});

describe('when the sign-up is refused', () => {
  it('names every missing password rule, with Supabase reasons, as AuthWeakPasswordError', async () => {
    const cases: [string, string[], string][] = [
      ['short1', ['length', 'characters'], 'Password must be at least 8 characters long and contain at least one uppercase letter and at least one special character.'],
      ['lowercase-only-long', ['characters'], 'Password must contain at least one uppercase letter and at least one number.'],
      ['Abcdefg1!'.repeat(15), ['length'], 'Password must be at most 128 characters long.'],
    ];
    for (const [password, reasons, message] of cases) {
      const email = uniqueEmail('weak');
      const { data, error } = await supabaseFor(larder).auth.signUp({ email, password, options: { data: NAMES } });
      expect(error).toBeInstanceOf(AuthWeakPasswordError);
      expect({ status: error!.status, code: error!.code, message: error!.message, reasons: (error as AuthWeakPasswordError).reasons }).toEqual({ status: 422, code: 'weak_password', message, reasons });
      expect(data.user).toBeNull();
      expect(await mailbox(larder, email)).toEqual([]);
    }
  });

  it('answers a registered address exactly as a new one, and mails its owner instead of a confirmation', async () => {
    const cook = await confirmedCook(larder);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const before = (await mailbox(larder, cook.email)).length;
    const body = (email: string) => ({ email, password: STRONG_PASSWORD, data: { firstName: 'Eve', lastName: 'Prober' } });
    const known = await authCall(larder, 'POST', '/signup', { body: body(cook.email.toUpperCase()) });
    const fresh = await authCall(larder, 'POST', '/signup', { body: body(uniqueEmail('fresh').toUpperCase()) });
    expect([known.status, fresh.status]).toEqual([200, 200]);
    // Everything but ids, times and the address itself is the same, down to the order of keys.
    const shape = (value: unknown): unknown =>
      JSON.stringify(value, (key, field) => (typeof field === 'string' && (/id$|_at$|^sub$|email$/.test(key)) ? typeof field : field));
    expect(shape(known.body)).toBe(shape(fresh.body));
    expect(known.body.id).not.toBe(cook.user.id);
    expect(known.body.user_metadata).toEqual({ firstName: 'Eve', lastName: 'Prober' });

    const mails = await mailbox(larder, cook.email);
    expect(mails).toHaveLength(before + 1);
    const notice = mails[0]!;
    expect(notice.subject).toBe('You already have a Larder account');
    expect(notice.text).toContain('Hi Ann,');
    expect(notice.links).toEqual([`${larder.baseUrl}/login`, `${larder.baseUrl}/password-reset`]);
    // The account is untouched: the old password still signs in, and the names are the first ones.
    const signedIn = await supabaseFor(larder).auth.signInWithPassword({ email: cook.email, password: cook.password });
    expect(signedIn.data.user?.user_metadata).toMatchObject({ firstName: 'Ann', lastName: 'Baker' });
  });

  it('for an address not yet confirmed, sends the confirmation again (once per window) and voids the earlier link', async () => {
    const email = uniqueEmail('resend');
    const client = supabaseFor(larder);
    const first = await client.auth.signUp({ email, password: STRONG_PASSWORD, options: { data: NAMES, emailRedirectTo: `${larder.baseUrl}/email-confirmation` } });
    const firstLink = (await latestMail(larder, email)).link;

    const tooSoon = await client.auth.signUp({ email, password: STRONG_PASSWORD, options: { data: NAMES } });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const second = await client.auth.signUp({ email, password: STRONG_PASSWORD, options: { data: NAMES, emailRedirectTo: `${larder.baseUrl}/email-confirmation` } });
    expect(second.error).toBeNull();
    expect(second.data.user!.id).toBe(first.data.user!.id);
    expect(second.data.session).toBeNull();
    expect(await mailbox(larder, email)).toHaveLength(2);

    expect(fragmentOf((await follow(firstLink)).location).get('error_code')).toBe('otp_expired');
    const code = (await follow((await latestMail(larder, email)).link)).location.searchParams.get('code')!;
    expect((await client.auth.exchangeCodeForSession(code)).data.session?.user.email).toBe(email);
  });

  it.each([
    [{ lastName: 'Baker' }, 'First name must be at least 2 characters long'],
    [{ firstName: 'A', lastName: 'Baker' }, 'First name must be at least 2 characters long'],
    [{ firstName: '<b></b>A ', lastName: 'Baker' }, 'First name must be at least 2 characters long'],
    [{ firstName: 'Ann', lastName: 'B' }, 'Last name must be at least 2 characters long'],
  ])('refuses names the sign-up form would refuse (%j), and mails nothing', async (data, message) => {
    const email = uniqueEmail('short-name');
    const { error } = await supabaseFor(larder).auth.signUp({ email, password: STRONG_PASSWORD, options: { data } });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message });
    expect(await mailbox(larder, email)).toEqual([]);
  });

  it('answers 400 validation_failed to an address that is not one, and to a body that is not JSON', async () => {
    const { error } = await supabaseFor(larder).auth.signUp({ email: 'not-an-address', password: STRONG_PASSWORD, options: { data: NAMES } });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' });

    const response = await fetch(`${larder.baseUrl}/auth/v1/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; msg: string };
    expect(body).toMatchObject({ code: 'bad_json', error_code: 'bad_json', msg: expect.stringMatching(/^Could not parse request body as JSON/) });
    expect(body.message).toBe(body.msg);
  });
});

describe('when a redirect points elsewhere', () => {
  it('sends the email link and the browser back to the site instead (no open redirect)', async () => {
    const email = uniqueEmail('redirect');
    const client = supabaseFor(larder);
    await client.auth.signUp({ email, password: STRONG_PASSWORD, options: { data: NAMES, emailRedirectTo: 'https://evil.example/steal' } });
    const { link } = await latestMail(larder, email);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${larder.baseUrl}/`);

    // A link whose redirect_to was edited afterwards does not go there either.
    const edited = new URL(link);
    edited.searchParams.set('redirect_to', 'https://evil.example/steal');
    const { location } = await follow(edited.toString());
    expect(location.origin).toBe(larder.baseUrl);
    expect(location.searchParams.get('code')).toBeTruthy();

    for (const target of ['//evil.example/x', 'javascript:alert(1)', `https://user:pass@${new URL(larder.baseUrl).host}/`, 'http://localhost.evil.example/']) {
      const other = uniqueEmail('redirect');
      await client.auth.signUp({ email: other, password: STRONG_PASSWORD, options: { data: NAMES, emailRedirectTo: target } });
      expect(new URL((await latestMail(larder, other)).link).searchParams.get('redirect_to'), target).toBe(`${larder.baseUrl}/`);
    }
    // A path on the site is kept.
    const relative = uniqueEmail('redirect');
    await client.auth.signUp({ email: relative, password: STRONG_PASSWORD, options: { data: NAMES, emailRedirectTo: '/email-confirmation?from=signup' } });
    expect(new URL((await latestMail(larder, relative)).link).searchParams.get('redirect_to')).toBe(`${larder.baseUrl}/email-confirmation?from=signup`);
  });
});
