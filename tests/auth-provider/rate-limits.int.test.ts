// Rate limits: kept in PostgreSQL, so they hold across api processes; over the limit the answer is
// GoTrue's 429 over_request_rate_limit, which supabase-js hands over as an AuthApiError.
import { AuthApiError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimits } from '../../server/stand-ins/auth/index.ts';
import { startTestLarder, type TestLarder } from '../setup/larder.ts';
import { authCall, confirmedCook, STRONG_PASSWORD, supabaseFor, uniqueEmail, NAMES } from './helpers.ts';

const MINUTE = 60_000;
const TIGHT: Partial<RateLimits> = {
  signInPerEmail: { max: 3, windowMs: MINUTE },
  recoveryPerEmail: { max: 1, windowMs: MINUTE },
};

let larder: TestLarder;
let secondApi: TestLarder;

beforeAll(async () => {
  larder = await startTestLarder({ roles: ['api'], localAuth: { rateLimits: TIGHT } });
  // A second api process on the same database, as `docker compose --scale api=2` runs it.
  secondApi = await startTestLarder({ roles: ['api'], database: larder.database, localAuth: { rateLimits: TIGHT } });
});
afterAll(async () => {
  await secondApi?.close();
  await larder?.close();
});

const over = { status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' };

/** A server of its own, for a per-IP limit: every test's requests come from 127.0.0.1. */
async function withOwnLarder(rateLimits: Partial<RateLimits>, test: (larder: TestLarder) => Promise<void>) {
  const own = await startTestLarder({ roles: ['api'], localAuth: { rateLimits } });
  try {
    await test(own);
  } finally {
    await own.close();
  }
}

describe('password sign-in', () => {
  it('stops guessing one address after the limit, across api processes, whether the password is right or not', async () => {
    const cook = await confirmedCook(secondApi, { email: uniqueEmail('guessed') });
    for (const api of [larder, secondApi, larder]) {
      const { error } = await supabaseFor(api).auth.signInWithPassword({ email: cook.email, password: 'Wrong-guess-1' });
      expect(error).toMatchObject({ code: 'invalid_credentials' });
    }
    const { error } = await supabaseFor(secondApi).auth.signInWithPassword({ email: cook.email, password: cook.password });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject(over);

    const raw = await authCall(larder, 'POST', '/token?grant_type=password', { body: { email: cook.email.toUpperCase(), password: cook.password } });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(raw.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it("leaves the cook's own client out of another client's lockout of their address", async () => {
    const own = await startTestLarder({ roles: ['api'], localAuth: { trustProxyHops: 1, rateLimits: TIGHT } });
    try {
      const cook = await confirmedCook(own, { email: uniqueEmail('elsewhere') });
      const from = (client: string, password: string) =>
        fetch(`${own.baseUrl}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
          body: JSON.stringify({ email: cook.email, password }),
        }).then((response) => response.status);
      const guesses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) guesses.push(await from('203.0.113.7', 'Wrong-guess-1'));
      expect(guesses).toEqual([400, 400, 400, 429]);
      // The cook, at home: signed in, whatever the guesser's network did.
      expect(await from('198.51.100.20', cook.password)).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('stops one network trying many addresses after the per-IP limit', async () => {
    await withOwnLarder({ signInPerIp: { max: 5, windowMs: MINUTE } }, async (own) => {
      const answers: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        answers.push((await authCall(own, 'POST', '/token?grant_type=password', { body: { email: uniqueEmail('spray'), password: 'Wrong-guess-1' } })).status);
      }
      expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
    });
  });
});

describe('the client address', () => {
  const attempt = (own: TestLarder, forwardedFor?: string) =>
    fetch(`${own.baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      body: JSON.stringify({ email: uniqueEmail('proxy'), password: 'Wrong-guess-1' }),
    }).then((response) => response.status);

  it('is the socket address: X-Forwarded-For is ignored unless the server was told it sits behind a proxy', async () => {
    await withOwnLarder({ signInPerIp: { max: 1, windowMs: MINUTE } }, async (own) => {
      expect([await attempt(own, '203.0.113.1'), await attempt(own, '203.0.113.2')]).toEqual([400, 429]);
    });
  });

  it("behind a trusted proxy, is the address that proxy appended, whatever the client wrote to its left", async () => {
    const own = await startTestLarder({ roles: ['api'], localAuth: { trustProxyHops: 1, rateLimits: { signInPerIp: { max: 1, windowMs: MINUTE } } } });
    try {
      expect(await attempt(own, '203.0.113.1')).toBe(400);
      expect(await attempt(own, '203.0.113.2')).toBe(400);
      expect(await attempt(own, 'spoofed, 203.0.113.1')).toBe(429);
    } finally {
      await own.close();
    }
  });
});

describe('concurrent requests', () => {
  it('never get more than the limit between them', async () => {
    const email = uniqueEmail('burst');
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        authCall(index % 2 ? larder : secondApi, 'POST', '/token?grant_type=password', { body: { email, password: 'Wrong-guess-1' } }).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 400)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});

describe('recovery emails', () => {
  it('one per address per window; the answer for an unknown address is the same', async () => {
    const cook = await confirmedCook(larder);
    for (const email of [cook.email, uniqueEmail('unknown')]) {
      const first = await supabaseFor(larder).auth.resetPasswordForEmail(email);
      expect(first.error).toBeNull();
      const second = await supabaseFor(secondApi).auth.resetPasswordForEmail(email);
      expect(second.error).toMatchObject(over);
    }
  });
});

describe('sign-up emails', () => {
  it('one confirmation per address per minute by default', async () => {
    const email = uniqueEmail('signup-limit');
    expect((await supabaseFor(larder).auth.signUp({ email, password: STRONG_PASSWORD, options: { data: NAMES } })).error).toBeNull();
    expect((await supabaseFor(larder).auth.signUp({ email, password: STRONG_PASSWORD, options: { data: NAMES } })).error).toMatchObject(over);
    expect((await supabaseFor(larder).auth.resend({ type: 'signup', email })).error).toMatchObject(over);
  });

  it('per network, as configured', async () => {
    await withOwnLarder({ signUpPerIp: { max: 2, windowMs: MINUTE } }, async (own) => {
      const statuses: (number | undefined)[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const { error } = await supabaseFor(own).auth.signUp({ email: uniqueEmail('ip'), password: STRONG_PASSWORD, options: { data: NAMES } });
        statuses.push(error?.status);
      }
      expect(statuses).toEqual([undefined, undefined, 429]);
    });
  });
});

describe('codes and links', () => {
  it('stops one network trying codes and links after the per-IP limit', async () => {
    await withOwnLarder({ verifyPerIp: { max: 4, windowMs: MINUTE } }, async (own) => {
      const statuses: (number | undefined)[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const { error } = await supabaseFor(own).auth.verifyOtp({ email: uniqueEmail('code'), token: '123456', type: 'signup' });
        statuses.push(error?.status);
      }
      expect(statuses).toEqual([403, 403, 403, 403]);
      expect((await supabaseFor(own).auth.verifyOtp({ token_hash: 'guess', type: 'signup' })).error).toMatchObject(over);
      // A link followed from the same network says so on the way back to the app.
      const response = await fetch(`${own.baseUrl}/auth/v1/verify?token=guess&type=signup&redirect_to=${encodeURIComponent(`${own.baseUrl}/email-confirmation`)}`, { redirect: 'manual' });
      const location = new URL(response.headers.get('location')!);
      expect(new URLSearchParams(location.hash.slice(1)).get('error_code')).toBe('over_request_rate_limit');
    });
  });
});
