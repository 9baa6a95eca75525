// Authentication middleware: a bearer token as the provider issues it, or 401.
import type { MiddlewareHandler } from 'hono';
import { bearerToken, NO_SESSION, type TokenVerifier } from './auth.ts';
import type { AppEnv } from './context.ts';

export function requireSession(verify: TokenVerifier): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) return c.json({ error: NO_SESSION }, 401);
    c.set('session', await verify(token));
    return next();
  };
}
