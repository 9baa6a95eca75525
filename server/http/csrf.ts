// CSRF: a signed double-submit token. GET /api/v1/csrf/token sets a random nonce in an HttpOnly
// cookie and returns a token (expiry + nonce + HMAC) valid for 25 minutes; every mutating call
// sends it back as x-csrf-token. A page on another site can neither read the token nor forge it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

export const CSRF_TTL_MS = 25 * 60_000;
export const CSRF_COOKIE = 'larder_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_MISSING = 'Invalid or missing CSRF token. Refresh the page and try again.';

const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

export function issueCsrfToken(secret: string, nonce: string, now = Date.now()): string {
  const body = `${now + CSRF_TTL_MS}.${nonce}`;
  return `${body}.${sign(secret, body)}`;
}

export function checkCsrfToken(secret: string, token: string | undefined, nonce: string | undefined, now = Date.now()): boolean {
  if (!token || !nonce) return false;
  const [expires, tokenNonce, signature] = token.split('.');
  if (!expires || !tokenNonce || !signature || tokenNonce !== nonce || Number(expires) < now) return false;
  const expected = Buffer.from(sign(secret, `${expires}.${tokenNonce}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function csrfTokenHandler(secret: string, secureCookie: boolean): MiddlewareHandler {
  return async (c) => {
    let nonce = getCookie(c, CSRF_COOKIE);
    if (!nonce || !/^[A-Za-z0-9_-]{16,}$/.test(nonce)) {
      nonce = randomBytes(18).toString('base64url');
      setCookie(c, CSRF_COOKIE, nonce, { httpOnly: true, sameSite: 'Lax', secure: secureCookie, path: '/' });
    }
    return c.json({ csrfToken: issueCsrfToken(secret, nonce), expiresInSeconds: CSRF_TTL_MS / 1000 });
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function requireCsrf(secret: string): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (!checkCsrfToken(secret, c.req.header(CSRF_HEADER), getCookie(c, CSRF_COOKIE))) {
      return c.json({ error: CSRF_MISSING }, 403);
    }
    return next();
  };
}
