// Password recovery and the one-time codes of the emails, through unmodified supabase-js: the reset
// link back to /password-update, the six-digit code, the link token as token_hash, expiry and reuse.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLarder, type TestLarder } from '../setup/larder.ts';
import { confirmedCook, follow, fragmentOf, latestMail, mailbox, OTHER_STRONG_PASSWORD, STRONG_PASSWORD, supabaseFor, uniqueEmail } from './helpers.ts';

let larder: TestLarder;
let pool: pg.Pool;

beforeAll(async () => {
  larder = await startTestLarder({ roles: ['api'] });
  pool = new pg.Pool({ connectionString: larder.database.url, max: 2 });
});
afterAll(async () => {
  await pool?.end();
  await larder?.close();
});

async function unconfirmedCook() {
  const email = uniqueEmail('otp');
  const client = supabaseFor(larder);
  const { error } = await client.auth.signUp({ email, password: STRONG_PASSWORD, options: { data: { firstName: 'Otto', lastName: 'Pepper' } } });
  if (error) throw error;
  return { email, client, mail: await latestMail(larder, email) };
}

describe('password recovery', () => {
  it('mails a link to /password-update that opens a recovery session on any device, in which the password is changed', async () => {
    const cook = await confirmedCook(larder);
    const asking = supabaseFor(larder);
    const sent = await asking.auth.resetPasswordForEmail(cook.email, { redirectTo: `${larder.baseUrl}/password-update` });
    expect(sent).toEqual({ data: {}, error: null });

    const mail = await latestMail(larder, cook.email);
    expect(mail.subject).toBe('Reset your Larder password');
    // Straight to the page with the token: no code exchange that only the asking browser could make.
    const link = new URL(mail.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${larder.baseUrl}/password-update`);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);

    // Read on the phone: another client, without the asking one's PKCE verifier.
    const client = supabaseFor(larder);
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await client.auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.user!.id).toBe(cook.user.id);
    expect(events).toContain('PASSWORD_RECOVERY');
    expect(JSON.parse(Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString()).amr[0].method).toBe('recovery');

    expect((await client.auth.updateUser({ password: OTHER_STRONG_PASSWORD })).error).toBeNull();
    expect((await supabaseFor(larder).auth.signInWithPassword({ email: cook.email, password: OTHER_STRONG_PASSWORD })).error).toBeNull();
    expect((await supabaseFor(larder).auth.signInWithPassword({ email: cook.email, password: cook.password })).error).toMatchObject({ code: 'invalid_credentials' });
    // The cook's session from before the reset ended with the password change.
    expect((await cook.client.auth.getUser()).error).not.toBeNull();
  });

  it('answers {} for an address without an account, and mails nothing', async () => {
    const email = uniqueEmail('nobody');
    const { data, error } = await supabaseFor(larder).auth.resetPasswordForEmail(email, { redirectTo: `${larder.baseUrl}/password-update` });
    expect({ data, error }).toEqual({ data: {}, error: null });
    expect(await mailbox(larder, email)).toEqual([]);
  });

  it('a recovery link expires after an hour', async () => {
    const cook = await confirmedCook(larder);
    await supabaseFor(larder).auth.resetPasswordForEmail(cook.email, { redirectTo: `${larder.baseUrl}/password-update` });
    const { link } = await latestMail(larder, cook.email);
    const { rows } = await pool.query<{ hours: number }>(
      `select round(extract(epoch from expires_at - created_at) / 3600) as hours from auth.one_time_tokens where user_id = $1 and type = 'recovery'`,
      [cook.user.id],
    );
    expect(Number(rows[0]!.hours)).toBe(1);
    await pool.query(`update auth.one_time_tokens set created_at = created_at - interval '61 minutes', expires_at = expires_at - interval '61 minutes' where user_id = $1`, [cook.user.id]);
    const expired = await supabaseFor(larder).auth.verifyOtp({ token_hash: new URL(link).searchParams.get('token_hash')!, type: 'recovery' });
    expect(expired.error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect(expired.data.session).toBeNull();
  });

  it('a recovery code entered by hand opens a recovery session (verifyOtp type recovery)', async () => {
    const cook = await confirmedCook(larder);
    await supabaseFor(larder).auth.resetPasswordForEmail(cook.email);
    const { code } = await latestMail(larder, cook.email);
    const client = supabaseFor(larder);
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await client.auth.verifyOtp({ email: cook.email, token: code, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session!.user.id).toBe(cook.user.id);
    expect(events).toContain('PASSWORD_RECOVERY');
  });
});

describe('one-time codes', () => {
  it('verifyOtp with the six-digit code confirms the address and signs in', async () => {
    const { email, mail } = await unconfirmedCook();
    const client = supabaseFor(larder);
    const { data, error } = await client.auth.verifyOtp({ email, token: mail.code, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', refresh_token: expect.any(String) });
    expect(data.user).toMatchObject({ email, email_confirmed_at: expect.any(String), user_metadata: { firstName: 'Otto' } });
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    // The code is spent, and so is the link that came with it.
    expect((await supabaseFor(larder).auth.verifyOtp({ email, token: mail.code, type: 'signup' })).error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect(fragmentOf((await follow(mail.link)).location).get('error_code')).toBe('otp_expired');
  });

  it("type 'email' accepts the confirmation code too", async () => {
    const { email, mail } = await unconfirmedCook();
    const { data, error } = await supabaseFor(larder).auth.verifyOtp({ email, token: mail.code, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
  });

  it("verifyOtp with the link's token as token_hash confirms and signs in", async () => {
    const { email, mail } = await unconfirmedCook();
    const tokenHash = new URL(mail.link).searchParams.get('token')!;
    const { data, error } = await supabaseFor(larder).auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, email_confirmed_at: expect.any(String) });
    expect((await supabaseFor(larder).auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })).error).toMatchObject({ code: 'otp_expired' });
    // A signup token is not a recovery token.
    const other = await unconfirmedCook();
    const wrongType = await supabaseFor(larder).auth.verifyOtp({ token_hash: new URL(other.mail.link).searchParams.get('token')!, type: 'recovery' });
    expect(wrongType.error).toMatchObject({ code: 'otp_expired', message: 'Token has expired or is invalid' });
  });

  it('voids the code after five wrong guesses, so six digits cannot be walked', async () => {
    const { email, mail } = await unconfirmedCook();
    const wrong = mail.code === '000000' ? '000001' : '000000';
    for (let guess = 0; guess < 5; guess++) {
      expect((await supabaseFor(larder).auth.verifyOtp({ email, token: wrong, type: 'signup' })).error).toMatchObject({ code: 'otp_expired' });
    }
    expect((await supabaseFor(larder).auth.verifyOtp({ email, token: mail.code, type: 'signup' })).error).toMatchObject({ code: 'otp_expired' });
  });

  it('a confirmation code expires after 24 hours', async () => {
    const { email, mail } = await unconfirmedCook();
    const { rows } = await pool.query<{ hours: number }>(
      `select round(extract(epoch from t.expires_at - t.created_at) / 3600) as hours from auth.one_time_tokens t join auth.users u on u.id = t.user_id where u.email = $1`,
      [email],
    );
    expect(Number(rows[0]!.hours)).toBe(24);
    await pool.query(`update auth.one_time_tokens set expires_at = now() - interval '1 second' where user_id = (select id from auth.users where email = $1)`, [email]);
    expect((await supabaseFor(larder).auth.verifyOtp({ email, token: mail.code, type: 'signup' })).error).toMatchObject({ code: 'otp_expired' });
  });

  it('answers the same to an unknown address as to a wrong code', async () => {
    const { error } = await supabaseFor(larder).auth.verifyOtp({ email: uniqueEmail('nobody'), token: '123456', type: 'signup' });
    expect(error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
  });
});

describe('open redirects', () => {
  it('a recovery link never leads off the site', async () => {
    const cook = await confirmedCook(larder);
    await supabaseFor(larder).auth.resetPasswordForEmail(cook.email, { redirectTo: 'https://evil.example/password-update' });
    const { link } = await latestMail(larder, cook.email);
    expect(new URL(link).origin).toBe(larder.baseUrl);
  });
});
