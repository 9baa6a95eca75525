import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenVerifier, VerifiedTokens, type Session } from './auth.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

const sessionFor = (token: string, expiresAt: number): Session => ({ token, sub: `sub-${token}`, email: '', sessionId: null, keyId: undefined, expiresAt, claims: {} });

async function hs256Token(sub: string, expiresAt: number) {
  return new SignJWT({ role: 'authenticated', email: `${sub}@example.com` })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setAudience('authenticated')
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(SECRET));
}

describe('tokens already verified', () => {
  it('answers a token it verified until the token expires, then no more', () => {
    let now = 1_000;
    const tokens = new VerifiedTokens(10, () => now);
    tokens.remember(sessionFor('a', 1_060));
    expect(tokens.get('a')?.sub).toBe('sub-a');
    now = 1_060;
    expect(tokens.get('a')).toBeUndefined();
    now = 1_000;
    expect(tokens.get('a')).toBeUndefined();
  });

  it('does not keep a token without an expiry in the future', () => {
    const tokens = new VerifiedTokens(10, () => 1_000);
    tokens.remember(sessionFor('none', 0));
    tokens.remember(sessionFor('past', 999));
    expect(tokens.get('none')).toBeUndefined();
    expect(tokens.get('past')).toBeUndefined();
  });

  it('stays within its size by letting the oldest tokens go', () => {
    const tokens = new VerifiedTokens(10, () => 1_000);
    for (let n = 0; n < 25; n++) tokens.remember(sessionFor(`t${n}`, 2_000));
    const kept = Array.from({ length: 25 }, (_, n) => tokens.get(`t${n}`) !== undefined);
    expect(kept.filter(Boolean).length).toBeLessThanOrEqual(10);
    expect(kept.at(-1)).toBe(true);
    expect(kept[0]).toBe(false);
  });

  it('still refuses a tampered or expired token after a good one was remembered', async () => {
    const verify = createTokenVerifier({ jwtSecret: SECRET });
    const now = Math.floor(Date.now() / 1000);
    const good = await hs256Token('ann', now + 600);
    expect((await verify(good)).sub).toBe('ann');
    expect((await verify(good)).sub).toBe('ann');
    const [header, , signature] = good.split('.');
    const otherClaims = Buffer.from(JSON.stringify({ role: 'authenticated', sub: 'bob', aud: 'authenticated', exp: now + 600 })).toString('base64url');
    await expect(verify(`${header}.${otherClaims}.${signature}`)).rejects.toMatchObject({ status: 401 });
    await expect(verify(await hs256Token('ann', now - 10))).rejects.toMatchObject({ status: 401 });
  });
});
