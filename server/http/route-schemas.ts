// The request schemas of the app's routes, read back from their validators: what the fuzz test
// drives every route with, so a route added with a schema is fuzzed without being listed anywhere.
import type { Hono, MiddlewareHandler, ValidationTargets } from 'hono';
import type { z } from 'zod';

export type RequestTarget = keyof ValidationTargets;

export interface RouteSchemas {
  method: string;
  path: string;
  schemas: Partial<Record<RequestTarget, z.ZodType>>;
}

const REQUEST_SCHEMA = Symbol('request schema');

type Described = MiddlewareHandler & { [REQUEST_SCHEMA]?: { target: RequestTarget; schema: z.ZodType } };

/** Marks a validator with what it checks. */
export function describedValidator<Handler extends MiddlewareHandler>(handler: Handler, target: RequestTarget, schema: z.ZodType): Handler {
  (handler as Described)[REQUEST_SCHEMA] = { target, schema };
  return handler;
}

/** Every route of the app (method and path, middleware excluded) with the schemas its validators check. */
export function routeSchemas(app: Hono<any, any, any>): RouteSchemas[] {
  const byRoute = new Map<string, RouteSchemas>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    const entry = byRoute.get(key) ?? { method: route.method, path: route.path, schemas: {} };
    const described = (route.handler as Described)[REQUEST_SCHEMA];
    if (described) entry.schemas[described.target] = described.schema;
    byRoute.set(key, entry);
  }
  return [...byRoute.values()];
}
