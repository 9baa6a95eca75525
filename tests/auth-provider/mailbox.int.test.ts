// The development mailbox (DESIGN §5): JSON at /auth/v1/dev/mailbox?email=, a page at /dev/mailbox;
// both exist only in local auth mode, as does the whole /auth/v1 provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLarder } from '../../server/runtime.ts';
import { createTestDatabase } from '../setup/database.ts';
import { startTestLarder, type TestLarder } from '../setup/larder.ts';
import { mailbox, STRONG_PASSWORD, supabaseFor, uniqueEmail, NAMES } from './helpers.ts';

let larder: TestLarder;

beforeAll(async () => {
  larder = await startTestLarder({ roles: ['api'] });
});
afterAll(async () => {
  await larder?.close();
});

describe('GET /auth/v1/dev/mailbox', () => {
  it("answers one address's mail, newest first, as {to, subject, text, links, code, sentAt}", async () => {
    const email = uniqueEmail('mailbox');
    await supabaseFor(larder).auth.signUp({ email, password: STRONG_PASSWORD, options: { data: { firstName: 'Mo', lastName: 'Basil' } } });
    await supabaseFor(larder).auth.signUp({ email: uniqueEmail('someone-else'), password: STRONG_PASSWORD, options: { data: NAMES } });
    await supabaseFor(larder).auth.resetPasswordForEmail(email);

    const mails = await mailbox(larder, email.toUpperCase());
    expect(mails.map((mail) => mail.subject)).toEqual(['Reset your Larder password', 'Confirm your Larder account']);
    for (const mail of mails) {
      expect(Object.keys(mail).sort()).toEqual(['code', 'links', 'sentAt', 'subject', 'text', 'to']);
      // The code is kept beside the email, not offered in it: no screen takes a code.
      expect(mail.code).toMatch(/^\d{6}$/);
      expect(mail.text).not.toContain(mail.code);
      expect(mail.to).toBe(email);
      expect(mail.links).toHaveLength(1);
      expect(mail.text).toContain(mail.links[0]);
      expect(new Date(mail.sentAt).toISOString()).toBe(mail.sentAt);
    }
    expect(mails[1]!.text).toMatch(/^Hi Mo,/);
    expect(new Date(mails[0]!.sentAt).getTime()).toBeGreaterThanOrEqual(new Date(mails[1]!.sentAt).getTime());
  });

  it('requires the address', async () => {
    const response = await fetch(`${larder.baseUrl}/auth/v1/dev/mailbox`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed', message: 'email is required' });
  });
});

describe('the /dev/mailbox page', () => {
  it('lists recent mail with clickable links, filters by address, and escapes what it shows', async () => {
    const email = uniqueEmail('page');
    await supabaseFor(larder).auth.signUp({ email, password: STRONG_PASSWORD, options: { data: { firstName: '<img src=x onerror=alert(1)>Zed', lastName: 'Thyme' } } });
    const [mail] = await mailbox(larder, email);

    const all = await fetch(`${larder.baseUrl}/dev/mailbox`);
    expect(all.status).toBe(200);
    expect(all.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await all.text();
    expect(html).toContain('Development mailbox');
    expect(html).toContain(email);
    const href = mail!.links[0]!.replaceAll('&', '&amp;');
    expect(html).toContain(`<a href="${href}">${href}</a>`);

    const filtered = await (await fetch(`${larder.baseUrl}/dev/mailbox?email=${encodeURIComponent(email)}`)).text();
    expect(filtered.match(/<article class="mail">/g)).toHaveLength(1);
    const hostile = await (await fetch(`${larder.baseUrl}/dev/mailbox?email=${encodeURIComponent('"><script>alert(1)</script>')}`)).text();
    expect(hostile).not.toContain('<script>alert(1)</script>');
    expect(hostile).toContain('&quot;&gt;&lt;script&gt;');
    expect(html).not.toContain('<img src=x');
  });
});

describe('with Supabase configured', () => {
  it('serves neither the provider nor the mailbox', async () => {
    const database = await createTestDatabase();
    const hosted = await startLarder({ databaseUrl: database.url, roles: ['api'], port: 0, host: '127.0.0.1', supabaseUrl: 'http://127.0.0.1:9', log: () => {} });
    try {
      expect(hosted.authMode).toBe('supabase');
      for (const path of ['/auth/v1/signup', '/auth/v1/dev/mailbox?email=a@example.test', '/dev/mailbox', '/auth/v1/.well-known/jwks.json', '/auth/v1/authorize?provider=google']) {
        const response = await fetch(`${hosted.url}${path}`, { method: path.endsWith('signup') ? 'POST' : 'GET' });
        expect({ path, status: response.status }).toEqual({ path, status: 404 });
      }
    } finally {
      await hosted.stop();
      await database.drop();
    }
  });
});
