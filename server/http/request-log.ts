// The outermost middleware: gives each request its ids, then, once it is answered, writes one log
// line and feeds the request metrics. Routes are labelled by their pattern (never the raw path:
// ids in labels would make a series per cook). Tokens, cookies and bodies are never logged.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Log } from '../logger.ts';
import type { AppEnv } from './context.ts';
import { stampHeader } from './stamp-header.ts';

const QUIET_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

export interface RequestObserver {
  observeRequest(method: string, route: string, status: number, seconds: number): void;
}

export function requestLog(log: Log, observer?: RequestObserver): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    const correlationId = c.req.header('x-correlation-id') ?? requestId;
    c.set('requestId', requestId);
    c.set('correlationId', correlationId);
    await next();
    stampHeader(c, 'x-request-id', requestId);
    stampHeader(c, 'x-correlation-id', correlationId);
    const seconds = (performance.now() - started) / 1000;
    // The pattern of the handler that answered (a guard's, like /api/v1/*, when it answered first).
    const route = routePath(c);
    const status = c.res.status;
    observer?.observeRequest(c.req.method, route, status, seconds);
    log('request', {
      // Probes and scrapes come every few seconds: their lines only at debug, unless they fail.
      ...(status >= 500 ? { level: 'error' } : QUIET_ROUTES.has(route) && status < 400 ? { level: 'debug' } : {}),
      method: c.req.method,
      route,
      status,
      durationMs: Math.round(seconds * 100_000) / 100,
      requestId,
      correlationId,
      userId: c.get('appUser')?.id,
    });
  };
}
